extension CSSLinear {
  /// `source` (a spring, an easing or a scene's diff, as `jellylab export` prepares it) as a CSS
  /// `linear()` within `bound` (a fraction of the travel, > 0 and finite): the same stops,
  /// duration and certified error as `jellylab export --format css-linear --max-error bound`.
  ///
  /// - Throws: ``ExportError`` for a bad bound, a curve that jumps, or rounding that cannot meet
  ///   the bound.
  public init(exporting source: ExportSource, bound: Double, check: ChordCheck? = nil)
    throws(ExportError)
  {
    try self.init(
      curve: source.curve, bound: bound, durationSeconds: source.durationSeconds,
      start: source.start, end: source.end, check: check)
  }
}
