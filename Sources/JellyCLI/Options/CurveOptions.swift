import JellyArguments

/// The easing curve named on the command line, shared by `ease`, `export` and `peaks easing`.
enum CurveOptions: OptionGroup {
  /// `--curve NAME`: the easing, as the parser reads it.
  static let curve = Option<String?>.text(
    "curve", valueName: "NAME", help: "The easing curve (see 'ease --list')")
}
