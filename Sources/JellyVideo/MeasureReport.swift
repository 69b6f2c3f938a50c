import Foundation
import JellyFit

/// The report of a measured recording (`jellylab measure`): what was measured
/// (``MeasuredSeries``), the fits (`MotionFitReport`), the best spring fit's platform constants
/// and the command line that reproduces it, and that command's code when asked for; as a table
/// or as JSON.
package struct MeasureReport: Sendable {
  /// The recording's path, as given.
  package let recording: String
  /// The series fitted.
  package let measured: MeasuredSeries
  /// The fits, ranked.
  package let fits: MotionFitReport
  /// The model of the spring fit the constants describe (`spring`, `uikit`), or `nil` when no
  /// spring was fitted (no constants, no command line).
  package let springModel: String?
  /// The constants by platform format (`swiftui`, …), each as the export report's `key` and
  /// value text, in order.
  package let constants: [(format: String, entries: [(key: String, value: String)])]
  /// The command line, as arguments, that reproduces the spring (empty without one).
  package let reproduce: [String]
  /// The code the reproducing command prints, when asked for.
  package let code: String?
  /// What was warned of (without `warning: `), for the JSON.
  package let warnings: [String]

  /// A report of `measured` in `recording` with its fits, constants and command line.
  package init(
    recording: String, measured: MeasuredSeries, fits: MotionFitReport, springModel: String?,
    constants: [(format: String, entries: [(key: String, value: String)])],
    reproduce: [String], code: String?, warnings: [String]
  ) {
    self.recording = recording
    self.measured = measured
    self.fits = fits
    self.springModel = springModel
    self.constants = constants
    self.reproduce = reproduce
    self.code = code
    self.warnings = warnings
  }

  /// The line that says what was measured: the property and its unit, the element's box, the
  /// frames kept of those tracked (and the repeated ones left out), the time span in seconds.
  package var header: String {
    let element = measured.element.map { " of the element at \($0)" } ?? ""
    let span =
      measured.times.isEmpty
      ? ""
      : ", t = \(MotionFitReport.short(measured.times[0])) to"
        + " \(MotionFitReport.short(measured.times[measured.times.count - 1])) s"
    let repeats =
      measured.repeatedFrames > 0
      ? " (\(measured.repeatedFrames) repeating the frame before while it moves left out)" : ""
    return "measured: \(measured.property.rawValue) (\(measured.property.unit))\(element) in"
      + " '\(recording)', \(measured.times.count) of \(measured.frameCount) frames\(repeats)\(span)\n"
  }

  /// The report as text: the header, the fits' table, the constants aligned in two columns and
  /// the reproducing command line (shell-quoted where needed), then the code.
  package func table() -> String {
    var text = header + "\n" + fits.table()
    if let springModel {
      text += "\nplatform constants of the \(springModel) fit, as 'jellylab export' prints"
      text += " them:\n"
      text += MotionFitReport.aligned(constants.flatMap { $0.entries.map { [$0.key, $0.value] } })
      text += "reproduce: \(reproduce.map(Self.shellQuoted).joined(separator: " "))\n"
    }
    if let code { text += "\n" + code }
    return text
  }

  /// The report as JSON: `recording`, `measured`, `unit`, `element` ([x, y, width, height]
  /// pixels, or null), `frames`, `samples`, `repeated_frames_left_out`, `warnings`,
  /// `constants` (format → key → text), `reproduce` (with a spring fit), `code` (when asked
  /// for) and `fit` (the fit report's object); one line.
  package func json() -> String {
    var members: [(key: String, value: ReportJSON)] = [
      ("recording", .text(recording)), ("measured", .text(measured.property.rawValue)),
      ("unit", .text(measured.property.unit)),
      (
        "element",
        measured.element.map { element in
          .array([element.x, element.y, element.width, element.height].map { .integer($0) })
        } ?? .number(nil)
      ),
      ("frames", .integer(measured.frameCount)), ("samples", .integer(measured.times.count)),
      ("repeated_frames_left_out", .integer(measured.repeatedFrames)),
      ("warnings", .array(warnings.map { .text($0) })),
      (
        "constants",
        .object(
          constants.map { ($0.format, .object($0.entries.map { ($0.key, .text($0.value)) })) })
      ),
    ]
    if springModel != nil { members.append(("reproduce", .array(reproduce.map { .text($0) }))) }
    if let code { members.append(("code", .text(code))) }
    members.append(("fit", fits.value()))
    return ReportJSON.object(members).text(indent: 0) + "\n"
  }

  /// `text` in single quotes when a shell would split or expand it (letters, digits and
  /// `-_./=:+` stay bare).
  package static func shellQuoted(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:+".contains($0) }
      ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension MeasuredProperty {
  /// `value` as an amount of the property, with its unit where it has one (`0.4 px`, `0.003 of
  /// the reference size`, `0.004` of the opacity).
  package func amount(_ value: Double) -> String {
    let number = MotionFitReport.short(value)
    return self == .opacity ? number : "\(number) \(unit)"
  }
}
