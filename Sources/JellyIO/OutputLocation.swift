import Foundation

/// The one rule for where a command's output goes.
///
/// - A file output creates its missing parent folders, then is written (atomically) in place.
///   `-` names standard output and is not a file.
/// - A folder output (a figure and its data files) is created with its missing parents; it
///   refuses `-`, since a set of files cannot go to standard output, and an existing file.
/// - A folder created here is registered with an ``InterruptCleanup`` (``InterruptCleanup/shared``
///   by default) at its outermost missing ancestor, so an interrupted run removes it with what
///   it put there.
package enum OutputLocation {
  /// The path that names standard output: `-`.
  package static let standardOutput = "-"

  /// Creates the missing parent folders of the file `path` (nothing for `-` or a file in the
  /// working directory), registering the outermost one it makes with `cleanup`.
  ///
  /// - Throws: ``OutputLocationError`` when a parent is a file or cannot be created.
  package static func prepareFile(_ path: String, cleanup: InterruptCleanup = .shared)
    throws(OutputLocationError)
  {
    guard path != standardOutput, let parent = parentFolder(of: path) else { return }
    try createFolder(URL(fileURLWithPath: parent), displayedAs: parent, cleanup: cleanup)
  }

  /// Checks that `path` can name a folder output: it is neither empty nor `-`. Touches
  /// nothing, so a command can check before it computes.
  ///
  /// - Throws: ``OutputLocationError/standardOutputIsNotAFolder`` or
  ///   ``OutputLocationError/emptyPath``.
  package static func checkFolder(_ path: String) throws(OutputLocationError) {
    if path == standardOutput { throw .standardOutputIsNotAFolder }
    if path.isEmpty { throw .emptyPath }
  }

  /// Creates the folder `path` and its missing parents (an existing folder is fine),
  /// registering the outermost one it makes with `cleanup`.
  ///
  /// - Returns: The folder's URL.
  /// - Throws: ``OutputLocationError`` for `-`, an empty path, an existing file, or a folder
  ///   that cannot be created.
  @discardableResult
  package static func prepareFolder(_ path: String, cleanup: InterruptCleanup = .shared)
    throws(OutputLocationError) -> URL
  {
    try checkFolder(path)
    let url = URL(fileURLWithPath: path)
    try createFolder(url, displayedAs: path, cleanup: cleanup)
    return url
  }

  /// Checks, touching nothing, that the folder `path` exists or can be made: neither it nor
  /// the nearest of its ancestors that exists is a file.
  ///
  /// - Throws: ``OutputLocationError/notAFolder(path:)`` naming that file as given (`out.csv`
  ///   for `out.csv/figures`).
  package static func checkFolderAncestors(_ path: String) throws(OutputLocationError) {
    var current = path
    while !current.isEmpty {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: current, isDirectory: &isFolder) {
        guard isFolder.boolValue else { throw .notAFolder(path: current) }
        return
      }
      guard let parent = parentFolder(of: current), parent != current else { return }
      current = parent
    }
  }

  /// The folder that holds `path`, by its text: everything before the last `/` (trailing
  /// slashes ignored), or `nil` for a path in the working directory or at the root. (Foundation's
  /// `deletingLastPathComponent` traps on a one-character path on Linux.)
  static func parentFolder(of path: String) -> String? {
    var text = Substring(path)
    while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
    guard let slash = text.lastIndex(of: "/") else { return nil }
    var parent = text[..<slash]
    while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
    return parent.isEmpty ? nil : String(parent)
  }

  private static func createFolder(
    _ url: URL, displayedAs path: String, cleanup: InterruptCleanup
  ) throws(OutputLocationError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .notAFolder(path: path) }
      return
    }
    try checkFolderAncestors(path)
    // The outermost missing folder: what an interrupted run removes with everything in it.
    var outermost = url.standardizedFileURL
    while case let parent = outermost.deletingLastPathComponent(), parent.path != outermost.path,
      !FileManager.default.fileExists(atPath: parent.path)
    {
      outermost = parent
    }
    let created = cleanup.withRegistry { registry -> (any Error)? in
      do {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      } catch {
        return error
      }
      _ = registry.add(createdPath: outermost.path)
      return nil
    }
    if let error = created {
      throw .cannotCreateFolder(path: path, reason: FileProblem.reason(error))
    }
  }
}
