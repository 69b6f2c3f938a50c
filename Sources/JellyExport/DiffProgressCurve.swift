import JellyEasing
import JellyFrameDiff

/// A scene's helper-view diff over its animation, normalised: value(p) = diff(p·T) / scale, with
/// diff in points, T in seconds and scale in points (the largest |diff|, so values stay within
/// about [−1, 1]). Exact to rounding: the helpers' springs are evaluated in closed form.
public struct DiffProgressCurve: EasingCurve {
  /// The two helpers.
  public let scene: FrameDiffScene
  /// T: the span exported, in seconds (> 0, finite).
  public let duration: Double
  /// Points per unit of the curve (> 0).
  public let scale: Double
  /// A readable name, e.g. `skype diff`.
  public let name: String

  /// The diff of `scene` over `duration` seconds divided by `scale` points.
  public init(scene: FrameDiffScene, duration: Double, scale: Double, name: String) {
    self.scene = scene
    self.duration = duration
    self.scale = scale
    self.name = name
  }

  /// diff(p·T) / scale for `progress` p clamped to [0, 1].
  public func value(at progress: Double) -> Double {
    scene.diff(at: min(max(progress, 0), 1) * duration) / scale
  }

  /// T·diff′(p·T) / scale: the exact slope per unit of progress (right-hand at a kink).
  public func derivative(at progress: Double) -> Double {
    duration * scene.diffDerivative(at: min(max(progress, 0), 1) * duration) / scale
  }
}
