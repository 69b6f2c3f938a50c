import Foundation
import JellyTestSupport
import Testing

/// The Makefile's test groups come from the tags on the tests (Tests/JellyTestSupport/TestGroups.swift),
/// read by scripts/test-group.sh: the Makefile names no test.
@Suite struct TestGroupsTests {
  @Test("the Makefile names no test and stays at most 150 lines; the groups come from the script")
  func makefileNamesNoTest() throws {
    let makefile = try RepositoryFiles.read("Makefile")
    #expect(makefile.split(separator: "\n", omittingEmptySubsequences: false).count <= 151)
    #expect(!makefile.contains("--filter '"))
    #expect(makefile.firstMatch(of: /[A-Za-z]Tests\\?\./) == nil)
    #expect(makefile.contains("scripts/test-group.sh"))
  }

  @Test("every tag of TestGroups.swift is on at least one suite or test")
  func everyTagIsUsed() throws {
    let declarations = try RepositoryFiles.read("Tests/JellyTestSupport/TestGroups.swift")
    let tags = declarations.matches(of: /@Tag package static var (\w+)/).map { String($0.1) }
    #expect(tags.sorted() == ["long", "sanitizeMemory", "sanitizeThread"])
    var sources = ""
    let tests = RepositoryFiles.url("Tests")
    let files =
      FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
    for path in files where path.hasSuffix(".swift") {
      sources += try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
    }
    for tag in tags {
      let used = sources.contains(".tags(.\(tag)") || sources.contains(", .\(tag))")
      #expect(used, "no test carries .\(tag)")
    }
  }
}
