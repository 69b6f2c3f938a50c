import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

/// The README's "Typical tasks" tour runs as written: each `jellylab` line of its block, with
/// the files it names in a scratch folder (`measure rec.mp4` needs a recording, and is left to
/// `make recordings`).
@Suite struct ReadmeTasksTests {
  /// The `jellylab …` lines of the README's "Typical tasks" block, split into arguments.
  static func tasks() throws -> [[String]] {
    let readme = try RepositoryFiles.read("README.md")
    let section = try #require(readme.range(of: "### Typical tasks"))
    let rest = readme[section.upperBound...]
    let open = try #require(rest.range(of: "```sh\n"))
    let close = try #require(rest[open.upperBound...].range(of: "```"))
    return rest[open.upperBound..<close.lowerBound].split(separator: "\n")
      .filter { $0.hasPrefix("jellylab ") }
      .map { line in
        // Words, with '…' quoting as the shell reads it (no quote inside a quote here).
        var words: [String] = []
        for (index, piece) in line.dropFirst("jellylab ".count).split(separator: "'").enumerated() {
          if index.isMultiple(of: 2) {
            words += piece.split(separator: " ").map(String.init)
          } else {
            words.append(String(piece))
          }
        }
        return words
      }
  }

  @Test("every jellylab line of the tour runs and exits 0, in order")
  func tourRuns() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let tasks = try Self.tasks()
    #expect(
      tasks.map(\.first) == ["compare", "export", "export", "lottie", "peaks", "peaks", "measure"])
    for task in tasks where task.first != "measure" {
      // Paths under golden/ and out/, and documents, go to the scratch folder.
      var arguments = task.map { word in
        word.hasPrefix("golden/") || word.hasSuffix(".json")
          ? folder.path(word.replacingOccurrences(of: "/", with: "-")) : word
      }
      if arguments.first == "compare" {
        arguments += ["--out-dir", folder.path("out"), "--format", "none"]
      }
      let result = runCLI(arguments)
      #expect(result.status == 0, "\(task): \(result.errorLines)")
    }
  }
}
