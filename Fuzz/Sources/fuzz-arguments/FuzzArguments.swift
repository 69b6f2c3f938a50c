import Foundation
import FuzzSupport
import JellyCLI

// Runs the whole command line in-process on fuzzed argv. Arguments that could name a file to
// write are left out (any argument with "out" or "write" in it, or a "/"), and the process works
// in a fresh temporary directory, so a run can never touch files outside it.

/// Whether `argument` is kept: it cannot select or name an output file.
func isHarmless(_ argument: String) -> Bool {
  let lowercased = argument.lowercased()
  return !argument.contains("/") && !lowercased.contains("out") && !lowercased.contains("write")
}

/// A private working directory, created once per process.
let workingDirectory: Void = {
  let path = NSTemporaryDirectory() + "jellylab-fuzz-arguments-\(getpid())"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  _ = FileManager.default.changeCurrentDirectoryPath(path)
}()

/// One fuzz iteration: decode argv, run `JellyLab.run`, check the exit status and that an error
/// status always comes with a message.
func runArguments(_ bytes: UnsafeRawBufferPointer) {
  _ = workingDirectory
  let arguments = ArgumentVector.decode(bytes).filter(isHarmless)
  let console = DiscardingConsole()
  let status = JellyLab.run(arguments, console: console)
  fuzzCheck([0, 1, 2].contains(status), "exit status \(status) for \(arguments)")
  fuzzCheck(
    status == 0 || console.errorByteCount > 0, "silent failure \(status) for \(arguments)")
}

/// libFuzzer's entry point: one input of `size` bytes at `data`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  runArguments(UnsafeRawBufferPointer(start: data, count: size))
  return 0
}

/// Fuzzes under libFuzzer, or replays the files named on the command line.
@main
enum FuzzArgumentsMain {
  static func main() {
    exit(FuzzMain.run(fuzzArguments, replay: runArguments))
  }
}
