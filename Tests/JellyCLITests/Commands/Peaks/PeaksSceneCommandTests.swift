import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct PeaksSceneCommandTests {
  @Test("skype: the refined peaks are the golden file, byte for byte")
  func skypeGolden() throws {
    let golden = try String(
      contentsOfFile: RepositoryFiles.path("data/golden/skype.csv"), encoding: .utf8)
    let result = runCLI(["peaks", "--preset", "skype"])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    #expect(result.output == golden)
    #expect(runCLI(["peaks", "scene", "--preset", "skype"]).output == golden)
  }
}
