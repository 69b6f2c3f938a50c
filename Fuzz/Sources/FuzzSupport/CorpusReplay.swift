import Foundation

/// Runs a fuzz target's test function on saved inputs, so a build without libFuzzer can replay
/// a corpus or a crash file: `fuzz-csv Fuzz/corpus/csv/*`.
public enum CorpusReplay {
  /// Feeds every file named in `paths` (a directory stands for the files directly inside it) to
  /// `body`, printing one line per file on stderr.
  ///
  /// - Returns: 0 when every path could be read, 2 otherwise (the process exit status).
  public static func run(
    _ paths: [String], _ body: (UnsafeRawBufferPointer) -> Void
  ) -> Int32 {
    var status: Int32 = 0
    // Read everything first: a target may change the working directory (fuzz-arguments does).
    var inputs: [(path: String, data: Data)] = []
    for path in paths.flatMap(expand) {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        status = 2
        continue
      }
      inputs.append((path, data))
    }
    for input in inputs {
      input.data.withUnsafeBytes { body($0) }
      FileHandle.standardError.write(Data("ok \(input.path) (\(input.data.count) bytes)\n".utf8))
    }
    return status
  }

  private static func expand(_ path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue,
      let names = try? FileManager.default.contentsOfDirectory(atPath: path)
    else { return [path] }
    return names.sorted().map { path + "/" + $0 }
  }
}
