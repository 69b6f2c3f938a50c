import Foundation
import JellyFigures
import JellyFrameDiff
import JellyGnuplot
import JellySweep
import Testing

@testable import JellyPages

@Suite struct SweepPageDataTests {
  static func skypeSweep() throws -> SweepFigure {
    let sweep = try PresetSweep(
      preset: .skype,
      rows: PresetSweepAxis(.dampingRatio, try SweepAxis(start: 0.2, stop: 1, step: 0.2)),
      columns: PresetSweepAxis(.velocity, try SweepAxis(start: 0, stop: 3, step: 1)))
    return SweepFigure(sweep: sweep, metric: .largestBulge, title: nil)
  }

  /// The helper value from the page's numbers, by the closed form the page's script uses.
  static func value(_ h: [Double], at t: Double) -> Double {
    let (from, to, delay, alpha, omega2, v0, end, cuts) = (
      h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]
    )
    if t < delay { return from }
    if cuts == 1, t >= end { return to }
    let tau = t - delay
    let (p, s) = (from - to, v0)
    let q = omega2 - alpha * alpha
    let z = q * tau * tau
    if abs(z) < 1 {
      var (c, sn, n) = (1.0, 1.0, 13.0)
      while n >= 1 {
        c = 1 - z * c / ((2 * n) * (2 * n - 1))
        sn = 1 - z * sn / ((2 * n + 1) * (2 * n))
        n -= 1
      }
      return to + exp(-alpha * tau) * (p * c + (s + alpha * p) * sn * tau)
    }
    let root = abs(q).squareRoot()
    if q > 0 {
      return to
        + exp(-alpha * tau) * (p * cos(root * tau) + (s + alpha * p) * sin(root * tau) / root)
    }
    let (slow, fast) = (-omega2 / (alpha + root), -(alpha + root))
    let a = (s - fast * p) / (2 * root)
    let b = (slow * p - s) / (2 * root)
    return to + a * exp(slow * tau) + b * exp(fast * tau)
  }

  @Test("every cell's numbers give its scene's diff at every frame (1e-9 pt)")
  func cellsReproduceTheDiff() throws {
    let figure = try Self.skypeSweep()
    let data = try SweepPageData(figure: figure, table: SweepTable(), csvText: "")
    let sweep = figure.sweep
    #expect(data.cells.count == 20)
    #expect(data.x.values == [0.2, 0.4, 0.6, 0.8, 1.0] && data.y?.values == [0, 1, 2, 3])
    let center = try #require(data.center).numbers
    var worst = 0.0
    var moved = 0.0
    for index in 0..<sweep.cellCount {
      let scene = try sweep.preset(at: index).scene()
      let cell = try #require(data.cells[index])
      let side = data.side.numbers
      let sideNumbers = Array(side[0..<3]) + cell + [side[7]]
      for n in 0...Int(scene.animationEnd * 60 + 1e-9) {
        let t = Double(n) / 60
        let diff = Self.value(sideNumbers, at: t) - Self.value(center, at: t)
        worst = max(worst, abs(diff - scene.diff(at: t)))
        moved = max(moved, abs(scene.diff(at: t)))
      }
    }
    #expect(worst <= 1e-9)
    #expect(moved > 50)
  }

  @Test("a cell without a UIKit spring has no numbers")
  func missingCell() throws {
    // iOS's Newton steps find no spring for ζ = 0.13 at 0.4 distances/s (the CLI's warning).
    let sweep = try PresetSweep(
      preset: .jelly,
      rows: PresetSweepAxis(.dampingRatio, try SweepAxis(start: 0.13, stop: 0.13, step: 0)),
      columns: PresetSweepAxis(.velocity, try SweepAxis(start: 0, stop: 0.4, step: 0.4)))
    let data = try SweepPageData(
      figure: SweepFigure(sweep: sweep, metric: .overshoot, title: nil), table: SweepTable(),
      csvText: "")
    let missing = (0..<2).filter { (try? sweep.preset(at: $0).scene()) == nil }
    #expect(missing == [1])
    #expect(data.cells.indices.filter { data.cells[$0] == nil } == missing)
  }

  @Test("colours as the gnuplot heatmap's; too many cells refused")
  func colorsAndLimit() throws {
    let figure = try Self.skypeSweep()
    var table = SweepTable()
    for index in 0..<figure.sweep.cellCount {
      _ = table.row(nil, index: index, sweep: figure.sweep)
    }
    let data = try SweepPageData(figure: figure, table: table, csvText: "x")
    #expect(data.palette == GnuplotScript.viridis && data.noValueColor == nil)
    #expect(data.colorRange == (0, 1))
    let signed = SweepFigure(sweep: figure.sweep, metric: .endJump, title: nil)
    let signedData = try SweepPageData(figure: signed, table: table, csvText: "x")
    #expect(signedData.palette == GnuplotScript.diverging)
    #expect(signedData.noValueColor == SweepFigureScript.noValueColor)
    let large = try PresetSweep(
      preset: .skype,
      rows: PresetSweepAxis(.dampingRatio, try SweepAxis(start: 0.1, stop: 1, step: 0.01)),
      columns: PresetSweepAxis(.velocity, try SweepAxis(start: 0, stop: 4.4, step: 0.1)))
    #expect(large.cellCount == 91 * 45 && large.cellCount > SweepPageData.maximumCells)
    #expect(throws: FigureError.self) {
      try SweepPageData(
        figure: SweepFigure(sweep: large, metric: .overshoot, title: nil), table: table,
        csvText: "")
    }
  }
}
