/// What makes a pixel part of the tracked object.
///
/// Every criterion gives each pixel a difference on the scale of ``RGBColor/distance(to:)``
/// (0 for background, the object's full contrast inside it, a share of it in proportion to
/// the covered area on an anti-aliased edge); the tracker finds the object's edges from the
/// row and column sums of those differences.
public enum ObjectCriterion: Hashable, Sendable {
  /// The object is what differs from the first frame's background: the colour most of the
  /// first frame's region shows (each channel's median). The object may sit in the first
  /// frame; the background must be one colour around it.
  case differsFromFirstFrameBackground
  /// The object is what differs from the first frame, pixel by pixel: any static background
  /// cancels, but the first frame must not show the object (it would be seen twice).
  case differsFromFirstFrame
  /// The object is what differs from the background `color`.
  case differsFromBackground(RGBColor)
  /// The object is what shows `color`: a pixel within `tolerance` of it
  /// (``RGBColor/distance(to:)``, 0...765) counts fully; a farther one counts by how much
  /// closer it is to `color` than the first frame's background is (an edge pixel partly
  /// covered).
  case matchesColor(RGBColor, tolerance: Int)

  /// The frame format that carries what the criterion compares in the fewest bytes: `yuv420p`
  /// for the criteria that compare with the first frame (any change of colour or brightness
  /// shows in Y′CbCr as well), `rgb24` for those that name a colour.
  public var pixelFormat: PixelFormat {
    switch self {
    case .differsFromFirstFrameBackground, .differsFromFirstFrame: .yuv420p
    case .differsFromBackground, .matchesColor: .rgb24
    }
  }

  /// The criterion in a few words, e.g. "the difference from the first frame".
  public var summary: String {
    switch self {
    case .differsFromFirstFrameBackground: "the difference from the first frame's background"
    case .differsFromFirstFrame: "the difference from the first frame"
    case .differsFromBackground(let color): "the difference from the background \(color)"
    case .matchesColor(let color, let tolerance): "the colour \(color) ± \(tolerance)"
    }
  }
}
