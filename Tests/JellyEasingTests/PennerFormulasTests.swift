import Testing

@testable import JellyEasing

@Suite struct PennerFormulasTests {
  @Test("bounce: continuous at its breakpoints, touching 1 at each, rebounds 1/4, 1/16, 1/64")
  func bounceShape() {
    let d1 = PennerFormulas.bounceD1
    for breakpoint in [1 / d1, 2 / d1, 2.5 / d1] {
      let left = PennerFormulas.bounceOut(breakpoint.nextDown)
      let right = PennerFormulas.bounceOut(breakpoint)
      #expect(left.isWithin(1e-14, of: 1), "at \(breakpoint)")
      #expect(right.isWithin(1e-14, of: 1), "at \(breakpoint)")
    }
    // Each parabola's lowest point sits halfway between breakpoints.
    #expect(PennerFormulas.bounceOut(1.5 / d1) == 1 - 1.0 / 4)
    #expect(PennerFormulas.bounceOut(2.25 / d1) == 1 - 1.0 / 16)
    #expect(PennerFormulas.bounceOut(2.625 / d1) == 1 - 1.0 / 64)
  }

  @Test("integerPower against hand values")
  func integerPower() {
    #expect(PennerFormulas.integerPower(0.5, 5) == 1.0 / 32)
    #expect(PennerFormulas.integerPower(3, 0) == 1)
    #expect(PennerFormulas.integerPower(-2, 3) == -8)
  }

  @Test(
    "the InOut halves meet at 1/2 with equal value 1/2", arguments: PennerEasing.Family.allCases)
  func inOutMeetsInTheMiddle(family: PennerEasing.Family) {
    let left = PennerFormulas.value(family, .inOut, 0.5.nextDown)
    let right = PennerFormulas.value(family, .inOut, 0.5)
    // Circ meets 1/2 on a vertical tangent: one ulp to the left is sqrt(2·ulp)/2 ≈ 7e-9 away.
    #expect(left.isWithin(family == .circ ? 1e-8 : 1e-12, of: 0.5))
    #expect(right.isWithin(1e-15, of: 0.5))
  }
}
