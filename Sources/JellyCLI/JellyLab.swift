import Foundation
import JellyArguments
import JellyFrameDiff
import JellyIO
import JellyMath
import JellyText

/// The jellylab command line: dispatches to the commands of ``CommandRegistry`` and turns every
/// failure into one `error:` line and an exit status.
package enum JellyLab {
  /// The version printed by `jellylab --version`.
  package static let version = "0.1.0"

  /// Runs the command line on the process's own stdout and stderr.
  ///
  /// - Parameter arguments: The arguments without the program name.
  /// - Returns: The exit status: 0 success, 1 a check failed, 2 bad usage or bad input.
  package static func run(_ arguments: [String]) -> Int32 {
    run(arguments, console: StandardConsole())
  }

  /// Runs the command line with `console` as stdout and stderr (tests pass a
  /// ``CapturingConsole``). Never traps on any input.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - console: Receives data and messages.
  /// - Returns: The exit status: 0 success, 1 a check failed, 2 bad usage or bad input.
  package static func run(_ arguments: [String], console: any Console) -> Int32 {
    var status: ExitStatus
    var command: CommandAtPath?
    do {
      status = try dispatch(arguments, console: console, command: &command)
    } catch let error as CLIError {
      report(error, command: command, console: console)
      status = error.status
    } catch {
      report(CLIError("\(error)", showsUsage: false), command: command, console: console)
      status = .usageError
    }
    do {
      try console.flush()
    } catch {
      if status == .success {
        let reason = (error as? AtomicFileWriterError)?.detail ?? "\(error)"
        console.writeError("error: cannot write to standard output: \(reason)\n")
        status = .usageError
      }
    }
    // The run is over: an interrupt from now on has nothing of it to undo.
    InterruptCleanup.shared.forgetCreatedPaths()
    return status.rawValue
  }

  /// Exits the process with `status`.
  package static func exit(with status: Int32) -> Never {
    Foundation.exit(status)
  }

  private static func dispatch(
    _ arguments: [String], console: any Console, command: inout CommandAtPath?
  ) throws -> ExitStatus {
    guard let first = arguments.first else {
      throw CLIError("no command given; the commands are \(commandNames)")
    }
    switch first {
    case "--help", "-h":
      try expectNothing(Array(arguments.dropFirst()))
      try console.writeOutput(rootHelp(commands: CommandRegistry.all))
      return .success
    case "--version":
      try expectNothing(Array(arguments.dropFirst()))
      try console.writeOutput("jellylab \(version)\n")
      return .success
    case "help":
      let rest = arguments.dropFirst()
      guard let name = rest.first else {
        try console.writeOutput(rootHelp(commands: CommandRegistry.all))
        return .success
      }
      var found = try lookUp(name)
      var path = "jellylab \(found.name)"
      var words = rest.dropFirst()
      while let word = words.first, let sub = found.subcommand(named: word) {
        found = sub
        path += " \(word)"
        words = words.dropFirst()
      }
      command = CommandAtPath(command: found, path: path)
      try expectNothing(Array(words), command: command)
      try console.writeOutput(HelpFormatter.commandHelp(found, path: path))
      return .success
    default:
      break
    }
    if first.hasPrefix("-") {
      let suggestion = EditDistance.suggestion(for: first, among: ["--help", "--version"])
      throw CLIError.unknownOption(first, command: "jellylab", suggestion: suggestion)
    }
    var found = try lookUp(first)
    var rest = Array(arguments.dropFirst())
    var path = "jellylab \(found.name)"
    // A command with modes: the first argument names one, or the options imply one.
    var siblings: [any Command] = []
    var parentPath = path
    while !found.subcommands.isEmpty {
      (siblings, parentPath) = (found.subcommands, path)
      if let word = rest.first, let sub = found.subcommand(named: word) {
        rest.removeFirst()
        found = sub
      } else if ArgumentTokenizer.requestsHelp(rest) {
        break
      } else if let word = rest.first, !word.hasPrefix("-") {
        command = CommandAtPath(command: found, path: path)
        let names = found.subcommands.map(\.name)
        let hint = EditDistance.suggestion(for: word, among: names).map {
          "; did you mean '\($0)'?"
        }
        throw CLIError(
          "unknown subcommand \(CLIError.quoted(word)) for '\(path)'"
            + (hint ?? "; the subcommands are \(names.joined(separator: ", "))"))
      } else if let sub = found.defaultSubcommand?.choose(
        given: givenOptionNames(rest), among: found.subcommands)
      {
        found = sub
      } else {
        break
      }
      path += " \(found.name)"
    }
    command = CommandAtPath(command: found, path: path)
    if ArgumentTokenizer.requestsHelp(rest) {
      try console.writeOutput(HelpFormatter.commandHelp(found, path: path))
      return .success
    }
    try checkMode(rest, of: found, path: path, siblings: siblings, parentPath: parentPath)
    let parsed = try OptionParser.parse(
      rest, specs: found.options, rules: found.rules, command: path, operands: found.operands)
    let context = CommandContext(console: console)
    for deprecation in parsed.deprecations { context.warn(deprecation) }
    // --list-presets, handled here for every command whose scene options declare it.
    if parsed.declares(SceneOptions.listPresets), parsed[SceneOptions.listPresets] {
      try console.writeOutput(FrameDiffPreset.listing)
      return .success
    }
    // An activity line still drawn when the command fails is cleared before the error prints.
    defer { context.stopActivity() }
    return try found.run(parsed, context: context)
  }

  /// Refuses an option that belongs to another mode of the same command with a message that
  /// names that mode (`--time-tolerance belongs to 'jellylab peaks check'`).
  private static func checkMode(
    _ arguments: [String], of command: any Command, path: String, siblings: [any Command],
    parentPath: String
  ) throws(CLIError) {
    let own = Set(command.options.flatMap { [$0.name] + $0.deprecatedNames })
    for name in orderedOptionNames(arguments) where !own.contains(name) && name != "help" {
      let owners = siblings.filter { $0.options.contains { $0.name == name } }.map(\.name)
      guard !owners.isEmpty else { continue }
      throw CLIError(
        "--\(name) belongs to '\(parentPath) \(owners.joined(separator: "|"))', not to '\(path)'")
    }
  }

  /// The root help: overview, usage, the command list and the exit statuses.
  static func rootHelp(commands: [any Command]) -> String {
    let width = (commands.map(\.name.count).max() ?? 0) + 2
    var text = """
      OVERVIEW: jellylab \(JellyLab.version): spring and "jelly" animation curves the way iOS draws them.

      USAGE: jellylab <command> [options]
             jellylab help <command>
             jellylab --help | --version

      COMMANDS:

      """
    for command in commands {
      text += "  " + HelpFormatter.pad(command.name, to: width) + command.abstract + "\n"
    }
    text += """

      Run 'jellylab help <command>' or 'jellylab <command> --help' for a command's options.
      Data goes to stdout (or --out FILE); messages go to stderr.
      Exit status: 0 success, 1 a check failed, 2 bad usage or bad input.

      """
    return text
  }

  private static var commandNames: String {
    CommandRegistry.all.map { "'\($0.name)'" }.joined(separator: ", ")
  }

  private static func lookUp(_ name: String) throws(CLIError) -> any Command {
    if let command = CommandRegistry.command(named: name) { return command }
    let names = CommandRegistry.all.map(\.name)
    let hint = EditDistance.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" }
    throw CLIError(
      "unknown command \(CLIError.quoted(name))\(hint ?? "; the commands are \(commandNames)")")
  }

  private static func expectNothing(_ rest: [String], command: CommandAtPath? = nil)
    throws(CLIError)
  {
    if let extra = rest.first {
      throw CLIError.unexpectedArgument(
        extra,
        command: command.map { "jellylab help" + $0.path.dropFirst("jellylab".count) }
          ?? "jellylab")
    }
  }

  private static func report(_ error: CLIError, command: CommandAtPath?, console: any Console) {
    var text = "error: \(error.message)\n"
    if error.showsUsage {
      if let command {
        text += "usage: \(command.usage)\nsee '\(command.path) --help'\n"
      } else {
        text += "usage: jellylab <command> [options]\nsee 'jellylab --help'\n"
      }
    }
    console.writeError(text)
  }
}

/// A command with the words that reach it (`jellylab peaks check`), for messages.
struct CommandAtPath {
  /// The command that runs.
  let command: any Command
  /// `jellylab` followed by the command and subcommand names.
  let path: String

  /// `jellylab peaks check [options]`, with the operands (`jellylab track VIDEO [options]`),
  /// or with `<subcommand>` for a command with modes.
  var usage: String { "\(path) \(command.usageWords)" }
}
