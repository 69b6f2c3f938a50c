import Testing

@testable import JellyGeometry

@Suite struct PolynomialTests {
  @Test func findsEveryRootOfAProductOfLinearFactors() {
    let expected = [0.05, 0.2, 0.5, 0.7, 0.95]
    var coefficients = [1.0]
    for root in expected { coefficients = Polynomial.product(coefficients, [-root, 1]) }
    let roots = Polynomial.roots(coefficients, in: 0, 1)
    #expect(roots.count == expected.count)
    for (found, root) in zip(roots, expected) { #expect(abs(found - root) < 1e-13) }
  }

  @Test func ignoresRootsOutsideTheIntervalAndDoubleRoots() {
    // (t − 2)(t + 1)(t² − 0.6t + 0.1): no real root in [0, 1] (complex pair 0.3 ± 0.1i).
    let coefficients = Polynomial.product(Polynomial.product([-2, 1], [1, 1]), [0.1, -0.6, 1])
    #expect(Polynomial.roots(coefficients, in: 0, 1).isEmpty)
    // (t − 0.3)² + 1e-12 never reaches 0 although it comes close.
    #expect(Polynomial.roots([0.09 + 1e-12, -0.6, 1], in: 0, 1).isEmpty)
    #expect(Polynomial.roots([3], in: 0, 1).isEmpty)
    #expect(Polynomial.roots([0.5, 0, 0], in: 0, 1).isEmpty)
  }

  @Test func reportsAnExactDoubleRootOnlyBecauseItIsABreakPoint() {
    // (t − 0.5)²: p(0.5) is exactly 0 at the derivative's root, so it is listed (documented).
    #expect(Polynomial.roots([0.25, -1, 1], in: 0, 1) == [0.5])
  }

  @Test func reportsRootsAtTheEnds() {
    #expect(Polynomial.roots([0, 1, -1], in: 0, 1) == [0, 1])
    #expect(Polynomial.evaluate([1, 2, 3], at: 2) == 17)
  }

  @Test func quadraticRootsAvoidCancellation() {
    // t² − (1e8 + 1e-8)·t + 1 = (t − 1e8)(t − 1e-8): the small root keeps full precision.
    let (small, none) = Polynomial.quadraticRoots(1, -(1e8 + 1e-8), 1)
    #expect(abs((small ?? 0) / 1e-8 - 1) < 1e-15 && none == nil)
    // (t − 0.25)(t − 0.75) = t² − t + 0.1875, both inside and ascending.
    let (first, second) = Polynomial.quadraticRoots(2, -2, 0.375)
    #expect(first == 0.25 && second == 0.75)
    // Linear (a = 0): 2t − 1.
    let linear = Polynomial.quadraticRoots(0, 2, -1)
    #expect([linear.0, linear.1].compactMap { $0 } == [0.5])
    // A double root does not change sign, and a constant has no root.
    #expect(Polynomial.quadraticRoots(1, -1, 0.25) == (nil, nil))
    #expect(Polynomial.quadraticRoots(0, 0, 1) == (nil, nil))
  }

  @Test func cubicRootsWithDirection() {
    // 8(t − 0.25)(t − 0.5)(t − 0.75) = 8t³ − 12t² + 5.5t − 0.75: rising, falling, rising.
    var found: [(Double, Bool)] = []
    Polynomial.forEachCubicRoot(-0.75, 5.5, -12, 8) { found.append(($0, $1)) }
    #expect(found.count == 3)
    for ((root, rising), expected) in zip(found, [(0.25, true), (0.5, false), (0.75, true)]) {
      #expect(abs(root - expected.0) < 1e-15 && rising == expected.1)
    }
    // Restricted to (0.3, 2): only 0.5 and 0.75 remain.
    var shifted: [Double] = []
    Polynomial.forEachCubicRoot(-0.75, 5.5, -12, 8, in: 0.3, 2) { root, _ in shifted.append(root) }
    #expect(shifted.count == 2 && abs(shifted[0] - 0.5) < 1e-15 && abs(shifted[1] - 0.75) < 1e-15)
  }
}
