import JellyFrameDiff

/// How a peak list was obtained.
public enum PeakMethod: String, Sendable, Hashable, Codable, CaseIterable {
  /// Extrema of the continuous curve refined on its exact derivative (scenes, springs, easings).
  case refined
  /// Frame-level extrema of the frames a device shows (no refinement).
  case sampled
  /// Frame-level extrema refined by parabolas through their neighbours (recorded series).
  case parabolic
}

/// The peaks of a scene's diff(t): its complete preset (overrides applied), how the peaks are
/// found, the frame rate and the last time searched.
public struct ScenePeakSource: Sendable, Hashable, Codable {
  /// The complete preset the scene is built from.
  public var preset: FrameDiffPreset
  /// ``PeakMethod/refined`` or ``PeakMethod/sampled`` (``PeakMethod/parabolic`` refines the
  /// frames by parabolas).
  public var method: PeakMethod
  /// The display link's (and the bracketing grid's) rate, in Hz, in (0, 1000].
  public var framesPerSecond: Double
  /// The last time searched, in seconds.
  public var horizon: Double

  /// The peaks of `preset`'s scene found by `method` at `framesPerSecond` through `horizon`
  /// seconds (default: the end of its animations).
  ///
  /// - Throws: `FrameDiffError` when the preset gives no scene.
  public init(
    preset: FrameDiffPreset, method: PeakMethod = .refined,
    framesPerSecond: Double = DisplayLink.defaultFramesPerSecond, horizon: Double? = nil
  ) throws(FrameDiffError) {
    self.preset = preset
    self.method = method
    self.framesPerSecond = framesPerSecond
    if let horizon {
      self.horizon = horizon
    } else {
      self.horizon = try preset.scene().animationEnd
    }
  }

  /// Runs the search.
  ///
  /// - Throws: `FrameDiffError` when the preset, fps or horizon is out of range.
  public func peaks() throws(FrameDiffError) -> [Peak] {
    let scene = try preset.scene()
    switch method {
    case .refined:
      return try PeakFinder.refinedPeaks(
        of: scene, framesPerSecond: framesPerSecond, through: horizon)
    case .sampled, .parabolic:
      let link = try DisplayLink(framesPerSecond: framesPerSecond)
      let samples = try DiffSequence(scene: scene, displayLink: link, horizon: horizon).samples
      return method == .sampled
        ? PeakFinder.sampledPeaks(samples) : PeakFinder.parabolicPeaks(samples)
    }
  }
}
