import Foundation
import JellyMath

/// The `elastic` model: Penner's elastic out (`JellyEasing.ElasticEasing`, mode out) over a
/// duration.
///
/// Penner's a·2^(−10x)·sin((x − s)·2π/p) + 1 with sin(2πs/p) = 1/a is, expanded,
/// 1 + 2^(−10x)·(b·sin(2πx/p) − cos(2πx/p)) with b = √(a² − 1): linear in b, which makes the
/// fit smooth at Penner's default a = 1, where a itself enters through √(a − 1). The fit
/// therefore moves b ≥ 0 and reports a = √(1 + b²).
///
/// Parameters (``MotionModel/elastic``, as fitted): b, the period p (a fraction of the
/// duration), the duration D (s), start time t0 (s), from and to. The value is
/// from + (to − from)·E((t − t0)/D) with the progress clamped to [0, 1] (E is exactly 1 from
/// progress 1 on, as Penner's).
public enum ElasticCurve {
  /// The values at `times` for the parameters `[b, p, D, t0, from, to]`.
  public static func values<Scalar: RealScalar>(_ parameters: [Scalar], at times: [Double])
    -> [Scalar]
  {
    let excess = parameters[0]
    let frequency = 2 * Double.pi / parameters[1]
    let duration = parameters[2]
    let start = parameters[3]
    let from = parameters[4]
    let to = parameters[5]
    return times.map { t in
      let progress = (t - start) / duration
      if progress.doubleValue <= 0 { return from }
      if progress.doubleValue >= 1 { return to }
      let angle = frequency * progress
      let decay = (-10 * M_LN2 * progress).exponential()
      return to + (to - from) * decay * (excess * angle.sine() - angle.cosine())
    }
  }

  /// Penner's amplitude a = √(1 + b²) of the fitted b ≥ 0.
  public static func amplitude(excess b: Double) -> Double { (1 + b * b).squareRoot() }

  /// The b ≥ 0 of Penner's amplitude a ≥ 1: √(a² − 1).
  public static func excess(amplitude a: Double) -> Double { max(a * a - 1, 0).squareRoot() }
}
