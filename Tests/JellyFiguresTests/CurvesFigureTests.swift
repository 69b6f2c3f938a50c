import Foundation
import JellyEasing
import JellyGnuplot
import JellyTestSupport
import Testing

@testable import JellyFigures

/// The identity plus `amplitude`·sin(πu): a curve that differs from `linear` by at most
/// `amplitude`, at u = 0.5, and not at the ends.
struct BumpCurve: EasingCurve {
  let amplitude: Double
  var name: String { "bump(\(amplitude))" }
  func value(at progress: Double) -> Double { progress + amplitude * sin(Double.pi * progress) }
  func derivative(at progress: Double) -> Double {
    1 + amplitude * Double.pi * cos(Double.pi * progress)
  }
}

@Suite struct CurvesFigureTests {
  static func figure(_ count: Int, samples: Int = 201) throws -> CurvesFigure {
    let curve = try EasingParser.parse("easeOutBack")
    return CurvesFigure(curves: Array(repeating: curve, count: count), samples: samples)
  }

  @Test(
    "layout: the grid whose panels are largest, min(width, 1.5 height), left of the overlay",
    arguments: [
      (1, 1200, 600, 1, 1), (4, 1200, 600, 4, 1), (6, 1200, 600, 3, 2), (8, 1200, 600, 4, 2),
      (3, 400, 1200, 1, 3),
    ])
  func layout(count: Int, width: Int, height: Int, columns: Int, groups: Int) throws {
    let figure = try Self.figure(count)
    let chosen = figure.layout(width: width, height: height)
    #expect(chosen.columns == columns && chosen.groups == groups)
    // By hand for 4 curves on 1200x600: 0.7·1200/4 − 80 = 130 px wide, 0.93·600/2 − 66 = 213
    // high; 2 columns would give 340 × 73.5, and min(340, 1.5·73.5) = 110 < 130.
    if count == 4 {
      let area = figure.panelArea(width: width, height: height)
      #expect(abs(area.width - 130) < 1e-9 && abs(area.height - 213) < 1e-9)
    }
  }

  @Test("a constant velocity (steps) gets a span of 1, so its tic labels stay short")
  func stepsVelocity() throws {
    let steps = try EasingParser.parse("steps(4)")
    let figure = CurvesFigure(curves: [steps], samples: 201)
    // The old range was ±0.01 (tic labels like -0.005 ran into the axis label); now −0.5...0.5
    // padded by 8 %.
    #expect(figure.range(steps, velocity: true) == (-0.58, 0.58))
  }

