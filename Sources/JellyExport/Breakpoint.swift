/// One vertex of a piecewise-linear approximation of an easing curve.
public struct Breakpoint: Hashable, Sendable {
  /// Animation progress (time fraction) in [0, 1].
  public let progress: Double
  /// Value progress at `progress` (dimensionless; may leave [0, 1] for overshooting curves).
  public let value: Double

  /// The vertex (`progress`, `value`).
  public init(progress: Double, value: Double) {
    self.progress = progress
    self.value = value
  }
}
