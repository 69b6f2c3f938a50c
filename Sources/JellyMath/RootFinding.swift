import Foundation

// Bracketed root finding. Brent's method: inverse quadratic interpolation and secant steps,
// falling back to bisection whenever a step would leave the bracket or converge too slowly, so
// it never does worse than bisection and never leaves [a, b].

/// Errors from the bracketed root finders.
public enum RootFindingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// f(a) and f(b) have the same sign (or one is not finite), so [a, b] brackets no root.
  case notBracketed(a: Double, fa: Double, b: Double, fb: Double)

  /// `f(0.0) = 1.0 and f(1.0) = 2.0 have the same sign: [0.0, 1.0] brackets no root`.
  public var description: String {
    switch self {
    case .notBracketed(let a, let fa, let b, let fb):
      "f(\(a)) = \(fa) and f(\(b)) = \(fb) have the same sign (or one is not finite): [\(a), \(b)]"
        + " brackets no root"
    }
  }
}

extension RootFindingError: LocalizedError {
  /// ``description``.
  public var errorDescription: String? { description }
}

/// Bracketed one-dimensional root finding.
public enum RootFinding {
  /// A root of `f` inside `[a, b]` by Brent's method.
  ///
  /// - Parameters:
  ///   - a: One end of the bracket.
  ///   - b: The other end; `f(a)` and `f(b)` must differ in sign (or one be zero).
  ///   - absoluteTolerance: The returned x is within this distance of a sign change of `f`
  ///     (plus 4 ulps of x). Default 1e-15.
  ///   - maxIterations: A safety cap; Brent needs at most about (log2((b-a)/tol))^2 steps.
  ///   - f: The function; must be finite on `[a, b]`.
  /// - Returns: x with `f(x) == 0`, or the end of a final bracket no wider than the tolerance.
  /// - Throws: ``RootFindingError/notBracketed(a:fa:b:fb:)`` when the signs agree.
  public static func brent(
    in a: Double, _ b: Double, absoluteTolerance: Double = 1e-15, maxIterations: Int = 200,
    _ f: (Double) -> Double
  ) throws(RootFindingError) -> Double {
    var a = a
    var b = b
    var fa = f(a)
    var fb = f(b)
    if fa == 0 { return a }
    if fb == 0 { return b }
    guard fa.isFinite, fb.isFinite, (fa < 0) != (fb < 0) else {
      throw RootFindingError.notBracketed(a: a, fa: fa, b: b, fb: fb)
    }
    var c = a
    var fc = fa
    var d = b - a
    var e = d
    for _ in 0..<maxIterations {
      if (fb < 0) == (fc < 0) {
        c = a
        fc = fa
        d = b - a
        e = d
      }
      if abs(fc) < abs(fb) {
        a = b
        b = c
        c = a
        fa = fb
        fb = fc
        fc = fa
      }
      let tol = 2 * Double.ulpOfOne * abs(b) + 0.5 * absoluteTolerance
      let m = 0.5 * (c - b)
      if abs(m) <= tol || fb == 0 { return b }
      if abs(e) >= tol && abs(fa) > abs(fb) {
        // Interpolate: secant when a == c, else inverse quadratic.
        let s = fb / fa
        var p: Double
        var q: Double
        if a == c {
          p = 2 * m * s
          q = 1 - s
        } else {
          let qa = fa / fc
          let r = fb / fc
          p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1))
          q = (qa - 1) * (r - 1) * (s - 1)
        }
        if p > 0 { q = -q } else { p = -p }
        if 2 * p < min(3 * m * q - abs(tol * q), abs(e * q)) {
          e = d
          d = p / q
        } else {
          d = m
          e = m
        }
      } else {
        d = m
        e = m
      }
      a = b
      fa = fb
      b += abs(d) > tol ? d : (m > 0 ? tol : -tol)
      fb = f(b)
    }
    return b
  }

  /// A root of `f` inside `[a, b]` by plain bisection: slow (one bit per step) but immune to
  /// any shape of `f`. Used as an independent check of ``brent(in:_:absoluteTolerance:maxIterations:_:)``.
  ///
  /// - Returns: the midpoint of the last bracket, within `absoluteTolerance` of a sign change.
  /// - Throws: ``RootFindingError/notBracketed(a:fa:b:fb:)`` when the signs agree.
  public static func bisection(
    in a: Double, _ b: Double, absoluteTolerance: Double = 1e-15, _ f: (Double) -> Double
  ) throws(RootFindingError) -> Double {
    var lo = a
    var hi = b
    let flo = f(lo)
    let fhi = f(hi)
    if flo == 0 { return lo }
    if fhi == 0 { return hi }
    guard flo.isFinite, fhi.isFinite, (flo < 0) != (fhi < 0) else {
      throw RootFindingError.notBracketed(a: a, fa: flo, b: b, fb: fhi)
    }
    let loIsNegative = flo < 0
    for _ in 0..<2_000 {
      let mid = lo + 0.5 * (hi - lo)
      if abs(hi - lo) <= absoluteTolerance || mid == lo || mid == hi { return mid }
      let fm = f(mid)
      if fm == 0 { return mid }
      if (fm < 0) == loIsNegative { lo = mid } else { hi = mid }
    }
    return lo + 0.5 * (hi - lo)
  }
}
