/// A cubic that runs from one point of a curve to another with the curve's slopes at both:
/// the cubic Hermite interpolant on [a, b] (progress), written as the Bézier with control
/// values v0, v0 + h·m0/3, v1 − h·m1/3, v1 (h = b − a).
///
/// It is what a Lottie keyframe segment with easing handles `o` = (1/3, y_o) and
/// `i` = (2/3, y_i) draws: those x handles make the Bézier's time linear in its parameter, so the
/// eased value is exactly this cubic (``outHandleY`` and ``inHandleY``).
public struct HermitePiece: Sendable, Equatable {
  /// The ends (progress, value).
  public let start: Breakpoint
  public let end: Breakpoint
  /// The slopes at the ends, value per unit of progress.
  public let startSlope: Double
  public let endSlope: Double

  /// The piece from `start` to `end` (progress increasing) with those end slopes.
  public init(start: Breakpoint, end: Breakpoint, startSlope: Double, endSlope: Double) {
    self.start = start
    self.end = end
    self.startSlope = startSlope
    self.endSlope = endSlope
  }

  /// The four Bézier control values.
  var controls: (Double, Double, Double, Double) {
    let h = end.progress - start.progress
    return (start.value, start.value + h * startSlope / 3, end.value - h * endSlope / 3, end.value)
  }

  /// The y of the out handle `o` as a share of the segment's change (v1 − v0 ≠ 0).
  public var outHandleY: Double {
    let (v0, v1, _, v3) = controls
    return (v1 - v0) / (v3 - v0)
  }

  /// The y of the in handle `i` as a share of the segment's change (v1 − v0 ≠ 0).
  public var inHandleY: Double {
    let (v0, _, v2, v3) = controls
    return (v2 - v0) / (v3 - v0)
  }

  /// The cubic's value at `progress` (meant for [a, b]).
  public func value(at progress: Double) -> Double {
    let u = (progress - start.progress) / (end.progress - start.progress)
    let (v0, v1, v2, v3) = controls
    let w = 1 - u
    return w * w * w * v0 + 3 * w * w * u * v1 + 3 * w * u * u * v2 + u * u * u * v3
  }

  /// The cubic's slope at `progress`, value per unit of progress.
  public func slope(at progress: Double) -> Double {
    let h = end.progress - start.progress
    let u = (progress - start.progress) / h
    let (v0, v1, v2, v3) = controls
    let w = 1 - u
    return 3 / h * (w * w * (v1 - v0) + 2 * w * u * (v2 - v1) + u * u * (v3 - v2))
  }
}

extension HermitePiece: CheckedPiece {}
