import JellyTestSupport
import Testing

/// README.md stays an index: what jellylab is, the quick start, the commands and links to the
/// pages that hold the rest.
@Suite struct ReadmeSizeTests {
  /// The most bytes README.md may have.
  static let limit = 12_000

  @Test("README.md is under 12,000 bytes")
  func readmeIsAnIndex() throws {
    let bytes = try RepositoryFiles.read("README.md").utf8.count
    #expect(bytes < Self.limit, "README.md has \(bytes) bytes")
  }
}
