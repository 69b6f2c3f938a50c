import Foundation
import JellyMath
import Testing

/// y = b1·(1 − e^(−b2·x)), the model of NIST's Misra1a and BoxBOD problems.
struct SaturatingExponential: LeastSquaresModel {
  let x: [Double]
  let y: [Double]
  var parameterCount: Int { 2 }
  var lowerBounds: [Double] { [-.infinity, -.infinity] }
  var upperBounds: [Double] { [.infinity, .infinity] }

  func residuals<Scalar: RealScalar>(_ b: [Scalar]) -> [Scalar] {
    zip(x, y).map { x, y in b[0] * (1 - (-(b[1] * x)).exponential()) - y }
  }
}

/// NIST's certified answers: the Statistical Reference Datasets for nonlinear regression
/// (https://www.itl.nist.gov/div898/strd/nls/nls_main.shtml), files Misra1a.dat (lower
/// difficulty) and BoxBOD.dat (higher difficulty): data, starting values, certified parameters
/// and their certified standard deviations, which are s·√diag((JᵀJ)⁻¹) at the optimum.
@Suite struct LevenbergMarquardtTests {
  static let misra1a = SaturatingExponential(
    x: [
      77.6, 114.9, 141.1, 190.8, 239.9, 289.0, 332.8, 378.4, 434.8, 477.3, 536.8, 593.1, 689.1,
      760.0,
    ],
    y: [
      10.07, 14.73, 17.94, 23.93, 29.61, 35.18, 40.02, 44.82, 50.76, 55.05, 61.01, 66.40, 75.47,
      81.78,
    ])
  static let misra1aCertified = (
    parameters: [2.3894212918E+02, 5.5015643181E-04], errors: [2.7070075241E+00, 7.2668688436E-06],
    sumOfSquares: 1.2455138894E-01
  )
  static let boxBOD = SaturatingExponential(
    x: [1, 2, 3, 5, 7, 10], y: [109, 149, 149, 191, 213, 224])
  static let boxBODCertified = (
    parameters: [2.1380940889E+02, 5.4723748542E-01], errors: [1.2354515176E+01, 1.0455993237E-01],
    sumOfSquares: 1.1680088766E+03
  )

  static func expectCertified(
    _ solution: LeastSquaresSolution,
    _ certified: (parameters: [Double], errors: [Double], sumOfSquares: Double)
  ) {
    #expect(solution.stopReason.isConverged, "\(solution.stopReason)")
    for k in 0..<2 {
      let value = solution.parameters[k]
      let error = solution.standardErrors[k] ?? .nan
      #expect(abs(value - certified.parameters[k]) <= 1e-6 * certified.parameters[k], "b\(k + 1)")
      #expect(abs(error - certified.errors[k]) <= 1e-6 * certified.errors[k], "sd b\(k + 1)")
    }
    #expect(abs(solution.sumOfSquares - certified.sumOfSquares) <= 1e-9 * certified.sumOfSquares)
  }

  @Test("Misra1a from both of NIST's starts: certified parameters and errors to 1e-6")
  func misra1a() {
    for start in [[500, 1e-4], [250, 5e-4]] {
      Self.expectCertified(
        LevenbergMarquardt.minimize(Self.misra1a, from: start), Self.misra1aCertified)
    }
  }

  @Test("BoxBOD from NIST's second start: certified parameters and errors to 1e-6")
  func boxBOD() {
    Self.expectCertified(
      LevenbergMarquardt.minimize(Self.boxBOD, from: [100, 0.75]), Self.boxBODCertified)
  }

  /// The Misra1a model with b2 boxed below its optimum.
  private struct Boxed: LeastSquaresModel {
    let inner = LevenbergMarquardtTests.misra1a
    var parameterCount: Int { 2 }
    var lowerBounds: [Double] { [0, 0] }
    var upperBounds: [Double] { [1000, 5e-4] }
    func residuals<Scalar: RealScalar>(_ b: [Scalar]) -> [Scalar] { inner.residuals(b) }
  }

  @Test("a bound that binds holds its parameter there, without a standard error")
  func bounds() {
    let solution = LevenbergMarquardt.minimize(Boxed(), from: [250, 1e-4])
    #expect(solution.stopReason.isConverged)
    #expect(solution.parameters[1] == 5e-4)
    #expect(solution.isOnBound == [false, true])
    #expect(solution.standardErrors[1] == nil)
    #expect((solution.standardErrors[0] ?? 0) > 0)
    // With b2 held at 5e-4, b1 is the linear least-squares coefficient Σ f·y / Σ f².
    let f = Self.misra1a.x.map { 1 - exp(-5e-4 * $0) }
    let fy = zip(f, Self.misra1a.y).reduce(0.0) { $0 + $1.0 * $1.1 }
    let ff = f.reduce(0.0) { $0 + $1 * $1 }
    let b1 = fy / ff
    #expect(abs(solution.parameters[0] - b1) <= 1e-9 * b1)
  }
}
