import JellyEasing
import JellyFrameDiff

extension PeakFinder {
  /// The local extrema of an easing curve played over `duration` seconds, value(t) =
  /// curve(t / duration) for 0 < t ≤ duration: located on the frame grid and refined to better
  /// than 1e-9 s by Brent's method on the slope of the curve's formula in doubles
  /// (`EasingCurve.exactCurve`; a corner, as in `easeOutBounce`, is found where the slope
  /// changes sign), and valued on the curve itself (in floats for Android's interpolators), so a
  /// peak's time scales with `duration` exactly. Linear in the frames.
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
    let exact = curve.exactCurve
    let peaks = try refinedPeaks(
      framesPerSecond: framesPerSecond, through: duration,
      value: { exact.value(at: $0 / duration) },
      derivative: { exact.derivative(at: $0 / duration) / duration })
    return peaks.map { peak in
      Peak(
        index: peak.index, time: peak.time, value: curve.value(at: peak.time / duration),
        kind: peak.kind, isBeforeJump: peak.isBeforeJump)
    }
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
