import Foundation
import JellySprings

/// A named helper-view setup taken from a public project: its layout, its helpers' animations
/// and a note of where each number comes from. Stored as data in `data/presets/<name>.json`.
public struct FrameDiffPreset: Sendable, Hashable, Codable {
  /// The preset's name (e.g. "skype").
  public var name: String
  /// Where the numbers come from: repository, file, commit, and how from/to were read off it.
  public var source: String
  /// The animated coordinate ("x" or "y"), for labels only.
  public var coordinate: String
  /// The default layout the positions are evaluated in.
  public var layout: ScreenLayout
  /// The side helper (the diff's minuend).
  public var side: HelperSpec
  /// The center helper, or `nil` for a one-spring preset (diff = side − side's target).
  public var center: HelperSpec?
  /// How UIKit's springs are run: the solver, and whether animations end at their duration
  /// (default `UIKitAnimationModel.iOS`; JSON `animation_model`, optional when reading).
  public var animationModel: UIKitAnimationModel

  /// A preset from its parts.
  public init(
    name: String, source: String, coordinate: String, layout: ScreenLayout, side: HelperSpec,
    center: HelperSpec?, animationModel: UIKitAnimationModel = .iOS
  ) {
    self.name = name
    self.source = source
    self.coordinate = coordinate
    self.layout = layout
    self.side = side
    self.center = center
    self.animationModel = animationModel
  }

  private enum CodingKeys: String, CodingKey {
    case name, source, coordinate, layout, side, center, animationModel
  }

  /// Decodes a preset; a missing `animation_model` means `UIKitAnimationModel.iOS`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decode(String.self, forKey: .name)
    source = try c.decode(String.self, forKey: .source)
    coordinate = try c.decode(String.self, forKey: .coordinate)
    layout = try c.decode(ScreenLayout.self, forKey: .layout)
    side = try c.decode(HelperSpec.self, forKey: .side)
    center = try c.decodeIfPresent(HelperSpec.self, forKey: .center)
    animationModel =
      try c.decodeIfPresent(UIKitAnimationModel.self, forKey: .animationModel) ?? .iOS
  }

  /// The scene this preset describes, in its layout.
  ///
  /// - Throws: ``FrameDiffError`` when a size or spring value is out of range.
  public func scene() throws(FrameDiffError) -> FrameDiffScene {
    try layout.validate()
    return FrameDiffScene(
      side: try side.helper(in: layout, model: animationModel),
      center: try center?.helper(in: layout, model: animationModel))
  }

  /// This preset with `overrides` applied: a new layout, a new travel distance and new spring
  /// values. The result is a complete preset (it can be stored as golden metadata).
  ///
  /// - Throws: ``FrameDiffError/invalidParameter(_:)`` for a size or distance
  ///   out of range, or when the overridden scene cannot be built.
  public func applying(_ overrides: PresetOverrides) throws(FrameDiffError) -> FrameDiffPreset {
    var preset = self
    if let width = overrides.screenWidth { preset.layout.width = width }
    if let height = overrides.screenHeight { preset.layout.height = height }
    if let element = overrides.elementHeight { preset.layout.elementHeight = element }
    try preset.layout.validate()
    preset.side = side.applying(overrides.side)
    preset.center = center?.applying(overrides.center)
    if let model = overrides.animationModel { preset.animationModel = model }
    if let distance = overrides.distance {
      try FrameDiffError.check(.distance, distance, allowed: "> 0 and finite") { $0 > 0 }
      preset.side = Self.moving(preset.side, by: distance, in: preset.layout)
      preset.center = preset.center.map { Self.moving($0, by: distance, in: preset.layout) }
    }
    _ = try preset.scene()
    return preset
  }

  /// `spec` starting `distance` points before its target, in its original direction of travel
  /// (toward larger values when it did not move).
  static func moving(_ spec: HelperSpec, by distance: Double, in layout: ScreenLayout)
    -> HelperSpec
  {
    var moved = spec
    let direction: Double =
      spec.to.evaluate(in: layout) >= spec.from.evaluate(in: layout) ? 1 : -1
    moved.from = spec.to
    moved.from.constant -= direction * distance
    return moved
  }

  /// The preset as pretty-printed JSON with sorted keys, ending in a newline: the exact text of
  /// `data/presets/<name>.json`.
  public func jsonText() -> String { DataJSON.text(self) }

  /// A preset decoded from JSON text.
  ///
  /// - Throws: ``DataDecodingError`` when the text is not a preset.
  public static func decode(jsonText: String) throws(DataDecodingError) -> FrameDiffPreset {
    do {
      return try DataJSON.decode(FrameDiffPreset.self, from: jsonText)
    } catch {
      throw DataDecodingError(reason: "not a preset: \(error)")
    }
  }
}

/// Changes to a preset: layout sizes, travel distance and spring values; `nil` keeps the
/// preset's own.
public struct PresetOverrides: Sendable, Hashable {
  /// Screen width W in points (> 0).
  public var screenWidth: Double?
  /// Screen height H in points (> 0).
  public var screenHeight: Double?
  /// Element height h in points (> 0).
  public var elementHeight: Double?
  /// Travel |to − from| of every helper, in points (> 0): `to` stays, `from` moves.
  public var distance: Double?
  /// Spring values of the side helper.
  public var side: HelperOverrides
  /// Spring values of the center helper (ignored by one-spring presets).
  public var center: HelperOverrides
  /// How UIKit's springs are run (solver, cut at the duration).
  public var animationModel: UIKitAnimationModel?

  /// Overrides for the given values.
  public init(
    screenWidth: Double? = nil, screenHeight: Double? = nil, elementHeight: Double? = nil,
    distance: Double? = nil, side: HelperOverrides = HelperOverrides(),
    center: HelperOverrides = HelperOverrides(), animationModel: UIKitAnimationModel? = nil
  ) {
    self.animationModel = animationModel
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.elementHeight = elementHeight
    self.distance = distance
    self.side = side
    self.center = center
  }
}
