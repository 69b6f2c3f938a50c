import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Synchronization
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
    var runs: [[String]] = [
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
      ["peaks", "--curve", "easeOutElastic", "--duration", "0.5"],
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
      [
        "export", "--format", "lottie", "--curve", "easeOutBack", "--fps", "30", "--box", "20,10",
        "--distance", "50",
      ],
      [
        "lottie", RepositoryFiles.path("Tests/Fixtures/lottie/arch.json"), "--property",
        "layers[0].ks.p", "--dimension", "1", "--samples", "5",
      ],
      [
        "lab", "--preset", "skype", "--side-damping", "0.5", "--fps", "120", "--max-error", "0.01",
        "--free-spring", "--out", out + "/lab.html",
      ],
      [
        "fit", "--input", series, "--model", "spring", "--from", "0", "--to", "0.7",
        "--start-time", "0", "--format", "json",
      ],
      [
        "interrupt", "--duration", "0.5", "--damping", "0.7", "--to", "100", "--interrupt-at",
        "0.2", "--retarget", "50", "--platform", "css", "--fps", "30", "--free-spring",
      ],
      ["diff", "--preset", "skype", "--interrupt-at", "0.3", "--then", "skype-close"],
    ]
    // track and measure read a video: drawn and encoded here when ffmpeg is installed (always
    // under CI).
    var videoFolders: [TemporaryFolder] = []
    defer { videoFolders.forEach { $0.remove() } }
    if ffmpegTestsRun {
      let video = TestVideo()
      let path = folder.appendingPathComponent("box.mp4")
      try video.encode(
        [video.frame(boxAt: nil), video.frame(boxAt: (100, 100)), video.frame(boxAt: (104, 100))],
        to: path, tools: try requireFFmpeg())
      runs += [
        [
          "track", path.path, "--background", "first-frame", "--roi", "0,0,320,240",
          "--rest-tolerance", "0.2", "--out", folder.appendingPathComponent("t.csv").path,
        ],
        ["track", path.path, "--color", "#f0c040", "--tolerance", "30"],
      ]
      let cardFolder = try TemporaryFolder()
      videoFolders.append(cardFolder)
      let card = try TrackCommandTests.cardVideo(in: cardFolder).path
      runs.append([
        "measure", card, "--object", "87,89,123,82@40", "--roi", "0,0,320,240",
        "--rest-tolerance", "0.2", "--value", "x", "--model", "spring", "--format", "json",
        "--out", folder.appendingPathComponent("m.json").path,
      ])
    }
    var reached = Set<String>()
    for arguments in runs {
      let result = runCLI(arguments)
      #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.errorLines)")
      reached.insert(Self.leaf(of: arguments))
    }
    // Every command and every mode runs at least once.
    let leaves = Self.paths.filter { path in
      CommandRegistry.command(named: path[0]).map { path.count == 2 || $0.subcommands.isEmpty }
        ?? false
    }.filter { ffmpegTestsRun || ($0 != ["track"] && $0 != ["measure"]) }
    #expect(reached == Set(leaves.map { $0.joined(separator: " ") }))
  }

  /// The command or mode a command line runs, as its words (`peaks check`): the mode it names,
  /// or the one the command's default rule picks from its options.
  static func leaf(of arguments: [String]) -> String {
    guard let command = CommandRegistry.command(named: arguments[0]) else { return "" }
    let rest = Array(arguments.dropFirst())
    if let word = rest.first, let mode = command.subcommand(named: word) {
      return "\(command.name) \(mode.name)"
    }
    guard
      let mode = command.defaultSubcommand?.choose(
        given: givenOptionNames(rest), among: command.subcommands)
    else { return command.name }
    return "\(command.name) \(mode.name)"
  }

  /// The names of the options the run of `arguments` reads, and its result.
  static func optionsRead(_ arguments: [String]) -> (names: Set<String>, result: CLIResult) {
    let names = Mutex<Set<String>>([])
    let result = ParsedOptions.$readObserver.withValue({ name in
      names.withLock { _ = $0.insert(name) }
    }) {
      runCLI(arguments)
    }
    return (names.withLock { $0 }, result)
  }

  @Test("every mode of peaks and compare reads each option it declares, over a few runs")
  func modesReadEveryDeclaredOption() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let out = scratch.path("out")
    let file = { (name: String) in scratch.path(name) }
    let golden = RepositoryFiles.path("data/golden/skype.csv")
    let series = file("series.csv")
    try "t,value\n0,0\n0.1,1\n0.2,0.5\n0.3,0.8\n0.4,0.7\n".write(
      toFile: series, atomically: true, encoding: .utf8)
    let helpers = ["--side", "duration=1,damping=0.5", "--center", "duration=1,damping=0.8"]
    var runs: [String: [[String]]] = [
      "peaks easing": [
        [
          "--curve", "spring(duration=1,damping=0.5)", "--duration", "0.8", "--fps", "120",
          "--uikit-solver", "ideal", "--free-spring", "--sampled", "--summary", "-", "--out",
          file("ease.csv"),
        ],
        [
          "--curve", "easeOutElastic", "--write", file("e.csv"), "--time-tolerance", "1e-6",
          "--relative-time-tolerance", "0", "--value-tolerance", "1e-4",
          "--relative-value-tolerance", "0", "--min-prominence", "1%",
        ],
      ],
      "peaks scene": [
        [
          "--preset", "skype", "--sampled", "--drop-rate", "0.2", "--seed", "1", "--fps", "30",
          "--until", "1", "--summary", "-", "--threshold", "1", "--out", file("a.csv"),
        ],
        helpers + ["--from", "0", "--to", "100", "--sampled", "--drop-frames", "3"],
        [
          "--preset", "skype", "--write", file("g.csv"), "--time-tolerance", "1e-6",
          "--relative-time-tolerance", "0", "--value-tolerance", "1e-4",
          "--relative-value-tolerance", "0", "--min-prominence", "1%",
        ],
      ],
      "peaks spring": [
        [
          "--duration", "1", "--damping", "0.5", "--from", "2", "--to", "3", "--fps", "30",
          "--until", "2", "--sampled", "--summary", "-", "--threshold", "0.1", "--out",
          file("b.csv"),
        ],
        ["--mass", "1", "--stiffness", "100", "--damping-coefficient", "10"],
        ["--response", "0.5", "--damping", "0.7"], ["--duration", "1", "--bounce", "0.3"],
        [
          "--duration", "1", "--damping", "0.5", "--write", file("s.csv"), "--time-tolerance",
          "1e-6", "--relative-time-tolerance", "0", "--value-tolerance", "1e-4",
          "--relative-value-tolerance", "0", "--min-prominence", "1%",
        ],
      ],
      "peaks series": [
        [
          "--input", series, "--time-column", "t", "--value-column", "value", "--sampled",
          "--summary", "-", "--threshold", "0.1", "--out", file("c.csv"),
        ],
        ["--input", series, "--column", "value"],
        [
          "--input", series, "--write", file("w.csv"), "--time-tolerance", "1e-6",
          "--relative-time-tolerance", "0", "--value-tolerance", "1e-4",
          "--relative-value-tolerance", "0", "--min-prominence", "0.1",
        ],
      ],
      "compare report": [
        [
          "--preset", "skype", "--against", "easeOutBack", "--align", "start", "--points", "11",
          "--format", "csv", "--out", file("f.csv"),
        ],
        helpers + ["--points", "11"],
      ],
      "compare plot": [
        [
          "--preset", "skype", "--plot", "--points", "11", "--format", "none", "--out-dir", out,
          "--size", "800x400", "--title", "t",
        ]
      ],
      "compare curves": [
        [
          "--curves", "linear,easeOutBack", "--points", "11", "--format", "none", "--out-dir", out,
          "--size", "800x400", "--title", "t",
        ]
      ],
    ]
    // write and check take every source's options (all but the listing's and the drops), each
    // run laid over the skype golden file; and their own.
    let listing: Set = [
      "--summary", "--threshold", "--out", "--drop-rate", "--seed", "--drop-frames",
    ]
    // The source modes' own command lines, without the ones that record a golden file.
    let sources = ["peaks scene", "peaks spring", "peaks easing", "peaks series"].flatMap {
      runs[$0] ?? []
    }.filter { !$0.contains("--write") }.map { arguments in
      var kept: [String] = []
      var i = 0
      while i < arguments.count {
        let takesValue = i + 1 < arguments.count && !arguments[i + 1].hasPrefix("--")
        let width =
          takesValue && arguments[i] != "--sampled" && arguments[i] != "--free-spring" ? 2 : 1
        if !listing.contains(arguments[i]) { kept += arguments[i..<i + width] }
        i += width
      }
      return kept
    }
    runs["peaks write"] =
      sources.enumerated().map { $1 + ["--write", file("w\($0).csv")] } + [
        [
          "--preset", "skype", "--write", file("t.csv"), "--time-tolerance", "1e-6",
          "--relative-time-tolerance", "0.01", "--value-tolerance", "1e-3",
          "--relative-value-tolerance", "0.01", "--min-prominence", "1%", "--out", file("d.csv"),
        ]
      ]
    runs["peaks check"] =
      sources.map { $0 + ["--check", golden] } + [
        [
          "--check", golden, "--time-tolerance", "1e-6", "--relative-time-tolerance", "0.01",
          "--value-tolerance", "1e-3", "--relative-value-tolerance", "0.01", "--junit",
          file("j.xml"), "--out", file("e.csv"),
        ]
      ]
    let modes = ["peaks", "compare"].flatMap { name in
      CommandRegistry.command(named: name).map { command in
        command.subcommands.map { (path: "\(name) \($0.name)", parent: command, mode: $0) }
      } ?? []
    }
    #expect(Set(modes.map(\.path)) == Set(runs.keys))
    for (path, parent, mode) in modes {
      var read = Set<String>()
      for arguments in runs[path] ?? [] {
        let run = Self.optionsRead(path.split(separator: " ").map(String.init) + arguments)
        // Exit 1 is a check that ran and failed.
        #expect(run.result.status != 2, "\(path) \(arguments): \(run.result.errorLines)")
        read.formUnion(run.names)
      }
      // A flag that only routes a command line naming no mode to this one (`compare --plot`)
      // has nothing left to say once the mode runs.
      let routing = (parent.defaultSubcommand?.cases ?? []).filter { $0.mode == mode.name }
        .flatMap(\.given).filter { !$0.takesValue }.map(\.name)
      let declared = Set(mode.options.map(\.name))
      #expect(read.isSubset(of: declared), "\(path) reads undeclared \(read.subtracting(declared))")
      let unread = declared.subtracting(routing).subtracting(read)
      #expect(unread.isEmpty, "\(path) declares unread \(unread.sorted())")
    }
  }
}
