import JellyMath
import Testing

@Suite struct NelderMeadTests {
  @Test("Rosenbrock's valley: minimum (1, 1) found to 1e-8 from (−1.2, 1)")
  func rosenbrock() {
    let result = NelderMead.minimize(start: [-1.2, 1], steps: [0.1, 0.1]) { x in
      let a = 1 - x[0]
      let b = x[1] - x[0] * x[0]
      return a * a + 100 * b * b
    }
    #expect(result.converged)
    #expect(abs(result.point[0] - 1) < 1e-8)
    #expect(abs(result.point[1] - 1) < 1e-8)
    #expect(result.value < 1e-15)
  }

  /// With f ≈ 7 at the bottom, values can only tell points apart to √(ε·7/curvature) ≈ 1e-7:
  /// that, not the method, bounds the accuracy here.
  @Test("a shifted 3-D quadratic bowl: minimum (2, −3, 0.5) to 3e-7, value 7 to 1e-15")
  func quadraticBowl() {
    let result = NelderMead.minimize(start: [0, 0, 0], steps: [1, 1, 1]) { x in
      let d = [x[0] - 2, x[1] + 3, x[2] - 0.5]
      return 7 + d[0] * d[0] + 4 * d[1] * d[1] + 0.25 * d[2] * d[2] + d[0] * d[1]
    }
    #expect(result.converged)
    #expect(abs(result.point[0] - 2) < 3e-7)
    #expect(abs(result.point[1] + 3) < 3e-7)
    #expect(abs(result.point[2] - 0.5) < 3e-7)
    #expect(abs(result.value - 7) < 1e-15)
  }

  @Test("a bound given as +∞ (or NaN) keeps the search inside: min of (x − 3)² over x ≤ 2 is 2")
  func infiniteValuesActAsBounds() {
    let result = NelderMead.minimize(start: [0], steps: [0.5]) { x in
      x[0] > 2 ? .nan : (x[0] - 3) * (x[0] - 3)
    }
    #expect(abs(result.point[0] - 2) < 1e-9)
    #expect(abs(result.value - 1) < 2e-9)
  }

  @Test("the evaluation budget is respected and reported as not converged")
  func budget() {
    let result = NelderMead.minimize(start: [-1.2, 1], steps: [0.1, 0.1], maximumEvaluations: 20) {
      x in
      (1 - x[0]) * (1 - x[0]) + 100 * (x[1] - x[0] * x[0]) * (x[1] - x[0] * x[0])
    }
    #expect(!result.converged)
    #expect(result.evaluations <= 20 + 2)
  }
}
