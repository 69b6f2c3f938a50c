/// The identity easing `value = progress` (CSS `linear`, Penner's easeNone).
public struct LinearEasing: EasingCurve, Hashable {
  /// The identity curve.
  public init() {}

  /// "linear".
  public var name: String { "linear" }

  /// "linear": the keyword serializes as itself (CSS Easing Functions Level 2 §2.4).
  public var cssText: String { "linear" }

  /// `progress` itself, for any input (CSS `linear` is the identity, CSS Easing Functions
  /// Level 2 §2.1.5); exact.
  public func value(at progress: Double) -> Double { progress }

  /// 1 everywhere (NaN for NaN).
  public func derivative(at progress: Double) -> Double { progress.isNaN ? .nan : 1 }
}
