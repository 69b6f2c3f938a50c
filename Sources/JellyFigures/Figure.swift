import JellyGnuplot
import JellyIO

/// A figure ``FigureFolder/write(_:command:jellylabVersion:)`` writes: a gnuplot figure (script,
/// image) or an HTML page, with its data files and its manifest.
///
/// A conforming type builds what it draws and writes its data files in ``draw(in:)``; the folder
/// then writes the script (rendering it) or the page, and the manifest, in one way for every
/// figure.
package protocol Figure {
  /// The figure's name: the script `NAME.gp` or the page `NAME.html`, the image and the manifest
  /// `NAME.json` are named after it.
  var name: String { get }

  /// Builds the script or the page for `folder` and writes the data files it reads into the
  /// folder, creating the folder (``FigureFolder/makeFolder()``) only once the figure is known to
  /// be drawable, so that a figure that cannot be drawn leaves nothing behind.
  ///
  /// - Throws: ``FigureError`` naming what could not be built or written.
  func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing
}

/// What ``Figure/draw(in:)`` wrote and what draws it: the data files, the script or the page,
/// and the figure's own manifest parameters.
package struct FigureDrawing: Sendable {
  /// What draws the data files.
  package enum Body: Sendable {
    /// A gnuplot script: written as `NAME.gp` and rendered (unless the format is
    /// ``PlotFormat/none``).
    case script(GnuplotScript)
    /// The whole text of an HTML page, written as `NAME.html` (no gnuplot).
    case page(String)
  }

  /// The script or the page.
  package var body: Body
  /// The data files written, names relative to the folder, in the order the manifest lists them.
  package var dataFiles: [String]
  /// The figure's manifest parameters (finite numbers), without the page's: the folder adds
  /// ``FigureFolder/pageParameters``, which never replace the figure's own.
  package var parameters: [String: ManifestValue]

  /// The drawing `body` of `dataFiles`, recording `parameters` in the manifest.
  package init(body: Body, dataFiles: [String], parameters: [String: ManifestValue]) {
    self.body = body
    self.dataFiles = dataFiles
    self.parameters = parameters
  }
}
