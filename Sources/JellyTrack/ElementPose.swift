/// Where the tracked element is in one frame, relative to its reference appearance: moved by
/// a translation, scaled about its centre, and blended with what lies behind it.
public struct ElementPose: Hashable, Sendable {
  /// How far the box's centre moved from the reference, to the right and down, pixels.
  public var translation: SIMD2<Double>
  /// The element's size over its reference size (1: as in the reference frame).
  public var scale: Double
  /// Its opacity: the weight of its reference appearance in the blend with the background
  /// behind it (1: opaque, 0: invisible).
  public var opacity: Double

  /// A pose moved by `translation`, scaled by `scale`, with `opacity`.
  public init(translation: SIMD2<Double>, scale: Double = 1, opacity: Double = 1) {
    self.translation = translation
    self.scale = scale
    self.opacity = opacity
  }

  /// The reference pose itself.
  public static let reference = ElementPose(translation: .zero)

  /// `box` (a box of the reference frame) under this pose, which scales about `centre` (the
  /// reference appearance's centre) and then moves.
  public func apply(to box: ObjectBox, about centre: SIMD2<Double>) -> ObjectBox {
    ObjectBox(
      left: centre.x + translation.x + scale * (box.left - centre.x),
      right: centre.x + translation.x + scale * (box.right - centre.x),
      top: centre.y + translation.y + scale * (box.top - centre.y),
      bottom: centre.y + translation.y + scale * (box.bottom - centre.y))
  }
}

/// What the appearance tracker saw in one frame.
public struct ElementObservation: Hashable, Sendable {
  /// The element's box, or `nil` when the frame does not show enough of it to place it.
  public var box: ObjectBox?
  /// Its scale over the reference (``ElementPose/scale``), when it was placed.
  public var scale: Double?
  /// Its opacity (``ElementPose/opacity``): measured against the first frame as the background
  /// behind it, when that frame does not show the element; `nil` otherwise.
  public var opacity: Double?
  /// How well the frame matches the element as placed: the correlation of the frame with the
  /// reference appearance (blended with the background at the measured opacity) over the points
  /// that agree, −1...1; `nil` without a match.
  public var score: Double?
  /// The share of the reference appearance's points inside the frame, 0...1.
  public var visibleFraction: Double
  /// Whether the frame's pixels repeat the previous frame's byte for byte.
  public var isRepeat: Bool

  /// An observation of nothing: no box, no match.
  public static let nothing = ElementObservation(
    box: nil, scale: nil, opacity: nil, score: nil, visibleFraction: 0, isRepeat: false)

  /// An observation with these values.
  public init(
    box: ObjectBox?, scale: Double?, opacity: Double?, score: Double?, visibleFraction: Double,
    isRepeat: Bool
  ) {
    self.box = box
    self.scale = scale
    self.opacity = opacity
    self.score = score
    self.visibleFraction = visibleFraction
    self.isRepeat = isRepeat
  }
}
