import Testing

@testable import JellyIO

@Suite struct ManifestErrorTests {
  @Test func descriptionJoinsFieldAndProblem() {
    #expect(
      ManifestError(field: "files", problem: "must be relative paths (got \"/x\")").description
        == "files must be relative paths (got \"/x\")")
  }
}
