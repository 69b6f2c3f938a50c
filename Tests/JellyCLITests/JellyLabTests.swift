import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

/// The registered command names as error messages list them: "'spring', 'convert', ...".
let commandList = CommandRegistry.all.map { "'\($0.name)'" }.joined(separator: ", ")

@Suite struct JellyLabTests {
  @Test(
    "help and version print on stdout and exit 0",
    arguments: [
      ["--help"], ["-h"], ["help"], ["help", "spring"], ["help", "convert"], ["spring", "--help"],
      ["convert", "-h"], ["spring", "--fps", "nan", "--help"], ["--version"], ["help", "ease"],
      ["diff", "--help"], ["peaks", "-h"],
    ])
  func helpAndVersion(arguments: [String]) {
    let result = runCLI(arguments)
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    #expect(!result.output.isEmpty)
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test("version text is exact")
  func version() {
    #expect(JellyLab.version == "0.1.0")
    #expect(runCLI(["--version"]).output == "jellylab 0.1.0\n")
  }

  @Test("root help lists every command; command help lists every option with its range")
  func helpContents() {
    let root = runCLI(["--help"]).output
    for command in CommandRegistry.all {
      #expect(root.contains("  \(command.name) "))
      let help = runCLI([command.name, "--help"]).output
      #expect(help == runCLI(["help", command.name]).output)
      let leaves: [(path: [String], command: any Command)] =
        command.subcommands.isEmpty
        ? [([command.name], command)]
        : command.subcommands.map { ([command.name, $0.name], $0) }
      if !command.subcommands.isEmpty {
        #expect(help.contains("USAGE: jellylab \(command.name) <subcommand> [options]"))
      }
      for (path, leaf) in leaves {
        let leafHelp = runCLI(path + ["--help"]).output
        #expect(leafHelp == runCLI(["help"] + path).output)
        #expect(
          leafHelp.contains("USAGE: jellylab \(path.joined(separator: " ")) \(leaf.usageWords)"))
        for option in leaf.options {
          #expect(leafHelp.contains(option.flagName), "\(path) help lacks \(option.flagName)")
        }
      }
    }
    let spring = runCLI(["spring", "--help"]).output.split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    #expect(spring.contains("--fps <F>"))
    #expect(spring.contains("(frames/s; a finite number in (0, 1000]; default 60)"))
    #expect(spring.contains("(a finite number in (-1, 1])"))
  }

