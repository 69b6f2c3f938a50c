/// Solves and inverts the small symmetric positive semidefinite systems of a least-squares fit
/// (P × P, P ≤ a few dozen): Cholesky's factorization, and where it fails (the matrix is not
/// positive definite to working precision) the pseudo-inverse from a Jacobi eigen-decomposition,
/// which drops the directions the data do not determine.
///
/// Both work on the matrix scaled to a unit diagonal, D^(−1/2)·A·D^(−1/2), so that parameters of
/// very different units (rad/s beside seconds beside pixels) do not decide what counts as
/// singular. Matrices are row-major arrays of `dimension × dimension` entries.
public enum SymmetricSolver {
  /// An eigenvalue of the scaled matrix below this fraction of the largest counts as zero.
  public static let singularThreshold = 1e-13

  /// The solution x of A·x = b, or the minimum-norm least-squares solution when A is singular.
  ///
  /// - Parameters:
  ///   - matrix: A, symmetric positive semidefinite, row-major.
  ///   - dimension: P, the number of rows (≥ 1).
  ///   - rightHandSide: b, P entries.
  public static func solve(matrix: [Double], dimension: Int, rightHandSide: [Double]) -> [Double] {
    let (scaled, scale) = unitDiagonal(matrix, dimension)
    let b = (0..<dimension).map { rightHandSide[$0] * scale[$0] }
    let y =
      choleskyFactor(scaled, dimension).map { choleskySolve($0, dimension, b) }
      ?? pseudoInverse(scaled, dimension).map { inverse in
        (0..<dimension).map { i in
          (0..<dimension).reduce(0.0) { $0 + inverse[i * dimension + $1] * b[$1] }
        }
      } ?? [Double](repeating: .nan, count: dimension)
    return (0..<dimension).map { y[$0] * scale[$0] }
  }

  /// The solution x of A·x = b by Cholesky's factorization of A scaled to a unit diagonal, or
  /// `nil` when A is not positive definite to working precision (a pivot of the scaled matrix
  /// at most ``singularThreshold``, or not finite): for an iteration that would rather skip a
  /// singular step than take the minimum-norm one.
  ///
  /// - Parameters:
  ///   - matrix: A, symmetric, row-major.
  ///   - dimension: P, the number of rows (≥ 1).
  ///   - rightHandSide: b, P entries.
  public static func positiveDefiniteSolution(
    matrix: [Double], dimension: Int, rightHandSide: [Double]
  ) -> [Double]? {
    let (scaled, scale) = unitDiagonal(matrix, dimension)
    guard let factor = choleskyFactor(scaled, dimension) else { return nil }
    let y = choleskySolve(factor, dimension, (0..<dimension).map { rightHandSide[$0] * scale[$0] })
    return (0..<dimension).map { y[$0] * scale[$0] }
  }

  /// A⁻¹, or the pseudo-inverse when A is singular with +∞ on the diagonal of every parameter
  /// that a dropped direction involves (its variance is not determined).
  ///
  /// - Parameters:
  ///   - matrix: A, symmetric positive semidefinite, row-major.
  ///   - dimension: P, the number of rows (≥ 1).
  public static func inverse(matrix: [Double], dimension: Int) -> [Double] {
    let (scaled, scale) = unitDiagonal(matrix, dimension)
    var inverse: [Double]
    if let factor = choleskyFactor(scaled, dimension) {
      inverse = [Double](repeating: 0, count: dimension * dimension)
      for column in 0..<dimension {
        var unit = [Double](repeating: 0, count: dimension)
        unit[column] = 1
        let solution = choleskySolve(factor, dimension, unit)
        for row in 0..<dimension { inverse[row * dimension + column] = solution[row] }
      }
    } else {
      let (pseudo, undetermined) = pseudoInverseAndNullSpace(scaled, dimension)
      inverse = pseudo
      for index in undetermined { inverse[index * dimension + index] = .infinity }
    }
    for row in 0..<dimension {
      for column in 0..<dimension {
        inverse[row * dimension + column] *= scale[row] * scale[column]
      }
    }
    return inverse
  }

  /// D^(−1/2)·A·D^(−1/2) and the diagonal of D^(−1/2) (1 where A's diagonal is not positive).
  static func unitDiagonal(_ a: [Double], _ n: Int) -> ([Double], [Double]) {
    let scale = (0..<n).map { index -> Double in
      let diagonal = a[index * n + index]
      return diagonal > 0 && diagonal.isFinite ? 1 / diagonal.squareRoot() : 1
    }
    var scaled = a
    for row in 0..<n {
      for column in 0..<n { scaled[row * n + column] *= scale[row] * scale[column] }
    }
    return (scaled, scale)
  }

  /// The lower factor L of A = L·Lᵀ, or `nil` when a pivot is not positive (beyond rounding of
  /// the unit diagonal) or not finite.
  static func choleskyFactor(_ a: [Double], _ n: Int) -> [Double]? {
    var factor = [Double](repeating: 0, count: n * n)
    for row in 0..<n {
      for column in 0...row {
        var sum = a[row * n + column]
        for k in 0..<column { sum -= factor[row * n + k] * factor[column * n + k] }
        if row == column {
          guard sum > singularThreshold, sum.isFinite else { return nil }
          factor[row * n + row] = sum.squareRoot()
        } else {
          factor[row * n + column] = sum / factor[column * n + column]
        }
      }
    }
    return factor
  }

  /// x with L·Lᵀ·x = b.
  static func choleskySolve(_ factor: [Double], _ n: Int, _ b: [Double]) -> [Double] {
    var y = b
    for row in 0..<n {
      for k in 0..<row { y[row] -= factor[row * n + k] * y[k] }
      y[row] /= factor[row * n + row]
    }
    for row in stride(from: n - 1, through: 0, by: -1) {
      for k in (row + 1)..<n { y[row] -= factor[k * n + row] * y[k] }
      y[row] /= factor[row * n + row]
    }
    return y
  }

  /// The pseudo-inverse of a symmetric matrix, or `nil` when its entries are not finite.
  static func pseudoInverse(_ a: [Double], _ n: Int) -> [Double]? {
    guard a.allSatisfy(\.isFinite) else { return nil }
    return pseudoInverseAndNullSpace(a, n).inverse
  }

  /// The pseudo-inverse (eigenvalues ≤ ``singularThreshold`` × the largest dropped) and the
  /// indices of the coordinates a dropped eigenvector involves (a component above 1e-4).
  static func pseudoInverseAndNullSpace(_ a: [Double], _ n: Int)
    -> (inverse: [Double], undetermined: Set<Int>)
  {
    let (values, vectors) = JacobiEigenvalues.decompose(a, n)
    let largest = values.map { Swift.abs($0) }.max() ?? 0
    var inverse = [Double](repeating: 0, count: n * n)
    var undetermined = Set<Int>()
    for k in 0..<n {
      guard values[k] > singularThreshold * largest, values[k].isFinite else {
        for i in 0..<n where Swift.abs(vectors[i * n + k]) > 1e-4 { undetermined.insert(i) }
        continue
      }
      for i in 0..<n {
        for j in 0..<n { inverse[i * n + j] += vectors[i * n + k] * vectors[j * n + k] / values[k] }
      }
    }
    return (inverse, undetermined)
  }
}
