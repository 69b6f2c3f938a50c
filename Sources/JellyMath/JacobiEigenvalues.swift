/// The eigenvalues and eigenvectors of a small symmetric matrix by the cyclic Jacobi method:
/// plane rotations that zero one off-diagonal entry each, swept over every pair until the
/// off-diagonal part is below 1e-30 of the whole (at most 60 sweeps; a few for P ≤ 8).
enum JacobiEigenvalues {
  /// The eigenvalues (unordered) and the eigenvectors as the columns of a row-major matrix.
  static func decompose(_ matrix: [Double], _ n: Int) -> (values: [Double], vectors: [Double]) {
    var a = matrix
    var v = [Double](repeating: 0, count: n * n)
    for i in 0..<n { v[i * n + i] = 1 }
    let total = a.reduce(0.0) { $0 + $1 * $1 }
    for _ in 0..<60 {
      var offDiagonal = 0.0
      for i in 0..<n {
        for j in 0..<n where i != j { offDiagonal += a[i * n + j] * a[i * n + j] }
      }
      if offDiagonal <= 1e-30 * total || offDiagonal == 0 { break }
      for p in 0..<n {
        for q in (p + 1)..<n where a[p * n + q] != 0 {
          rotate(&a, &v, n, p, q)
        }
      }
    }
    return ((0..<n).map { a[$0 * n + $0] }, v)
  }

  /// One rotation in the (p, q) plane that zeroes a[p][q], applied to a and accumulated in v.
  private static func rotate(_ a: inout [Double], _ v: inout [Double], _ n: Int, _ p: Int, _ q: Int)
  {
    let apq = a[p * n + q]
    let theta = (a[q * n + q] - a[p * n + p]) / (2 * apq)
    let t = (theta >= 0 ? 1.0 : -1.0) / (Swift.abs(theta) + (theta * theta + 1).squareRoot())
    let c = 1 / (t * t + 1).squareRoot()
    let s = t * c
    for k in 0..<n {
      let akp = a[k * n + p]
      let akq = a[k * n + q]
      a[k * n + p] = c * akp - s * akq
      a[k * n + q] = s * akp + c * akq
    }
    for k in 0..<n {
      let apk = a[p * n + k]
      let aqk = a[q * n + k]
      a[p * n + k] = c * apk - s * aqk
      a[q * n + k] = s * apk + c * aqk
    }
    for k in 0..<n {
      let vkp = v[k * n + p]
      let vkq = v[k * n + q]
      v[k * n + p] = c * vkp - s * vkq
      v[k * n + q] = s * vkp + c * vkq
    }
  }
}
