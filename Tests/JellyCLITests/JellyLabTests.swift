import Testing

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
        #expect(leafHelp.contains("USAGE: jellylab \(path.joined(separator: " ")) [options]"))
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
}
