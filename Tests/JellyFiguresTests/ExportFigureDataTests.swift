import Foundation
import JellyEasing
import JellyExport
import JellyTestSupport
import Testing

@testable import JellyFigures

/// p², whose chords are easy to compute by hand.
private struct Square: EasingCurve {
  var name: String { "square" }
  func value(at progress: Double) -> Double { progress * progress }
  func derivative(at progress: Double) -> Double { 2 * progress }
}

/// 1.1·p before `jump` and p + 0.5 from it on (a cut like a UIKit spring's, inside the curve).
private struct Jumping: EasingCurve {
  let jump: Double
  var name: String { "jumping" }
  func value(at progress: Double) -> Double { progress < jump ? 1.1 * progress : progress + 0.5 }
  func derivative(at progress: Double) -> Double { progress < jump ? 1.1 : 1 }
}

@Suite struct ExportFigureDataTests {
  @Test("time, exact, approx and error on a grid worked out by hand")
  func handWorked() throws {
    // Stops (0, 0), (0.5, 0.25), (1, 1) of p² over 2 s, grid 0, 0.25, 0.5, 0.75, 1.
    let data = try ExportFigureData(
      curve: Square(), stops: [(0, 0), (0.5, 0.25), (1, 1)], durationSeconds: 2, samples: 5)
    let rows = data.curveRows.indices.map(data.curveRow)
    #expect(
      rows == [
        [0, 0, 0, 0], [0.5, 0.0625, 0.125, 0.0625], [1, 0.25, 0.25, 0],
        [1.5, 0.5625, 0.625, 0.0625], [2, 1, 1, 0],
      ])
    #expect(data.maximumError == 0.0625)
    #expect(data.pointRows.map(\.time) == [0, 1, 2])
  }

  @Test("stop positions off the grid are added, and the polyline equals each stop there")
  func stopsOnTheGrid() throws {
    let stops: [(progress: Double, value: Double)] = [(0, 0), (0.3, 0.1), (0.7, 0.5), (1, 1)]
    let data = try ExportFigureData(
      curve: Square(), stops: stops, durationSeconds: 1, samples: 4)
    // Grid 0, 1/3, 2/3, 1 plus 0.3 and 0.7.
    let times: [Double] = [0, 0.3, 1.0 / 3, 2.0 / 3, 0.7, 1]
    #expect(data.curveRows.map(\.time) == times)
    for stop in stops {
      let row = try #require(data.curveRows.first { $0.time == stop.progress })
      #expect(row.approx == stop.value)
      #expect(row.exact == stop.progress * stop.progress)
    }
    // At 1/3: between (0.3, 0.1) and (0.7, 0.5), slope 1: 0.1 + (1/3 − 0.3).
    let third = data.curveRows[2]
    #expect(abs(third.approx - (0.1 + (1.0 / 3 - 0.3))) < 1e-15)
    #expect(abs(third.error - (third.approx - 1.0 / 9)) < 1e-15)
  }

  @Test("a jump inside the curve gives two rows at one time holding the one-sided limits")
  func interiorJump() throws {
    let stops: [(progress: Double, value: Double)] = [(0, 0), (0.5, 0.55), (0.5, 1), (1, 1.5)]
    let data = try ExportFigureData(
      curve: Jumping(jump: 0.5), stops: stops, durationSeconds: 4, samples: 5)
    #expect(data.curveRows.map(\.time) == [0, 1, 2, 2, 3, 4])
    let (left, right) = (data.curveRows[2], data.curveRows[3])
    #expect(left.approx == 0.55 && right.approx == 1)
    #expect(abs(left.exact - 0.55) < 1e-11 && abs(right.exact - 1) < 1e-11)
    #expect(data.maximumError < 1e-11)
    // Both stops of the jump are rows of the points file, at the same time.
    #expect(data.pointRows.map(\.time) == [0, 2, 2, 4])
    #expect(data.pointRows.map(\.approx) == [0, 0.55, 1, 1.5])
  }

  @Test("no grid time falls inside a jump window, where the exact curve may have jumped")
  func gridAvoidsJumpWindow() throws {
    // The curve jumps at 0.5 − 3·10^-13, the stops print it at 0.5 + 4·10^-13: the grid time
    // 0.5 lies between, where the polyline has not jumped yet and the curve has.
    let printed = 0.5 + 4e-13
    let stops: [(progress: Double, value: Double)] = [
      (0, 0), (printed, 0.55), (printed, 1), (1, 1.5),
    ]
    let data = try ExportFigureData(
      curve: Jumping(jump: 0.5 - 3e-13), stops: stops, durationSeconds: 1, samples: 5)
    #expect(!data.curveRows.contains { $0.time == 0.5 })
    #expect(data.curveRows.filter { $0.time == printed }.count == 2)
    #expect(data.maximumError < 1e-11)
  }

  @Test("the UIKit spring's cut at 1 s: the last two rows are the jump from 1.001 to 1")
  func uiKitJump() throws {
    let (export, figure) = try ExportFigureCases.uiKit()
    let data = try figure.data()
    let stops = export.css.stops
    #expect(stops.suffix(2).map(\.progress) == [1, 1])
    let last = data.curveRows.suffix(2)
    #expect(last.map(\.time) == [1, 1])
    #expect(last.map(\.approx) == stops.suffix(2).map(\.value))
    #expect(last.last?.exact == 1)
    // Before the cut the spring is about 5e-4 above its target (the 1.001 stop is within E).
    let before = try #require(last.first)
    #expect(before.exact > 1.0002 && before.exact < 1.001)
    #expect(abs(before.error) <= export.css.bound)
  }

  @Test("the error found on the dense grid is within E and close to the exporter's measure")
  func errorAgainstExporter() throws {
    for (export, figure) in [
      try ExportFigureCases.uiKit(), try ExportFigureCases.elastic(), try ExportFigureCases.skype(),
      try ExportFigureCases.coarse(),
    ] {
      let data = try figure.data()
      let measured = DeviationMeasure.maxDeviation(of: export.css.stops, from: export.source.curve)
      // The 4001-point grid plus the stops sees at most the 100001-point measure, and at least
      // 97 % of it (the error between stops is smooth on the grid's 1/4000 spacing).
      #expect(data.maximumError <= export.css.certifiedError + 1e-12)
      #expect(data.maximumError <= measured + 1e-12)
      #expect(data.maximumError >= 0.97 * measured, "\(data.maximumError) vs \(measured)")
    }
  }

  @Test("the CSV files hold the rows, exactly as numbers")
  func csvFiles() throws {
    let folder = try PlotTestFolder()
    defer { folder.remove() }
    let (export, figure) = try ExportFigureCases.elastic()
    let data = try figure.data()
    let page = FigureFolder(path: folder.path("out"), format: .none, width: 1200, height: 600)
    _ = try page.write(figure, command: ["jellylab"], jellylabVersion: "0")
    let curve = NumericCSV(try folder.text("out/export-curve.csv"))
    #expect(curve.header == ["t_s", "exact", "approx", "error"])
    #expect(curve.rows.count == data.curveRows.count)
    // The 4001 grid times and the stops' own (this curve has no jump).
    let grid = (0...4000).map { Double($0) / 4000 }
    #expect(curve.rows.count == Set(grid + export.css.stops.map(\.progress)).count)
    // Independently: the easing itself, and the polyline between the two stops around t.
    let stops = export.css.stops
    let elastic = try EasingParser.parse("easeOutElastic")
    let checked = curve.rows.filter { [0.1, 0.2505, 0.5, 0.9].contains($0[0]) }
    #expect(checked.count == 4)
    for row in checked {
      let p = row[0]
      let k = try #require(stops.lastIndex { $0.progress <= p })
      let (a, b) = (stops[k], stops[k + 1])
      let line = a.value + (b.value - a.value) * (p - a.progress) / (b.progress - a.progress)
      #expect(row[1] == elastic.value(at: p))
      #expect(abs(row[2] - line) < 1e-15)
      #expect(row[3] == row[2] - row[1])
    }
    let points = NumericCSV(try folder.text("out/export-points.csv"))
    #expect(points.rows.map { $0[0] } == stops.map(\.progress))
    #expect(points.rows.map { $0[1] } == stops.map(\.value))
    for (index, stop) in stops.enumerated() {
      let row = try #require(curve.rows.first { $0[0] == stop.progress })
      #expect(row[2] == stop.value, "approx at stop \(index + 1)")
      #expect(points.rows[index][2] == stop.value - elastic.value(at: stop.progress))
    }
  }

  @Test("stops out of range are refused, naming the first bad one")
  func validation() {
    let bad: [[(progress: Double, value: Double)]] = [
      [], [(0, 0)], [(0.1, 0), (1, 1)], [(0, 0), (0.9, 1)],
      [(0, 0), (0.6, 0.5), (0.4, 0.6), (1, 1)],
      [(0, 0), (0.5, 0.4), (0.5, 0.5), (0.5, 0.6), (1, 1)], [(0, 0), (0.5, .nan), (1, 1)],
      [(0, 0), (.nan, 0.5), (1, 1)],
    ]
    for stops in bad {
      #expect(throws: FigureError.self) {
        try ExportFigureData(curve: Square(), stops: stops, durationSeconds: 1, samples: 10)
      }
    }
    let good: [(progress: Double, value: Double)] = [(0, 0), (1, 1)]
    for (duration, samples) in [(0.0, 10), (.infinity, 10), (1, 1)] {
      #expect(throws: FigureError.self) {
        try ExportFigureData(
          curve: Square(), stops: good, durationSeconds: duration, samples: samples)
      }
    }
  }
}
