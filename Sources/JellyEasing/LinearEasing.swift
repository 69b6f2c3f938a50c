/// The identity easing `value = progress` (CSS `linear`, Penner's easeNone).
public struct LinearEasing: EasingCurve, Hashable {
  /// The identity curve.
  public init() {}

  /// "linear".
  public var name: String { "linear" }

  /// `progress` clamped to [0, 1]; exact.
  public func value(at progress: Double) -> Double { progress.clampedToUnitInterval }

  /// 1 everywhere (NaN for NaN).
  public func derivative(at progress: Double) -> Double { progress.isNaN ? .nan : 1 }
}
