import Testing

@testable import JellyEasing

@Suite struct EasingNumberFormatTests {
  @Test("integers without a point, others in shortest round-trip form")
  func numbers() {
    #expect(EasingNumberFormat.string(1) == "1")
    #expect(EasingNumberFormat.string(-2) == "-2")
    #expect(EasingNumberFormat.string(0.25) == "0.25")
    #expect(EasingNumberFormat.string(1.70158) == "1.70158")
    #expect(EasingNumberFormat.string(1e20) == "1e+20")
    #expect(EasingNumberFormat.string(.nan) == "nan")
  }

  @Test("percentages drop rounding noise")
  func percentages() {
    #expect(EasingNumberFormat.percentage(0.75) == "75%")
    #expect(EasingNumberFormat.percentage(0.07) == "7%")  // 0.07·100 = 7.000000000000001
    #expect(EasingNumberFormat.percentage(0.125) == "12.5%")
  }
}
