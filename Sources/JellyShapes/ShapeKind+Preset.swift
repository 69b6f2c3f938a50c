import JellyFrameDiff

extension ShapeKind {
  /// The shape that draws `preset`: Glow's jelly block for one-spring presets, KittenYang's side
  /// menu for `gooey`/`gooey-close`, Desgard's Skype menu for the other two-helper presets.
  /// There is no drawing of Holko's BouncyView; its `drawRect` bends a flat top edge by the same
  /// quadratic rule as the Skype menu (which ports it), so `bouncyview` is drawn as a Skype menu.
  public static func drawing(_ preset: FrameDiffPreset) -> ShapeKind {
    if preset.center == nil { return .jelly }
    return preset.name.hasPrefix("gooey") ? .gooey : .skype
  }
}
