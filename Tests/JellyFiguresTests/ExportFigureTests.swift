import Foundation
import JellyEasing
import JellyExport
import JellyFrameDiff
import JellySprings
import JellyTestSupport
import Testing

@testable import JellyFigures

/// Real exports (JellyExport's certified `linear()` stops) turned into figures, as
/// `jellylab export --plot` does.
enum ExportFigureCases {
  /// The figure of `export`, its stops as printed.
  static func figure(_ export: CurveExport, label: String) -> ExportFigure {
    ExportFigure(export, label: label)
  }

  /// `export --duration 1 --damping 0.5` (iOS's solver; stops at 1 s and jumps to 1).
  static func uiKit() throws -> (CurveExport, ExportFigure) { try uiKitFine.get() }

  /// The same spring within E = 0.05: a handful of points.
  static func coarse() throws -> (CurveExport, ExportFigure) { try uiKitCoarse.get() }

  /// `export --curve easeOutElastic` over 1 s.
  static func elastic() throws -> (CurveExport, ExportFigure) { try elasticCase.get() }

  /// `export --preset skype --format ca-keyframes`: diff / scale, cut at 1 s.
  static func skype() throws -> (CurveExport, ExportFigure) { try skypeCase.get() }

  // Each export is computed once per test run (the fits take a while in debug builds).
  private static let uiKitFine = Result { try makeUIKit(bound: 0.001) }
  private static let uiKitCoarse = Result { try makeUIKit(bound: 0.05) }
  private static let elasticCase = Result {
    let source = ExportSource.easing(try EasingParser.parse("easeOutElastic"), durationSeconds: 1)
    let label = "easeOutElastic over 1.0 s"
    let export = try CurveExport(source, bound: 0.001, format: .cssLinear, label: label)
    return (export, figure(export, label: label))
  }
  private static let skypeCase = Result {
    let label = "skype diff (y, points)"
    let source = try ExportSource.diff(
      try FrameDiffPreset.skype.scene(), bound: 0.001, name: label)
    let export = try CurveExport(source, bound: 0.001, format: .caKeyframes, label: label)
    return (export, figure(export, label: label))
  }

  private static func makeUIKit(bound: Double) throws -> (CurveExport, ExportFigure) {
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 0.5)
    let source = try ExportSource.spring(
      spring, initialVelocity: 0, endTime: 1, bound: bound, name: "UIKit spring")
    let label = "UIKit spring --duration 1 --damping 0.5"
    let export = try CurveExport(source, bound: bound, format: .cssLinear, label: label)
    return (export, figure(export, label: label))
  }
}

