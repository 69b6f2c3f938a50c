import Foundation
import JellyFrameDiff
import JellyMath
import JellyTestSupport
import Testing

@testable import JellyAnalysis

@Suite struct DiffNormalizationTests {
  @Test("one spring from 0 to 100 at rest: n(u) = x(uT)/100 by the hand-written closed form")
  func oneSpringMatchesClosedForm() throws {
    // The free spring: n is the closed form up to u = 1 (under the cut n(1) is the target, 0).
    let helper = try HelperView(
      from: 0, to: 100, duration: 1, dampingRatio: 0.4, model: .idealFree)
    let scene = FrameDiffScene(side: helper)
    let normalization = try DiffNormalization(scene: scene)
    // The main excursion is the start, x0 = −100: A = 100 and the sign stays +1 for −1.
    #expect(normalization.amplitude == 100)
    #expect(normalization.mainExcursionTime == 0)
    #expect(normalization.sign == 1)
    let reference = ReferenceSpring(
      stiffness: helper.spring.stiffness, damping: helper.spring.damping, x0: -100, v0: 0)
    for i in 0...50 {
      let u = Double(i) / 50
      let expected = reference.displacement(u * normalization.settlingTime) / 100
      #expect(abs(normalization.value(at: u) - expected) < 1e-12)
    }
  }

  @Test("the time scale is the settling time: |n(1)| = 0.001 and |n(u)| <= 0.001 for u >= 1")
  func timeScaleIsSettlingTime() throws {
    // The free springs, which settle by crossing into the band (iOS's cut settles skype at its
    // end instead, where n jumps to 0: see timeScaleUnderTheCut).
    let scene = try FrameDiffPreset.skype.idealFree.scene()
    let normalization = try DiffNormalization(scene: scene)
    #expect(abs(abs(normalization.value(at: 1)) - 0.001) < 1e-9)
    for i in 1...4000 {
      #expect(abs(normalization.value(at: 1 + Double(i) / 1000)) <= 0.001 + 1e-12)
    }
  }

  @Test("under iOS's cut skype settles at its end (1 s): n(u) is exactly 0 from u = 1 on")
  func timeScaleUnderTheCut() throws {
    let scene = try FrameDiffPreset.skype.scene()
    for alignment in [DiffAlignment.peak, .start] {
      let normalization = try DiffNormalization(scene: scene, alignment: alignment)
      #expect(normalization.settlingTime == 1)
      #expect(normalization.time(at: 1) == 1)
      // Just before the end the diff is still outside the band; from it on, at rest.
      #expect(abs(scene.diff(at: 1.0.nextDown)) > 0.001 * normalization.amplitude)
      for i in 0...4000 {
        #expect(normalization.value(at: 1 + Double(i) / 1000) == 0)
      }
    }
  }

