import Foundation
import JellySweep
import JellyTestSupport
import Testing

@testable import JellyFigures

@Suite struct SweepFigureTests {
  static func figure() throws -> SweepFigure {
    let damping = PresetSweepAxis(.dampingRatio, try SweepAxis(start: 0.8, stop: 0.9, step: 0.05))
    return SweepFigure(
      sweep: try PresetSweep(preset: .jelly, rows: damping, columns: nil), metric: .overshoot,
      title: nil)
  }

  @Test("the page title names the axis, the fixed springs, the band and the rate")
  func title() throws {
    let figure = try Self.figure()
    #expect(figure.name == "jelly-sweep" && figure.tableName == "jelly-sweep.csv")
    #expect(figure.pageTitle().hasPrefix("jellylab sweep: jelly | damping "))
    #expect(
      figure.pageTitle().hasSuffix("; block: velocity 0, duration 1 s; epsilon 0.001, 60 fps"))
    #expect(figure.manifestParameters()["cells"] == .number(3))
  }

  @Test("the table has one row per cell; progress reaches the cell count")
  func table() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var figure = try Self.figure()
    let page = FigureFolder(path: folder.path("out"), format: .none, width: 1200, height: 600)
    var done: [Int] = []
    let table = try figure.writeTable(in: page) { done.append($0) }
    #expect(done == [3] && table.missingCount == 0)
    #expect(try folder.text("out/jelly-sweep.csv").split(separator: "\n").count == 4)
    figure.table = table
    let outcome = try page.write(figure, command: ["jellylab"], jellylabVersion: "0")
    #expect(outcome.files == ["jelly-sweep.csv", "jelly-sweep.gp", "jelly-sweep.json"])
  }

  @Test(
    "blocks start at 32 cells and grow while they are quick; the table is the same",
    .tags(.sanitizeMemory))
  func blocksGrowFromSmall() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let damping = PresetSweepAxis(.dampingRatio, try SweepAxis(start: 0.1, stop: 1, step: 0.01))
    let velocity = PresetSweepAxis(.velocity, try SweepAxis(start: 0, stop: 3, step: 0.1))
    let figure = SweepFigure(
      sweep: try PresetSweep(preset: .jelly, rows: damping, columns: velocity),
      metric: .overshoot, title: nil)
    let total = figure.sweep.cellCount
    #expect(total == 91 * 31)
    var done: [Int] = []
    let page = FigureFolder(path: folder.path("a"), format: .none, width: 1200, height: 600)
    _ = try figure.writeTable(in: page, threadCount: 2) { done.append($0) }
    #expect(done.first == SweepFigure.smallestBlock && SweepFigure.smallestBlock == 32)
    #expect(done.last == total)
    let steps = zip([0] + done, done).map { $1 - $0 }
    // Each block is half, the same as or twice the one before (the last one may be cut short).
    for (before, after) in zip(steps, steps.dropFirst().dropLast()) {
      #expect([before / 2, before, 2 * before].contains(after), "\(steps)")
    }
    #expect(steps.max()! <= max(SweepFigure.minimumBlock, total / 100))
    let single = FigureFolder(path: folder.path("b"), format: .none, width: 1200, height: 600)
    _ = try figure.writeTable(in: single, threadCount: 1) { _ in }
    #expect(try folder.text("a/jelly-sweep.csv") == (try folder.text("b/jelly-sweep.csv")))
  }
}
