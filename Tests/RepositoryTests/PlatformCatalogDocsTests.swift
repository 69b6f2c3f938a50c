import Foundation
import JellyEasing
import JellyTestSupport
import Testing

/// docs/commands/ease.md lists every platform curve with its source, generated from the
/// catalog (`make generate`, JELLYLAB_WRITE_DOCS=1, rewrites it).
@Suite struct PlatformCatalogDocsTests {
  @Test("docs/commands/ease.md holds the generated table of every platform curve")
  func easePageListsEveryEntry() throws {
    let path = "docs/commands/ease.md"
    let page = try RepositoryFiles.read(path)
    let begin = "<!-- platform-curves:begin -->\n"
    let end = "<!-- platform-curves:end -->"
    let start = try #require(page.range(of: begin), "no platform-curves markers")
    let stop = try #require(page.range(of: end))
    let expected = PlatformCatalog.markdownTables + "\n"
    if ProcessInfo.processInfo.environment["JELLYLAB_WRITE_DOCS"] == "1" {
      let updated = page.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: expected)
      try updated.write(to: RepositoryFiles.url(path), atomically: true, encoding: .utf8)
      return
    }
    #expect(
      String(page[start.upperBound..<stop.lowerBound]) == expected,
      "docs/commands/ease.md is out of date: run 'make generate'"
    )
    for entry in PlatformCatalog.entries { #expect(page.contains("`\(entry.usage)`")) }
  }
}
