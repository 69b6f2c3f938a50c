import JellyFrameDiff
import JellyMath

/// One display-link frame of an animated shape and its metrics.
public struct ShapeFrame: Sendable, Hashable {
  /// Frame number n (t = n / fps).
  public let frame: Int
  /// Time t_n in seconds.
  public let time: Double
  /// The metrics of the outline drawn at t_n.
  public let metrics: ShapeMetrics

  /// A frame from its fields.
  public init(frame: Int, time: Double, metrics: ShapeMetrics) {
    self.frame = frame
    self.time = time
    self.metrics = metrics
  }

  /// Frame `n` of `shape` under `displayLink`: its time and the metrics of its outline.
  ///
  /// - Throws: The error of ``AnimatedShape/outline(at:)`` at that time.
  public init(_ n: Int, of shape: AnimatedShape, displayLink: DisplayLink) throws(ShapeError) {
    let t = displayLink.time(ofFrame: n)
    self.init(frame: n, time: t, metrics: try shape.metrics(at: t))
  }
}

/// The metrics of an animated shape at every presented display-link frame, and where each
/// metric peaks. Linear in the number of frames.
public struct ShapeTimeline: Sendable {
  /// Frames handed to one thread at a time (an outline and its metrics take about a µs).
  static let framesPerChunk = 2_048

  /// The shape sampled.
  public let shape: AnimatedShape
  /// The presented frames in order (dropped frames left out).
  public let frames: [ShapeFrame]

  /// Samples `shape` with `displayLink` (default 60 fps, no drops) from 0 through `horizon`
  /// seconds (default ``AnimatedShape/animationEnd``), the frames computed on up to
  /// `threadCount` threads (default: the active processor count; each frame depends on its
  /// time alone, so the result does not depend on the thread count).
  ///
  /// - Throws: ``ShapeError/frameDiff(_:)`` for a horizon that is negative, not finite or asks
  ///   for too many frames; the error of the first frame whose outline cannot be built.
  public init(
    shape: AnimatedShape, displayLink: DisplayLink? = nil, horizon: Double? = nil,
    threadCount: Int? = nil
  ) throws(ShapeError) {
    let link: DisplayLink
    do {
      if let displayLink { link = displayLink } else { link = try DisplayLink() }
    } catch {
      throw .frameDiff(error)
    }
    let presented = try Self.presentedFrames(of: shape, displayLink: link, horizon: horizon)
    let computed = parallelMap(
      presented.indices, threadCount: threadCount, minimumChunk: Self.framesPerChunk
    ) { index -> Result<ShapeFrame, ShapeError> in
      do throws(ShapeError) {
        return .success(try ShapeFrame(presented[index], of: shape, displayLink: link))
      } catch {
        return .failure(error)
      }
    }
    var frames: [ShapeFrame] = []
    frames.reserveCapacity(computed.count)
    for result in computed { frames.append(try result.get()) }
    self.shape = shape
    self.frames = frames
  }

  /// The frame numbers `displayLink` presents from 0 through `horizon` seconds (default
  /// ``AnimatedShape/animationEnd``), dropped frames left out: the frames of a timeline.
  ///
  /// - Throws: ``ShapeError/frameDiff(_:)`` for a horizon that is negative, not finite or asks
  ///   for too many frames.
  public static func presentedFrames(
    of shape: AnimatedShape, displayLink: DisplayLink, horizon: Double? = nil
  ) throws(ShapeError) -> PresentedFrames {
    do {
      return try displayLink.presentedFrames(through: horizon ?? shape.animationEnd)
    } catch {
      throw .frameDiff(error)
    }
  }

  /// `metric` at every frame, as samples for `JellyAnalysis.PeakFinder`.
  public func series(_ metric: ShapeMetric) -> [SamplePoint] {
    frames.map { SamplePoint(index: $0.frame, time: $0.time, value: $0.metrics.value(of: metric)) }
  }

  /// The frames where `metric` has a local maximum or minimum (first and last frames excluded;
  /// a flat run counts once), by `JellyAnalysis.PeakFinder.sampledPeaks(_:)`.
  public func peaks(of metric: ShapeMetric) -> [Peak] {
    PeakFinder.sampledPeaks(series(metric))
  }

  /// The first frame where `metric` is largest, or `nil` when there are no frames.
  public func largest(_ metric: ShapeMetric) -> ShapeFrame? {
    var best: ShapeFrame?
    for frame in frames {
      if let current = best, frame.metrics.value(of: metric) <= current.metrics.value(of: metric) {
        continue
      }
      best = frame
    }
    return best
  }
}
