import JellyEasing
import JellyMath

/// The `elastic` model: Penner's elastic out (`JellyEasing.ElasticEasing`, mode out) over a
/// duration.
///
/// Written as `ElasticEasing.outMinusOne(at:excess:period:)` writes it,
/// 1 + 2^(−10x)·(b·sin(2πx/p) − cos(2πx/p)) with b = √(a² − 1): linear in b, which makes the
/// fit smooth at Penner's default a = 1, where a itself enters through √(a − 1). The fit
/// therefore moves b ≥ 0 and reports a = √(1 + b²) (`ElasticEasing.amplitude(excess:)`).
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
    let period = parameters[1]
    let duration = parameters[2]
    let start = parameters[3]
    let from = parameters[4]
    let to = parameters[5]
    return times.map { t in
      let progress = (t - start) / duration
      if progress.doubleValue <= 0 { return from }
      if progress.doubleValue >= 1 { return to }
      return to
        + (to - from) * ElasticEasing.outMinusOne(at: progress, excess: excess, period: period)
    }
  }
}
