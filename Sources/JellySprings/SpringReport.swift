import JellyMath

/// Every parametrization of one spring, as ordered key/value entries with units (the keys of
/// `jellylab convert`), one per ``SpringQuantity``.
public struct SpringReport: Sendable, Equatable {
  /// The entries, in the order of ``SpringQuantity/all``: key, value (`nil` where undefined)
  /// and unit.
  public let report: KeyValueReport

  /// The report of `spring` started with `initialVelocity` (distances per second toward the
  /// target), which enters uikit_duration, settling_duration, overshoot and the velocity-dependent
  /// engine durations (ca_settling_duration, motion_duration, compose_duration,
  /// animejs_settling_duration).
  public init(spring: Spring, initialVelocity velocity: Double) {
    let subject = SpringQuantity.Subject(spring: spring, velocity: velocity)
    report = KeyValueReport(
      SpringQuantity.all.map {
        KeyValueReport.Entry(key: $0.key, value: $0.value(for: subject), unit: $0.unit)
      })
  }
}
