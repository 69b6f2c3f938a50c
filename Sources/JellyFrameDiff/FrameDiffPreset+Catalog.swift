extension FrameDiffPreset {
  /// Every preset, in a fixed order: skype, skype-close, gooey, gooey-close, bouncyview, jelly.
  public static let all: [FrameDiffPreset] = [
    skype, skypeClose, gooey, gooeyClose, bouncyView, jelly,
  ]

  /// The names of ``all``, in order.
  public static var names: [String] { all.map(\.name) }

  /// The preset list: one `name<TAB>coordinate` line per preset, in ``all``'s order.
  public static var listing: String { all.map { "\($0.name)\t\($0.coordinate)\n" }.joined() }

  /// The preset called `name`.
  ///
  /// - Throws: ``FrameDiffError/unknownPreset(name:known:)`` listing the valid names.
  public static func named(_ name: String) throws(FrameDiffError) -> FrameDiffPreset {
    guard let preset = all.first(where: { $0.name == name }) else {
      throw FrameDiffError.unknownPreset(name: name, known: names)
    }
    return preset
  }

  private static let desgardFile =
    "Desgard/DGGooeySlideMenu, DGGooeySlide ObjC/DGGooeySlide/DGGooeySlideMenu.m (commit 0772ea7)"
  private static let kittenFile =
    "KittenYang/A-GUIDE-TO-iOS-ANIMATION, Objective-C Version/GooeySlideMenuDemo/"
    + "GooeySlideMenuDemo/Classes/GooeySlideMenu.m (commit 007a41f)"

  /// Desgard's Skype-style bottom menu opening: the helpers' center y rises from H + 60 to H/2.
  public static let skype = FrameDiffPreset(
    name: "skype",
    source: desgardFile
      + ", trigger. Both helpers are 40x40 with origin y = hei + 40, so their center y starts at"
      + " hei + 60. helperSideView animates its center to (20, hei/2) with duration 1, delay 0,"
      + " damping 0.5, velocity 0.9; helperCenterView animates to keyWindow.center (y = khei/2,"
      + " taken as H/2 with the key window filling the screen) with 1/0/0.8/2.0. The coordinate"
      + " is center y; diff = sideRect.origin.y - centerRect.origin.y equals the difference of"
      + " center y because both helpers are 40 points high.",
    coordinate: "y", layout: .standard,
    side: HelperSpec(
      from: ScreenExpression(height: 1, constant: 60), to: ScreenExpression(height: 0.5),
      duration: 1, dampingRatio: 0.5, initialVelocity: 0.9),
    center: HelperSpec(
      from: ScreenExpression(height: 1, constant: 60), to: ScreenExpression(height: 0.5),
      duration: 1, dampingRatio: 0.8, initialVelocity: 2))

  /// Desgard's menu closing: center y falls from H/2 back to H + 20.
  public static let skypeClose = FrameDiffPreset(
    name: "skype-close",
    source: desgardFile
      + ", untrigger, started after the opening animation has finished (both center y at H/2)."
      + " helperSideView animates its center to (20, hei + 20) with duration 1, delay 0, damping"
      + " 0.6, velocity 0.9; helperCenterView to (wid/2, hei + 20) with 1/0/0.7/2.0. The"
      + " coordinate is center y; diff = sideRect.origin.y - centerRect.origin.y.",
    coordinate: "y", layout: .standard,
    side: HelperSpec(
      from: ScreenExpression(height: 0.5), to: ScreenExpression(height: 1, constant: 20),
      duration: 1, dampingRatio: 0.6, initialVelocity: 0.9),
    center: HelperSpec(
      from: ScreenExpression(height: 0.5), to: ScreenExpression(height: 1, constant: 20),
      duration: 1, dampingRatio: 0.7, initialVelocity: 2))

  /// KittenYang's GooeySlideMenu opening: the helpers' center x moves from −20 to W/2.
  public static let gooey = FrameDiffPreset(
    name: "gooey",
    source: kittenFile
      + ", trigger. Both helpers are 40x40 with origin x = -40, so their center x starts at -20."
      + " helperSideView animates its center to (W/2, 20) with duration 0.7, delay 0, damping"
      + " 0.5, velocity 0.9; helperCenterView animates to keyWindow.center (x = W/2) with"
      + " 0.7/0/0.8/2.0. The coordinate is center x; diff = sideRect.origin.x -"
      + " centerRect.origin.x.",
    coordinate: "x", layout: .standard,
    side: HelperSpec(
      from: ScreenExpression(constant: -20), to: ScreenExpression(width: 0.5),
      duration: 0.7, dampingRatio: 0.5, initialVelocity: 0.9),
    center: HelperSpec(
      from: ScreenExpression(constant: -20), to: ScreenExpression(width: 0.5),
      duration: 0.7, dampingRatio: 0.8, initialVelocity: 2))

  /// KittenYang's menu closing: center x moves from W/2 back to −20.
  public static let gooeyClose = FrameDiffPreset(
    name: "gooey-close",
    source: kittenFile
      + ", untrigger, started after the opening animation has finished (both center x at W/2)."
      + " helperSideView animates its center to (-20, 20) with duration 0.7, delay 0, damping"
      + " 0.6, velocity 0.9; helperCenterView to (-20, H/2) with 0.7/0/0.7/2.0. The coordinate"
      + " is center x; diff = sideRect.origin.x - centerRect.origin.x.",
    coordinate: "x", layout: .standard,
    side: HelperSpec(
      from: ScreenExpression(width: 0.5), to: ScreenExpression(constant: -20),
      duration: 0.7, dampingRatio: 0.6, initialVelocity: 0.9),
    center: HelperSpec(
      from: ScreenExpression(width: 0.5), to: ScreenExpression(constant: -20),
      duration: 0.7, dampingRatio: 0.7, initialVelocity: 2))

  /// Holko's BouncyView action sheet: the helpers' top edge rises from H to H − h.
  public static let bouncyView = FrameDiffPreset(
    name: "bouncyview",
    source:
      "fastred/BouncyView, BouncyView/ViewController.swift and Base.lproj/Main.storyboard"
      + " (commit 9672ee7). toggleVisibility moves both helpers' top constraint (to the bottom"
      + " layout guide) from 0 to -actionSheetHeight, i.e. minY from H to H - h, with h = 240,"
      + " the BouncyView's height in the storyboard (the element height here). Side helper:"
      + " duration 0.5, delay 0, damping 0.75, velocity 0.8; center helper: 0.5/0/0.9/0.9. The"
      + " coordinate is minY; sideToCenterDelta = minY(side) - minY(center).",
    coordinate: "y", layout: ScreenLayout(width: 375, height: 667, elementHeight: 240),
    side: HelperSpec(
      from: ScreenExpression(height: 1), to: ScreenExpression(height: 1, element: -1),
      duration: 0.5, dampingRatio: 0.75, initialVelocity: 0.8),
    center: HelperSpec(
      from: ScreenExpression(height: 1), to: ScreenExpression(height: 1, element: -1),
      duration: 0.5, dampingRatio: 0.9, initialVelocity: 0.9))

  /// Glow's jelly block: one spring moving the block's center y from H − h/2 to 100.
  public static let jelly = FrameDiffPreset(
    name: "jelly",
    source:
      "Glow-Inc/CADisplayLinkDemo, CADisplayLinkDemo/ViewController.m and BlockView.m (commit"
      + " af1df5c). from = view height - block height/2, to = 100; the block's center.y is"
      + " animated with duration 1, delay 0, damping 0.85, velocity 0 (a 375x667 screen and a"
      + " 100x100 block by default). One spring: diff = presentation y - to, the displacement"
      + " behind BlockView's progress = 1 - diff/(from - to).",
    coordinate: "y", layout: .standard,
    side: HelperSpec(
      from: ScreenExpression(height: 1, element: -0.5), to: ScreenExpression(constant: 100),
      duration: 1, dampingRatio: 0.85, initialVelocity: 0),
    center: nil)
}
