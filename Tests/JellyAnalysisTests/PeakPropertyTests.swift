import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyMath
import JellySprings
import JellyTestSupport
import Testing

// Property tests over seeded random helper pairs (SplitMix64, fixed seeds): diff sequences and
// every peak list are finite, sorted in time and alternate between maxima and minima, refined
// peaks are true local extrema of the exact diff, and golden files are byte-identical when
// written twice.

extension SplitMix64 {
  /// Uniform in [a, b).
  fileprivate mutating func uniform(_ a: Double, _ b: Double) -> Double {
    a + (b - a) * nextUnitDouble()
  }

  /// A random UIKit-animated helper on the ideal solver's free spring (a smooth diff); `nil`
  /// when the UIKit model cannot solve the parameters.
  fileprivate mutating func helper(model: UIKitAnimationModel = .idealFree) -> HelperView? {
    try? HelperView(
      from: uniform(-1_000, 1_000), to: uniform(-1_000, 1_000),
      delay: next() % 3 == 0 ? 0 : uniform(0, 0.5), duration: uniform(0.05, 3),
      dampingRatio: uniform(0.05, 1.5), initialVelocity: uniform(-5, 5), model: model)
  }

  /// A random scene: two helpers, or one helper against its target one time in four.
  fileprivate mutating func scene(model: UIKitAnimationModel = .idealFree) -> FrameDiffScene? {
    guard let side = helper(model: model) else { return nil }
    if next() % 4 == 0 { return FrameDiffScene(side: side) }
    guard let center = helper(model: model) else { return nil }
    return FrameDiffScene(side: side, center: center)
  }
}

/// Checks the shape every peak list must have: finite, strictly increasing times within
/// (0, horizon], kinds alternating, each maximum above its neighbouring minima.
private func expectWellFormed(
  _ peaks: [Peak], horizon: Double, _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (index, peak) in peaks.enumerated() {
    #expect(
      peak.time.isFinite && peak.value.isFinite && peak.time > 0 && peak.time <= horizon + 1e-9,
      "\(label): peak \(peak)", sourceLocation: sourceLocation)
    guard index > 0 else { continue }
    let before = peaks[index - 1]
    #expect(
      before.time < peak.time, "\(label): \(before) then \(peak)", sourceLocation: sourceLocation)
    #expect(
      before.kind != peak.kind, "\(label): \(before) then \(peak)", sourceLocation: sourceLocation)
    let (maximum, minimum) = peak.kind == .maximum ? (peak, before) : (before, peak)
    #expect(
      maximum.value >= minimum.value, "\(label): \(before) then \(peak)",
      sourceLocation: sourceLocation)
  }
}

@Suite struct PeakPropertyTests {
  /// Random scenes per property.
  static let caseCount = 150

