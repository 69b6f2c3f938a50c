@testable import JellyCLI

/// The outcome of one in-process jellylab run.
package struct CLIResult: Sendable {
  /// The exit status.
  package let status: Int32
  /// Everything written to stdout.
  package let output: String
  /// The lines written to stderr.
  package let errorLines: [String]

  /// The stderr lines that start with `error:`.
  package var errorMessages: [String] { errorLines.filter { $0.hasPrefix("error:") } }
}

/// Runs jellylab in-process with a capturing console (the CLI tests' harness; the binary's
/// is `launchJellylab` in JellyTestSupport).
package func runCLI(_ arguments: [String]) -> CLIResult {
  let console = CapturingConsole()
  let status = JellyLab.run(arguments, console: console)
  return CLIResult(status: status, output: console.outputText, errorLines: console.errorLines)
}

/// The two lines after a usage error's `error:` line for the command at `path`
/// (`jellylab peaks check`), or none when `path` is nil.
package func usageLines(_ path: String?) -> [String] {
  guard let path else { return [] }
  return ["usage: \(path) [options]", "see '\(path) --help'"]
}
