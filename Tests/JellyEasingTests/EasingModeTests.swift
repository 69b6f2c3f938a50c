import Testing

@testable import JellyEasing

@Suite struct EasingModeTests {
  @Test("Penner prefixes and parser spellings")
  func spellings() {
    #expect(EasingMode.allCases.map(\.pennerPrefix) == ["easeIn", "easeOut", "easeInOut"])
    #expect(EasingMode.allCases.map(\.rawValue) == ["in", "out", "in-out"])
  }
}
