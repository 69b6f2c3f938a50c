import JellyMath

// The parameters JellyGeometry checks: the accuracy and tolerance of its approximations and a
// position along a curve.
extension Parameter {
  /// An arc-length error bound, in points: finite and > 0.
  public static let accuracy = Parameter(rawValue: "accuracy")
  /// A flattening or intersection distance, in points: finite and > 0.
  public static let tolerance = Parameter(rawValue: "tolerance")
  /// A length along a curve from its start, in points: in [0, the curve's length].
  public static let arcLength = Parameter(rawValue: "arcLength")

  /// Every parameter JellyGeometry checks.
  public static let geometryParameters: [Parameter] = [.accuracy, .tolerance, .arcLength]
}