  @Test("diff sequences of random helper pairs are finite and peaks are well formed")
  func randomScenes() throws {
    var random = SplitMix64(seed: 0x9ea4_0001)
    var checked = 0
    while checked < Self.caseCount {
      guard let scene = random.scene() else { continue }
      checked += 1
      let horizon = scene.animationEnd + 1
      let link = try DisplayLink(framesPerSecond: 60)
      let sequence = try DiffSequence(scene: scene, displayLink: link, horizon: horizon)
      #expect(sequence.frames.count == Int((horizon * 60 + 1e-9).rounded(.down)) + 1)
      #expect(
        sequence.frames.allSatisfy { $0.diff.isFinite && $0.side.isFinite },
        "non-finite diff for \(scene)")
      let samples = sequence.samples
      expectWellFormed(PeakFinder.sampledPeaks(samples), horizon: horizon, "sampled \(scene)")
      expectWellFormed(PeakFinder.parabolicPeaks(samples), horizon: horizon, "parabolic \(scene)")
      let refined = try PeakFinder.refinedPeaks(of: scene, through: horizon)
      expectWellFormed(refined, horizon: horizon, "refined \(scene)")
      // A refined peak is a local extremum of the exact diff: a step h either side, a quarter
      // of the gap to the neighbouring peaks and at most 0.1 ms, does not go beyond it.
      let scale =
        abs(scene.side.from - scene.side.to) + abs(scene.center.map { $0.from - $0.to } ?? 0)
      for (index, peak) in refined.enumerated() {
        let sign: Double = peak.kind == .maximum ? 1 : -1
        let gapBefore = index > 0 ? peak.time - refined[index - 1].time : peak.time
        let gapAfter = index + 1 < refined.count ? refined[index + 1].time - peak.time : 1
        let h = min(1e-4, gapBefore / 4, gapAfter / 4)
        for t in [peak.time - h, peak.time + h] {
          #expect(
            sign * (scene.diff(at: t) - peak.value) <= 1e-9 * scale,
            "\(peak) vs diff(\(t)) = \(scene.diff(at: t)) in \(scene)")
        }
      }
    }
  }

  @Test(
    "with UIKit's cuts, every refined peak is a local extremum of the exact diff, cuts included")
  func randomCutScenes() throws {
    var random = SplitMix64(seed: 0x9ea4_0003)
    var checked = 0
    var peakCount = 0
    while checked < Self.caseCount {
      guard let scene = random.scene(model: .iOS), !scene.cuts.isEmpty else { continue }
      checked += 1
      let horizon = scene.animationEnd + 1
      let refined = try PeakFinder.refinedPeaks(of: scene, through: horizon)
      peakCount += refined.count
      let scale =
        abs(scene.side.from - scene.side.to) + abs(scene.center.map { $0.from - $0.to } ?? 0)
      for (index, peak) in refined.enumerated() {
        #expect(peak.time.isFinite && peak.value.isFinite && peak.time > 0)
        if index > 0 { #expect(refined[index - 1].time < peak.time) }
        // A step h either side, within the gaps to the neighbouring peaks and to every cut.
        let gapBefore = index > 0 ? peak.time - refined[index - 1].time : peak.time
        let gapAfter = index + 1 < refined.count ? refined[index + 1].time - peak.time : 1
        let sign: Double = peak.kind == .maximum ? 1 : -1
        // At a cut: the value just before it moves away from the value after the jump, and the
        // value after the jump from the one before; each is checked on its own side.
        let atCut = scene.cuts.contains(peak.time)
        if peak.isBeforeJump || atCut {
          let cut = atCut ? peak.time : peak.time.nextUp
          #expect(scene.cuts.contains(cut), "\(peak)")
          let other = atCut ? scene.diff(at: cut.nextDown) : scene.diff(at: cut)
          #expect(sign * (other - peak.value) < 0, "\(peak): the jump goes away from it")
          let h = min(1e-4, (atCut ? gapAfter : gapBefore) / 4)
          let t = atCut ? peak.time + h : peak.time - h
          #expect(sign * (scene.diff(at: t) - peak.value) <= 1e-9 * scale, "\(peak)")
          continue
        }
        let gapCut = scene.cuts.map { abs($0 - peak.time) }.min() ?? 1
        let h = min(1e-4, gapBefore / 4, gapAfter / 4, gapCut / 4)
        for t in [peak.time - h, peak.time + h] {
          #expect(
            sign * (scene.diff(at: t) - peak.value) <= 1e-9 * scale,
            "\(peak) vs diff(\(t)) = \(scene.diff(at: t)) in \(scene)")
        }
      }
    }
    #expect(peakCount > Self.caseCount, "the scenes have peaks to check")
  }

  @Test("the streaming detector finds exactly the batch finder's sampled peaks")
  func streamingMatchesBatch() throws {
    var random = SplitMix64(seed: 0x9ea4_0002)
    var checked = 0
    while checked < 40 {
      guard let scene = random.scene() else { continue }
      checked += 1
      let link = try DisplayLink(framesPerSecond: 120)
      let samples = try DiffSequence(
        scene: scene, displayLink: link, horizon: scene.animationEnd + 0.5
      ).samples
      var detector = StreamingPeakDetector()
      let streamed = samples.compactMap { detector.add($0) }
      #expect(streamed == PeakFinder.sampledPeaks(samples))
    }
    // Series with long flat runs and plateaus at the ends: values quantized to 3 levels.
    for length in 0..<200 {
      let samples = (0..<length).map {
        SamplePoint(index: $0, time: Double($0), value: Double(random.next() % 3))
      }
      var detector = StreamingPeakDetector()
      let streamed = samples.compactMap { detector.add($0) }
      #expect(streamed == PeakFinder.sampledPeaks(samples), "length \(length)")
      #expect(detector.sampleCount == length)
    }
  }
}
