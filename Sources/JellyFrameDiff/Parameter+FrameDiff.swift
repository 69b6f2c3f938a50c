import JellyMath

// The parameters JellyFrameDiff checks: a scene's layout, its display link and frame drops (a
// helper's springs are JellySprings').
extension Parameter {
  /// The distance a preset's helpers travel, in points: > 0 and finite.
  public static let distance = Parameter(rawValue: "distance")
  /// The screen (or key window) width, in points: > 0 and finite.
  public static let screenWidth = Parameter(rawValue: "screen width")
  /// The screen (or key window) height, in points: > 0 and finite.
  public static let screenHeight = Parameter(rawValue: "screen height")
  /// The height of a scene's moving element, in points: ≥ 0 and finite.
  public static let elementHeight = Parameter(rawValue: "element height")
  /// The display's frame rate, in frames per second: in (0, 1000].
  public static let framesPerSecond = Parameter(rawValue: "fps")
  /// The fraction of frames a random drop policy drops: in [0, 1].
  public static let dropRate = Parameter(rawValue: "drop rate")
  /// A frame an explicit drop policy drops, counted from 0: ≥ 0.
  public static let droppedFrame = Parameter(rawValue: "dropped frame number")
  /// The last time a display link presents, in seconds: ≥ 0, finite, within its frame limit.
  public static let horizon = Parameter(rawValue: "horizon")

  /// Every parameter JellyFrameDiff checks.
  public static let frameDiffParameters: [Parameter] = [
    .distance, .screenWidth, .screenHeight, .elementHeight, .framesPerSecond, .dropRate,
    .droppedFrame, .horizon,
  ]
}
