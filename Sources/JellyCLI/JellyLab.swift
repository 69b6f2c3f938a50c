import Foundation
import JellyOutput

/// The jellylab command line: dispatches to the commands of ``CommandRegistry`` and turns every
/// failure into one `error:` line and an exit status.
public enum JellyLab {
  /// The version printed by `jellylab --version`.
  public static let version = "0.1.0"

  /// Runs the command line on the process's own stdout and stderr.
  ///
  /// - Parameter arguments: The arguments without the program name.
  /// - Returns: The exit status: 0 success, 1 a check failed, 2 bad usage or bad input.
  public static func run(_ arguments: [String]) -> Int32 {
    run(arguments, console: StandardConsole())
  }

  /// Runs the command line with `console` as stdout and stderr (tests pass a
  /// ``CapturingConsole``). Never traps on any input.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - console: Receives data and messages.
  /// - Returns: The exit status: 0 success, 1 a check failed, 2 bad usage or bad input.
  public static func run(_ arguments: [String], console: any Console) -> Int32 {
    var status: ExitStatus
    var command: (any Command)?
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
    return status.rawValue
  }

  /// Exits the process with `status`.
  public static func exit(with status: Int32) -> Never {
    Foundation.exit(status)
  }

  private static func dispatch(
    _ arguments: [String], console: any Console, command: inout (any Command)?
  ) throws -> ExitStatus {
    guard let first = arguments.first else {
      throw CLIError("no command given; the commands are \(commandNames)")
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h":
      try expectNothing(rest)
      try console.writeOutput(HelpFormatter.rootHelp(commands: CommandRegistry.all))
      return .success
    case "--version":
      try expectNothing(rest)
      try console.writeOutput("jellylab \(version)\n")
      return .success
    case "help":
      guard let name = rest.first else {
        try console.writeOutput(HelpFormatter.rootHelp(commands: CommandRegistry.all))
        return .success
      }
      let found = try lookUp(name)
      command = found
      try expectNothing(Array(rest.dropFirst()), command: found)
      try console.writeOutput(HelpFormatter.commandHelp(found))
      return .success
    default:
      break
    }
    if first.hasPrefix("-") {
      let suggestion = EditDistance.suggestion(for: first, among: ["--help", "--version"])
      throw CLIError.unknownOption(first, command: "jellylab", suggestion: suggestion)
    }
    let found = try lookUp(first)
    command = found
    if ArgumentTokenizer.requestsHelp(rest) {
      try console.writeOutput(HelpFormatter.commandHelp(found))
      return .success
    }
    let parsed = try OptionParser.parse(
      rest, specs: found.options, command: "jellylab \(found.name)")
    return try found.run(parsed, context: CommandContext(console: console))
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

  private static func expectNothing(_ rest: [String], command: (any Command)? = nil)
    throws(CLIError)
  {
    if let extra = rest.first {
      throw CLIError.unexpectedArgument(
        extra, command: "jellylab" + (command.map { " help \($0.name)" } ?? ""))
    }
  }

  private static func report(_ error: CLIError, command: (any Command)?, console: any Console) {
    var text = "error: \(error.message)\n"
    if error.showsUsage {
      if let command {
        text += "\(command.usage)\nsee 'jellylab \(command.name) --help'\n"
      } else {
        text += "usage: jellylab <command> [options]\nsee 'jellylab --help'\n"
      }
    }
    console.writeError(text)
  }
}
