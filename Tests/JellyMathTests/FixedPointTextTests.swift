import JellyMath
import Testing

@Suite struct FixedPointTextTests {
  @Test("fixed places like %f, but a value that rounds to zero has no minus sign")
  func noNegativeZero() {
    #expect(FixedPointText.format(-1e-12, places: 9) == "0.000000000")
    #expect(FixedPointText.format(-0.0, places: 3) == "0.000")
    #expect(FixedPointText.format(-0.0004, places: 3) == "0.000")
    #expect(FixedPointText.format(-0.0005001, places: 3) == "-0.001")
    #expect(FixedPointText.format(2.5839016033, places: 9) == "2.583901603")
    #expect(FixedPointText.format(-148.642530991, places: 9) == "-148.642530991")
    #expect(FixedPointText.format(-1e-9, places: 6, width: 11) == "   0.000000")
    #expect(FixedPointText.format(-1.5, places: 6, width: 11) == "  -1.500000")
    #expect(FixedPointText.format(.nan, places: 2) == "nan")
  }
}
