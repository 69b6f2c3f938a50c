import Foundation

/// A fresh, uniquely named folder under the system temporary directory for one test.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("jellyoutput-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `bytes` to `name` inside the folder and returns its URL.
  @discardableResult
  func write(_ bytes: [UInt8], to name: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return file
  }

  /// Writes UTF-8 `text` to `name` inside the folder and returns its URL.
  @discardableResult
  func write(_ text: String, to name: String) throws -> URL {
    try write(Array(text.utf8), to: name)
  }

  /// Whether `name` exists inside the folder.
  func contains(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
  }

  /// The folder's entries, sorted.
  func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
