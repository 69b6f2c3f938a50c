import JellyFit

extension FitFigure {
  /// The points of a fit's curve on the grid over the recording.
  package static let gridPointCount = 600

  /// The figure of `results` fitted to `motion`: the samples the fits used and those they left
  /// out, the first four fits (best first) on ``gridPointCount`` times from the first sample to
  /// the last, each with its key entry (`MotionFitReport.legend(_:)`) and its residuals at the
  /// used samples, and a title counting the models and samples that names the best fit by BIC.
  ///
  /// - Parameter valueLabel: The value axis' label with its unit, e.g. `x (input units)`.
  package init(results: MotionFitResults, motion: RecordedMotion, valueLabel: String) {
    let used = results.profile.usedIndices
    let usedSet = Set(used)
    let leftOut = motion.times.indices.filter { !usedSet.contains($0) }
    let first = motion.times[0]
    let last = motion.times[motion.count - 1]
    let steps = Double(Self.gridPointCount - 1)
    let grid = (0..<Self.gridPointCount).map { first + (last - first) * Double($0) / steps }
    let curves = results.fits.prefix(4).map { fit in
      Curve(
        label: MotionFitReport.legend(fit), gridValues: grid.map(fit.value(at:)),
        residuals: used.map { motion.values[$0] - fit.value(at: motion.times[$0]) })
    }
    let best =
      results.fits.first(where: \.isRanked).map { "best by BIC: \($0.model.rawValue)" } ?? ""
    let count = results.fits.count
    self.init(
      sampleTimes: used.map { motion.times[$0] }, sampleValues: used.map { motion.values[$0] },
      leftOutTimes: leftOut.map { motion.times[$0] },
      leftOutValues: leftOut.map { motion.values[$0] }, gridTimes: grid, curves: Array(curves),
      valueLabel: valueLabel,
      title: "jellylab fit: \(count) model\(count == 1 ? "" : "s") fitted to \(motion.count)"
        + " samples | \(best)")
  }
}
