import Foundation
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

/// Every command reads only the options it declares: in debug builds `ParsedOptions` stops the
/// program on a read of an undeclared option, so these runs of every command and mode (help
/// and a typical command line with the options of each group) fail on such a read.
@Suite struct OptionMembershipTests {
  /// Every command and mode, as the words that reach it.
  static let paths: [[String]] = CommandRegistry.all.flatMap { command in
    [[command.name]] + command.subcommands.map { [command.name, $0.name] }
  }

  @Test("every command's and mode's --help runs", arguments: paths)
  func help(path: [String]) {
    let result = runCLI(path + ["--help"])
    #expect(result.status == 0 && result.errorLines.isEmpty)
  }

  @Test("typical command lines of every command and mode read only declared options")
  func typicalRuns() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let folder = scratch.url
    let out = folder.path
    let golden = RepositoryFiles.path("data/golden/skype.csv")
    let series = folder.appendingPathComponent("series.csv").path
    try "t,value\n0,0\n0.1,1\n0.2,0.5\n0.3,0.8\n0.4,0.7\n".write(
      toFile: series, atomically: true, encoding: .utf8)
    let runs: [[String]] = [
      ["spring", "--duration", "1", "--damping", "0.5", "--fps", "10"],
      [
        "spring", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "10", "--samples",
        "5", "--from", "2", "--to", "3",
      ],
      ["convert", "--response", "0.5", "--damping", "0.7", "--format", "json"],
      ["ease", "--curve", "easeOutBack", "--samples", "5"],
      ["ease", "--list"],
      ["diff", "--preset", "skype", "--until", "0.1", "--drop-rate", "0.2", "--seed", "1"],
      [
        "diff", "--side", "duration=1,damping=0.5", "--center", "duration=1,damping=0.7",
        "--from", "0", "--to", "100", "--until", "0.05", "--screen", "390x844",
      ],
      ["diff", "--list-presets"],
      ["peaks", "--preset", "skype", "--summary", "-", "--threshold", "1"],
      ["peaks", "spring", "--duration", "1", "--damping", "0.3", "--sampled"],
      ["peaks", "series", "--input", series, "--column", "value"],
      ["peaks", "check", "--preset", "skype", "--check", golden],
      [
        "peaks", "write", "--preset", "skype", "--write",
        folder.appendingPathComponent("g.csv").path,
      ],
      ["compare", "--preset", "skype", "--points", "11", "--format", "csv"],
      [
        "compare", "plot", "--preset", "skype", "--points", "11", "--format", "none", "--out-dir",
        out,
      ],
      [
        "compare", "curves", "--curves", "linear,easeOutBack", "--format", "none", "--out-dir", out,
      ],
      ["shape", "--preset", "jelly", "--t", "0.2", "--tolerance", "1"],
      ["shape", "--preset", "skype", "--metrics", "--fps", "10"],
      ["shape", "--preset", "jelly", "--inversions"],
      ["plot", "--damping", "0.85", "--format", "none", "--out-dir", out, "--panels", "2"],
      ["plot", "--damping", "0.85,0.5", "--preset", "jelly", "--format", "html", "--out-dir", out],
      ["sweep", "--damping", "0.8:0.9:0.05", "--format", "none", "--out-dir", out],
      ["export", "--curve", "easeOutBack", "--max-error", "0.01"],
      ["export", "--preset", "skype", "--max-error", "0.01"],
      ["export", "--format", "uikit", "--duration", "1", "--damping", "0.5"],
    ]
    for arguments in runs {
      let result = runCLI(arguments)
      #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.errorLines)")
    }
  }
}
