import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellySprings
import JellyTestSupport
import Testing

@Suite struct PeakFinderTests {

  @Test(
    "refined peaks of every preset: |diff′| ≤ 1e-9 s × max|diff″|, and they match a dense scan",
    arguments: FrameDiffPreset.all)
  func refinedPeaksAreExtrema(preset: FrameDiffPreset) throws {
    let scene = try preset.scene()
    let peaks = try PeakFinder.refinedPeaks(of: scene)
    #expect(!peaks.isEmpty)
    // max|diff″| estimated from diff′ differences on a 1 ms grid.
    var curvature = 0.0
    for i in 0..<Int(scene.animationEnd * 1_000) {
      let t = Double(i) / 1_000
      curvature = max(
        curvature, abs(scene.diffDerivative(at: t + 0.001) - scene.diffDerivative(at: t)) * 1_000)
    }
    for peak in peaks {
      // A turning point has diff′ = 0; the value just before a cut is where diff still moves.
      if !peak.isBeforeJump {
        #expect(abs(scene.diffDerivative(at: peak.time)) <= 1e-9 * curvature, "\(peak)")
      }
      #expect(peak.value == scene.diff(at: peak.time))
      #expect(peak.index == Int((peak.time * 60).rounded()))
    }
    // Dense scan at 1e-5 s across the cut: the same extrema, times within one step, values
    // within 1e-6 pt.
    let dense = DenseScan(scene: scene, horizon: scene.animationEnd + 0.1, step: 1e-5).extrema()
    #expect(dense.count == peaks.count)
    for (peak, extremum) in zip(peaks, dense) {
      #expect(abs(peak.time - extremum.time) <= 1e-5, "\(peak) vs dense \(extremum)")
      #expect(abs(peak.value - extremum.value) <= 1e-6, "\(peak) vs dense \(extremum)")
      #expect((peak.kind == .maximum) == extremum.isMaximum)
      #expect(peak.isBeforeJump == extremum.isBeforeJump)
    }
  }