  @Test("skype: A is the largest |diff| on a 1e-5 s grid (to 1e-6 pt), n = −1 at the excursion")
  func amplitudeIsLargestDeviation() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let normalization = try DiffNormalization(scene: scene)
    var largest = 0.0
    for i in 0...200_000 { largest = max(largest, abs(scene.diff(at: Double(i) * 1e-5))) }
    #expect(abs(normalization.amplitude - largest) < 1e-6)
    #expect(normalization.amplitude >= largest)
    // Aligned at the peak (the default), u = 0 is the main excursion.
    #expect(normalization.alignment == .peak)
    #expect(normalization.timeOrigin == normalization.mainExcursionTime)
    #expect(abs(normalization.value(at: 0) + 1) < 1e-12)
    let start = try DiffNormalization(scene: scene, alignment: .start)
    let u = start.mainExcursionTime / start.settlingTime
    #expect(abs(start.value(at: u) + 1) < 1e-12)
    #expect(start.value(at: 0) == 0, "skype's helpers start together: diff(0) = 0")
    let flipped = try DiffNormalization(scene: scene, mainExcursionSign: 1)
    #expect(abs(flipped.value(at: 0) - 1) < 1e-12)
    #expect(flipped.sign == -normalization.sign)
  }

  @Test("peak alignment, one spring thrown away from its target: t* and n(u) by hand to 1e-9")
  func peakAlignmentMatchesClosedForm() throws {
    // x0 = −100 pt, v0 = −3·100 pt/s: the view first moves further away, so the largest
    // |x| is at the first zero of x′: tan(ω_d t*) = v0·ω_d/(α·v0 + ω0²·x0).
    let helper = try HelperView(
      from: 0, to: 100, duration: 1, dampingRatio: 0.4, initialVelocity: -3)
    let scene = FrameDiffScene(side: helper)
    let normalization = try DiffNormalization(scene: scene)
    let reference = ReferenceSpring(
      stiffness: helper.spring.stiffness, damping: helper.spring.damping, x0: -100, v0: -300)
    let wd = reference.dampedFrequency
    let peakTime = atan(-300 * wd / (-300 * reference.alpha - reference.omegaSquared * 100)) / wd
    #expect(peakTime > 0)
    #expect(abs(normalization.mainExcursionTime - peakTime) < 1e-9)
    let peakValue = reference.displacement(peakTime)
    #expect(abs(normalization.amplitude - abs(peakValue)) < 1e-9)
    #expect(normalization.sign == 1, "the excursion is already negative, as −1 asks")
    let span = normalization.settlingTime - peakTime
    #expect(abs(normalization.timeSpan - span) < 1e-9)
    for i in 0...50 {
      let u = Double(i) / 50
      let expected = reference.displacement(peakTime + u * span) / abs(peakValue)
      #expect(abs(normalization.value(at: u) - expected) < 1e-9)
    }
  }

  @Test("a diff that never moves (identical helpers) and a zero sign are rejected")
  func rejectsDegenerateInput() throws {
    let helper = try HelperView(from: 0, to: 100, duration: 1, dampingRatio: 0.5)
    #expect(throws: FrameDiffError.diffNeverMoves) {
      try DiffNormalization(scene: FrameDiffScene(side: helper, center: helper))
    }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.mainExcursionSign, value: 0.0, allowed: "nonzero"))
    ) {
      try DiffNormalization(scene: FrameDiffScene(side: helper), mainExcursionSign: 0)
    }
  }
}

@Suite(.tags(.long)) struct DiffNormalizationCutTests {
  @Test(
    "compare's window and amplitude match a DenseScan on random cut scenes (200 in make long-test)")
  func windowAndAmplitudeMatchDenseScan() throws {
    // Springs the default 60 fps grid brackets: every helper turns at most every two frames.
    let count = LongTests.count(quick: 50, long: 200)
    let scenes = RandomCutScenes.scenes(count: 3 * count, seed: 0x25_0005).filter { scene in
      [scene.side, scene.center].compactMap { $0 }.allSatisfy {
        $0.spring.naturalFrequency < .pi * 30
      }
    }.prefix(count)
    #expect(scenes.count == count)
    var excursionAtCut = 0
    var ambiguous = 0
    for scene in scenes {
      let rest = scene.restingDiff
      let extrema = try DiffExtrema.settling(scene, epsilon: 0.001)
      let scan = DenseScan(scene: scene, horizon: extrema.horizon, step: 2e-4)
      let largest = scan.largest(from: rest)
      let amplitude = abs(largest.value - rest)
      let band = 0.001 * amplitude
      let values = scan.extrema().map(\.value) + scan.samples.map(\.value)
      if values.contains(where: { abs(abs($0 - rest) - band) <= 1e-7 * band }) {
        ambiguous += 1
        continue
      }
      let settling = scan.settlingTime(reference: rest, threshold: band)
      let start = try DiffNormalization(scene: scene, alignment: .start)
      #expect(abs(start.amplitude - amplitude) <= 1e-9 * amplitude)
      #expect(abs(start.settlingTime - settling) <= 1e-9)
      #expect(abs(start.mainExcursionTime - largest.time) <= 1e-5)
      if largest.isBeforeJump && settling == largest.time.nextUp {
        // The cut right after the main excursion settles the diff: nothing follows it, so
        // aligning there is refused, naming the alignment.
        excursionAtCut += 1
        #expect(throws: FrameDiffError.self) { try DiffNormalization(scene: scene) }
        do {
          _ = try DiffNormalization(scene: scene)
        } catch {
          if case .nothingFollowsPeak(_, let settlingTime) = error {
            #expect(settlingTime == settling)
          } else {
            Issue.record("\(error)")
          }
        }
      } else {
        let peak = try DiffNormalization(scene: scene)
        #expect(peak.amplitude == start.amplitude && peak.settlingTime == start.settlingTime)
        #expect(abs(abs(peak.value(at: 0)) - 1) <= 1e-12)
      }
    }
    #expect(ambiguous <= 5, "\(ambiguous)")
    #expect(excursionAtCut >= (LongTests.isEnabled ? 8 : 1), "\(excursionAtCut)")
  }
}
