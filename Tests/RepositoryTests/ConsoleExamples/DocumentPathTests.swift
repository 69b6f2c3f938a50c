import Foundation
import JellyTestSupport
import Testing

/// The repository root.
private let repositoryRoot = RepositoryFiles.root

@Suite struct DocumentPathTests {
  /// The repository paths the docs name in backquotes or links: text that starts with one of
  /// the repository's top-level folders and names a file with an extension
  /// (`Tests/JellyAnalysisTests/PeakPropertyTests.swift`, `scripts/install-deps.sh`). A path
  /// right after an `owner/repository` name is another project's and is left out.
  static func namedPaths(in text: String) throws -> [String] {
    let folders = "Sources|Tests|scripts|data|docs|notebooks|Tools|Benchmarks|Fuzz"
    let path = try Regex("(?:`|\\]\\()((?:\(folders))/[A-Za-z0-9_+./-]+\\.[a-z]+)[`)#]")
    let repository = try Regex("[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+ $")
    return text.matches(of: path).compactMap { match in
      let before = text[..<match.range.lowerBound].suffix(80)
      if before.firstMatch(of: repository) != nil { return nil }
      return match.output[1].substring.map(String.init)
    }
  }

  @Test("every file path the docs name exists")
  func namedPathsExist() throws {
    var files = ["README.md", "data/golden/README.md", "data/sweep/README.md"]
    let docs = repositoryRoot.appendingPathComponent("docs")
    for case let path as String in FileManager.default.enumerator(atPath: docs.path)!
    where path.hasSuffix(".md") {
      files.append("docs/" + path)
    }
    var checked = 0
    for file in files {
      let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
      // Links are relative to the page's folder, backquoted paths to the repository.
      for path in try Self.namedPaths(in: text) {
        let fromRoot = repositoryRoot.appendingPathComponent(path).path
        let fromPage = repositoryRoot.appendingPathComponent(file).deletingLastPathComponent()
          .appendingPathComponent(path).path
        let exists =
          FileManager.default.fileExists(atPath: fromRoot)
          || FileManager.default.fileExists(atPath: fromPage)
        #expect(exists, "\(file) names \(path), which does not exist")
        checked += 1
      }
    }
    #expect(checked >= 20, "\(checked)")
  }

  @Test("the path pattern finds backquoted and linked paths, not prose")
  func pattern() throws {
    let text =
      "see `Tests/JellyAnalysisTests/PeakPropertyTests.swift` and [map](docs/figures/a.png),"
      + " Tests in general, `Sources/*/*.docc`, `scripts/install-deps.sh`,"
      + " jtrivedi/Wave `Sources/Wave/Spring.swift`"
    #expect(
      try Self.namedPaths(in: text) == [
        "Tests/JellyAnalysisTests/PeakPropertyTests.swift", "docs/figures/a.png",
        "scripts/install-deps.sh",
      ])
  }
}
