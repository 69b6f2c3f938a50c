import Testing

@testable import JellyArguments
@testable import JellyCLI

/// The outcome of one in-process jellylab run.
struct CLIResult {
  let status: Int32
  let output: String
  let errorLines: [String]

  /// The stderr lines that start with `error:`.
  var errorMessages: [String] { errorLines.filter { $0.hasPrefix("error:") } }
}

/// Runs jellylab in-process with a capturing console.
func runCLI(_ arguments: [String]) -> CLIResult {
  let console = CapturingConsole()
  let status = JellyLab.run(arguments, console: console)
  return CLIResult(status: status, output: console.outputText, errorLines: console.errorLines)
}

/// The two lines after a usage error's `error:` line for the command at `path`
/// (`jellylab peaks check`), or none when `path` is nil.
func usageLines(_ path: String?) -> [String] {
  guard let path else { return [] }
  return ["usage: \(path) [options]", "see '\(path) --help'"]
}
