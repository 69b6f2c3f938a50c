import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyMath
import JellySprings
import JellySweep
import JellyTestSupport
import Testing

@Suite struct PresetSweepTests {
  private func axis(_ start: Double, _ stop: Double, _ step: Double) throws -> SweepAxis {
    try SweepAxis(start: start, stop: stop, step: step)
  }

  @Test("cells are numbered row by row: row = first axis, column = second axis")
  func gridShapeAndOrder() throws {
    let sweep = try PresetSweep(
      preset: .jelly, rows: PresetSweepAxis(.dampingRatio, axis(0.5, 0.7, 0.1)),
      columns: PresetSweepAxis(.velocity, axis(0, 1, 0.5)))
    #expect(sweep.cellCount == 9)
    #expect(sweep.columnCount == 3)
    var seen: [(Double, Double)] = []
    for index in 0..<sweep.cellCount {
      let overrides = sweep.overrides(at: index)
      #expect(overrides.duration == 1, "the jelly's own duration stays")
      seen.append((overrides.dampingRatio ?? .nan, overrides.initialVelocity ?? .nan))
      #expect(sweep.position(of: index) == (index / 3, index % 3))
      #expect(sweep.grid.positions(of: index) == [index / 3, index % 3])
    }
    let expected: [(Double, Double)] = [
      (0.5, 0), (0.5, 0.5), (0.5, 1), (0.6, 0), (0.6, 0.5), (0.6, 1),
      (0.5 + 2 * 0.1, 0), (0.5 + 2 * 0.1, 0.5), (0.5 + 2 * 0.1, 1),
    ]
    #expect(seen.map(\.0) == expected.map(\.0))
    #expect(seen.map(\.1) == expected.map(\.1))
  }

  // Both models: the ideal solver's free spring (as jellylab ran it before), and iOS's solver cut
  // at the duration, where the free settling (1.0075 s) is replaced by the cut motion's.
  @Test(
    "jelly at damping 0.85: every metric equals the single-spring computation",
    arguments: [UIKitAnimationModel.idealFree, .iOS])
  func jellyCellMatchesSingleSpring(model: UIKitAnimationModel) throws {
    var jelly = FrameDiffPreset.jelly
    jelly.animationModel = model
    let sweep = try PresetSweep(
      preset: jelly, rows: PresetSweepAxis(.dampingRatio, axis(0.8, 0.9, 0.05)))
    let cell = try #require(Sweep(frameDiffOf: sweep).cell(at: 1))
    #expect(cell.dampingRatio == 0.85)  // as typed, not 0.8 + 0.05 = 0.8500000000000001
    // Closed form by hand: k = ω², c = 2ζω, so the overshoot of a release from rest is
    // exp(−πζ/√(1 − ζ²)) whatever ω is.
    let zeta = cell.dampingRatio
    #expect(abs(cell.overshoot - exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())) < 1e-13)
    // The first turning point is half a damped period after release, 0.0063 of the travel
    // (2.9 pt of 467.5); the second is 0.0063² of it (0.019 pt), under ε·travel = 0.47 pt.
    let spring = try Spring(
      uiKitDuration: 1, dampingRatio: zeta, initialVelocity: 0, solver: model.solver)
    #expect(cell.peakCount == 1)
    let firstPeak = try #require(cell.firstPeakTime)
    #expect(abs(firstPeak - Double.pi / spring.dampedFrequency) < 1e-9)
    // Released from rest, the largest deviation is the start, so the scene's settling time is
    // the single spring's settling duration.
    let motion = spring.motion(
      initialDisplacement: -1, initialVelocity: 0, endTime: model.endTime(duration: 1))
    let settling = try #require(cell.settlingDuration)
    #expect(abs(settling - motion.settlingDuration(epsilon: 0.001)) < 1e-9)
    // The cell scales the helper's jump (from 517 pt) by its travel: equal to rounding.
    #expect(abs(cell.endJump - motion.endJump) <= 1e-15)
    if model.cutsAtDuration {
      // 0.00107 of the travel from the target just before the cut, outside the band: the
      // jump settles it at exactly 1 s.
      #expect(abs(motion.endJump - 0.001074) < 1e-6, "\(motion.endJump)")
      #expect(settling == 1)
      #expect(motion.free.settlingDuration(epsilon: 0.001) > 1)
    } else {
      #expect(cell.endJump == 0)
    }
    // And the same as the library's peak finder and settling search on the preset itself.
    let preset = try jelly.applying(PresetOverrides(side: HelperOverrides(dampingRatio: zeta)))
    let scene = try preset.scene()
    let peaks = try PeakFinder.refinedPeaks(of: scene)
    let summary = try PeakSummary(
      peaks: peaks, threshold: 0.001 * abs(scene.side.to - scene.side.from))
    #expect(cell.peakCount == summary.countAboveThreshold)
    #expect(firstPeak == peaks.first?.time)
    #expect(settling == (try scene.settlingTime(epsilon: 0.001)))
  }

