import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct PeakFindingsTests {
  @Test("--sampled gives frame-level extrema in every source: times on the frames or samples")
  func sampledInEverySource() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let series = folder.path("series.csv")
    try "t,value\n0,0\n0.1,1\n0.2,0.5\n0.3,0.8\n0.4,0.7\n".write(
      toFile: series, atomically: true, encoding: .utf8)
    let sources: [(arguments: [String], step: Double)] = [
      (["peaks", "scene", "--preset", "skype"], 1 / 60),
      (["peaks", "spring", "--duration", "1", "--damping", "0.5"], 1 / 60),
      (["peaks", "series", "--input", series], 0.1),
    ]
    for (arguments, step) in sources {
      let sampled = parsedPeaks(runCLI(arguments + ["--sampled"]).output)
      let refined = parsedPeaks(runCLI(arguments).output)
      #expect(!sampled.isEmpty && sampled.count == refined.count, "\(arguments)")
      // The CSV carries t to 1e-10 s.
      let onGrid = { (t: Double) in abs(t / step - (t / step).rounded()) * step <= 1e-10 }
      #expect(sampled.allSatisfy { onGrid($0.time) }, "\(arguments)")
      #expect(!refined.allSatisfy { onGrid($0.time) }, "\(arguments)")
    }
    #expect(PeakFindings.sampled.spec.name == "sampled")
    for mode in PeaksCommand().subcommands {
      #expect(mode.options.contains { $0.name == "sampled" }, "\(mode.name)")
    }
  }
}
