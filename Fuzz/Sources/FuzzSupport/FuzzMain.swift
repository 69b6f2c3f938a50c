import CFuzzDriver
import Foundation

/// The `main` of every fuzz target.
///
/// Built with `-sanitize=fuzzer` (libFuzzer linked in), it hands the command line to libFuzzer's
/// driver, so all libFuzzer flags work (`-max_total_time=60`, corpus folders, crash files).
/// Built normally, it replays the files and folders named on the command line through the same
/// test function (see ``CorpusReplay``).
public enum FuzzMain {
  /// Runs libFuzzer with `callback`, or replays the named files through `replay`.
  ///
  /// - Returns: The process exit status.
  public static func run(
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt,
    replay: (UnsafeRawBufferPointer) -> Void
  ) -> Int32 {
    if jellylab_fuzzer_is_linked() != 0 {
      return jellylab_run_fuzzer(CommandLine.argc, CommandLine.unsafeArgv, callback)
    }
    return CorpusReplay.run(Array(CommandLine.arguments.dropFirst()), replay)
  }
}
