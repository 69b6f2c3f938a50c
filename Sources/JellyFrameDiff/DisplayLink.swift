import Foundation
import JellyMath

/// A `CADisplayLink` model: callbacks at t_n = n / fps (computed from n, never accumulated),
/// some of which a device may drop.
public struct DisplayLink: Sendable, Hashable {
  /// The frame rate a display link runs at unless told otherwise (Hz).
  public static let defaultFramesPerSecond = 60.0
  /// The largest frame count one sampling may produce (guards against absurd horizons): frames
  /// 0 through 9 999 999.
  public static let maximumFrameCount = 10_000_000

  /// The longest horizon one sampling at `framesPerSecond` may cover, in seconds: the time of
  /// its last allowed frame, (``maximumFrameCount`` − 1) / fps. A horizon up to it gives at most
  /// ``maximumFrameCount`` frames; any longer one is refused (``frameCount(through:)``).
  public static func maximumHorizon(framesPerSecond: Double) -> Double {
    Double(maximumFrameCount - 1) / framesPerSecond
  }

  /// Refuses, before any sampling, a horizon longer than
  /// ``maximumHorizon(framesPerSecond:)``: more than ``maximumFrameCount`` frames at
  /// `framesPerSecond`.
  ///
  /// - Parameters:
  ///   - horizon: The last time to sample, in seconds (≥ 0).
  ///   - framesPerSecond: The display-link rate, in (0, 1000] frames per second.
  /// - Throws: ``HorizonError`` with the frames asked for and the longest horizon allowed.
  public static func checkHorizon(_ horizon: Double, framesPerSecond: Double)
    throws(HorizonError)
  {
    let longest = maximumHorizon(framesPerSecond: framesPerSecond)
    guard horizon > longest else { return }
    // Frames 0 through the first at or after the horizon (at least one more than allowed).
    let asked = max((horizon * framesPerSecond).rounded(.up) + 1, Double(maximumFrameCount) + 1)
    throw HorizonError(
      horizon: horizon, framesPerSecond: framesPerSecond, framesAsked: asked,
      longestHorizon: longest)
  }

  /// Frames per second, in (0, 1000] (60 by default; ProMotion displays run at 120).
  public let framesPerSecond: Double
  /// Which frames are dropped.
  public let drops: FrameDropPolicy

  /// A display link at `framesPerSecond` dropping frames according to `drops`.
  ///
  /// - Throws: ``FrameDiffError/invalidParameter(_:)`` for an fps outside
  ///   (0, 1000], a drop rate outside [0, 1] or a negative dropped frame number.
  public init(framesPerSecond: Double = defaultFramesPerSecond, drops: FrameDropPolicy = .none)
    throws(FrameDiffError)
  {
    try FrameDiffError.check(.framesPerSecond, framesPerSecond, allowed: "> 0 and <= 1000") {
      $0 > 0 && $0 <= 1_000
    }
    try drops.validate()
    self.framesPerSecond = framesPerSecond
    self.drops = drops
  }

  /// The time of frame `n` in seconds: exactly Double(n) / fps.
  public func time(ofFrame n: Int) -> Double {
    Double(n) / framesPerSecond
  }

  /// The number of frames n ≥ 0 with n / fps ≤ horizon (a 1e-9-frame allowance absorbs
  /// rounding, so a horizon of exactly 1 s at 60 fps gives 61 frames, 0…60).
  ///
  /// - Throws: for a negative or non-finite horizon, or one longer than
  ///   ``maximumHorizon(framesPerSecond:)`` (more than ``maximumFrameCount`` frames).
  public func frameCount(through horizon: Double) throws(FrameDiffError) -> Int {
    try FrameDiffError.check(.horizon, horizon, allowed: ">= 0 and finite") { $0 >= 0 }
    let longest = Self.maximumHorizon(framesPerSecond: framesPerSecond)
    guard horizon <= longest else {
      throw FrameDiffError.invalidParameter(
        ParameterError(
          .horizon, value: horizon,
          allowed:
            "at most \(longest) s at \(framesPerSecond) fps (\(Self.maximumFrameCount) frames)"))
    }
    let last = min(
      (horizon * framesPerSecond + 1e-9).rounded(.down), Double(Self.maximumFrameCount - 1))
    return Int(last) + 1
  }

  /// The frame numbers presented up to `horizon` seconds, in order (dropped frames left out;
  /// without drops, just their count).
  ///
  /// - Throws: As ``frameCount(through:)``.
  public func presentedFrames(through horizon: Double) throws(FrameDiffError) -> PresentedFrames {
    let count = try frameCount(through: horizon)
    if case .none = drops { return PresentedFrames(allBelow: count) }
    let dropped = drops.droppedMask(frameCount: count)
    var frames: [Int] = []
    frames.reserveCapacity(count)
    for n in 0..<count where !dropped[n] { frames.append(n) }
    return PresentedFrames(frames)
  }
}

/// A horizon with more display-link frames than ``DisplayLink/maximumFrameCount``.
public struct HorizonError: Error, Sendable, Equatable {
  /// The horizon asked for, in seconds.
  public let horizon: Double
  /// The display-link rate, frames per second.
  public let framesPerSecond: Double
  /// The frames the horizon asks for (frames 0 through the first at or after it), more than
  /// ``DisplayLink/maximumFrameCount``; a `Double`, as an absurd horizon overflows `Int`.
  public let framesAsked: Double
  /// The longest horizon allowed at ``framesPerSecond``, in seconds.
  public let longestHorizon: Double

  /// The error for `horizon` seconds at `framesPerSecond`, asking for `framesAsked` frames
  /// where `longestHorizon` seconds is the most allowed.
  public init(
    horizon: Double, framesPerSecond: Double, framesAsked: Double, longestHorizon: Double
  ) {
    self.horizon = horizon
    self.framesPerSecond = framesPerSecond
    self.framesAsked = framesAsked
    self.longestHorizon = longestHorizon
  }
}
