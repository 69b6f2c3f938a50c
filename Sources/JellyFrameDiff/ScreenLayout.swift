/// The sizes a preset's start and end positions depend on, in points.
public struct ScreenLayout: Sendable, Hashable, Codable {
  /// The screen (key window) width W, in points (> 0).
  public var width: Double
  /// The screen (key window) height H, in points (> 0).
  public var height: Double
  /// The height h of the animated element (Glow's block, Holko's action sheet), in points (> 0:
  /// the jelly block is h × h).
  public var elementHeight: Double

  /// An iPhone 6/7/8 screen, 375 × 667 points, with a 100-point element.
  public static let standard = ScreenLayout(width: 375, height: 667, elementHeight: 100)

  /// A layout of W × H points with an element `elementHeight` points high.
  public init(width: Double, height: Double, elementHeight: Double) {
    self.width = width
    self.height = height
    self.elementHeight = elementHeight
  }

  /// Throws unless W, H and h are > 0 and finite.
  func validate() throws(FrameDiffError) {
    try FrameDiffError.check(.screenWidth, width, allowed: "> 0 and finite") { $0 > 0 }
    try FrameDiffError.check(.screenHeight, height, allowed: "> 0 and finite") { $0 > 0 }
    try FrameDiffError.check(.elementHeight, elementHeight, allowed: "> 0 and finite") { $0 > 0 }
  }
}

/// A position that depends linearly on the layout: width·W + height·H + element·h + constant,
/// in points. Presets store positions this way so that the screen size can be overridden.
public struct ScreenExpression: Sendable, Hashable, Codable {
  /// Coefficient of the screen width W.
  public var width: Double
  /// Coefficient of the screen height H.
  public var height: Double
  /// Coefficient of the element height h.
  public var element: Double
  /// Constant term, in points.
  public var constant: Double

  /// width·W + height·H + element·h + constant.
  public init(width: Double = 0, height: Double = 0, element: Double = 0, constant: Double = 0) {
    self.width = width
    self.height = height
    self.element = element
    self.constant = constant
  }

  /// The position in points for `layout`.
  public func evaluate(in layout: ScreenLayout) -> Double {
    width * layout.width + height * layout.height + element * layout.elementHeight + constant
  }
}
