import Foundation
import JellyTestSupport
import Testing

@testable import JellyIO

@Suite struct ManifestTests {
  private func sample(created: String? = nil) throws -> Manifest {
    try Manifest(
      command: ["jellylab", "diff", "--damping-ratio", "0.5", "--out", "figs/diff"],
      parameters: ["damping_ratio": 0.5, "fps": 120, "preset": "bouncy", "response": 0.1],
      jellylabVersion: "0.1.0", files: ["diff.csv", "diff.gp", "diff.png"], created: created)
  }

  @Test func goldenJSONWithSortedKeysAndNoTimestamp() throws {
    let expected = """
      {
        "command" : [
          "jellylab",
          "diff",
          "--damping-ratio",
          "0.5",
          "--out",
          "figs/diff"
        ],
        "files" : [
          "diff.csv",
          "diff.gp",
          "diff.png"
        ],
        "jellylab_version" : "0.1.0",
        "parameters" : {
          "damping_ratio" : 0.5,
          "fps" : 120,
          "preset" : "bouncy",
          "response" : 0.1
        }
      }

      """
    #expect(String(decoding: try sample().jsonData(), as: UTF8.self) == expected)
  }

  @Test("a caller-supplied creation time is recorded; equal manifests give equal bytes")
  func determinismAndCreatedField() throws {
    let stamped = String(
      decoding: try sample(created: "2026-11-29T14:00:00Z").jsonData(), as: UTF8.self)
    #expect(stamped.contains("\"created\" : \"2026-11-29T14:00:00Z\""))
    // Dictionaries built in a different order encode identically.
    var parameters: [String: ManifestValue] = [:]
    for (key, value) in [
      ("response", 0.1), ("preset", "bouncy"), ("fps", 120), ("damping_ratio", 0.5),
    ]
      as [(String, ManifestValue)]
    {
      parameters[key] = value
    }
    let reordered = try Manifest(
      command: try sample().command, parameters: parameters, jellylabVersion: "0.1.0",
      files: try sample().files)
    #expect(try reordered.jsonData() == sample().jsonData())
  }

  @Test("numbers survive a write and read bit for bit")
  func roundTripThroughAFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let awkward: [Double] = [0.1 + 0.2, 1e-300, -123_456.789, .leastNonzeroMagnitude, 1e300]
    var parameters: [String: ManifestValue] = ["name": "a \"quoted\" / slashed name"]
    for (index, value) in awkward.enumerated() { parameters["p\(index)"] = .number(value) }
    let manifest = try Manifest(
      command: ["jellylab"], parameters: parameters, jellylabVersion: "0.1.0",
      files: ["out/a.csv"])
    let url = folder.url.appendingPathComponent("manifest.json")
    try manifest.write(to: url)
    let read = try Manifest.read(from: url)
    #expect(read == manifest)
    for (index, value) in awkward.enumerated() {
      guard case .number(let number) = read.parameters["p\(index)"] else {
        Issue.record("p\(index) is not a number")
        continue
      }
      #expect(number.bitPattern == value.bitPattern)
    }
  }

  @Test func invalidContentsAreRejected() {
    #expect(throws: ManifestError.self) {
      try Manifest(command: [], parameters: [:], jellylabVersion: "0.1.0", files: [])
    }
    #expect(
      throws: ManifestError(field: "parameters.fps", problem: "must be a finite number (got nan)")
    ) {
      try Manifest(
        command: ["jellylab"], parameters: ["fps": .number(.nan)], jellylabVersion: "0.1.0",
        files: [])
    }
    for bad in ["/tmp/a.csv", "~/a.csv", ""] {
      #expect(throws: ManifestError.self) {
        try Manifest(command: ["jellylab"], parameters: [:], jellylabVersion: "0", files: [bad])
      }
    }
  }

  @Test func readingRejectsMalformedOrInvalidJSON() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let notJSON = try folder.write("{ not json", to: "a.json")
    #expect(throws: ManifestError.self) { try Manifest.read(from: notJSON) }
    let absolute = try folder.write(
      "{\"command\":[\"j\"],\"parameters\":{},\"jellylab_version\":\"0\",\"files\":[\"/etc/x\"]}",
      to: "b.json")
    #expect(
      throws: ManifestError(field: "files", problem: "must be relative paths (got \"/etc/x\")")
    ) { try Manifest.read(from: absolute) }
  }

  @Test("snake_case keys only; lists are JSON arrays; -0 is written as 0")
  func snakeCaseListsAndZero() throws {
    for bad in ["sideDampingRatio", "Fps", "2x", "x-axis", ""] {
      #expect(throws: ManifestError.self) {
        try Manifest(command: ["j"], parameters: [bad: 1], jellylabVersion: "0", files: [])
      }
    }
    let manifest = try Manifest(
      command: ["j"],
      parameters: [
        "snapshot_times": .numbers([0, 0.25, 1]), "curves": .strings(["a", "b"]),
        "origin": .number(-0.0),
      ], jellylabVersion: "0", files: [])
    let text = String(decoding: try manifest.jsonData(), as: UTF8.self)
    let compact = text.filter { !$0.isWhitespace }
    #expect(compact.contains("\"snapshot_times\":[0,0.25,1]"))
    #expect(compact.contains("\"curves\":[\"a\",\"b\"]"))
    #expect(compact.contains("\"origin\":0,") || compact.contains("\"origin\":0}"))
    #expect(!text.contains("-0"))
    #expect(compact.contains("\"jellylab_version\":\"0\""))
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.url.appendingPathComponent("m.json")
    try manifest.write(to: url)
    let read = try Manifest.read(from: url)
    #expect(read.parameters["snapshot_times"] == .list([.number(0), .number(0.25), .number(1)]))
    #expect(read.parameters["curves"] == .strings(["a", "b"]))
    #expect(throws: ManifestError.self) {
      try Manifest(
        command: ["j"], parameters: ["t": .numbers([1, .infinity])], jellylabVersion: "0",
        files: [])
    }
  }
}
