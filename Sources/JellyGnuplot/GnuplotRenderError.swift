/// Why a gnuplot run did not produce its figure.
package enum GnuplotRenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No executable `gnuplot` on the search path (the `PATH` value searched).
  case gnuplotNotFound(searchPath: String)
  /// The script or output name is not a safe relative file name.
  case invalidScript(GnuplotScriptError)
  /// The script, a temporary file or the output could not be written, renamed or removed.
  case fileSystem(reason: String)
  /// gnuplot could not be started.
  case launchFailed(reason: String)
  /// gnuplot exited with a non-zero status (or a signal); `message` is its standard error.
  case failed(exitStatus: Int32, message: String)
  /// gnuplot exited with status 0 but reported warnings or other problems on standard error.
  case warnings(message: String)
  /// gnuplot succeeded but the expected output file is missing.
  case outputMissing(fileName: String)

  /// The install hint printed with ``gnuplotNotFound(searchPath:)``.
  package static let installHint = "install it with: apt-get install gnuplot-nox"

  /// One readable sentence, quoting gnuplot's own message where there is one.
  package var description: String {
    switch self {
    case .gnuplotNotFound(let searchPath):
      return "gnuplot was not found on PATH (\(searchPath)); \(Self.installHint)."
        + " CSV files and .gp scripts can still be written and rendered later."
    case .invalidScript(let error): return "cannot render: \(error)"
    case .fileSystem(let reason): return "cannot write figure files: \(reason)"
    case .launchFailed(let reason): return "cannot start gnuplot: \(reason)"
    case .failed(let status, let message):
      return "gnuplot failed with exit status \(status):\n\(message)"
    case .warnings(let message):
      return "gnuplot reported problems (treated as failure):\n\(message)"
    case .outputMissing(let fileName): return "gnuplot wrote no output file '\(fileName)'"
    }
  }
}
