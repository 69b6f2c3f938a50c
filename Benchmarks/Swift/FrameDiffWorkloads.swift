import JellyAnalysis
import JellyFrameDiff

/// The `skype` preset's diff sequence and its refined peaks.
enum FrameDiffWorkloads {
  /// Builds the 60 fps diff sequence and the Brent-refined peaks of the `skype` preset over
  /// its animation (1 s), repeatedly.
  static func skypeDiffAndPeaks(checks: CheckFiles) throws -> Measurement {
    let scene = try FrameDiffPreset.skype.scene()
    let link = try DisplayLink(framesPerSecond: 60)
    let repeats = 2_000
    var frames = 0
    var peaks: [Peak] = []
    var failure: (any Error)?
    let result = measure("framediff.skype_diff_peaks", unit: "sequences", size: repeats) {
      do {
        for _ in 0..<repeats {
          let sequence = try DiffSequence(scene: scene, displayLink: link)
          peaks = try PeakFinder.refinedPeaks(of: scene, framesPerSecond: 60)
          frames = sequence.frames.count
          keep(sequence.frames[frames / 2].diff + peaks[0].time)
        }
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    let side = scene.side
    let center = scene.center ?? side
    try checks.writeCSV(
      "skype_peaks.csv", header: ["index", "t", "value", "maximum"],
      rows: peaks.map { [Double($0.index), $0.time, $0.value, $0.kind == .maximum ? 1 : 0] })
    try checks.writeJSON(
      "skype.json",
      [
        "side": helperParameters(side), "center": helperParameters(center), "frames": frames,
        "fps": 60, "horizon": scene.animationEnd,
      ])
    return result.noting("\(frames) frames + \(peaks.count) refined peaks per sequence")
  }

  static func helperParameters(_ helper: HelperView) -> [String: Double] {
    [
      "stiffness": helper.spring.stiffness, "damping": helper.spring.damping,
      "mass": helper.spring.mass, "x0": helper.motion.initialDisplacement,
      "v0": helper.motion.initialVelocity, "to": helper.to, "delay": helper.delay,
    ]
  }
}