  @Test("skype: end_jump is the side helper's x(T)/(to − from), checked by RK4")
  func skypeEndJump() throws {
    let cell = try PresetSweepCell(preset: .skype, epsilon: 0.001, framesPerSecond: 60)
    let side = try FrameDiffPreset.skype.scene().side
    let travel = side.to - side.from
    // x0 = from − to, v0 = v·(to − from) (UIKit's velocity is in distances per second).
    let x = rungeKutta4(
      spring: side.spring, x0: side.from - side.to, v0: side.initialVelocity * travel,
      times: [1], step: 1e-5)[0].x
    #expect(abs(cell.endJump - x / travel) <= 1e-12, "\(cell.endJump) vs \(x / travel)")
    #expect(cell.endJump == side.motion.free.displacement(at: 1) / travel)
    // 0.58 pt past the target (x < 0) along a travel of −393.5 pt: +0.00148 of it.
    #expect(abs(cell.endJump - 0.001477) < 1e-6, "\(cell.endJump)")
    // The free spring never jumps.
    let free = try PresetSweepCell(preset: .skype.idealFree, epsilon: 0.001, framesPerSecond: 60)
    #expect(free.endJump == 0)
  }

  @Test("skype: the side helper is swept, the center helper keeps damping 0.8")
  func twoHelperCell() throws {
    let sweep = try PresetSweep(
      preset: .skype, rows: PresetSweepAxis(.dampingRatio, axis(0.3, 0.5, 0.1)))
    let preset = try sweep.preset(at: 2)
    #expect(preset.side.dampingRatio == 0.3 + 2 * 0.1)
    #expect(preset.center?.dampingRatio == 0.8)
    let cell = try #require(Sweep(frameDiffOf: sweep).cell(at: 2))
    let scene = try preset.scene()
    let peaks = try PeakFinder.refinedPeaks(of: scene)
    let threshold = 0.001 * abs(scene.side.to - scene.side.from)
    let visible = peaks.filter { abs($0.value - scene.restingDiff) >= threshold }
    #expect(cell.peakCount == visible.count && cell.peakCount > 0)
    #expect(cell.firstPeakTime == visible.first?.time)
    #expect(cell.settlingDuration == (try scene.settlingTime(epsilon: 0.001)))
    // The side spring alone: the overshoot past its target as a fraction of the travel, by
    // dense sampling of its motion (1e-5 s steps over 2 s).
    let side = scene.side
    var largest = 0.0
    for step in 0...200_000 {
      let x = side.motion.displacement(at: Double(step) * 1e-5) / (side.to - side.from)
      largest = max(largest, x)
    }
    #expect(abs(cell.overshoot - largest) < 1e-8)
  }

