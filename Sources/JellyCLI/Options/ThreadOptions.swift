import JellyArguments

/// `--threads N`, declared once for every command that computes in parallel (sweep's cells;
/// the rows of spring, diff and shape --metrics).
enum ThreadOptions {
  /// The most threads a command may be asked for.
  static let maximumThreads = 256

  /// `--threads N`: how many threads compute, 1 … ``maximumThreads``; absent: the active
  /// processor count.
  static let threads = Option<Int?>.integer(
    "threads", 1, maximumThreads, valueName: "N",
    help: "Threads that compute and format the rows or cells",
    defaultText: "the number of active processors")
}
