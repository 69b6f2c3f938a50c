import Foundation
import JellyArguments
import JellyExport
import JellyFit

/// The measured motion handed back to the platforms: the best spring fit (free spring or
/// UIKit's) as `jellylab export` and `jellylab peaks` take a spring, run in-process so that the
/// constants, the code and the golden file are exactly what those commands give.
struct MeasuredReproduction {
  /// The best fit that is a spring, or `nil` when no spring model was fitted.
  let fit: MotionFit?
  /// The spring's options, as `export` and `peaks` read them (`--mass 1 --stiffness K
  /// --damping-coefficient C --velocity V`, or UIKit's `--duration T --damping Z --velocity V`).
  let springArguments: [String]

  /// The tolerance a measured spring's golden file records: 1 % of each peak's time and 0.01
  /// of the travel, since two recordings of one spring measure it within a few tenths of a
  /// percent.
  static let goldenTolerance = ["--relative-time-tolerance", "0.01", "--value-tolerance", "0.01"]

  /// The platform formats whose constants the report lists.
  static let constantFormats: [ExportFormat] = [.swiftUI, .uiKit, .coreAnimation, .android]

  /// The reproduction of the best spring fit among `results`.
  init(results: MotionFitResults) {
    let fit = results.bestSpringFit
    self.fit = fit
    guard let fit, let spring = fit.spring else {
      springArguments = []
      return
    }
    let velocity = fit[.velocity].flatMap { $0.isFinite ? $0 : nil } ?? 0
    let text = { (value: Double) in "\(value)" }
    if case .uiKit(let duration, let dampingRatio, _) = fit.shape {
      springArguments = [
        "--duration", text(duration), "--damping", text(dampingRatio),
        "--velocity", text(velocity),
      ]
    } else {
      springArguments = [
        "--mass", "1", "--stiffness", text(spring.stiffness / spring.mass),
        "--damping-coefficient", text(spring.damping / spring.mass), "--velocity", text(velocity),
      ]
    }
  }

  /// The `jellylab export` command line of `format` for the spring.
  func exportCommand(_ format: ExportFormat) -> [String] {
    ["jellylab", "export", "--format", format.rawValue] + springArguments
  }

  /// What `jellylab export --format FORMAT` prints for the spring: the code (its output) and
  /// the report's `key: value` lines (its messages).
  ///
  /// - Throws: ``CLIError`` when no spring was fitted or export refuses the spring.
  func code(format: ExportFormat) throws(CLIError) -> (code: String, report: [String]) {
    guard fit != nil else {
      throw CLIError(
        "--export \(format.rawValue) needs a spring fit: none of the models fitted is a spring"
          + " (--model spring or uikit)", showsUsage: false)
    }
    let console = CapturingConsole()
    let status = JellyLab.run(Array(exportCommand(format).dropFirst()), console: console)
    guard status == 0 else {
      let message = console.errorLines.first { $0.hasPrefix("error: ") } ?? "export failed"
      throw CLIError(
        "--export \(format.rawValue): \(message.dropFirst("error: ".count))", showsUsage: false)
    }
    return (console.outputText, console.errorLines)
  }

  /// The constants of ``constantFormats`` as export reports them: `(format, [(key, value)])`,
  /// without the report's format, source and notes lines.
  func constants() -> [(format: ExportFormat, entries: [(key: String, value: String)])] {
    Self.constantFormats.compactMap { format in
      guard let report = try? code(format: format).report else { return nil }
      let entries = report.compactMap { line -> (key: String, value: String)? in
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = String(line[..<colon])
        guard !["format", "source", "notes", "read_back_error"].contains(key),
          !key.contains(" ")
        else { return nil }
        return (key, line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
      }
      return (format, entries)
    }
  }

  /// Records the spring at `path` as a golden file of its peaks (`peaks write`) when there is
  /// none, else checks it against the one there (`peaks check`, the spring given laid over the
  /// recorded one); their messages go to stderr.
  ///
  /// - Returns: The outcome of the check (or of the recording).
  /// - Throws: ``CLIError`` when no spring was fitted or the golden file cannot be written.
  func pin(_ path: String, context: CommandContext) throws(CLIError) -> ExitStatus {
    guard fit != nil else {
      throw CLIError(
        "--golden needs a spring fit: none of the models fitted is a spring"
          + " (--model spring or uikit)", showsUsage: false)
    }
    let exists = FileManager.default.fileExists(atPath: path)
    let travel = ["--from", "0", "--to", "1"]
    let arguments =
      exists
      ? ["peaks", "check", path] + springArguments + travel
      : ["peaks", "write", "--write", path] + springArguments + travel + Self.goldenTolerance
    let console = CapturingConsole()
    let status = JellyLab.run(arguments, console: console)
    for line in console.errorLines {
      context.console.writeError("golden: \(line)\n")
    }
    if !exists, status == 0 {
      context.console.writeError("golden: wrote \(path) and its .meta.json\n")
    }
    if exists {
      for line in console.outputText.split(separator: "\n") {
        context.console.writeError("golden: \(line)\n")
      }
    }
    switch status {
    case 0: return .success
    case 1: return .checkFailed
    default:
      throw CLIError("--golden \(path): the golden file could not be used", showsUsage: false)
    }
  }
}
