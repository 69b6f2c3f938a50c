import JellyMath

/// A screen size `WxH` in points, as `390x844` writes it: both sides in (0, ``maximumSize``].
public struct ScreenSize: Sendable, Hashable {
  /// The largest screen size, element height or travel in points (10^9): such a scene is drawn,
  /// flattened and exported with the default tolerances; far larger ones overflow.
  public static let maximumSize = 1e9

  /// Width in points.
  public let width: Double
  /// Height in points.
  public let height: Double

  /// Whether `size` (points) is a usable screen size, element height or travel: finite and in
  /// (0, ``maximumSize``].
  public static func allows(_ size: Double) -> Bool {
    size.isFinite && size > 0 && size <= maximumSize
  }

  /// Parses `390x844` (decimal numbers, each allowed by ``allows(_:)``); `nil` for anything
  /// else.
  public init?(text: String) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = PlainNumberText.decimal(String(parts[0])),
      let height = PlainNumberText.decimal(String(parts[1])), Self.allows(width),
      Self.allows(height)
    else { return nil }
    (self.width, self.height) = (width, height)
  }
}