@Suite struct ExportFigureTests {
  @Test("the title states format, source, points, duration, the error found vs E and the scale")
  func titles() throws {
    let (export, figure) = try ExportFigureCases.uiKit()
    let data = try figure.data()
    let count = export.css.stops.count
    #expect(count == 38)
    let facts =
      "\(count) points over 1 s; max error found \(FigureNumber.significant(data.maximumError)) vs E ="
      + " 0.001 of the travel (\(data.curveRows.count)-point grid)"
    #expect(
      figure.pageTitle(nil, data: data)
        == "jellylab export css-linear: UIKit spring --duration 1 --damping 0.5 | "
        + facts.replacing(" ", with: "\u{A0}"))
    #expect(figure.pageTitle("my title", data: data).hasPrefix("my title | 38\u{A0}points\u{A0}"))
    let (diffExport, diff) = try ExportFigureCases.skype()
    let diffTitle = diff.pageTitle(nil, data: try diff.data())
    #expect(diffTitle.hasPrefix("jellylab export ca-keyframes: skype diff (y, points) | "))
    #expect(diffTitle.contains("of\u{A0}the\u{A0}scale"))
    // The scale is the largest |diff|, about 148.6 pt for skype.
    #expect(abs(diffExport.source.scale - 148.64) < 0.01)
    #expect(
      diffTitle.hasSuffix(
        " | " + "values are diff / scale, scale = 148.6 pt".replacing(" ", with: "\u{A0}")))
    // Wrapped on a 1200-pixel page, the scale stays one phrase on the second line.
    let lines = PageTitle(diffTitle, pageWidth: 1200).lines
    #expect(lines.count == 2 && lines[1].hasPrefix("values\u{A0}are"))
  }

  @Test(
    "four exports render as PNG (and one as SVG, PDF and text) without a gnuplot warning; JELLYLAB_WRITE_DOCS=1 updates the docs"
  )
  func renders() throws {
    try #require(installedGnuplot != nil, "needs gnuplot on PATH")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cases = [
      ("uikit", try ExportFigureCases.uiKit().1),
      ("elastic", try ExportFigureCases.elastic().1),
      ("skype", try ExportFigureCases.skype().1),
      ("coarse", try ExportFigureCases.coarse().1),
    ]
    for (name, figure) in cases {
      let page = FigureFolder(path: folder.path(name), format: .png, width: 1200, height: 600)
      let outcome = try page.write(
        figure, command: ["jellylab", "export", "--plot"], jellylabVersion: "0")
      #expect(outcome.renderError == nil, "\(name)")
      #expect(
        outcome.files == [
          "export-curve.csv", "export-points.csv", "export.gp", "export.png", "export.json",
        ])
      #expect(try folder.bytes("\(name)/export.png").prefix(4) == [0x89, 0x50, 0x4E, 0x47])
    }
    for format in [PlotFormat.svg, .pdf, .dumb] {
      let page = FigureFolder(
        path: folder.path(format.rawValue), format: format, width: 1200, height: 600)
      let outcome = try page.write(
        ExportFigureCases.skype().1, command: ["jellylab"], jellylabVersion: "0")
      #expect(outcome.rendered && outcome.renderError == nil, "\(format)")
      if format == .dumb { #expect(outcome.chart?.contains("exact diff / scale") == true) }
    }
    if ProcessInfo.processInfo.environment["JELLYLAB_WRITE_DOCS"] == "1" {
      for name in ["uikit", "skype"] {
        let target = RepositoryFiles.url("docs/figures/export-\(name).png")
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(
          at: folder.url.appendingPathComponent("\(name)/export.png"), to: target)
      }
    }
  }

  @Test(
    "a hostile title is quoted and runs nothing in gnuplot",
    arguments: [
      "`touch PWNED`", "x' ; system('touch PWNED') ; '", "@PWNED", "a'; ! touch PWNED",
      "ends with backslash \\",
    ])
  func hostileTitle(title: String) throws {
    try #require(installedGnuplot != nil, "needs gnuplot on PATH")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var (_, figure) = try ExportFigureCases.coarse()
    figure.title = title
    let page = FigureFolder(path: folder.path("out"), format: .png, width: 1200, height: 600)
    let outcome = try page.write(figure, command: ["jellylab"], jellylabVersion: "0")
    #expect(outcome.rendered && outcome.renderError == nil)
    #expect(!folder.listing("out").contains("PWNED") && !folder.listing().contains("PWNED"))
    #expect(!FileManager.default.fileExists(atPath: "PWNED"))
  }

  @Test("a title with a line break is refused before anything is written")
  func lineBreakTitle() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var (_, figure) = try ExportFigureCases.coarse()
    figure.title = "two\nsystem('touch PWNED')"
    let page = FigureFolder(path: folder.path("out"), format: .png, width: 1200, height: 600)
    let error = #expect(throws: FigureError.self) {
      try page.write(figure, command: ["jellylab"], jellylabVersion: "0")
    }
    guard case .script = error else {
      Issue.record("expected a script error, got \(String(describing: error))")
      return
    }
    #expect(!folder.exists("out"))
  }

  @Test("format none writes both CSV files, the script and the manifest with the numbers")
  func manifest() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (export, figure) = try ExportFigureCases.skype()
    let page = FigureFolder(path: folder.path("out"), format: .none, width: 1200, height: 600)
    let outcome = try page.write(figure, command: ["jellylab", "export"], jellylabVersion: "0")
    #expect(
      outcome.files == ["export-curve.csv", "export-points.csv", "export.gp", "export.json"])
    let manifest = try folder.text("out/export.json")
    #expect(manifest.contains("\"format_name\" : \"ca-keyframes\""))
    #expect(manifest.contains("\"points\" : \(export.css.stops.count)"))
    let points = NumericCSV(try folder.text("out/export-points.csv"))
    #expect(points.header == ["t_s", "value", "error"])
    #expect(points.column(1) == export.css.stops.map(\.value))
  }

  @Test("a bad bound or scale is refused")
  func badInputs() throws {
    let (_, good) = try ExportFigureCases.coarse()
    for (bound, scale) in [(0.0, 1.0), (.nan, 1), (0.05, 0), (0.05, .infinity)] {
      let figure = ExportFigure(
        curve: good.curve, stops: good.stops, durationSeconds: 1, bound: bound, scale: scale,
        formatName: "css-linear", sourceLabel: "x")
      #expect(throws: FigureError.self) { try figure.data() }
    }
  }
}
