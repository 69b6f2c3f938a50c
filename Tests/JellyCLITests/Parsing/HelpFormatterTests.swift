import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct HelpFormatterTests {
  @Test("wrapping keeps every word, in order, within the width")
  func wrap() {
    let text = "Display frames per second: rows at t = i/F (a finite number > 0; default 60)"
    let lines = HelpFormatter.wrap(text, width: 20)
    #expect(lines.allSatisfy { $0.count <= 20 })
    #expect(lines.joined(separator: " ") == text)
    #expect(HelpFormatter.wrap("a-very-long-word x", width: 5) == ["a-very-long-word", "x"])
    #expect(HelpFormatter.wrap("", width: 5).isEmpty)
  }

  @Test("every help line fits in 100 columns; a command lists its subcommands or options")
  func layout() {
    for command in CommandRegistry.all {
      let help = HelpFormatter.commandHelp(command)
      #expect(
        help.split(separator: "\n").allSatisfy { $0.count <= HelpFormatter.lineWidth },
        "\(command.name)")
      let lines = help.split(separator: "\n").map(String.init)
      if command.subcommands.isEmpty {
        let last = lines.last ?? ""
        #expect(last.hasPrefix("  -h, --help ") && last.hasSuffix(" Show this help."))
      } else {
        #expect(lines.contains("USAGE: jellylab \(command.name) <subcommand> [options]"))
        for sub in command.subcommands {
          #expect(lines.contains { $0.hasPrefix("  \(sub.name) ") && $0.hasSuffix(sub.abstract) })
          let path = "jellylab \(command.name) \(sub.name)"
          let subHelp = HelpFormatter.commandHelp(sub, path: path)
          #expect(
            subHelp.split(separator: "\n").allSatisfy { $0.count <= HelpFormatter.lineWidth },
            "\(path)")
          #expect(subHelp.contains("USAGE: \(path) \(sub.usageWords)\n"))
          let last = subHelp.split(separator: "\n").last ?? ""
          #expect(last.hasPrefix("  -h, --help ") && last.hasSuffix(" Show this help."))
        }
      }
    }
    let root = JellyLab.rootHelp(commands: CommandRegistry.all)
    #expect(root.split(separator: "\n").allSatisfy { $0.count <= HelpFormatter.lineWidth })
    #expect(root.contains("Exit status: 0 success, 1 a check failed, 2 bad usage or bad input."))
  }

  @Test("the scene paragraph starts on a line of its own in every command's help")
  func sceneParagraphOnItsOwnLine() {
    for command in CommandRegistry.all.flatMap({ [$0] + $0.subcommands }) {
      let help = HelpFormatter.commandHelp(command)
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
      // No sentence runs into the next paragraph's heading, as "grid.SCENE:" once did in shape.
      #expect(
        lines.allSatisfy { !$0.contains("SCENE:") || $0.hasPrefix("SCENE:") }, "\(command.name)")
    }
  }

  @Test("option lines: synopsis, help, then (range; default)")
  func optionLine() {
    #expect(
      HelpFormatter.commandHelp(Probe()) == """
        OVERVIEW: Probes.

        USAGE: jellylab probe [options]

        OPTIONS:
          --fps <F>     Frames (a finite number > 0; default 60)
          --out <FILE>  Output
          --check       Check
          -h, --help    Show this help.

        """)
    // A synopsis wider than the 30-column cap gets its own line; help continues under the column.
    let long = Probe(extra: [
      OptionSpec("a-rather-long-option-name", .text, valueName: "VALUE", help: "Long one")
    ])
    let lines = HelpFormatter.commandHelp(long).split(separator: "\n")
    let index = lines.firstIndex { $0 == "  --a-rather-long-option-name <VALUE>" }
    #expect(index.map { String(lines[$0 + 1]) } == String(repeating: " ", count: 32) + "Long one")
    #expect(
      lines.contains("  --fps <F>                     Frames (a finite number > 0; default 60)"))
  }
}

/// A minimal command for layout tests.
private struct Probe: Command {
  var extra: [OptionSpec] = []
  var name: String { "probe" }
  var abstract: String { "Probes." }
  var discussion: String { "" }
  var options: [OptionSpec] {
    [
      OptionSpec("fps", .number(.positive), valueName: "F", help: "Frames", default: "60"),
      OptionSpec("out", .text, valueName: "FILE", help: "Output"),
      OptionSpec("check", .flag, help: "Check"),
    ] + extra
  }
  func run(_ options: ParsedOptions, context: CommandContext) throws -> JellyArguments.ExitStatus {
    .success
  }
}
