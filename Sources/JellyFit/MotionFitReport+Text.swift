import Foundation
import JellySprings
import JellyText

extension MotionFitReport {
  // MARK: - Table

  /// For people: with several models a ranking first, with the recording's warnings once under
  /// it, then each fit's rows (value, ± standard error, unit) and its own warnings. Undefined
  /// values are `n/a`.
  public func table() -> String {
    var text = ""
    if listsModels {
      text += ranking()
      for note in results.notes { text += "warning: \(note)\n" }
      text += "\n"
    }
    for (index, fit) in results.fits.enumerated() {
      if listsModels {
        text += (fit.isRanked ? "\(index + 1). " : "not ranked: ") + "\(fit.model.rawValue)\n"
      }
      text += block(fit, withRecordingNotes: !listsModels)
      if index < results.fits.count - 1 { text += "\n" }
    }
    return text
  }

  /// The ranking: one line per fit with its criteria and residuals.
  public func ranking() -> String {
    let header = ["rank", "model", "bic", "aic", "rms_residual", "max_residual", "parameters"]
    let lines = results.fits.enumerated().map { index, fit in
      [
        fit.isRanked ? "\(index + 1)" : "-", fit.model.rawValue, Self.short(fit.bic),
        Self.short(fit.aic),
        Self.short(fit.rmsResidual), Self.short(fit.maximumResidual),
        "\(fit.fittedParameterCount)",
      ]
    }
    return Self.aligned([header] + lines)
  }

  /// One fit's rows and warnings: the recording's notes (unless `withRecordingNotes` is
  /// `false`), then the fit's own.
  public func block(_ fit: MotionFit, withRecordingNotes: Bool = true) -> String {
    let parameters = Dictionary(
      fit.parameters.map { ($0.key.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
    let lines = rows(fit).map { row -> [String] in
      let value =
        row.isWholeNumber
        ? row.value.map { "\(Int($0))" } ?? "n/a" : row.value.map(\.description) ?? "n/a"
      var error = ""
      if let parameter = parameters[row.key] {
        if parameter.isFixed {
          error = "fixed"
        } else if parameter.isHeld {
          error = "held"
        } else if parameter.isOnBound {
          error = "on a bound"
        } else if let standardError = parameter.standardError {
          error = standardError.isFinite ? "± " + Self.short(standardError, digits: 2) : "± inf"
        }
      }
      return [row.key, value, error, row.unit]
    }
    var text = Self.aligned(lines)
    let shown = withRecordingNotes ? warnings(fit) : fit.warnings
    for warning in shown { text += "warning: \(warning)\n" }
    return text
  }

  /// `rows` as left-aligned columns two spaces apart, trailing spaces trimmed.
  public static func aligned(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, field in
        column == row.count - 1
          ? field : field.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
      }.joined().replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n"
    }.joined()
  }

  /// The key entry of `fit` in a figure: its model, its main parameters (ζ, ω0 in rad/s, T
  /// and durations in seconds, the Bézier points, a and p) and its RMS residual (value units),
  /// each with 4 significant digits; `(not ranked)` after a fit left out of the ranking.
  public static func legend(_ fit: MotionFit) -> String {
    let number = { (value: Double) in String(format: "%.4g", value) }
    let shape: String
    switch fit.shape {
    case .spring(let omega, let zeta, _):
      shape = "ζ = \(number(zeta)), ω0 = \(number(omega)) rad/s"
    case .uiKit(let duration, let zeta, _):
      shape = "T = \(number(duration)) s, ζ = \(number(zeta))"
    case .cubicBezier(let x1, let y1, let x2, let y2, let duration):
      let points = [x1, y1, x2, y2].map(number).joined(separator: ", ")
      shape = "(\(points)) over \(number(duration)) s"
    case .elastic(let amplitude, let period, let duration):
      shape = "a = \(number(amplitude)), p = \(number(period)) over \(number(duration)) s"
    }
    let unranked = fit.isRanked ? "" : " (not ranked)"
    return "\(fit.model.rawValue): \(shape), RMS \(number(fit.rmsResidual))\(unranked)"
  }

  /// `value` with `digits` significant digits (6 by default).
  public static func short(_ value: Double, digits: Int = 6) -> String {
    value.isFinite ? String(format: "%.\(digits)g", value) : "\(value)"
  }

  // MARK: - CSV

  /// `model,rank,key,value,stderr,unit`: each fit's rows, then its spring's other
  /// parametrizations (the keys of `jellylab convert` not already written). Undefined values and
  /// standard errors are empty fields.
  public func csv() -> String {
    var text = ""
    do {
      try writeCSV { text += String(decoding: $0, as: UTF8.self) }
    } catch {
      // Unreachable: the sink appends to a string and never throws.
    }
    return text
  }

  /// Writes ``csv()``'s text to `sink`, in buffered pieces.
  func writeCSV(_ sink: @escaping CSVWriter.Sink) throws {
    var writer = try CSVWriter(
      header: ["model", "rank", "key", "value", "stderr", "unit"], sink: sink)
    for (index, fit) in results.fits.enumerated() {
      var written = Set<String>()
      var all = rows(fit)
      if let spring = fit.spring {
        let report = SpringReport(spring: spring, initialVelocity: fit[.velocity] ?? 0)
        all += report.report.entries.map {
          Row(key: $0.key, value: $0.value, unit: $0.unit, isWholeNumber: $0.integer != nil)
        }
      }
      for row in all where written.insert(row.key).inserted {
        try writer.append(fit.model.rawValue)
        try writer.append(index + 1)
        try writer.append(row.key)
        if let value = row.value, value.isFinite {
          if row.isWholeNumber { try writer.append(Int(value)) } else { try writer.append(value) }
        } else {
          try writer.append("")
        }
        if let error = row.standardError, error.isFinite {
          try writer.append(error)
        } else {
          try writer.append("")
        }
        try writer.append(row.unit)
        try writer.endRow()
      }
    }
    try writer.finish()
  }
}
