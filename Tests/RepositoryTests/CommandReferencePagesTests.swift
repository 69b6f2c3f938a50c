import Foundation
import JellyArguments
import JellyTestSupport
import Testing

@testable import JellyCLI

/// The options reference in `docs/commands/<command>.md` is generated from the declarations;
/// `make generate` (JELLYLAB_WRITE_DOCS=1) rewrites it, and this suite fails when it drifts.
@Suite struct CommandReferencePagesTests {
  static let docsFolder = RepositoryFiles.url("docs/commands")

  @Test("every command's page holds the reference generated from its declarations")
  func pagesMatchDeclarations() throws {
    let rewrite = ProcessInfo.processInfo.environment["JELLYLAB_WRITE_DOCS"] == "1"
    for command in CommandRegistry.all {
      let url = Self.docsFolder.appendingPathComponent("\(command.name).md")
      let page = try String(contentsOf: url, encoding: .utf8)
      let reference = CommandReference.markdown(command)
      if rewrite, let updated = CommandReference.replacingGeneratedPart(of: page, with: reference) {
        try updated.write(to: url, atomically: true, encoding: .utf8)
        continue
      }
      let current = try #require(
        CommandReference.generatedPart(of: page), "\(url.lastPathComponent) has no markers")
      #expect(
        current == reference,
        "docs/commands/\(url.lastPathComponent) is out of date: run 'make generate'")
    }
  }
}
