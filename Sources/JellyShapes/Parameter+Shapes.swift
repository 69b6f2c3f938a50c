import JellyMath

// The parameters JellyShapes checks: the sizes of a menu or a block and the moment a shape is
// drawn (a scene's layout is JellyFrameDiff's).
extension Parameter {
  /// The width a side menu leaves uncovered, in points: ≥ 0 and finite.
  public static let blankWidth = Parameter(rawValue: "blank width")
  /// A jelly block's width, in points: > 0 and finite.
  public static let blockWidth = Parameter(rawValue: "block width")
  /// A jelly block's height, in points: > 0 and finite.
  public static let blockHeight = Parameter(rawValue: "block height")
  /// A jelly block's animation progress, unitless: finite.
  public static let progress = Parameter(rawValue: "progress")
  /// A scene's diff, the difference of its helper views that a shape draws, in points: finite.
  public static let diff = Parameter(rawValue: "diff")
  /// The time at which a shape is drawn, in seconds since the animation began: ≥ 0 and finite.
  public static let shapeTime = Parameter(rawValue: "t")

  /// Every parameter JellyShapes checks.
  public static let shapeParameters: [Parameter] = [
    .blankWidth, .blockWidth, .blockHeight, .progress, .diff, .shapeTime,
  ]
}
