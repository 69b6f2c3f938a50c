import Foundation
import JellyExport
import JellyFit
import JellyVideo

/// The report of `jellylab measure`: what was measured, the fits (`MotionFitReport`), the spring's
/// platform constants and, with `--export`, its code; as a table or JSON.
enum MeasureReport {
  /// The lines that say what was measured.
  static func header(path: String, measured: MeasuredSeries) -> String {
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
      + " '\(path)', \(measured.times.count) of \(measured.frameCount) frames\(repeats)\(span)\n"
  }

  /// The report as text: the header, the fits, the constants and the code.
  static func table(
    path: String, measured: MeasuredSeries, report: MotionFitReport,
    reproduction: MeasuredReproduction, exported: (code: String, report: [String])?,
    exportFormat: ExportFormat?
  ) -> String {
    var text = header(path: path, measured: measured) + "\n" + report.table()
    if let fit = reproduction.fit {
      text += "\nplatform constants of the \(fit.model.rawValue) fit, as 'jellylab export' prints"
      text += " them:\n"
      var rows: [[String]] = []
      for (_, entries) in reproduction.constants() {
        for (key, value) in entries { rows.append([key, value]) }
      }
      text += MotionFitReport.aligned(rows)
      let command = reproduction.exportCommand(exportFormat ?? .swiftUI).map(quotedIfNeeded)
      text += "reproduce: \(command.joined(separator: " "))\n"
    }
    if let exported {
      text += "\n" + exported.code
    }
    return text
  }

  /// The report as JSON: `recording`, `measured`, `element`, `frames`, `samples`, `warnings`
  /// (what stderr warned of, without `warning: `), `fit` (the fit report's object),
  /// `constants` (format → key → text) and `export` (command, code).
  static func json(
    path: String, measured: MeasuredSeries, report: MotionFitReport,
    reproduction: MeasuredReproduction, exported: (code: String, report: [String])?,
    exportFormat: ExportFormat?, warnings: [String]
  ) -> String {
    var members: [(key: String, value: ReportJSON)] = [
      ("recording", .text(path)), ("measured", .text(measured.property.rawValue)),
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
    ]
    var constants: [(key: String, value: ReportJSON)] = []
    for (format, entries) in reproduction.constants() {
      constants.append((format.rawValue, .object(entries.map { ($0.0, .text($0.1)) })))
    }
    members.append(("constants", .object(constants)))
    if reproduction.fit != nil {
      members.append(
        (
          "reproduce",
          .array(reproduction.exportCommand(exportFormat ?? .swiftUI).map { .text($0) })
        ))
    }
    if let exported { members.append(("code", .text(exported.code))) }
    members.append(("fit", report.value()))
    return ReportJSON.object(members).text(indent: 0) + "\n"
  }

  /// `text` in single quotes when a shell would split or expand it.
  static func quotedIfNeeded(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:+".contains($0) }
      ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
