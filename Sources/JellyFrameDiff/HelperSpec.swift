import JellySprings

/// A helper view's animation as a preset stores it: positions as layout expressions and the
/// UIKit spring arguments.
public struct HelperSpec: Sendable, Hashable, Codable {
  /// Start position of the animated coordinate.
  public var from: ScreenExpression
  /// End position of the animated coordinate.
  public var to: ScreenExpression
  /// Seconds before the spring starts (≥ 0).
  public var delay: Double
  /// UIKit duration in seconds (> 0).
  public var duration: Double
  /// UIKit damping ratio (> 0).
  public var dampingRatio: Double
  /// UIKit initial spring velocity, distances per second toward the target.
  public var initialVelocity: Double

  /// A helper animation from `from` to `to` with the UIKit spring arguments.
  public init(
    from: ScreenExpression, to: ScreenExpression, delay: Double = 0, duration: Double,
    dampingRatio: Double, initialVelocity: Double
  ) {
    self.from = from
    self.to = to
    self.delay = delay
    self.duration = duration
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }

  /// The helper for `layout`, run under `model` (default: iOS's solver, cut at the duration).
  ///
  /// - Throws: ``FrameDiffError`` when a value is out of range (see ``HelperView``).
  public func helper(in layout: ScreenLayout, model: UIKitAnimationModel = .iOS)
    throws(FrameDiffError) -> HelperView
  {
    try HelperView(
      from: from.evaluate(in: layout), to: to.evaluate(in: layout), delay: delay,
      duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity,
      model: model)
  }

  /// This spec with the non-nil values of `overrides` replacing its own.
  public func applying(_ overrides: HelperOverrides) -> HelperSpec {
    var spec = self
    if let delay = overrides.delay { spec.delay = delay }
    if let duration = overrides.duration { spec.duration = duration }
    if let dampingRatio = overrides.dampingRatio { spec.dampingRatio = dampingRatio }
    if let initialVelocity = overrides.initialVelocity { spec.initialVelocity = initialVelocity }
    return spec
  }
}

/// Replacement UIKit spring arguments for one helper; `nil` keeps the preset's value.
public struct HelperOverrides: Sendable, Hashable {
  /// Delay in seconds (≥ 0).
  public var delay: Double?
  /// UIKit duration in seconds (> 0).
  public var duration: Double?
  /// UIKit damping ratio (> 0).
  public var dampingRatio: Double?
  /// UIKit initial spring velocity (distances per second).
  public var initialVelocity: Double?

  /// Overrides for the given values; omitted ones keep the preset's.
  public init(
    delay: Double? = nil, duration: Double? = nil, dampingRatio: Double? = nil,
    initialVelocity: Double? = nil
  ) {
    self.delay = delay
    self.duration = duration
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }
}
