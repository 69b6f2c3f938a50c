import JellyFrameDiff
import JellySprings

/// The motion of an app's slide-in menu: the values its views animate with.
public enum MenuMotion {
  /// The menu's two helper views (the Skype-style menu), with the side helper a little
  /// softer than the original's 0.5.
  public static func menuScene() throws -> FrameDiffPreset {
    try FrameDiffPreset.skype.applying(PresetOverrides(side: HelperOverrides(dampingRatio: 0.55)))
  }

  /// The card's spring: SwiftUI's `.spring(response: 0.45, dampingFraction: 0.7)`, 0 → 1.
  public static let cardResponse = 0.45
  /// The card's damping fraction.
  public static let cardDamping = 0.7

  /// The badge's easing: an overshooting cubic Bézier over 0.4 s.
  public static let badgeCurve = "cubic-bezier(0.34, 1.56, 0.64, 1)"
  /// The badge's duration, in seconds.
  public static let badgeDuration = 0.4
}
