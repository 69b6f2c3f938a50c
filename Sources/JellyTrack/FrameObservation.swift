/// What a tracker saw in one frame.
public struct FrameObservation: Hashable, Sendable {
  /// The object's box, or `nil` when the frame shows no object.
  public var box: ObjectBox?
  /// Whether the frame's region is byte for byte the previous frame's (a repeated frame: the
  /// box is the previous one's).
  public var isRepeat: Bool
  /// The noise threshold the frame was read with: differences at or below it counted as
  /// background (on the scale of ``RGBColor/distance(to:)``).
  public var noiseThreshold: Int

  /// An observation of `box` (or none), repeated or not, read with `noiseThreshold`.
  public init(box: ObjectBox?, isRepeat: Bool, noiseThreshold: Int) {
    self.box = box
    self.isRepeat = isRepeat
    self.noiseThreshold = noiseThreshold
  }
}
