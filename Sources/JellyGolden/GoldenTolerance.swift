/// How far a run's peak may be from its golden peak: a peak matches when
/// |Δt| ≤ max(``time``, ``relativeTime`` · |t_golden|) and
/// |Δvalue| ≤ max(``value``, ``relativeValue`` · |value_golden|).
public struct GoldenTolerance: Sendable, Hashable, Codable {
  /// The default allowed |Δt|, in seconds: golden files carry times to 1e-10 s.
  public static let defaultTime = 1e-9
  /// The default allowed |Δvalue|, in value units: golden files carry values to 1e-9.
  public static let defaultValue = 1e-6

  /// Allowed |Δt|, in seconds (≥ 0).
  public var time: Double
  /// Allowed |Δt| as a fraction of the golden peak's time (≥ 0).
  public var relativeTime: Double
  /// Allowed |Δvalue|, in value units (≥ 0).
  public var value: Double
  /// Allowed |Δvalue| as a fraction of the golden peak's |value| (≥ 0).
  public var relativeValue: Double

  /// A tolerance; every part ≥ 0 and finite (checked by ``GoldenComparison``).
  public init(
    time: Double = defaultTime, relativeTime: Double = 0, value: Double = defaultValue,
    relativeValue: Double = 0
  ) {
    self.time = time
    self.relativeTime = relativeTime
    self.value = value
    self.relativeValue = relativeValue
  }

  /// 1e-9 s and 1e-6 in value, nothing relative.
  public static let `default` = GoldenTolerance()

  /// The allowed |Δt| at a golden peak at `time` seconds.
  public func allowedTimeDrift(at time: Double) -> Double {
    max(self.time, relativeTime * abs(time))
  }

  /// The allowed |Δvalue| at a golden peak of `value`.
  public func allowedValueDrift(at value: Double) -> Double {
    max(self.value, relativeValue * abs(value))
  }

  /// `t 1e-09 s, value 1e-06` with the relative parts when nonzero (`t 1e-09 s or 1e-06 of t`).
  public var summary: String {
    var parts = ["t \(time) s" + (relativeTime > 0 ? " or \(relativeTime) of t" : "")]
    parts.append("value \(value)" + (relativeValue > 0 ? " or \(relativeValue) of |value|" : ""))
    return parts.joined(separator: ", ")
  }
}
