import Testing

@testable import JellyArguments
@testable import JellyCLI

/// Every command's help laid out by HelpFormatter (its wrapping and option lines are checked in
/// JellyArgumentsTests).
@Suite struct CommandHelpLayoutTests {
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
}
