import JellyFrameDiff

/// A shape redrawn on every display-link frame from the exact helper-view motion of a preset.
///
/// - Jelly: the block is `elementHeight` × `elementHeight` points (Glow's 100 × 100) and its
///   progress is p(t) = 1 − (y(t) − to)/(from − to), y the block's center y; after the
///   animation's end the completion block stops it and p = 1 (Glow's `animating = NO`).
/// - Skype: ``SkypeMenu`` on the layout's screen (W = width, K = height) with diff(t).
/// - Gooey: ``GooeySideMenu`` on the layout's screen with diff(t).
public struct AnimatedShape: Sendable {
  /// Which shape is drawn.
  public let kind: ShapeKind
  /// The (possibly overridden) preset driving it.
  public let preset: FrameDiffPreset
  /// The helper views of ``preset``, evaluated exactly.
  public let scene: FrameDiffScene
  private let drawing: Drawing

  private enum Drawing: Sendable {
    case jelly(JellyBlock, from: Double, to: Double)
    case skype(SkypeMenu)
    case gooey(GooeySideMenu)
  }

  /// `kind` driven by `preset`.
  ///
  /// - Throws: ``ShapeError/frameDiff(_:)`` when the preset's scene cannot be built,
  ///   ``ShapeError/unsuitablePreset(name:reason:)`` when a jelly preset has a center helper or
  ///   no travel, and ``ShapeError/invalidParameter(_:)`` for sizes out of range.
  public init(kind: ShapeKind, preset: FrameDiffPreset) throws(ShapeError) {
    let scene: FrameDiffScene
    do {
      scene = try preset.scene()
    } catch {
      throw .frameDiff(error)
    }
    let layout = preset.layout
    switch kind {
    case .jelly:
      guard scene.center == nil else {
        throw .unsuitablePreset(name: preset.name, reason: "the jelly needs a one-spring preset")
      }
      guard scene.side.from != scene.side.to else {
        throw .unsuitablePreset(name: preset.name, reason: "the block must travel (from != to)")
      }
      let block = try JellyBlock(width: layout.elementHeight, height: layout.elementHeight)
      drawing = .jelly(block, from: scene.side.from, to: scene.side.to)
    case .skype:
      drawing = .skype(try SkypeMenu(width: layout.width, keyWindowHeight: layout.height))
    case .gooey:
      drawing = .gooey(
        try GooeySideMenu(screenWidth: layout.width, screenHeight: layout.height))
    }
    self.kind = kind
    self.preset = preset
    self.scene = scene
  }

  /// `kind` driven by the preset of the same name with `overrides` applied.
  ///
  /// - Throws: ``ShapeError/frameDiff(_:)`` for overrides out of range, otherwise as
  ///   ``init(kind:preset:)``.
  public init(kind: ShapeKind, overrides: PresetOverrides = PresetOverrides()) throws(ShapeError) {
    let preset: FrameDiffPreset
    do {
      preset = try FrameDiffPreset.named(kind.rawValue).applying(overrides)
    } catch {
      throw .frameDiff(error)
    }
    try self.init(kind: kind, preset: preset)
  }

  /// When the last helper animation ends (the display link stops), in seconds.
  public var animationEnd: Double { scene.animationEnd }

  /// The jelly's progress at `t` seconds (1 after ``animationEnd``); `nil` for the menus.
  public func progress(at t: Double) -> Double? {
    guard case .jelly(_, let from, let to) = drawing else { return nil }
    return t > animationEnd ? 1 : 1 - (scene.side.value(at: t) - to) / (from - to)
  }

  /// The signed bend at `t` seconds, in points (see ``ShapeOutline/bend``), without building
  /// the outline. Exact up to rounding.
  public func bend(at t: Double) -> Double {
    switch drawing {
    case .jelly(let block, _, _): block.deltaHeight(progress: progress(at: t) ?? 1)
    case .skype(let menu): menu.bend(diff: scene.diff(at: t))
    case .gooey(let menu): menu.bend(diff: scene.diff(at: t))
    }
  }

  /// The outline drawn at `t` seconds (≥ 0 and finite).
  ///
  /// - Throws: ``ShapeError/invalidParameter(_:)`` naming `t` when it is
  ///   negative or not finite.
  public func outline(at t: Double) throws(ShapeError) -> ShapeOutline {
    try withSegments(at: t) { segments throws(ShapeError) in try segments.outline() }
  }

  /// The metrics of the outline drawn at `t` seconds: `outline(at: t).metrics`, the same
  /// values and errors, without building the outline's path (allocates nothing).
  ///
  /// - Throws: As ``outline(at:)``.
  public func metrics(at t: Double) throws(ShapeError) -> ShapeMetrics {
    try withSegments(at: t) { segments throws(ShapeError) in try segments.metrics() }
  }

  /// `body` of the segments and bend of the outline drawn at `t` seconds (≥ 0 and finite).
  /// (A closure rather than a result: each shape's segments are used where they are built, not
  /// copied out of the switch, some 300 bytes a frame.)
  @inline(__always)
  private func withSegments<Result>(
    at t: Double, _ body: (borrowing OutlineSegments) throws(ShapeError) -> Result
  ) throws(ShapeError) -> Result {
    try ShapeError.check(.shapeTime, t, allowed: ">= 0 and finite") { $0 >= 0 }
    switch drawing {
    case .jelly(let block, _, _): return try body(block.segments(progress: progress(at: t) ?? 1))
    case .skype(let menu): return try body(menu.segments(diff: scene.diff(at: t)))
    case .gooey(let menu): return try body(menu.segments(diff: scene.diff(at: t)))
    }
  }
}
