import JellyEasing
import JellyFrameDiff

extension PeakFinder {
  /// The local extrema of an easing curve played over `duration` seconds, value(t) =
  /// curve(t / duration) for 0 < t ≤ duration: located on the frame grid and refined to better
  /// than 1e-9 s by Brent's method on the curve's slope (a corner, as in `easeOutBounce`, is found
  /// where the slope changes sign). Linear in the frames.
  ///
  /// - Parameters:
  ///   - curve: The easing.
  ///   - duration: Seconds the curve is played over (> 0).
  ///   - framesPerSecond: The bracketing grid's rate, in (0, 1000].
  /// - Throws: `FrameDiffError` for an invalid duration or fps.
  public static func refinedPeaks(
    of curve: any EasingCurve, duration: Double, framesPerSecond: Double
  ) throws(FrameDiffError) -> [Peak] {
    try FrameDiffError.check(.duration, duration, allowed: "> 0 and finite") { $0 > 0 }
    return try refinedPeaks(
      framesPerSecond: framesPerSecond, through: duration,
      value: { curve.value(at: $0 / duration) },
      derivative: { curve.derivative(at: $0 / duration) / duration })
  }

  /// The frame-level extrema of an easing curve played over `duration` seconds, read at
  /// t = n / fps for the frames through `duration` (what a device shows), unrefined.
  ///
  /// - Throws: `FrameDiffError` for an invalid duration or fps.
  public static func sampledPeaks(
    of curve: any EasingCurve, duration: Double, framesPerSecond: Double
  ) throws(FrameDiffError) -> [Peak] {
    try FrameDiffError.check(.duration, duration, allowed: "> 0 and finite") { $0 > 0 }
    let link = try DisplayLink(framesPerSecond: framesPerSecond)
    let count = try link.frameCount(through: duration)
    let samples = (0..<count).map { n in
      let t = link.time(ofFrame: n)
      return SamplePoint(index: n, time: t, value: curve.value(at: t / duration))
    }
    return sampledPeaks(samples)
  }
}
