import Testing

@testable import JellyCLI

@Suite struct CommandRegistryTests {
  @Test("names are unique and found by lookup; option names are unique kebab-case per command")
  func registry() {
    let names = CommandRegistry.all.map(\.name)
    #expect(
      names == ["spring", "convert", "ease", "diff", "peaks", "compare", "shape", "plot", "sweep"])
    #expect(Set(names).count == names.count)
    for command in CommandRegistry.all {
      #expect(CommandRegistry.command(named: command.name)?.name == command.name)
      let options = command.options.map(\.name)
      #expect(Set(options).count == options.count, "\(command.name)")
      #expect(options.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
      let usage = CommandAtPath(command: command, path: "jellylab \(command.name)").usage
      #expect(
        usage
          == (command.subcommands.isEmpty
            ? "jellylab \(command.name) [options]"
            : "jellylab \(command.name) <subcommand> [options]"))
    }
    #expect(CommandRegistry.command(named: "Spring") == nil)
  }

  @Test("exit statuses are 0, 1 and 2")
  func exitStatuses() {
    #expect(JellyCLI.ExitStatus.success.rawValue == 0)
    #expect(JellyCLI.ExitStatus.checkFailed.rawValue == 1)
    #expect(JellyCLI.ExitStatus.usageError.rawValue == 2)
  }
}
