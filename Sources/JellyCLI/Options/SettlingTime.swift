import JellySprings

/// The settling duration the CLI uses, safe for every spring a user can type.
///
/// `SpringMotion.settlingDuration()` locates the last turning point above the threshold by its
/// index; for a nearly undamped spring (logarithmic decrement below 1e-9, i.e. more than about
/// 10^10 oscillations before settling) that index reaches the range where n + 1 == n in
/// floating point and the search does not end. There the closed-form envelope bound
/// `envelopeSettlingDuration()` is used instead: it is never earlier than the exact time and
/// differs from it by at most about one oscillation period (a relative difference below
/// about 1e-9 in this range).
public enum SettlingTime {
  /// Below this logarithmic decrement the envelope bound replaces the exact search.
  public static let exactSearchMinimumDecrement = 1e-9

  /// The time after which |x| stays ≤ 0.001·|x0| (seconds; `.infinity` when undamped).
  public static func duration(of motion: SpringMotion) -> Double {
    let spring = motion.spring
    if spring.regime == .underdamped,
      spring.logarithmicDecrement < exactSearchMinimumDecrement
    {
      return motion.envelopeSettlingDuration() ?? .infinity
    }
    return motion.settlingDuration()
  }
}
