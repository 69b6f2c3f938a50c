import JellyArguments
import JellyFigures

extension FigureOptions {
  /// `--format FORMAT` of a still figure that can also be a page (`compare plot`, `sweep`).
  static let pageFormat = formatOption(PlotFormat.staticFormats + [.html])

  /// `--out-dir`, `--format` (still formats and html), `--size`, `--title`.
  static let pageSpecs = [folder.spec, pageFormat.spec, size.spec, title.spec]
}