  @Test("the overlay panel draws every curve on one scale with its name in a key below")
  func overlay() throws {
    let names = ["easeOutElastic", "easeOutBack", "steps(4)"]
    let curves = try names.map { try EasingParser.parse($0) }
    let figure = CurvesFigure(curves: curves, samples: 51)
    let script = try figure.script(
      name: "curves", title: "t", terminal: .png(width: 1200, height: 600),
      outputFileName: "curves.png", width: 1200, height: 600)
    let plots = script.commands.filter { $0.hasPrefix("plot ") }
    let overlay = plots[0]
    // The key is the difference panel's, below the overlay: the same colours, one per curve.
    let differences = plots[1]
    for (offset, curve) in curves.enumerated() {
      #expect(overlay.contains("'./curves-\(offset + 1).csv' using 'progress':'value'"))
      #expect(!overlay.contains("title '\(curve.name)'"))
      #expect(
        differences.contains(
          "'./curves-minus-first.csv' using 'progress':'curve_\(offset + 1)_minus_1'"))
      #expect(differences.contains("title '\(curve.name)'"))
    }
    #expect(
      script.commands.contains("set key below left vertical maxcols 1 reverse Left noopaque nobox"))
    // The difference panel at the bottom right, the overlay above it.
    #expect(script.commands.contains("set origin 0.7,0"))
    let column = figure.rightColumn(
      area: 1 - PageTitle("t", pageWidth: 1200).heightFraction(pageHeight: 600), height: 600)
    #expect(column.overlay > 0.3 && column.difference > 0.3 && column.overlayPlotPixels > 150)
    let (low, high) = figure.overlayRange()
    #expect(script.commands.contains("set yrange [\(low):\(high)]"))
    // easeOutElastic overshoots to 1.37 (its largest value on 51 samples), padded 8 %.
    #expect(high > 1.37 && high < 1.5 && low < 0)
  }

  @Test("titles are shortened to the cell, ending in …")
  func shortened() {
    #expect(
      CurvesFigure.shortened("cubic-bezier(0.68, -0.6, 0.32, 1.6)", to: 20)
        == "cubic-bezier(0.68, …")
    #expect(CurvesFigure.shortened("linear", to: 20) == "linear")
  }

  @Test("value ranges hold 0 and 1 and the overshoot, padded 8 %, rounded outward to 0.01")
  func ranges() throws {
    let figure = try Self.figure(1)
    // easeOutBack, 1 + c3·y³ + c1·y² with y = x − 1, peaks where 3c3·y² + 2c1·y = 0:
    // 1 + 4c1³/(27c3²) ≈ 1.0999; the 201-point grid finds it to 1e-4.
    let curve = try EasingParser.parse("easeOutBack")
    let (low, high) = figure.range(curve, velocity: false)
    let peak = (0...200).map { curve.value(at: Double($0) / 200) }.max() ?? .nan
    let c1 = 1.70158
    #expect(abs(peak - (1 + 4 * c1 * c1 * c1 / (27 * (c1 + 1) * (c1 + 1)))) < 1e-4)
    #expect(low == ((0 - 0.08 * peak) * 100).rounded(.down) / 100)
    #expect(high == ((peak + 0.08 * peak) * 100).rounded(.up) / 100)
    let linear = figure.range(try EasingParser.parse("linear"), velocity: true)
    #expect(linear == (-0.08, 1.08))
  }

  @Test("the script has one multiplot, two panels per curve and the names as titles")
  func scriptShape() throws {
    let curves = try ["easeOutElastic", "linear", "cubic-bezier(0.68,-0.6,0.32,1.6)"].map {
      try EasingParser.parse($0)
    }
    let figure = CurvesFigure(curves: curves, samples: 51)
    let script = try figure.script(
      name: "curves", title: "t", terminal: .png(width: 1200, height: 600),
      outputFileName: "curves.png", width: 1200, height: 600)
    let text = script.text
    #expect(text.components(separatedBy: "\nset multiplot").count == 2)
    // The overlay, the difference panel, then a value and a velocity panel per curve.
    #expect(text.components(separatedBy: "\nplot ").count == 3 + 2 * curves.count)
    for (offset, curve) in curves.enumerated() {
      // Each value panel is titled with the whole name, in screen labels over its cell.
      let title = figure.panelTitles(width: 1200, height: 600)[offset]
      #expect(title.isWhole && title.lines.joined(separator: " ") == curve.name)
      for line in title.lines { #expect(text.contains("set label '\(line)' at screen ")) }
      #expect(text.contains("'./curves-\(offset + 1).csv'"))
    }
    let dumb = try figure.script(
      name: "curves", title: "t", terminal: .dumb(columns: 80, rows: 24),
      outputFileName: "curves.txt", width: 800, height: 480)
    #expect(!dumb.text.contains("multiplot"))
    #expect(dumb.text.components(separatedBy: "\nplot ").count == 2)
  }

  @Test("write: too many curves for a small page are refused before anything is written")
  func writeRefusesSmallPages() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let curves = try (0..<12).map { _ in try EasingParser.parse("linear") }
    let page = FigureFolder(path: folder.path("out"), format: .png, width: 320, height: 160)
    #expect(throws: FigureError.panelsDoNotFit) {
      try page.write(
        CurvesFigure(curves: curves, samples: 11), command: ["jellylab"], jellylabVersion: "0")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    let none = FigureFolder(path: folder.path("out"), format: .none, width: 1200, height: 600)
    let outcome = try none.write(
      CurvesFigure(curves: [curves[0]], samples: 11, title: "t"), command: ["jellylab"],
      jellylabVersion: "0")
    #expect(outcome.files == ["curves-1.csv", "curves.gp", "curves.json"])
  }

  /// Twelve curves, the most a figure holds, with the longest names the issue tried.
  static let longNames = [
    "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "spring(duration=0.7,damping=0.3,velocity=2)",
    "easeOutElastic", "easeInOutBack", "linear", "easeInQuad", "easeOutBounce", "steps(4)",
    "spring(duration=1,damping=0.5)", "cubic-bezier(0.1,0.7,1,0.1)", "easeInOutElastic",
    "easeOutBack",
  ]

  @Test("titles wrap at spaces, commas and parentheses, whole where two lines hold them")
  func panelTitles() {
    // "cubic-bezier(0.68, -0.55," is 157 pixels wide, "damping=0.3,velocity=2)" 165.
    let title = PanelTitle("cubic-bezier(0.68, -0.55, 0.265, 1.55)", width: 160)
    #expect(title.lines == ["cubic-bezier(0.68, -0.55,", "0.265, 1.55)"] && title.isWhole)
    #expect(title.lines.allSatisfy { TextMetrics.width($0) <= 160 })
    let narrower = PanelTitle("cubic-bezier(0.68, -0.55, 0.265, 1.55)", width: 150)
    #expect(narrower.lines == ["cubic-bezier(0.68,", "-0.55, 0.265, 1.55)"])
    let spring = PanelTitle("spring(duration=0.7,damping=0.3,velocity=2)", width: 170)
    #expect(spring.lines == ["spring(duration=0.7,", "damping=0.3,velocity=2)"])
    let cut = PanelTitle("spring(duration=0.7,damping=0.3,velocity=2)", width: 90)
    #expect(cut.lines.count == 2 && !cut.isWhole && cut.lines[1].hasSuffix("…"))
    #expect(cut.lines.allSatisfy { TextMetrics.width($0) <= 90 })
    #expect(PanelTitle("linear", width: 100).lines == ["linear"])
  }

  @Test(
    "twelve long names: every title and key entry whole, panels tall enough to read",
    arguments: [(1200, 600), (1600, 900), (2400, 1200)])
  func longNames(width: Int, height: Int) throws {
    let curves = try Self.longNames.map { try EasingParser.parse($0) }
    let figure = CurvesFigure(curves: curves, samples: 201)
    let (columns, _) = figure.layout(width: width, height: height)
    let cell = figure.smallMultiplesShare(width: width) * Double(width) / Double(columns)
    for (title, curve) in zip(figure.panelTitles(width: width, height: height), curves) {
      #expect(title.isWhole, "\(curve.name) at \(width)x\(height): \(title.lines)")
      // Each line stays within its cell, clear of the neighbours' titles.
      #expect(title.lines.allSatisfy { TextMetrics.width($0) <= cell - 16 })
    }
    let share = figure.smallMultiplesShare(width: width)
    for curve in curves {
      #expect(CurvesFigure.keyTitle(curve.name, pageWidth: width, share: share) == curve.name)
    }
    let area = figure.panelArea(width: width, height: height)
    #expect(area.height >= 25 && area.width >= 90, "\(area)")
    let script = try figure.script(
      name: "curves", title: "t", terminal: .png(width: width, height: height),
      outputFileName: "c.png", width: width, height: height)
    #expect(!script.commands.contains { $0.hasPrefix("set title 'cubic") })
  }

  @Test("on a narrow page the overlay's key shortens a long name; the panel's title keeps it")
  func narrowKey() throws {
    let curve = try EasingParser.parse("spring(duration=0.7,damping=0.3,velocity=2)")
    let figure = CurvesFigure(curves: [curve, curve], samples: 51)
    let share = figure.smallMultiplesShare(width: 600)
    #expect(abs(share - 0.55) < 1e-12, "the overlay takes its largest share, 45 %")
    let key = CurvesFigure.keyTitle(curve.name, pageWidth: 600, share: share)
    #expect(key.hasSuffix("…") && curve.name.hasPrefix(String(key.dropLast())))
    #expect(figure.panelTitles(width: 600, height: 600).allSatisfy { $0.isWhole })
  }

  @Test("a velocity spike (a vertical tangent) does not flatten its panel")
  func velocitySpike() throws {
    let curve = try EasingParser.parse("cubic-bezier(0.1,0.7,1,0.1)")
    let figure = CurvesFigure(curves: [curve], samples: 201)
    let speeds = (0...200).map { abs(curve.derivative(at: Double($0) / 200)) }.sorted()
    #expect(speeds.last ?? 0 > 1e6, "the spike")
    let (low, high) = figure.range(curve, velocity: true)
    let typical = speeds[190]
    #expect(high <= ((3 * typical + 0.08 * 6 * typical) * 100).rounded(.up) / 100)
    #expect(low <= 0 && high > 1 && high < 20)
    // A smooth velocity keeps its whole range: easeOutElastic's peak is inside.
    let elastic = try EasingParser.parse("easeOutElastic")
    let elasticHigh = CurvesFigure(curves: [elastic], samples: 201).range(elastic, velocity: true).1
    #expect(elasticHigh >= (0...200).map { elastic.derivative(at: Double($0) / 200) }.max() ?? 0)
  }

  @Test("curves-minus-first.csv: column K is curve K's value minus curve 1's at every sample")
  func minusFirstFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let names = ["easeOutBack", "linear", "easeOutElastic"]
    let curves = try names.map { try EasingParser.parse($0) }
    let page = FigureFolder(path: folder.path("out"), format: .none, width: 1200, height: 600)
    let outcome = try page.write(
      CurvesFigure(curves: curves, samples: 101), command: ["jellylab"], jellylabVersion: "0")
    #expect(
      outcome.files == [
        "curves-1.csv", "curves-2.csv", "curves-3.csv", "curves-differences.csv",
        "curves-minus-first.csv", "curves.gp", "curves.json",
      ])
    let csv = NumericCSV(try folder.text("out/curves-minus-first.csv"))
    #expect(csv.header == ["progress", "curve_1_minus_1", "curve_2_minus_1", "curve_3_minus_1"])
    #expect(csv.rows.count == 101)
    let values = try (1...3).map { NumericCSV(try folder.text("out/curves-\($0).csv")) }
    let c1 = 1.70158
    for (i, row) in csv.rows.enumerated() {
      let u = Double(i) / 100
      #expect(row[0] == u)
      #expect(row[1] == 0)
      for k in 0..<3 {
        // The difference of the curves' own CSV values, exactly (both are the same doubles).
        #expect(row[k + 1] == values[k].rows[i][1] - values[0].rows[i][1], "curve \(k + 1) at \(u)")
      }
      // By hand: linear − easeOutBack = u − (1 + (c1 + 1)y³ + c1·y²), y = u − 1.
      let y = u - 1
      #expect(abs(row[2] - (u - (1 + (c1 + 1) * y * y * y + c1 * y * y))) < 1e-14)
    }
    // The gnuplot script draws each column in the curve's colour, named in the key.
    let script = try folder.text("out/curves.gp")
    for (offset, curve) in curves.enumerated() {
      #expect(
        script.contains(
          "'./curves-minus-first.csv' using 'progress':'curve_\(offset + 1)_minus_1' with lines"
            + " lc rgb '\(CurvesFigure.palette[offset].hexText)' lw 2 title '\(curve.name)'"),
        "\(curve.name)")
    }
    #expect(script.contains("set ylabel 'value − curve 1'"))
    #expect(script.contains("set xlabel 'progress'"))
    #expect(script.contains("set title 'each curve − easeOutBack (curve 1)'"))
  }

  @Test(
    "the difference panel's range holds every difference on a scale of its own: 1e-4 or 0.5",
    arguments: [1e-4, -1e-4, 0.5, 0.02])
  func differenceRange(amplitude: Double) throws {
    let linear = try EasingParser.parse("linear")
    let figure = CurvesFigure(curves: [linear, BumpCurve(amplitude: amplitude)], samples: 201)
    let (low, high) = figure.differenceRange()
    // The largest difference, at u = 0.5, and 0 inside; at most 30 % of padding and rounding.
    #expect(low <= min(0, amplitude) && high >= max(0, amplitude))
    #expect(high - low <= 1.3 * abs(amplitude), "\(low)...\(high)")
    // Values well inside the overlay's range, which is at least 0...1.
    let (overlayLow, overlayHigh) = figure.overlayRange()
    #expect(overlayHigh - overlayLow >= 1)
    let script = try figure.script(
      name: "curves", title: "t", terminal: .png(width: 1200, height: 600),
      outputFileName: "curves.png", width: 1200, height: 600)
    let range =
      "set yrange [\(try GnuplotQuoting.number(low, parameter: "")):"
      + "\(try GnuplotQuoting.number(high, parameter: ""))]"
    #expect(script.commands.contains(range), "\(range)")
    // Identical curves: a range of ±0.01 around their zero difference.
    #expect(CurvesFigure(curves: [linear, linear], samples: 11).differenceRange() == (-0.01, 0.01))
  }

  @Test("one curve: no difference panel and no curves-minus-first.csv; the overlay as before")
  func oneCurveHasNoDifferences() throws {
    let figure = try Self.figure(1)
    #expect(!figure.showsDifferences)
    let script = try figure.script(
      name: "curves", title: "t", terminal: .png(width: 1200, height: 600),
      outputFileName: "curves.png", width: 1200, height: 600)
    #expect(!script.text.contains("minus-first"))
    #expect(script.text.components(separatedBy: "\nplot ").count == 2 + 2)
  }

  @Test("twelve curves on the default page: both right-hand plots at least 100 px high")
  func twelveCurvesRightColumn() throws {
    let curves = try Self.longNames.map { try EasingParser.parse($0) }
    let figure = CurvesFigure(curves: curves, samples: 201)
    let area = 1 - PageTitle(figure.pageTitle(nil), pageWidth: 1200).heightFraction(pageHeight: 600)
    let column = figure.rightColumn(area: area, height: 600)
    #expect(column.overlayPlotPixels >= 100 && column.differencePlotPixels >= 100, "\(column)")
    #expect(abs(column.overlay + column.difference - area) < 1e-12)
  }
}
