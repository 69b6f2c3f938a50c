import JellyGnuplot

/// What ``FigureFolder/write(_:command:jellylabVersion:)`` did:
/// the files now in the folder and, when the image is missing, why.
package struct FigureOutcome: Sendable {
  /// The names written, relative to the folder: the data files given, the script, the image
  /// (when rendered) and the manifest, in that order.
  package let files: [String]
  /// Whether gnuplot rendered the image without any warning.
  package let rendered: Bool
  /// Why there is no image: gnuplot was not found, failed or warned; nil when rendered or when
  /// the format is ``PlotFormat/none``.
  package let renderError: GnuplotRenderError?
  /// The text chart of the dumb format, when rendered; nil otherwise.
  package let chart: String?
}
