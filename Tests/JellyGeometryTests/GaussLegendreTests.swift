import Foundation
import JellyTestSupport
import Testing

@testable import JellyGeometry

@Suite(.tags(.sanitizeMemory)) struct GaussLegendreTests {
  @Test(arguments: [GaussLegendre.order8, GaussLegendre.order16])
  func integratesPolynomialsUpToDegreeTwoNMinusOneExactly(rule: GaussLegendre) {
    let n = rule.nodes.count
    #expect(abs(rule.weights.reduce(0, +) - 2) < 1e-14)
    for degree in 0...(2 * n - 1) {
      // ∫₀² tᵈ dt = 2^(d+1)/(d+1)
      let exact = pow(2, Double(degree + 1)) / Double(degree + 1)
      let value = rule.integrate(from: 0, to: 2) { pow($0, Double(degree)) }
      #expect(abs(value - exact) <= 1e-13 * exact, "degree \(degree)")
    }
    // Degree 2n is the first one missed, by the classical remainder
    // E = 2^(2n+1)·(n!)⁴ / ((2n+1)·((2n)!)²) for ∫₋₁¹ t^(2n) dt.
    let factorialN = tgamma(Double(n + 1))
    let factorial2N = tgamma(Double(2 * n + 1))
    let remainder =
      pow(2, Double(2 * n + 1)) * pow(factorialN, 4)
      / (Double(2 * n + 1) * factorial2N * factorial2N)
    let exact = 2 / Double(2 * n + 1)
    let value = rule.integrate(from: -1, to: 1) { pow($0, Double(2 * n)) }
    #expect(abs((exact - value) - remainder) <= 1e-3 * remainder)
  }

  @Test func smoothIntegrandsToRoundingLevel() {
    let cosine = GaussLegendre.order16.integrate(from: 0, to: Double.pi / 2) { cos($0) }
    #expect(abs(cosine - 1) < 1e-15)
    let exponential = GaussLegendre.order16.integrate(from: 0, to: 1) { exp($0) }
    #expect(abs(exponential - (M_E - 1)) < 1e-15)
  }

  @Test func nodesAreSymmetricAndAscending() {
    let rule = GaussLegendre.order16
    for index in rule.nodes.indices {
      #expect(rule.nodes[index] == -rule.nodes[rule.nodes.count - 1 - index])
      #expect(abs(GaussLegendre.legendre(16, at: rule.nodes[index]).value) < 1e-14)
    }
    #expect(rule.nodes == rule.nodes.sorted())
  }
}
