/// How jellylab runs a UIKit spring animation (`animate(withDuration:…usingSpringWithDamping:…)`):
/// which solver finds its spring, and whether the animation stops at its duration as UIKit's
/// does.
///
/// UIKit installs a `CASpringAnimation` whose duration is the animation's duration T, with
/// linear timing: the spring is cut at T, the layer shows the target from then on, and the
/// completion handler runs at T. ``iOS`` models exactly that; ``cutsAtDuration`` `false` shows
/// the free spring instead.
public struct UIKitAnimationModel: Sendable, Hashable, Codable {
  /// The solver that finds the spring (default iOS's 12 Newton steps).
  public var solver: UIKitSpringModel.Solver
  /// Whether the motion ends at the target at the animation's duration (default `true`).
  public var cutsAtDuration: Bool

  /// A model with `solver` (default ``UIKitSpringModel/Solver/iOS``) that cuts at the
  /// duration unless `cutsAtDuration` is `false`.
  public init(solver: UIKitSpringModel.Solver = .iOS, cutsAtDuration: Bool = true) {
    self.solver = solver
    self.cutsAtDuration = cutsAtDuration
  }

  /// iOS as it runs: its own solver, cut at the duration.
  public static let iOS = UIKitAnimationModel()

  /// When an animation of `duration` seconds ends under this model: the duration UIKit runs
  /// (clamped to [0.01, 10] s, ``UIKitSpringModel/durationInEffect(_:)->Double``), or
  /// `.infinity` when the model does not cut.
  public func endTime(duration: Double) -> Double {
    cutsAtDuration ? UIKitSpringModel.durationInEffect(duration) : .infinity
  }
}
