/// The animated shapes jellylab draws, each driven by the frame-diff preset of the same name.
public enum ShapeKind: String, Sendable, Hashable, CaseIterable {
  /// Glow's jelly block (``JellyBlock``), driven by the one-spring `jelly` preset.
  case jelly
  /// Desgard's Skype-style bottom menu (``SkypeMenu``), driven by the `skype` preset.
  case skype
  /// KittenYang's side menu (``GooeySideMenu``), driven by the `gooey` preset.
  case gooey
}