  @Test("cells do not depend on the thread count or the block split", .tags(.sanitizeMemory))
  func deterministic() throws {
    let sweep = try PresetSweep(
      preset: .gooey, rows: PresetSweepAxis(.dampingRatio, axis(0.3, 0.9, 0.1)),
      columns: PresetSweepAxis(.duration, axis(0.5, 1, 0.25)))
    let cells = Sweep(frameDiffOf: sweep)
    let serial = cells.cells(threadCount: 1)
    #expect(serial.count == 21)
    #expect(cells.cells(threadCount: 4) == serial)
    let split = cells.cells(in: 0..<10, threadCount: 3) + cells.cells(in: 10..<21, threadCount: 2)
    #expect(split == serial)
    #expect(serial[20] == cells.cell(at: 20))
  }

  @Test("a cell the UIKit model has no spring for is nil; its arguments are still known")
  func missingSpring() throws {
    let sweep = try PresetSweep(
      preset: .jelly.idealFree, rows: PresetSweepAxis(.dampingRatio, axis(0.1, 0.2, 0.1)),
      columns: PresetSweepAxis(.velocity, axis(0, 3, 3)))
    let cells = Sweep(frameDiffOf: sweep)
    #expect(cells.cell(at: 0) != nil)
    #expect(cells.cell(at: 1) == nil, "ζ = 0.1 with v = 3: no ω reaches the 0.001 envelope")
    #expect(sweep.overrides(at: 1).initialVelocity == 3)
    #expect(throws: FrameDiffError.self) { try sweep.preset(at: 1) }
    // iOS's 12 Newton steps end on a frequency there all the same.
    let iOS = try PresetSweep(
      preset: .jelly, rows: PresetSweepAxis(.dampingRatio, axis(0.1, 0.2, 0.1)),
      columns: PresetSweepAxis(.velocity, axis(0, 3, 3)))
    #expect(Sweep(frameDiffOf: iOS).cell(at: 1) != nil)
  }

  @Test(
    "invalid sweeps throw an error naming the parameter",
    arguments: [
      (
        "damping", Parameter.dampingRatio, SweepParameter.dampingRatio, 0.0, 1.0,
        SweepParameter.velocity
      ),
      ("duration", .duration, .duration, -1, 1, .velocity),
    ])
  func invalid(
    name: String, parameter: Parameter, first: SweepParameter, start: Double, stop: Double,
    second: SweepParameter
  ) throws {
    let rows = PresetSweepAxis(first, try axis(start, stop, 0.5))
    let columns = PresetSweepAxis(second, try axis(0, 100, 0.5))
    #expect {
      _ = try PresetSweep(preset: .jelly, rows: rows, columns: columns)
    } throws: { error in
      guard case .invalidParameter(let error) = error as? SweepError else { return false }
      return error.parameter == parameter && error.name == name
    }
    #expect(throws: SweepError.self) {
      try PresetSweep(
        preset: .jelly, rows: PresetSweepAxis(.velocity, try axis(0, 1, 1)), epsilon: 1)
    }
  }

  @Test("two axes of one parameter, too many cells and a bad rate have errors of their own")
  func invalidGrids() throws {
    let velocity = PresetSweepAxis(.velocity, try axis(0, 1, 0.5))
    #expect(throws: SweepError.sameParameterTwice(.velocity)) {
      try PresetSweep(preset: .jelly, rows: velocity, columns: velocity)
    }
    let fine = PresetSweepAxis(.dampingRatio, try axis(0.0001, 1, 1e-4))
    let finer = PresetSweepAxis(.velocity, try axis(0, 100, 1e-3))
    #expect(throws: SweepError.tooManyCells(counts: [10_000, 100_001], limit: 10_000_000)) {
      try PresetSweep(preset: .jelly, rows: fine, columns: finer)
    }
    #expect {
      try PresetSweep(preset: .jelly, rows: velocity, framesPerSecond: 0)
    } throws: { error in
      (error as? SweepError)?.parameterError?.parameter == .framesPerSecond
    }
  }
}
