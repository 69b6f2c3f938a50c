import Foundation
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct CommandRegistryTests {
  @Test("names are unique and found by lookup; option names are unique kebab-case per command")
  func registry() {
    let names = CommandRegistry.all.map(\.name)
    #expect(
      names == [
        "spring", "convert", "ease", "diff", "peaks", "compare", "shape", "plot", "sweep", "export",
        "lab", "fit", "track", "lottie", "measure", "interrupt",
      ])
    #expect(Set(names).count == names.count)
    for command in CommandRegistry.all {
      #expect(CommandRegistry.command(named: command.name)?.name == command.name)
      let options = command.options.map(\.name)
      #expect(Set(options).count == options.count, "\(command.name)")
      #expect(options.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
      let usage = CommandAtPath(command: command, path: "jellylab \(command.name)").usage
      let operands = command.operands.map { $0.valueName + " " }.joined()
      #expect(
        usage
          == (command.subcommands.isEmpty
            ? "jellylab \(command.name) \(operands)[options]"
            : "jellylab \(command.name) <subcommand> [options]"))
    }
    #expect(CommandRegistry.command(named: "Spring") == nil)
  }

  @Test("exit statuses are 0, 1 and 2")
  func exitStatuses() {
    #expect(JellyArguments.ExitStatus.success.rawValue == 0)
    #expect(JellyArguments.ExitStatus.checkFailed.rawValue == 1)
    #expect(JellyArguments.ExitStatus.usageError.rawValue == 2)
  }

  /// Every command that runs, with the words that reach it: `spring`, `peaks check`, ...
  static var leaves: [(path: String, command: any Command)] {
    CommandRegistry.all.flatMap { command in
      command.subcommands.isEmpty
        ? [("jellylab \(command.name)", command)]
        : command.subcommands.map { ("jellylab \(command.name) \($0.name)", $0) }
    }
  }

  @Test("every subcommand has a unique name, an abstract and unique kebab-case options")
  func subcommands() {
    #expect(Self.leaves.count == 14 + 6 + 3)
    for command in CommandRegistry.all where !command.subcommands.isEmpty {
      let names = command.subcommands.map(\.name)
      #expect(Set(names).count == names.count)
      #expect(command.options.isEmpty, "\(command.name) has only its subcommands' options")
      for sub in command.subcommands {
        #expect(command.subcommand(named: sub.name)?.name == sub.name)
        #expect(!sub.abstract.isEmpty)
        #expect(sub.subcommands.isEmpty)
      }
    }
    for (path, command) in Self.leaves {
      let options = command.options.map(\.name)
      #expect(Set(options).count == options.count, "\(path)")
      #expect(options.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } }, "\(path)")
    }
  }

  @Test("a default rule names only subcommands, each case chosen by options its mode declares")
  func defaultRules() throws {
    for command in CommandRegistry.all {
      guard let rule = command.defaultSubcommand else {
        #expect(command.subcommands.isEmpty, "\(command.name) has modes but no default rule")
        continue
      }
      #expect(command.subcommand(named: rule.fallback) != nil, "\(command.name)")
      for item in rule.cases {
        let mode = try #require(command.subcommand(named: item.mode), "\(command.name)")
        let declared = Set(mode.options.map(\.name))
        #expect(!item.given.isEmpty)
        #expect(
          item.given.allSatisfy { declared.contains($0.name) }, "\(command.name) \(item.mode)")
      }
    }
  }

  @Test("every declared option has help, and every number states its allowed range in help")
  func optionHelp() {
    for (path, command) in Self.leaves {
      let help = HelpFormatter.commandHelp(command, path: path)
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      for spec in command.options {
        let label = "\(path) \(spec.flagName)"
        #expect(!spec.help.trimmingCharacters(in: .whitespaces).isEmpty, "\(label)")
        #expect(spec.help.count >= 4, "\(label)")
        if spec.takesValue { #expect(!spec.valueName.isEmpty, "\(label)") }
        let line = HelpFormatter.describe(spec)
        switch spec.kind {
        case .number(let range):
          #expect(spec.allowedDescription == range.description)
          #expect(spec.allowedDescription.hasPrefix("a finite number"), "\(label)")
          #expect(line.contains(spec.allowedDescription), "\(label): \(line)")
        case .integer(let minimum, let maximum):
          let expected =
            maximum.map { "an integer in [\(minimum), \($0)]" } ?? "an integer >= \(minimum)"
          #expect(spec.allowedDescription == expected)
          #expect(line.contains(expected), "\(label): \(line)")
        case .choice(let words):
          #expect(line.contains("one of \(words.joined(separator: ", "))"), "\(label)")
        case .parsed(let allowed, _), .list(_, _, let allowed):
          #expect(line.contains(allowed), "\(label)")
        case .text, .flag:
          break
        }
        // What the help screen shows, as printed (wrapping joined back).
        let synopsis = spec.takesValue ? "\(spec.flagName) <\(spec.valueName)>" : spec.flagName
        #expect(help.contains("\(synopsis) \(line)"), "\(label)")
      }
    }
  }
}
