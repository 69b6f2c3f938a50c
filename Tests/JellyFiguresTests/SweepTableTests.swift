import JellyFrameDiff
import JellyShapes
import JellySweep
import Testing

@testable import JellyFigures

@Suite struct SweepTableTests {
  @Test("the continuous largest bulge is never below the per-frame one; jelly: h/8 = 12.5 pt")
  func continuousBulge() throws {
    let damping = PresetSweepAxis(.dampingRatio, try SweepAxis(start: 0.3, stop: 0.9, step: 0.05))
    let sweep = try PresetSweep(preset: .jelly, rows: damping)
    let shapes = Sweep(shapesOf: sweep)
    var table = SweepTable(continuousBulge: true)
    #expect(table.header.last == "largest_bulge_continuous")
    #expect(table.header.count == SweepTable.header.count + 1)
    let frameColumn = SweepTable.header.firstIndex(of: "largest_bulge") ?? -1
    for index in 0..<sweep.cellCount {
      let row = table.row(shapes.cell(at: index), index: index, sweep: sweep)
      let perFrame = row[frameColumn]
      let continuous = row.last ?? .nan
      #expect(continuous >= perFrame - 1e-12, "cell \(index)")
      // From ζ 0.3 on the block's inversion is shallow, so the largest bend is the tent's apex
      // Δ = h/4 = 25 pt at progress ½: bulge 12.5 pt, while the frames give 10.5...12.5.
      // Golden section pins the apex time to 1e-10 s; Δ's slope there is at most
      // h/2·|p′| ≈ 50·4 = 200 pt/s, so the bulge is within 1e-7 pt of 12.5.
      #expect(abs(continuous - 12.5) < 1e-7, "cell \(index): \(continuous)")
    }
    #expect(table.continuousBulgeRange.map { abs($0.high - 12.5) < 1e-7 } == true)
  }

  @Test("without the option the header and rows keep the metrics only")
  func plain() throws {
    let sweep = try PresetSweep(
      preset: .jelly, rows: PresetSweepAxis(.dampingRatio, try SweepAxis(value: 0.85)))
    var table = SweepTable()
    #expect(table.header == SweepTable.header)
    // The damping axis, seven metrics (end_jump among them) and the largest per-frame bulge.
    #expect(table.row(Sweep(shapesOf: sweep).cell(at: 0), index: 0, sweep: sweep).count == 10)
    #expect(table.header.contains("end_jump"))
  }
}

extension SweepTableTests {
  @Test("merging the tables of two halves gives the ranges and count of the whole")
  func mergeHalves() throws {
    let damping = PresetSweepAxis(.dampingRatio, try SweepAxis(start: 0.1, stop: 1, step: 0.1))
    let velocity = PresetSweepAxis(.velocity, try SweepAxis(start: -2, stop: 10, step: 1))
    let sweep = try PresetSweep(preset: .skype, rows: damping, columns: velocity)
    let cells = Sweep(shapesOf: sweep).cells(threadCount: 1)
    var whole = SweepTable()
    var halves = [SweepTable(), SweepTable()]
    for (index, cell) in cells.enumerated() {
      _ = whole.row(cell, index: index, sweep: sweep)
      _ = halves[index < cells.count / 3 ? 0 : 1].row(cell, index: index, sweep: sweep)
    }
    var merged = halves[0]
    merged.merge(halves[1])
    #expect(whole.missingCount > 0 && merged.missingCount == whole.missingCount)
    #expect(whole.ranges.count == SweepMetric.everySweep.count)
    for metric in SweepMetric.everySweep {
      let (expected, got) = (
        try #require(whole.ranges[metric]), try #require(merged.ranges[metric])
      )
      #expect(expected.low == got.low && expected.high == got.high, "\(metric)")
    }
    // The halves differ from the whole, so the merge has something to do.
    #expect(
      halves[1].ranges[.overshoot]?.high != whole.ranges[.overshoot]?.high
        || halves[0].ranges[.overshoot]?.high != whole.ranges[.overshoot]?.high)
  }
}