  @Test(
    "refined and frame-level peaks lie within one frame of each other (60 and 120 fps)",
    arguments: [60.0, 120.0])
  func sampledPeaksNearRefined(fps: Double) throws {
    // The free springs: a smooth diff (a cut's jump makes a frame-level peak with no extremum
    // of the continuous diff).
    for preset in FrameDiffPreset.all {
      let scene = try preset.idealFree.scene()
      let refined = try PeakFinder.refinedPeaks(of: scene, framesPerSecond: fps)
      let link = try DisplayLink(framesPerSecond: fps)
      let sampled = PeakFinder.sampledPeaks(
        try DiffSequence(scene: scene, displayLink: link).samples)
      let frame = 1 / fps
      for peak in sampled {
        #expect(refined.contains { $0.kind == peak.kind && abs($0.time - peak.time) <= frame })
      }
      // A refined peak before the first frame has no earlier frame to show it as a peak.
      for peak in refined where peak.time > frame {
        #expect(
          sampled.contains { $0.kind == peak.kind && abs($0.time - peak.time) <= frame },
          "\(preset.name) \(peak)")
      }
    }
  }

  @Test(
    "a spring's frame-level peaks are frames within one frame of the refined peaks, valued target + x"
  )
  func sampledSpringPeaks() throws {
    let motion = try Spring(uiKitDuration: 1, dampingRatio: 0.3).motion(initialDisplacement: 517)
    let sampled = try PeakFinder.sampledPeaks(
      of: motion, target: 400, framesPerSecond: 60, through: 2)
    let refined = try PeakFinder.refinedPeaks(
      of: motion, target: 400, framesPerSecond: 60, through: 2)
    #expect(sampled.count == refined.count && !sampled.isEmpty)
    for (frame, exact) in zip(sampled, refined) {
      #expect(frame.time == Double(frame.index) / 60)
      #expect(frame.value == 400 + motion.displacement(at: frame.time))
      #expect(abs(frame.time - exact.time) <= 1.0 / 60 && frame.kind == exact.kind)
    }
  }

  @Test("a single spring's peaks fall at (θ0 + nπ)/ω_d with values shrinking by the overshoot")
  func singleSpringPeaks() throws {
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 0.3)
    let motion = spring.motion(initialDisplacement: 517)
    let peaks = try PeakFinder.refinedPeaks(of: motion, target: 0, through: 2)
    // Released from rest: x′ = 0 where sin(ω_d t) = 0, so t_n = nπ/ω_d.
    let wd = (spring.stiffness - spring.decayRate * spring.decayRate).squareRoot()
    let ratio = exp(-spring.decayRate * Double.pi / wd)
    #expect(peaks.count == Int(2 * wd / Double.pi))
    // The same peaks as values of a spring settling at −250: the times unchanged.
    let valuePeaks = try PeakFinder.refinedPeaks(of: motion, target: -250, through: 2)
    #expect(valuePeaks.count == peaks.count)
    for (n, peak) in peaks.enumerated() {
      let expectedTime = Double(n + 1) * Double.pi / wd
      #expect(abs(peak.time - expectedTime) <= 1e-9)
      let expectedValue = 517 * pow(-ratio, Double(n + 1))
      #expect(abs(peak.value - expectedValue) <= 1e-9 * 517)
      #expect(abs(peak.time - valuePeaks[n].time) == 0)
      #expect(abs(valuePeaks[n].value - (-250 + expectedValue)) <= 1e-9 * 517)
      #expect(peak.kind == (n % 2 == 0 ? .minimum : .maximum))
    }
    let closedForm = motion.extrema(until: 2)
    #expect(closedForm.map(\.kind.rawValue) == peaks.map(\.kind.rawValue))
  }

  @Test("a delay makes a corner peak exactly at the delay when diff′ flips sign there")
  func cornerAtDelay() throws {
    for delay in [0.2, 0.205] {
      // The slow center leaves at once; the side waits, then starts at 2 distances/s
      // (200 pt/s), faster than the center moves then, so diff′ jumps from negative to positive.
      let side = try HelperView(
        from: 0, to: 100, delay: delay, duration: 1, dampingRatio: 0.8, initialVelocity: 2)
      let center = try HelperView(from: 0, to: 100, duration: 3, dampingRatio: 0.8)
      let scene = FrameDiffScene(side: side, center: center)
      #expect(scene.diffDerivative(at: delay.nextDown) < 0)
      #expect(scene.diffDerivative(at: delay) > 0)
      let peaks = try PeakFinder.refinedPeaks(of: scene)
      let corner = try #require(peaks.first)
      #expect(corner.time == delay)
      #expect(corner.kind == .minimum)
      #expect(corner.value == scene.diff(at: delay))
    }
  }

  @Test("parabolic refinement recovers a parabola's vertex exactly from uneven samples")
  func parabolicVertex() {
    let times = [0.0, 0.1, 0.25, 0.33, 0.4, 0.55, 0.6]
    let samples = times.enumerated().map { i, t in
      SamplePoint(index: i, time: t, value: 2 - (t - 0.37) * (t - 0.37))
    }
    let peaks = PeakFinder.parabolicPeaks(samples)
    #expect(peaks.count == 1)
    #expect(abs(peaks[0].time - 0.37) <= 1e-12)
    #expect(abs(peaks[0].value - 2) <= 1e-12)
    #expect(peaks[0].index == 4)
    #expect(peaks[0].kind == .maximum)
  }

  @Test("parabolic peaks of the skype sequence are within 2 ms and 0.05 pt of the exact peaks")
  func parabolicBeatsFrameLevel() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let samples = try DiffSequence(scene: scene, displayLink: DisplayLink()).samples
    let refined = try PeakFinder.refinedPeaks(of: scene)
    let parabolic = PeakFinder.parabolicPeaks(samples)
    let sampled = PeakFinder.sampledPeaks(samples)
    #expect(parabolic.count == sampled.count)
    for (rough, fine) in zip(sampled, parabolic) where abs(fine.value) > 10 {
      let exact = try #require(refined.min { abs($0.time - fine.time) < abs($1.time - fine.time) })
      #expect(abs(fine.time - exact.time) <= 0.002)
      #expect(abs(fine.value - exact.value) <= 0.05)
      #expect(abs(fine.value - exact.value) < abs(rough.value - exact.value))
    }
  }

  @Test("frame-level peaks: plateaus count once, the ends never count")
  func plateausAndEnds() {
    func series(_ values: [Double]) -> [SamplePoint] {
      values.enumerated().map { SamplePoint(index: $0, time: Double($0), value: $1) }
    }
    #expect(
      PeakFinder.sampledPeaks(series([0, 1, 1, 0])) == [
        Peak(index: 1, time: 1, value: 1, kind: .maximum)
      ])
    #expect(PeakFinder.sampledPeaks(series([0, 1, 2])).isEmpty)
    #expect(PeakFinder.sampledPeaks(series([3, 1, 1, 2, 2, 5])).map(\.kind) == [.minimum])
    #expect(PeakFinder.sampledPeaks(series([1, 2, 2, 3])).isEmpty)
    #expect(PeakFinder.sampledPeaks(series([])).isEmpty)
    #expect(
      PeakFinder.sampledPeaks(series([0, 2, -1, 3, 0])).map(\.kind) == [
        .maximum, .minimum, .maximum,
      ])
  }
}
