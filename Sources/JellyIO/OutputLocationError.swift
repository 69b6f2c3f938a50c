/// Why ``OutputLocation`` refused or could not prepare an output path.
package enum OutputLocationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `-` (standard output) was given where a folder of files is written.
  case standardOutputIsNotAFolder
  /// The path is empty.
  case emptyPath
  /// The folder (or a file's parent folder) exists as a file.
  case notAFolder(path: String)
  /// The folder could not be created; `reason` is the system's explanation.
  case cannotCreateFolder(path: String, reason: String)

  /// One line without a trailing period, e.g. "'out.csv' is a file, not a folder".
  package var description: String {
    switch self {
    case .standardOutputIsNotAFolder:
      "a figure is a folder of files and cannot go to '-' (standard output); give a folder"
    case .emptyPath: "the path is empty"
    case .notAFolder(let path): "'\(path)' is a file, not a folder"
    case .cannotCreateFolder(let path, let reason): "cannot create folder '\(path)': \(reason)"
    }
  }
}
