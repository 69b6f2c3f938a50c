/// One display-link callback: the presentation values read and the diff drawn.
public struct DiffFrame: Sendable, Hashable {
  /// Frame number n (t = n / fps).
  public let frame: Int
  /// Time t_n in seconds.
  public let time: Double
  /// The side helper's presentation value, in points.
  public let side: Double
  /// The reference: the center helper's value, or the side's target in a one-spring scene.
  public let reference: Double
  /// diff = side − reference, in points.
  public var diff: Double { side - reference }
}

/// The frame-by-frame `diff` sequence a device draws: the scene sampled by a display link from
/// t = 0 to a horizon, dropped frames left out.
public struct DiffSequence: Sendable, Hashable {
  /// The sampled scene.
  public let scene: FrameDiffScene
  /// The display link that sampled it.
  public let displayLink: DisplayLink
  /// The last sampled time, in seconds.
  public let horizon: Double
  /// The presented frames, in frame order.
  public let frames: [DiffFrame]

  /// Samples `scene` with `displayLink` through `horizon` seconds (default: the end of the
  /// last animation, when the sources' completion blocks invalidate the display link).
  /// Linear in the number of frames.
  ///
  /// - Throws: ``FrameDiffError`` for a negative or non-finite horizon or too many frames.
  public init(scene: FrameDiffScene, displayLink: DisplayLink, horizon: Double? = nil)
    throws(FrameDiffError)
  {
    let end = horizon ?? scene.animationEnd
    let presented = try displayLink.presentedFrames(through: end)
    var frames: [DiffFrame] = []
    frames.reserveCapacity(presented.count)
    for n in presented {
      frames.append(Self.frame(n, of: scene, displayLink: displayLink))
    }
    self.scene = scene
    self.displayLink = displayLink
    self.horizon = end
    self.frames = frames
  }

  /// Display-link frame `n` (≥ 0) of `scene`: its time and the side, reference and diff there,
  /// exactly as ``init(scene:displayLink:horizon:)`` computes each of its frames (for callers
  /// that stream frames instead of keeping them).
  public static func frame(_ n: Int, of scene: FrameDiffScene, displayLink: DisplayLink)
    -> DiffFrame
  {
    let t = displayLink.time(ofFrame: n)
    return DiffFrame(
      frame: n, time: t, side: scene.side.value(at: t), reference: scene.reference(at: t))
  }

  /// The sequence as (index = frame number, t, diff) samples, for the peak finders of JellyAnalysis.
  public var samples: [SamplePoint] {
    frames.map { SamplePoint(index: $0.frame, time: $0.time, value: $0.diff) }
  }
}
