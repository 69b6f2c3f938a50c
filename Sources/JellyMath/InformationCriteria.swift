import Foundation

/// Akaike's and the Bayesian information criteria of a least-squares fit with Gaussian errors
/// of unknown variance: N·ln(Σr²/N) + 2k and N·ln(Σr²/N) + k·ln N, for N points and k fitted
/// parameters (the variance, common to every model, is left out). Lower is better; between
/// models fitted to the same points a BIC lower by 10 or more is strong evidence.
///
/// Σr²/N is floored at 1e-300 so that an exact fit gives a finite value.
public struct InformationCriteria: Sendable, Hashable {
  /// N·ln(Σr²/N) + 2k.
  public let aic: Double
  /// N·ln(Σr²/N) + k·ln N.
  public let bic: Double

  /// The criteria of a fit with residual sum of squares `sumOfSquares` (≥ 0) over `points`
  /// (≥ 1) points with `parameters` fitted parameters.
  public init(sumOfSquares: Double, points: Int, parameters: Int) {
    let n = Double(points)
    let fit = n * log(max(sumOfSquares / n, 1e-300))
    aic = fit + 2 * Double(parameters)
    bic = fit + Double(parameters) * log(n)
  }
}
