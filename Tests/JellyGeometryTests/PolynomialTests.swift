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
}
