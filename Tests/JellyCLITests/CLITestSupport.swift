import Testing

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

/// A numeric CSV: the header and the rows parsed with `Double(_:)`.
struct NumericCSV {
  let header: [String]
  let rows: [[Double]]

  /// Parses `text`; records a test issue for any field that is not a number.
  init(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    header = lines.first.map { $0.split(separator: ",").map(String.init) } ?? []
    rows = lines.dropFirst().map { line in
      line.split(separator: ",", omittingEmptySubsequences: false).map { field in
        guard let value = Double(field) else {
          Issue.record("not a number: '\(field)'", sourceLocation: sourceLocation)
          return .nan
        }
        return value
      }
    }
  }

  /// Column `index` of every row.
  func column(_ index: Int) -> [Double] { rows.map { $0[index] } }
}

/// The two lines after a usage error's `error:` line for the command at `path`
/// (`jellylab peaks check`), or none when `path` is nil.
func usageLines(_ path: String?) -> [String] {
  guard let path else { return [] }
  return ["usage: \(path) [options]", "see '\(path) --help'"]
}
