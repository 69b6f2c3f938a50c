import JellySprings

/// How far a spring read back from printed numbers is from the spring that was exported:
/// relative differences over (k/m, c/m, v), the quantities that fix the motion.
public enum SpringReadBack {
  /// |a − b| / max(|a|, |b|); 0 when a == b (both 0 included), `.infinity` when either is not
  /// finite.
  public static func relativeDifference(_ a: Double, _ b: Double) -> Double {
    guard a.isFinite, b.isFinite else { return .infinity }
    if a == b { return 0 }
    return abs(a - b) / max(abs(a), abs(b))
  }

  /// The largest relative difference between `readBack` and `spring` over k/m and c/m, and over
  /// the initial velocity (travels/s) when `readBackVelocity` is given (`nil`: the API carries
  /// no velocity, so it is not compared).
  public static func error(
    of readBack: Spring, velocity readBackVelocity: Double?, against spring: Spring,
    velocity: Double
  ) -> Double {
    var worst = max(
      relativeDifference(
        readBack.stiffness / readBack.mass, spring.stiffness / spring.mass),
      relativeDifference(readBack.damping / readBack.mass, spring.damping / spring.mass))
    if let readBackVelocity {
      worst = max(worst, relativeDifference(readBackVelocity, velocity))
    }
    return worst
  }
}
