import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

/// `--out` names a file in every command and `--samples` the points of a time series: the
/// figure commands' folder is `--out-dir` and compare's grid `--points`. The former spellings
/// still work for one release, with one warning line on stderr and the same output.
@Suite struct RenamedOptionTests {
  @Test(
    "a figure command's --out DIR is --out-dir DIR, with a deprecation warning",
    arguments: [
      (["plot", "--format", "none"], "jellylab plot"),
      (["sweep", "--damping", "0.8:0.9:0.05", "--format", "none"], "jellylab sweep"),
      (["compare", "--preset", "skype", "--plot", "--format", "none"], "jellylab compare plot"),
      (["compare", "curves", "--curves", "linear", "--format", "none"], "jellylab compare curves"),
    ])
  func folder(arguments: [String], path: String) throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let folder = scratch.url
    let old = runCLI(arguments + ["--out", folder.appendingPathComponent("old").path])
    let new = runCLI(arguments + ["--out-dir", folder.appendingPathComponent("new").path])
    #expect(old.status == 0 && new.status == 0)
    #expect(
      old.errorLines == [
        "warning: --out is renamed --out-dir in '\(path)'; --out is accepted until the next"
          + " release"
      ] + new.errorLines)
    #expect(
      old.output.replacingOccurrences(of: "/old/", with: "/")
        == new.output.replacingOccurrences(of: "/new/", with: "/"))
  }

  @Test("compare's --samples N is --points N, with a deprecation warning")
  func points() {
    let old = runCLI(["compare", "--preset", "skype", "--samples", "11", "--format", "csv"])
    let new = runCLI(["compare", "--preset", "skype", "--points", "11", "--format", "csv"])
    #expect(old.status == 0 && old.output == new.output)
    #expect(
      old.errorLines == [
        "warning: --samples is renamed --points in 'jellylab compare report'; --samples is"
          + " accepted until the next release"
      ])
    #expect(
      runCLI(["compare", "--preset", "skype", "--samples", "2"]).errorMessages == [
        "error: --points must be an integer in [3, 100000] (got '2')"
      ])
  }

  @Test("help shows the new names only; the data commands keep --out FILE")
  func help() {
    for path in [["plot"], ["sweep"], ["compare", "plot"], ["compare", "curves"]] {
      let help = runCLI(path + ["--help"]).output
      #expect(help.contains("--out-dir <DIR>") && !help.contains("--out <"))
    }
    #expect(runCLI(["compare", "report", "--help"]).output.contains("--points <N>"))
    #expect(!runCLI(["compare", "report", "--help"]).output.contains("--samples"))
    #expect(runCLI(["spring", "--help"]).output.contains("--out <FILE>"))
  }
}

/// The cross-option rules are declared with their groups and checked by the parser, so every
/// conflict reads the same: `--A cannot be combined with --B; give one of them` or `--A needs
/// --B`. These messages replaced hand-written ones ("; they are the same", "; give one scene",
/// "; give one bound", "--column is another name for --value-column", "--from applies to
/// explicit helpers …").
@Suite struct OptionRuleMessageTests {
  @Test(
    "one message format for every conflict",
    arguments: [
      (
        ["diff", "--preset", "skype", "--side", "duration=1,damping=0.5"],
        "--preset cannot be combined with --side; give one of them"
      ),
      (
        ["diff", "--preset", "skype", "--damping", "0.3", "--side-damping", "0.4"],
        "--damping cannot be combined with --side-damping; give one of them"
      ),
      (["diff", "--from", "3"], "--from needs --side"),
      (["diff", "--center", "duration=1,damping=0.5"], "--center needs --side"),
      (["diff", "--seed", "3"], "--seed needs --drop-rate"),
      (
        ["spring", "--duration", "1", "--damping", "0.5", "--samples", "5", "--fps", "30"],
        "--samples cannot be combined with --fps; give one of them"
      ),
      (
        ["peaks", "--input", "x.csv", "--column", "v", "--value-column", "v"],
        "--column cannot be combined with --value-column; give one of them"
      ),
      (["peaks", "--preset", "skype", "--threshold", "1"], "--threshold needs --summary"),
      (
        ["export", "--curve", "linear", "--max-error", "0.01", "--max-error-px", "2"],
        "--max-error cannot be combined with --max-error-px; give one of them"
      ),
      (["export", "--curve", "linear", "--plot-out", "f"], "--plot-out needs --plot"),
      (
        ["shape", "--metrics", "--inversions"],
        "--inversions cannot be combined with --metrics; give one of them"
      ),
    ])
  func conflict(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.errorMessages == ["error: \(message)"])
  }
}