  @Test(
    "root-level mistakes: exit 2, one error line, then usage",
    arguments: [
      ([], "error: no command given; the commands are \(commandList)"),
      (["sprng"], "error: unknown command 'sprng'; did you mean 'spring'?"),
      (
        ["frobnicate"],
        "error: unknown command 'frobnicate'; the commands are \(commandList)"
      ),
      (
        ["--verison"], "error: unknown option '--verison' for 'jellylab'; did you mean '--version'?"
      ),
      (["--version", "x"], "error: unexpected argument 'x' for 'jellylab'"),
      (
        ["help", "nope"],
        "error: unknown command 'nope'; the commands are \(commandList)"
      ),
      (["help", "spring", "x"], "error: unexpected argument 'x' for 'jellylab help spring'"),
    ])
  func rootErrors(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorLines.first == message)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorLines.count == 3)
  }

  @Test("a command's error is followed by its usage line and help pointer")
  func commandErrorLayout() {
    let result = runCLI(["spring", "--fps", "nan"])
    #expect(
      result.errorLines == [
        "error: --fps must be a finite number in (0, 1000] (got 'nan')",
        "usage: jellylab spring [options]",
        "see 'jellylab spring --help'",
      ])
  }

  // MARK: - Subcommands

  @Test("the advertised forms without a subcommand still work: plot, compare, peaks --check")
  func advertisedForms() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let plot = runCLI([
      "plot", "--damping", "0.85", "--out-dir", folder.path("out"), "--format", "none",
    ])
    #expect(plot.status == 0, "\(plot.errorLines)")
    #expect(plot.errorLines.isEmpty)
    #expect(folder.exists("out/jelly.json") && folder.exists("out/jelly-series.csv"))

    let compare = runCLI(["compare", "--preset", "skype", "--against", "easeOutElastic"])
    #expect(compare.status == 0)
    #expect(compare.output.contains("rms_difference"))
    #expect(
      compare.output
        == runCLI(["compare", "report", "--preset", "skype", "--against", "easeOutElastic"]).output)

    let golden = RepositoryFiles.path("data/golden/skype.csv")
    let check = runCLI(["peaks", "--preset", "skype", "--check", golden])
    #expect(check.status == 0)
    #expect(check.output.contains("PASS: 4 matched, 0 drifted, 0 missing, 0 extra"))
    #expect(
      check.output == runCLI(["peaks", "check", "--preset", "skype", "--check", golden]).output)
  }

  @Test(
    "a command line without a subcommand is routed by its options",
    arguments: [
      (["peaks", "--preset", "skype", "--check", "g.csv"], "check"),
      (["peaks", "--check", "g.csv", "--duration", "1", "--damping", "0.5"], "check"),
      (["peaks", "--preset", "skype", "--write", "g.csv"], "write"),
      (["peaks", "--input", "s.csv"], "series"),
      (["peaks", "--duration", "1", "--damping", "0.5"], "spring"),
      (["peaks", "--response=1", "--damping", "0.5"], "spring"),
      (["peaks", "--side", "duration=1,damping=1", "--duration", "1"], "scene"),
      (["peaks", "--preset", "skype", "--damping", "0.5"], "scene"),
      (["peaks"], "scene"),
      (["compare", "--curves", "linear"], "curves"),
      (["compare", "--preset", "skype", "--plot"], "plot"),
      (["compare", "--preset", "skype"], "report"),
      (["compare"], "report"),
    ])
  func routing(arguments: [String], mode: String) throws {
    let command = try #require(CommandRegistry.command(named: arguments[0]))
    let inferred = command.defaultSubcommand?.choose(
      given: givenOptionNames(Array(arguments.dropFirst())), among: command.subcommands)
    #expect(inferred?.name == mode)
    // The mode's options are the ones its subcommand declares.
    #expect(
      inferred.map { $0.options.map(\.name) }
        == command.subcommand(named: mode)?.options.map(\.name))
  }

  @Test("an option of another mode names the modes it belongs to, with the routed mode's usage")
  func otherModesOptions() {
    let result = runCLI(["peaks", "--preset", "skype", "--check", "g.csv", "--summary"])
    #expect(result.status == 2)
    #expect(
      result.errorLines
        == [
          "error: --summary belongs to 'jellylab peaks scene|spring|easing|series', not to"
            + " 'jellylab peaks check'",
          "usage: jellylab peaks check [GOLDEN] [options]", "see 'jellylab peaks check --help'",
        ])
    let named = runCLI(["peaks", "check", "--preset", "skype", "--check", "g.csv", "--summary"])
    #expect(named.errorLines == result.errorLines)
  }

  /// Several options of other modes: the message names the first given, the same on every run.
  @Test("of several options of other modes, the first given is named")
  func firstForeignOptionNamed() {
    for (arguments, first) in [
      (["--threshold", "3", "--drop-rate", "0.1"], "--threshold"),
      (["--drop-rate", "0.1", "--threshold", "3"], "--drop-rate"),
    ] {
      // The same two names in both orders: a hashed set's one order would fail one case.
      let result = runCLI(["peaks", "--input", "rec.csv", "--write", "a.csv"] + arguments)
      #expect(result.status == 2)
      #expect(
        result.errorLines.first?.hasPrefix("error: \(first) belongs to 'jellylab peaks ") == true,
        "\(result.errorLines)")
    }
    #expect(orderedOptionNames(["--b", "1", "--a", "--b", "--", "--c"]) == ["b", "a"])
  }

  /// `--summary` beside `--write` is a conflict in every source mode, so the routed form says
  /// so as the named mode does, not that `--summary` belongs to another mode.
  @Test("peaks --write with --summary: the conflict, as with the source mode named")
  func writeWithSummaryIsAConflict() {
    for source in [["--input", "rec.csv"], ["--preset", "skype"]] {
      let routed = runCLI(["peaks"] + source + ["--write", "g.csv", "--summary", "-"])
      #expect(routed.status == 2)
      #expect(
        routed.errorLines.first
          == "error: --summary cannot be combined with --write; give one of them",
        "\(routed.errorLines)")
    }
    let named = runCLI([
      "peaks", "series", "--input", "rec.csv", "--write", "g.csv", "--summary", "-",
    ])
    #expect(
      named.errorLines.first == "error: --summary cannot be combined with --write; give one of them"
    )
  }

  @Test("peaks check --help lists GOLDEN, the sources and the tolerances, not --summary or --write")
  func subcommandHelp() {
    let help = runCLI(["peaks", "check", "--help"])
    #expect(help.status == 0 && help.errorLines.isEmpty)
    #expect(help.output.contains("USAGE: jellylab peaks check [GOLDEN] [options]"))
    for option in [
      "--check <GOLDEN>", "--time-tolerance <S>", "--value-tolerance <V>", "--preset", "--mass",
      "--curve", "--input <FILE>", "--junit <FILE>",
    ] {
      #expect(help.output.contains(option), "\(option)")
    }
    for option in ["--summary", "--threshold", "--write", "--drop-rate"] {
      #expect(!help.output.contains(option + " "), "\(option)")
    }
    #expect(runCLI(["help", "peaks", "check"]).output == help.output)
    let peaks = runCLI(["peaks", "--help"]).output
    for sub in ["scene", "spring", "easing", "series", "write", "check"] {
      #expect(peaks.contains("\n  \(sub) "), "\(sub)")
    }
  }

  @Test(
    "an unknown subcommand word is refused with a suggestion and the parent's usage",
    arguments: [
      (["peaks", "chek"], "jellylab peaks", "'chek'", "; did you mean 'check'?"),
      (
        ["compare", "reprot", "--preset", "skype"], "jellylab compare", "'reprot'",
        "; did you mean 'report'?"
      ),
      (
        ["peaks", "zzzzzz"], "jellylab peaks", "'zzzzzz'",
        "; the subcommands are scene, spring, easing, series, write, check"
      ),
    ])
  func unknownSubcommand(arguments: [String], path: String, word: String, hint: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errorLines == [
        "error: unknown subcommand \(word) for '\(path)'\(hint)",
        "usage: \(path) <subcommand> [options]",
        "see '\(path) --help'",
      ])
  }
}

extension JellyLabTests {
  @Test(
    "an option of another mode of the same command names that mode",
    arguments: [
      (
        ["peaks", "--preset", "skype", "--time-tolerance", "1"],
        "error: --time-tolerance needs --write"
      ),
      (
        ["peaks", "check", "g.csv", "--summary", "s.txt"],
        "error: --summary belongs to 'jellylab peaks scene|spring|easing|series', not to"
          + " 'jellylab peaks check'"
      ),
      (
        ["peaks", "--drop-rate", "0.1", "--check", "g.csv"],
        "error: --drop-rate belongs to 'jellylab peaks scene', not to 'jellylab peaks check'"
      ),
      (
        ["compare", "--curves", "linear", "--preset", "skype"],
        "error: --preset belongs to 'jellylab compare report|plot', not to"
          + " 'jellylab compare curves'"
      ),
    ])
  func optionOfAnotherMode(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.errorMessages == [message])
  }
}
