import JellyMath

// The parameters JellyTrack checks.
extension Parameter {
  /// The colour distance that still matches ``ObjectCriterion/matchesColor(_:tolerance:)``:
  /// 0...765 (the sum of the three channels' differences).
  public static let colorTolerance = Parameter(rawValue: "color tolerance")

  /// The size of a frame: at least 1 × 1 pixels.
  public static let frameSize = Parameter(rawValue: "frame size")

  /// The size of a tracked element's box: at least 4 × 4 pixels.
  public static let elementSize = Parameter(rawValue: "element size")

  /// Every parameter JellyTrack checks.
  public static let trackParameters: [Parameter] = [.colorTolerance, .frameSize, .elementSize]
}
