import Foundation
import JellyTestSupport
import Testing

/// Files written by the CLI are byte-identical when the same command runs twice, each time in
/// a new `jellylab` process: a fresh process draws a fresh seed for Swift's hashing, so output
/// that depended on the order of a Set or Dictionary would differ between the two.
@Suite struct OutputDeterminismTests {
  static let commands: [[String]] = [
    ["spring", "--duration", "1", "--damping", "0.5", "--from", "617", "--to", "100"],
    ["spring", "--response", "0.4", "--damping", "0.3", "--samples", "1000", "--until", "3"],
    ["convert", "--duration", "0.8", "--damping", "0.6", "--format", "json"],
    [
      "convert", "--stiffness", "100", "--damping-coefficient", "5", "--mass", "1", "--format",
      "csv",
    ],
  ]

  @Test("two processes write the same bytes", arguments: commands)
  func sameBytesTwice(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var contents: [[UInt8]] = []
    for run in 0..<2 {
      let launch = try launchJellylab(arguments + ["--out", folder.path("run\(run).out")])
      #expect(launch.status == 0, "\(launch.errorLines)")
      contents.append(try folder.bytes("run\(run).out"))
    }
    #expect(contents[0] == contents[1])
    #expect(contents[0].count > 100)
  }
}
