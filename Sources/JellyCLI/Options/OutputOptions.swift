import JellyArguments

/// Where a data command writes: `--out FILE`, declared once for every command that writes
/// CSV, JSON or a table (figure commands write into a folder: ``FigureOptions/folder``).
enum OutputOptions {
  /// `--out FILE`: the destination file, written atomically; `-` (the default) is stdout.
  static let file = Option<String?>.text(
    "out", valueName: "FILE",
    help: "Write to FILE atomically ('-' is stdout; missing folders are created)",
    defaultText: "stdout")
}
