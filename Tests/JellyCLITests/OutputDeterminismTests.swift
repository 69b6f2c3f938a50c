import Foundation
import Testing

@testable import JellyArguments
@testable import JellyCLI

/// Files written by the CLI are byte-identical when the same command runs twice.
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

  @Test("two runs write the same bytes", arguments: commands)
  func sameBytesTwice(arguments: [String]) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "jellylab-determinism-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var contents: [Data] = []
    for run in 0..<2 {
      let path = folder.appendingPathComponent("run\(run).out").path
      let console = CapturingConsole()
      let status = JellyLab.run(arguments + ["--out", path], console: console)
      #expect(status == 0, "\(console.errorText)")
      contents.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(contents[0] == contents[1])
    #expect(contents[0].count > 100)
  }
}
