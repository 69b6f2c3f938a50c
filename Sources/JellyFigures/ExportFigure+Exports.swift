import JellyExport

extension ExportFigure {
  /// The figure of a curve export: the exact curve of its source, the exported stops
  /// (progress, value), the certified bound E (a fraction of the travel), the source's duration
  /// in seconds and scale (points per unit for a diff, else 1), titled with the format and
  /// `label`, the source as the export names it.
  package init(_ export: CurveExport, label: String) {
    self.init(
      curve: export.source.curve, stops: export.css.stops.map { ($0.progress, $0.value) },
      durationSeconds: export.source.durationSeconds, bound: export.css.bound,
      scale: export.source.scale, formatName: export.format.rawValue, sourceLabel: label)
  }

  /// The figure of a Lottie export: the exact curve of its source, the keyframes (progress,
  /// value) as its points, its cubic keyframes as the approximation drawn between them, and
  /// its bound E, titled `lottie` and `label`.
  package init(_ export: LottieExport, label: String) {
    let fit = export.fit
    self.init(
      curve: export.source.curve, stops: export.keyframes,
      durationSeconds: export.source.durationSeconds, bound: export.bound,
      scale: export.source.scale, formatName: ExportFormat.lottie.rawValue, sourceLabel: label,
      approximation: { fit.value(at: $0) })
  }
}
