import JellyFrameDiff
import JellyShapes
import JellySweep
import Testing

@Suite struct ShapeSweepCellTests {
  private func grid(_ preset: FrameDiffPreset, damping: SweepAxis) throws -> PresetSweep {
    try PresetSweep(preset: preset, rows: PresetSweepAxis(.dampingRatio, damping))
  }

  private func sweep(_ preset: FrameDiffPreset, damping: SweepAxis) throws
    -> Sweep<ShapeSweepCell?>
  {
    Sweep(shapesOf: try grid(preset, damping: damping))
  }

  @Test(
    "largest bulge equals the largest ShapeMetrics.bulge of the frames' outlines",
    arguments: ["jelly", "skype", "gooey-close", "bouncyview"])
  func bulgeMatchesOutlines(name: String) throws {
    let grid = try grid(
      FrameDiffPreset.named(name), damping: SweepAxis(start: 0.4, stop: 1, step: 0.3))
    let shapes = Sweep(shapesOf: grid)
    let kind = ShapeKind.drawing(grid.preset)
    for index in 0..<shapes.cellCount {
      let cell = try #require(shapes.cell(at: index))
      let shape = try AnimatedShape(kind: kind, preset: grid.preset(at: index))
      // Independent route: build every frame's outline and measure its edges' chord distance.
      let timeline = try ShapeTimeline(shape: shape)
      let largest = try #require(timeline.largest(.bulge)).metrics.bulge
      #expect(abs(cell.largestBulge - largest) <= 1e-12 * max(1, largest), "\(name) \(index)")
      #expect(cell.isInverted == !(try shape.inversions()).isEmpty)
    }
  }

  @Test("jelly: overshooting (ζ = 0.85) inverts the block, critical damping (ζ = 1) does not")
  func jellyInversion() throws {
    let shapes = try sweep(.jelly, damping: SweepAxis(start: 0.85, stop: 1, step: 0.15))
    let underdamped = try #require(shapes.cell(at: 0))
    let critical = try #require(shapes.cell(at: 1))
    #expect(underdamped.isInverted)
    #expect(!critical.isInverted)
    // The block is 100 pt high: Δ ≤ h/4 = 25 pt, so the bulge is at most 12.5 pt; p passes
    // 0.5 within a frame, where Δ is within 25 − 50·|Δp| of its top.
    #expect(critical.largestBulge <= 12.5)
    #expect(critical.largestBulge > 11)
  }

  @Test("sweep metrics read the cell's fields")
  func metricValues() throws {
    let shapes = try sweep(.jelly, damping: SweepAxis(value: 0.5))
    let cell = try #require(shapes.cell(at: 0))
    #expect(SweepMetric.overshoot.value(in: cell) == cell.frameDiff.overshoot)
    #expect(SweepMetric.peakCount.value(in: cell) == Double(cell.frameDiff.peakCount))
    #expect(SweepMetric.firstPeakTime.value(in: cell) == cell.frameDiff.firstPeakTime)
    #expect(SweepMetric.settlingDuration.value(in: cell) == cell.frameDiff.settlingDuration)
    #expect(SweepMetric.largestBulge.value(in: cell) == cell.largestBulge)
    #expect(SweepMetric.inverted.value(in: cell) == 1)
    #expect(SweepMetric.allCases.allSatisfy { !$0.label.isEmpty })
    #expect(shapes.cells(threadCount: 2) == [cell])
  }
}
