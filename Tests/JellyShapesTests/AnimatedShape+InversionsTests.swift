import JellyAnalysis
import JellyFrameDiff
import JellyMath
import JellySprings
import JellyTestSupport
import Testing

@testable import JellyShapes

@Suite struct AnimatedShapeInversionsTests {
  /// Progress of Glow's block from the helper's exact y, by hand: from = 617, to = 100.
  func progress(_ shape: AnimatedShape, _ t: Double) -> Double {
    1 - (shape.scene.side.value(at: t) - 100) / 517
  }

  @Test("jelly at damping 0.85: inverted from 0.5651008081 s to the end (1 s), Δ min −0.31438")
  func jellyInversion() throws {
    // The ideal solver's free spring: still inverted at the horizon 1 s.
    let shape = try AnimatedShape(
      kind: .jelly,
      overrides: PresetOverrides(
        side: HelperOverrides(dampingRatio: 0.85), animationModel: .idealFree))
    let intervals = try shape.inversions()
    try #require(intervals.count == 1)
    let interval = intervals[0]
    #expect(abs(interval.start - 0.5651008081142457) <= 1e-9)
    #expect(interval.end == 1 && interval.isClippedAtHorizon)
    #expect(abs(interval.deepestTime - 0.6863032167713412) <= 1e-9)
    #expect(abs(interval.deepestBend - -0.3143801892479092) <= 1e-12)
    // At the refined start, progress crosses 1 (to the root tolerance).
    #expect(abs(progress(shape, interval.start) - 1) <= 1e-12)
    // Dense sampling every 1e-5 s: progress ≤ 1 before the start, > 1 after it up to 1 s, and
    // the most negative Δ = 50·(1 − p) agrees with the deepest bend.
    var deepest = 0.0
    var deepestTime = 0.0
    for t in Oracle.grid(0, 1, count: 100_000) {
      let p = progress(shape, t)
      if t < interval.start - 1e-9 { #expect(p <= 1) }
      if t > interval.start + 1e-9 { #expect(p > 1) }
      let delta = 50 * (0.5 - abs(p - 0.5))
      if delta < deepest { (deepest, deepestTime) = (delta, t) }
    }
    #expect(abs(deepest - interval.deepestBend) <= 1e-8)
    #expect(abs(deepestTime - interval.deepestTime) <= 1e-5)
    // Beyond the animation end Glow's completion resets progress to 1: no inversion.
    let later = try shape.inversions(through: 2)
    #expect(later.count == 1 && later[0].end == 1 && !later[0].isClippedAtHorizon)
  }

  @Test("jelly at damping 0.85 under iOS's model: the inversion ends exactly at the cut (1 s)")
  func jellyInversionEndsAtTheCut() throws {
    let shape = try AnimatedShape(
      kind: .jelly, overrides: PresetOverrides(side: HelperOverrides(dampingRatio: 0.85)))
    let free = try AnimatedShape(
      kind: .jelly,
      overrides: PresetOverrides(
        side: HelperOverrides(dampingRatio: 0.85),
        animationModel: UIKitAnimationModel(solver: .iOS, cutsAtDuration: false)))
    let intervals = try shape.inversions()
    try #require(intervals.count == 1)
    let interval = intervals[0]
    // The same spring as the free one until 1 s, where the block jumps to its target: the
    // inversion ends at the jump, not at the horizon (the seeds' solvers agree to 1e-7, so the
    // start and depth are the ideal ones to 1e-6).
    let reference = try #require(try free.inversions().first)
    #expect(interval.start == reference.start)
    #expect(interval.deepestTime == reference.deepestTime)
    #expect(interval.deepestBend == reference.deepestBend)
    #expect(abs(interval.start - 0.5651008081142457) <= 1e-6)
    #expect(interval.end == 1 && !interval.isClippedAtHorizon)
    #expect(reference.end == 1 && reference.isClippedAtHorizon)
    #expect(progress(shape, 1.0.nextDown) > 1)
    #expect(progress(shape, 1) == 1 && shape.bend(at: 1) == 0)
    // Searched beyond the end: the same single interval.
    #expect(try shape.inversions(through: 2) == intervals)
  }

  @Test("the critically damped jelly never inverts")
  func criticalJelly() throws {
    let shape = try AnimatedShape(
      kind: .jelly, overrides: PresetOverrides(side: HelperOverrides(dampingRatio: 1)))
    #expect(try shape.inversions().isEmpty)
  }

  @Test(
    "menu inversions agree with the sign of the bend sampled every 1e-5 s",
    arguments: [
      ShapeKind.skype, .gooey,
    ])
  func menusByDenseSampling(kind: ShapeKind) throws {
    let shape = try AnimatedShape(kind: kind)
    let intervals = try shape.inversions()
    #expect(!intervals.isEmpty)
    for t in Oracle.grid(0, shape.animationEnd, count: 100_000) {
      let inside = intervals.contains { t > $0.start && t < $0.end }
      let nearEdge = intervals.contains { abs(t - $0.start) < 1e-9 || abs(t - $0.end) < 1e-9 }
      if !nearEdge { #expect((shape.bend(at: t) < 0) == inside) }
    }
    for interval in intervals {
      let sampled = Oracle.grid(interval.start, interval.end, count: 20_000).map(shape.bend(at:))
      #expect(abs((sampled.min() ?? 0) - interval.deepestBend) <= 1e-6 * 150)
    }
  }

  @Test("skype: the edge sags into the menu at the start (to 0.025287 s) and 0.472802–0.840163 s")
  func skypePinned() throws {
    let intervals = try AnimatedShape(kind: .skype).inversions()
    try #require(intervals.count == 2)
    // The bend is exactly 0 at t = 0 (both helpers at rest), so the inversion starts at 0 itself,
    // not at Brent's 5.5e-14.
    #expect(intervals[0].start == 0)
    #expect(abs(intervals[0].end - 0.025287479124641285) <= 1e-9)
    #expect(abs(intervals[0].deepestBend - -2.5839016033202142) <= 1e-9)
    #expect(abs(intervals[1].start - 0.4728021167839154) <= 1e-9)
    #expect(abs(intervals[1].end - 0.8401634493944026) <= 1e-9)
    #expect(abs(intervals[1].deepestTime - 0.5787450926157515) <= 1e-9)
    #expect(abs(intervals[1].deepestBend - -16.670017255191908) <= 1e-9)
    #expect(!intervals[1].isClippedAtHorizon)
  }
}

extension AnimatedShapeInversionsTests {
  /// Shapes that invert and shapes that do not, with cuts, delays and free springs.
  static func variedShapes() throws -> [AnimatedShape] {
    var shapes: [AnimatedShape] = []
    for damping in [0.3, 0.85, 1.0] {
      for velocity in [-4.0, 0, 6] {
        let side = HelperOverrides(dampingRatio: damping, initialVelocity: velocity)
        for kind in ShapeKind.allCases {
          shapes.append(try AnimatedShape(kind: kind, overrides: PresetOverrides(side: side)))
          // The ideal solver has no spring for the weakest damping at the largest velocity.
          if let free = try? AnimatedShape(
            kind: kind, overrides: PresetOverrides(side: side, animationModel: .idealFree))
          {
            shapes.append(free)
          }
        }
      }
    }
    return shapes
  }

  @Test("isInverted is exactly 'inversions is not empty', found from the same nodes")
  func isInvertedMatchesInversions() throws {
    var counts = (inverted: 0, straight: 0)
    for shape in try Self.variedShapes() {
      for fps in [60.0, 24] {
        let expected = !(try shape.inversions(framesPerSecond: fps)).isEmpty
        let peaks = try PeakFinder.refinedPeaks(of: shape.scene, framesPerSecond: fps)
        let bends = try shape.frameBends(framesPerSecond: fps)
        #expect(try shape.isInverted(framesPerSecond: fps) == expected)
        #expect(
          try shape.isInverted(framesPerSecond: fps, peaks: peaks, frameBends: bends) == expected)
        #expect(
          try shape.inversions(framesPerSecond: fps, through: nil, peaks: peaks)
            == (try shape.inversions(framesPerSecond: fps)))
        if expected { counts.inverted += 1 } else { counts.straight += 1 }
      }
    }
    // Both answers occur, so the comparison means something.
    #expect(counts.inverted > 0 && counts.straight > 0, "\(counts)")
  }

  @Test("frameBends reads the bend at t_n = n/fps through the animation end")
  func frameBendsAreTheFrames() throws {
    let shape = try AnimatedShape(kind: .skype)
    let bends = try shape.frameBends(framesPerSecond: 60)
    #expect(bends.count == 61)
    #expect(bends[30] == shape.bend(at: 30.0 / 60))
    #expect(throws: ShapeError.self) { try shape.frameBends(framesPerSecond: 0) }
  }
}

@Suite(.tags(.long)) struct AnimatedShapeCutInversionsTests {
  @Test("inversions of random cut shapes match a DenseScan of the bend (1e-9 s, 1e-9 rel.)")
  func cutInversionsMatchDenseScan() throws {
    var endingAtCut = 0
    var intervals = 0
    let count = LongTests.count(quick: 50, long: 200)
    for shape in RandomCutScenes.shapes(count: count, seed: 0x25_0004) {
      let end = shape.animationEnd
      let found = try shape.inversions(framesPerSecond: 1000)
      let scan = DenseScan(
        horizon: end, step: 2e-4, kinks: shape.scene.kinks, jumps: shape.scene.cuts,
        value: { shape.bend(at: $0) })
      // Runs of negative bend on the scan, each end refined by bisection (across a jump: the
      // jump's time).
      var expected: [(start: Double, end: Double, deepest: Double)] = []
      var open: (start: Double, deepest: Double)?
      let samples = scan.samples
      for (i, sample) in samples.enumerated() {
        let negative = sample.value < 0
        if negative, open == nil {
          open = (i == 0 ? 0 : crossing(shape, samples[i - 1], sample), sample.value)
        } else if negative, let run = open {
          open = (run.start, min(run.deepest, sample.value))
        } else if !negative, let run = open {
          expected.append((run.start, crossing(shape, samples[i - 1], sample), run.deepest))
          open = nil
        }
      }
      if let run = open { expected.append((run.start, end, run.deepest)) }
      #expect(found.count == expected.count, "\(shape.preset)")
      let minima = scan.extrema().filter { !$0.isMaximum }
      for (interval, reference) in zip(found, expected) {
        #expect(abs(interval.start - reference.start) <= 1e-9, "\(interval) vs \(reference)")
        #expect(abs(interval.end - reference.end) <= 1e-9, "\(interval) vs \(reference)")
        // The deepest bend: the lowest sample or refined minimum of the scan inside the run.
        let deepest = minima.filter { $0.time >= interval.start && $0.time <= interval.end }
          .reduce(reference.deepest) { min($0, $1.value) }
        let scale = max(1, abs(deepest))
        #expect(abs(interval.deepestBend - deepest) <= 1e-9 * scale, "\(interval) vs \(deepest)")
        if shape.scene.cuts.contains(interval.end) { endingAtCut += 1 }
      }
      intervals += found.count
      #expect(try shape.isInverted(framesPerSecond: 1000) == !found.isEmpty)
    }
    #expect(intervals >= count / 2, "\(intervals)")
    #expect(endingAtCut >= count / 20, "\(endingAtCut)")
  }

  /// Where the bend changes sign between two samples: the jump's time when a cut lies between
  /// them, else bisection to 1e-15 s.
  func crossing(_ shape: AnimatedShape, _ a: DenseScan.Sample, _ b: DenseScan.Sample) -> Double {
    if a.isBeforeJump { return b.time }
    var (low, high) = (a.time, b.time)
    let lowNegative = shape.bend(at: low) < 0
    for _ in 0..<200 where high - low > 1e-15 {
      let middle = (low + high) / 2
      if (shape.bend(at: middle) < 0) == lowNegative { low = middle } else { high = middle }
    }
    return high
  }
}
