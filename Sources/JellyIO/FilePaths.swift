import Foundation

/// Paths as text: one relative to a folder and back, a file's folder, and whether two names are
/// one file. Golden files record a series' file relative to their folder with these, so that a
/// folder of golden files and their series can move together.
package enum FilePaths {
  /// `path` (relative to the working directory, or absolute) relative to `folder`; an absolute
  /// path stays absolute when the two share nothing but the root.
  package static func relative(_ path: String, from folder: String) -> String {
    let target = components(absolute(path))
    let base = components(absolute(folder))
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    if common == 0 { return absolute(path) }
    let ups = Array(repeating: "..", count: base.count - common)
    let rest = ups + target[common...]
    return rest.isEmpty ? "." : rest.joined(separator: "/")
  }

  /// A recorded `path` as a path from the working directory: relative ones against `folder`.
  package static func resolve(_ path: String, from folder: String) -> String {
    path.hasPrefix("/") ? path : (folder.isEmpty ? path : folder + "/" + path)
  }

  /// The folder of the file at `path` (`.` for a bare name, `/` for a file in the root).
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// Whether `a` and `b` name the same file: the same absolute path once `.` and `..` are
  /// resolved, or the same existing file (device and inode) under two names.
  package static func sameFile(_ a: String, _ b: String) -> Bool {
    if absolute(a) == absolute(b) { return true }
    var first = stat()
    var second = stat()
    guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }

  private static func absolute(_ path: String) -> String {
    let full =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return (full as NSString).standardizingPath
  }

  private static func components(_ path: String) -> [String] {
    path.split(separator: "/").map(String.init)
  }
}
