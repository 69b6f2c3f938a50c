/// Why a figure's files could not be written. Each case carries what a caller needs to name the
/// fault in its own words (e.g. the option that gave the folder).
package enum FigureError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The output folder `path` exists and is a file.
  case folderIsFile(path: String)
  /// The output folder `path` does not exist and could not be created; `reason` says why in
  /// plain words (e.g. "permission denied").
  case cannotCreateFolder(path: String, reason: String)
  /// A file in the folder could not be written; `detail` is the writer's one-line reason,
  /// naming the file (e.g. `cannot write '/tmp/x.csv': is a directory`).
  case cannotWrite(detail: String)
  /// The Penner elastic fit has parameters `JellyEasing.ElasticEasing` refuses; `detail` is
  /// the easing's reason.
  case unusableFit(detail: String)
  /// The manifest could not be built; `detail` is the reason.
  case manifest(detail: String)
  /// The scene or a shape of the figure cannot be built; `detail` is the reason.
  case scene(detail: String)
  /// The page is too small for the figure's panels: each needs a plot area of at least
  /// `DiffFigureScript.minimumPanelPixels` pixels each way.
  case panelsDoNotFit
  /// The gnuplot script cannot be built; `detail` is the script builder's reason.
  case script(detail: String)

  /// One line, without the caller's option name.
  package var description: String {
    switch self {
    case .folderIsFile(let path): "'\(path)' is a file, not a folder"
    case .cannotCreateFolder(let path, let reason): "cannot create folder '\(path)': \(reason)"
    case .cannotWrite(let detail): detail
    case .unusableFit(let detail): "cannot draw the elastic fit: \(detail)"
    case .manifest(let detail): "cannot write the manifest: \(detail)"
    case .scene(let detail): "cannot build the scene: \(detail)"
    case .panelsDoNotFit: "the panels do not fit the page"
    case .script(let detail): "cannot build the figure: \(detail)"
    }
  }
}
