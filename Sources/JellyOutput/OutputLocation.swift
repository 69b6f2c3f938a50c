import Foundation

/// The one rule for where a command's output goes.
///
/// - A file output creates its missing parent folders, then is written (atomically) in place.
///   `-` names standard output and is not a file.
/// - A folder output (a figure and its data files) is created with its missing parents; it
///   refuses `-`, since a set of files cannot go to standard output, and an existing file.
public enum OutputLocation {
  /// The path that names standard output: `-`.
  public static let standardOutput = "-"

  /// Creates the missing parent folders of the file `path` (nothing for `-` or a file in the
  /// working directory).
  ///
  /// - Throws: ``OutputLocationError`` when a parent is a file or cannot be created.
  public static func prepareFile(_ path: String) throws(OutputLocationError) {
    guard path != standardOutput else { return }
    let parent = (path as NSString).deletingLastPathComponent
    guard !parent.isEmpty else { return }
    try createFolder(URL(fileURLWithPath: parent), displayedAs: parent)
  }

  /// Checks that `path` can name a folder output: it is neither empty nor `-`. Touches
  /// nothing, so a command can check before it computes.
  ///
  /// - Throws: ``OutputLocationError/standardOutputIsNotAFolder`` or
  ///   ``OutputLocationError/emptyPath``.
  public static func checkFolder(_ path: String) throws(OutputLocationError) {
    if path == standardOutput { throw .standardOutputIsNotAFolder }
    if path.isEmpty { throw .emptyPath }
  }

  /// Creates the folder `path` and its missing parents (an existing folder is fine).
  ///
  /// - Returns: The folder's URL.
  /// - Throws: ``OutputLocationError`` for `-`, an empty path, an existing file, or a folder
  ///   that cannot be created.
  @discardableResult
  public static func prepareFolder(_ path: String) throws(OutputLocationError) -> URL {
    try checkFolder(path)
    let url = URL(fileURLWithPath: path)
    try createFolder(url, displayedAs: path)
    return url
  }

  private static func createFolder(_ url: URL, displayedAs path: String)
    throws(OutputLocationError)
  {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .notAFolder(path: path) }
      return
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreateFolder(path: path, reason: Self.reason(error))
    }
  }

  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}
