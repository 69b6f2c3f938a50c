import JellyFit
import JellySprings

/// Fitting the models of `jellylab fit` to a recorded motion: a 2 s trace at 60 Hz (0.25 s of
/// hold, then a spring ζ 0.5, ω0 20 rad/s moving 300 px, rounded to whole pixels).
enum FitWorkloads {
  /// One measurement per model and one for all four (`--model auto`); the trace goes to
  /// `fit_trace.csv` and the spring fit to `fit_spring.json` for the scipy peer.
  static func models(checks: CheckFiles) throws -> [Measurement] {
    let spring = try Spring(stiffness: 400, damping: 20)
    let motion = spring.motion(from: 100, to: 400)
    let times = (0..<120).map { Double($0) / 60 }
    let values = times.map { t in
      t < 0.25 ? 100 : (400 + motion.displacement(at: t - 0.25)).rounded()
    }
    let recording = try RecordedMotion(times: times, values: values)
    var results: [Measurement] = []
    var springFit: MotionFit?
    for (name, models) in [
      ("spring", [MotionModel.spring]), ("uikit", [.uiKit]), ("cubic_bezier", [.cubicBezier]),
      ("elastic", [.elastic]), ("auto", MotionModel.all),
    ] {
      var fit: MotionFit?
      let measured = try measure("fit.\(name)", unit: "fits", size: 1) {
        fit = try MotionFitter.fit(recording, models: models).fits.first
      }
      if name == "spring" { springFit = fit }
      let best = fit.map { "best \($0.model.rawValue), RMS \($0.rmsResidual) px" } ?? ""
      results.append(measured.noting("120 samples; \(best)"))
    }
    try checks.writeCSV(
      "fit_trace.csv", header: ["t", "x"], rows: zip(times, values).map { [$0, $1] })
    if let springFit {
      try checks.writeJSON(
        "fit_spring.json",
        [
          "damping_ratio": springFit[.dampingRatio] ?? .nan,
          "natural_frequency": springFit[.naturalFrequency] ?? .nan,
          "start_time": springFit.startTime,
        ])
    }
    return results
  }
}
