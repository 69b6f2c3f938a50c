import Foundation

/// A small JSON record written beside each figure: how it was made and what was written.
///
/// JSON keys, all snake_case like `convert --format json`: `command` (argv, in order),
/// `parameters` (snake_case name → string, number or array), `jellylab_version`, `files` (paths relative to the manifest's folder) and, only when the caller
/// passes one, `created`. Encoding uses sorted keys and no timestamps of its own, so equal
/// manifests give byte-identical files.
package struct Manifest: Equatable, Sendable, Codable {
  /// The exact command line (argv), program name first.
  package let command: [String]
  /// Every parameter that shaped the output, by name.
  package let parameters: [String: ManifestValue]
  /// The jellylab version string, e.g. `0.1.0`.
  package let jellylabVersion: String
  /// The files written, as relative paths in the order given.
  package let files: [String]
  /// A creation time text chosen by the caller (e.g. ISO 8601), or nil to keep output
  /// reproducible.
  package let created: String?

  /// Creates a manifest.
  ///
  /// - Throws: ``ManifestError`` when `command` is empty, a parameter name is not snake_case
  ///   (`[a-z][a-z0-9_]*`), a number is NaN or infinite, or a file path is empty or absolute
  ///   (starts with `/` or `~`).
  package init(
    command: [String], parameters: [String: ManifestValue], jellylabVersion: String,
    files: [String], created: String? = nil
  ) throws(ManifestError) {
    guard !command.isEmpty else {
      throw ManifestError(field: "command", problem: "must hold at least the program name")
    }
    for (name, value) in parameters {
      if !Self.isSnakeCase(name) {
        throw ManifestError(
          field: "parameters.\(name)", problem: "names must be snake_case, e.g. side_damping_ratio")
      }
      if let number = value.allNumbers.first(where: { !$0.isFinite }) {
        throw ManifestError(
          field: "parameters.\(name)", problem: "must be a finite number (got \(number))")
      }
    }
    for file in files where file.isEmpty || file.hasPrefix("/") || file.hasPrefix("~") {
      throw ManifestError(
        field: "files", problem: "must be relative paths (got \(file.debugDescription))")
    }
    self.command = command
    self.parameters = parameters
    self.jellylabVersion = jellylabVersion
    self.files = files
    self.created = created
  }

  /// Whether `name` is lower-case snake_case: a letter, then letters, digits and `_`.
  static func isSnakeCase(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  private enum CodingKeys: String, CodingKey {
    case command, parameters, files, created
    case jellylabVersion = "jellylab_version"
  }

  /// Decodes a manifest and validates it like the memberwise initializer
  /// ``init(command:parameters:jellylabVersion:files:created:)``.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      command: container.decode([String].self, forKey: .command),
      parameters: container.decode([String: ManifestValue].self, forKey: .parameters),
      jellylabVersion: container.decode(String.self, forKey: .jellylabVersion),
      files: container.decode([String].self, forKey: .files),
      created: container.decodeIfPresent(String.self, forKey: .created))
  }

  /// Pretty-printed JSON with sorted keys and a final newline.
  package func jsonData() throws(ManifestError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      var data = try encoder.encode(self)
      data.append(UInt8(ascii: "\n"))
      return data
    } catch {
      throw ManifestError(field: "manifest", problem: "cannot encode: \(error)")
    }
  }

  /// Writes ``jsonData()`` to `url`, replacing any file there atomically.
  ///
  /// - Throws: ``ManifestError`` when the file cannot be written.
  package func write(to url: URL) throws(ManifestError) {
    let data = try jsonData()
    do {
      let writer = try AtomicFileWriter(path: url.relativePath)
      try writer.write(String(decoding: data, as: UTF8.self))
      try writer.commit()
    } catch {
      throw ManifestError(
        field: "manifest file", problem: "cannot write \(url.relativePath): \(error.detail)")
    }
  }

  /// Reads a manifest written by ``write(to:)``.
  ///
  /// - Throws: ``ManifestError`` when the file is unreadable, not JSON or fails validation.
  package static func read(from url: URL) throws(ManifestError) -> Manifest {
    do {
      return try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    } catch let error as ManifestError {
      throw error
    } catch {
      let reason = error is DecodingError ? "\(error)" : FileProblem.reason(error)
      throw ManifestError(
        field: "manifest file", problem: "cannot read \(url.relativePath): \(reason)")
    }
  }
}
