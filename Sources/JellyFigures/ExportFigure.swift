import Foundation
import JellyEasing
import JellyGnuplot
import JellyIO

/// The figure of `jellylab export --plot`: the exact curve, the exported piecewise-linear
/// approximation with its points, and the error between them over time, with the CSV files,
/// script and manifest.
///
/// Files (NAME = ``name-type.property``): `NAME-curve.csv` (t_s, exact, approx, error on the
/// dense grid of ``ExportFigureData``), `NAME-points.csv` (t_s, value, error per exported point),
/// `NAME.gp`, the image and `NAME.json`.
package struct ExportFigure: Figure, Sendable {
  /// The figure's name.
  package static let name = "export"

  /// The figure's name, ``name-type.property``.
  package var name: String { Self.name }

  /// The exact curve on progress [0, 1], in curve units (fractions of the travel, or
  /// diff / scale).
  package let curve: any EasingCurve
  /// The exported points as printed: progress in [0, 1] (non-decreasing, from 0 to 1; two stops
  /// at one position are a jump) and value in curve units.
  package let stops: [(progress: Double, value: Double)]
  /// The animation's duration in seconds (> 0): t = progress × duration.
  package let durationSeconds: Double
  /// E, the export's error bound, in curve units (fractions of the travel).
  package let bound: Double
  /// Points per curve unit for a diff source, or 1 for a spring or an easing.
  package let scale: Double
  /// The format exported, e.g. `css-linear`.
  package let formatName: String
  /// What was exported, e.g. `easeOutElastic over 1.0 s` (quoted safely in the script).
  package let sourceLabel: String
  /// The number of evenly spaced progress samples of the dense grid (≥ 2; the stop positions
  /// are added to them).
  package let samples: Int
  /// The caller's title (safe for gnuplot), or nil for `jellylab export FORMAT: SOURCE`.
  package var title: String?
  /// The export between its points when it is not straight (cubic keyframes): its value at a
  /// progress, in curve units; nil for a polyline.
  package let approximation: (@Sendable (Double) -> Double)?

  /// What the stops are called: `keyframes` for a cubic export, else `points`.
  package var pointName: String { approximation == nil ? "points" : "keyframes" }

  /// The figure of `stops` exported from `curve` within `bound` as `formatName`, over
  /// `durationSeconds` seconds; `scale` is 1, or the points per unit of a diff source; `title`
  /// heads the page (nil: `jellylab export FORMAT: SOURCE`); `approximation` is the export
  /// between the stops when it is not straight.
  package init(
    curve: any EasingCurve, stops: [(progress: Double, value: Double)], durationSeconds: Double,
    bound: Double, scale: Double, formatName: String, sourceLabel: String, samples: Int = 4001,
    title: String? = nil, approximation: (@Sendable (Double) -> Double)? = nil
  ) {
    self.title = title
    self.approximation = approximation
    self.curve = curve
    self.stops = stops
    self.durationSeconds = durationSeconds
    self.bound = bound
    self.scale = scale
    self.formatName = formatName
    self.sourceLabel = sourceLabel
    self.samples = samples
  }

  /// Whether the values are a diff divided by ``scale`` points rather than fractions of the
  /// travel.
  package var isDiff: Bool { scale != 1 }

  /// `NAME-curve.csv`, the dense grid.
  package static var curveFileName: String { "\(name)-curve.csv" }
  /// `NAME-points.csv`, the exported points.
  package static var pointsFileName: String { "\(name)-points.csv" }

  /// The figure's numbers.
  ///
  /// - Throws: ``FigureError/script(detail:)`` for stops, duration, bound, scale or samples out
  ///   of range.
  package func data() throws(FigureError) -> ExportFigureData {
    guard bound.isFinite, bound > 0 else {
      throw .script(detail: "bound \(bound): must be finite and > 0")
    }
    guard scale.isFinite, scale > 0 else {
      throw .script(detail: "scale \(scale): must be finite and > 0")
    }
    return try ExportFigureData(
      curve: curve, stops: stops, durationSeconds: durationSeconds, samples: samples,
      approximation: approximation)
  }

  /// The page title: `title` (or `jellylab export FORMAT: SOURCE`), then the number of points,
  /// the duration, the largest error found on the dense grid against E and, for a diff, the
  /// scale in points. Within each of these fact groups the spaces are no-break spaces, so a
  /// wrapped title breaks only between groups (or inside the caller's part).
  package func pageTitle(_ title: String?, data: ExportFigureData) -> String {
    var facts = [
      "\(stops.count) \(pointName) over \(FigureNumber.plain(durationSeconds)) s; max error found "
        + "\(FigureNumber.significant(data.maximumError)) vs E = \(FigureNumber.plain(bound)) of the "
        + (isDiff ? "scale" : "travel") + " (\(data.curveRows.count)-point grid)"
    ]
    if isDiff {
      facts.append("values are diff / scale, scale = \(FigureNumber.significant(scale)) pt")
    }
    let head = title ?? "jellylab export \(formatName): \(sourceLabel)"
    return ([head] + facts.map { $0.replacing(" ", with: "\u{A0}") }).joined(separator: " | ")
  }

  /// The manifest's parameters: the export.
  package func manifestParameters(data: ExportFigureData) -> [String: ManifestValue] {
    [
      "format_name": .string(formatName), "source": .string(sourceLabel),
      "points": .number(Double(stops.count)), "duration_s": .number(durationSeconds),
      "bound": .number(bound), "scale": .number(scale), "samples": .number(Double(samples)),
      "rows": .number(Double(data.curveRows.count)),
      "maximum_error": .number(data.maximumError),
    ]
  }

  /// Builds the data and the script, then writes the two CSV files into `folder`; nothing is
  /// written when the data or the script cannot be built (e.g. a title with a line break).
  /// Meant for the static formats (not GIF).
  ///
  /// - Throws: ``FigureError``.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let data = try data()
    let script = try FigureFolder.script { () throws(GnuplotScriptError) in
      try ExportFigureScript(
        figure: self, data: data, title: pageTitle(title, data: data), pageWidth: folder.width,
        pageHeight: folder.height
      ).script(terminal: folder.terminal, outputFileName: folder.imageName(Self.name))
    }
    let url = try folder.makeFolder()
    try FigureFolder.writeCSV(
      Self.curveFileName, in: url, header: ExportFigureData.curveHeader,
      rows: data.curveRows.count, row: data.curveRow)
    try FigureFolder.writeCSV(
      Self.pointsFileName, in: url, header: ExportFigureData.pointsHeader,
      rows: data.pointRows.count, row: data.pointRow)
    return FigureDrawing(
      body: .script(script), dataFiles: [Self.curveFileName, Self.pointsFileName],
      parameters: manifestParameters(data: data))
  }
}
