import JellyMath
import Testing

@Suite struct SymmetricSolverTests {
  /// A positive definite 3 × 3 matrix with entries of very different scales.
  static let matrix: [Double] = [4e6, 2e3, 1e2, 2e3, 5, 0.3, 1e2, 0.3, 2]

  @Test("a positive definite system is solved and inverted to rounding")
  func positiveDefinite() {
    let x = [1.5, -2, 0.25]
    let b = (0..<3).map { i in (0..<3).reduce(0.0) { $0 + Self.matrix[i * 3 + $1] * x[$1] } }
    let solved = SymmetricSolver.solve(matrix: Self.matrix, dimension: 3, rightHandSide: b)
    for i in 0..<3 { #expect(abs(solved[i] - x[i]) <= 1e-12 * max(abs(x[i]), 1)) }
    let inverse = SymmetricSolver.inverse(matrix: Self.matrix, dimension: 3)
    for i in 0..<3 {
      for j in 0..<3 {
        let product = (0..<3).reduce(0.0) { $0 + Self.matrix[i * 3 + $1] * inverse[$1 * 3 + j] }
        #expect(abs(product - (i == j ? 1 : 0)) <= 1e-12)
      }
    }
  }

  @Test("a singular matrix falls back to the pseudo-inverse and marks what is undetermined")
  func singular() {
    // Rows 0 and 1 are the same parameter twice; parameter 2 is on its own.
    let matrix: [Double] = [1, 1, 0, 1, 1, 0, 0, 0, 4]
    let solved = SymmetricSolver.solve(matrix: matrix, dimension: 3, rightHandSide: [2, 2, 8])
    // The minimum-norm solution: x0 = x1 = 1, x2 = 2.
    for (value, expected) in zip(solved, [1.0, 1, 2]) { #expect(abs(value - expected) <= 1e-12) }
    let inverse = SymmetricSolver.inverse(matrix: matrix, dimension: 3)
    #expect(inverse[0] == .infinity && inverse[4] == .infinity)
    #expect(abs(inverse[8] - 0.25) <= 1e-15)
  }

  @Test("the positive definite solution: the system's to rounding, nil for a singular matrix")
  func positiveDefiniteOnly() throws {
    let x = [1.5, -2, 0.25]
    let b = (0..<3).map { i in (0..<3).reduce(0.0) { $0 + Self.matrix[i * 3 + $1] * x[$1] } }
    let solved = try #require(
      SymmetricSolver.positiveDefiniteSolution(matrix: Self.matrix, dimension: 3, rightHandSide: b))
    for i in 0..<3 { #expect(abs(solved[i] - x[i]) <= 1e-12 * max(abs(x[i]), 1)) }
    let singular: [Double] = [1, 1, 0, 1, 1, 0, 0, 0, 4]
    #expect(
      SymmetricSolver.positiveDefiniteSolution(
        matrix: singular, dimension: 3, rightHandSide: [2, 2, 8]) == nil)
    #expect(
      SymmetricSolver.positiveDefiniteSolution(
        matrix: [1, 0, 0, .nan], dimension: 2, rightHandSide: [1, 1]) == nil)
  }
}
