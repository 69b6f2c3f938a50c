import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyCLI

/// `jellylab lottie` on the hand-written arch.json (Tests/Fixtures/lottie) and on documents
/// `export --format lottie` writes.
@Suite struct LottieCommandTests {
  static let arch = RepositoryFiles.path("Tests/Fixtures/lottie/arch.json")

  static func rows(_ csv: String) -> [(t: Double, value: Double)] {
    csv.split(separator: "\n").dropFirst().map { line in
      let fields = line.split(separator: ",").map { Double($0) ?? .nan }
      return (fields[0], fields[1])
    }
  }

  @Test("the listing names each animated property, its keyframes and every segment's easing")
  func listing() {
    let result = runCLI(["lottie", Self.arch])
    #expect(result.status == 0)
    #expect(
      result.output == """
        1 animated property; 100 frames/s, frames 0 to 240, 400x200 px
        layers[0 "box"].ks.p: 2 dimensions, 4 keyframes; layer shown in frames 0 to 240
          frames 0 to 80: spatial path, eased by cubic-bezier(0.33, 0, 0.2, 1)
          frames 80 to 100: hold at 240,60
          frames 100 to 140: spatial path, eased by cubic-bezier(0.6, -0.4, 0.3, 1.5)

        """)
  }

  @Test("a property sampled at --fps, by --samples and --at, with or without the layer name")
  func sampling() throws {
    let every = Self.rows(
      runCLI([
        "lottie", Self.arch, "--property", "layers[0 \"box\"].ks.p", "--dimension", "0", "--fps",
        "100",
      ]).output)
    #expect(every.count == 240)
    let sixty = runCLI(["lottie", Self.arch, "--property", "layers[0].ks.p", "--dimension", "0"])
    #expect(Self.rows(sixty.output).count == 144, "60 per second by default, t = 0 to 2.39 s")
    #expect(every[0].t == 0 && abs(every[239].t - 2.39) < 1e-12)
    // The hold (frames 80 to 100) and the last keyframe's value after frame 140.
    #expect(every[90].value == 240 && every[239].value == every[141].value)
    let five = Self.rows(
      runCLI([
        "lottie", Self.arch, "--property", "layers[0].ks.p", "--dimension", "1", "--samples", "5",
      ])
      .output)
    #expect(five.map(\.t) == [0, 0.5975, 1.195, 1.7925, 2.39])
    let at = runCLI([
      "lottie", Self.arch, "--property", "layers[0].ks.p", "--dimension", "1", "--at", "0.9,3",
    ])
    #expect(Self.rows(at.output).map(\.t) == [0.9])
    #expect(at.errorLines.contains { $0.contains("1 of 2 times lie outside frames 0 to 240") })
    #expect(abs(Self.rows(at.output)[0].value - 60) < 1e-12)
  }

  @Test("refusals name the option or the path, exit 2")
  func refusals() {
    let cases: [([String], String)] = [
      (["lottie", "/nonexistent.json"], "cannot read '/nonexistent.json': no such file"),
      (["lottie", Self.arch, "--property", "ks.p"], "--property: no animated property 'ks.p'"),
      (
        ["lottie", Self.arch, "--property", "layers[0].ks.p"],
        "--dimension: layers[0 \"box\"].ks.p changes in dimensions 0, 1"
      ),
      (
        ["lottie", Self.arch, "--property", "layers[0].ks.p", "--dimension", "2"],
        "--dimension 2: layers[0 \"box\"].ks.p has 2 dimensions (0 to 1)"
      ),
      (["lottie", Self.arch, "--samples", "4"], "--samples"),
    ]
    for (arguments, message) in cases {
      let result = runCLI(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.errorLines.first?.contains(message) == true, "\(result.errorLines)")
    }
  }

  @Test("export --format lottie, read back and fitted: the spring it was made from")
  func exportReadFit() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let document = folder.path("spring.json")
    let exported = runCLI([
      "export", "--format", "lottie", "--response", "0.5", "--damping", "0.7", "--distance",
      "200", "--max-error", "1e-4", "--out", document,
    ])
    #expect(exported.status == 0)
    #expect(exported.errorLines.contains("property: layers[0].ks.p.y"))
    let csv = folder.path("y.csv")
    let sampled = runCLI([
      "lottie", document, "--property", "layers[0].ks.p.y", "--fps", "240", "--out", csv,
    ])
    #expect(sampled.status == 0)
    let fit = runCLI([
      "fit", "--input", csv, "--value-column", "value", "--model", "spring", "--format", "json",
    ])
    #expect(fit.status == 0)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(fit.output.utf8)) as? [String: Any])
    let ratio = try #require(report["damping_ratio"] as? Double)
    let frequency = try #require(report["natural_frequency"] as? Double)
    // Within 1e-4 of the travel the keyframes leave the spring's parameters to 0.05 %.
    #expect(abs(ratio / 0.7 - 1) < 5e-4, "ζ \(ratio)")
    #expect(abs(frequency / (2 * Double.pi / 0.5) - 1) < 5e-4, "ω0 \(frequency)")
    #expect(abs((report["to"] as? Double ?? 0) - (report["from"] as? Double ?? 0) - 200) < 0.1)
  }

  @Test(
    "lottie(FILE, PATH, SEGMENT) is a curve name: the segment's cubic-bezier, for ease and compare")
  func segmentAsCurve() throws {
    let python = RepositoryFiles.path("Tests/Fixtures/lottie/pylottie.json")
    // Segment 3 of python-lottie's document: ease-in, o = (1/3, 0), i = (1, 1).
    let named = runCLI([
      "ease", "--curve", "lottie(\(python), layers[0].ks.p, 3)", "--samples", "5",
    ])
    let handles = runCLI([
      "ease", "--curve", "cubic-bezier(0.3333333333333333, 0, 1, 1)", "--samples", "5",
    ])
    #expect(named.status == 0 && named.output == handles.output)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let compared = runCLI([
      "compare", "curves", "--curves", "lottie(\(python), layers[0].ks.p, 0),ease", "--format",
      "none", "--out-dir", folder.path("c"),
    ])
    #expect(compared.status == 0, "\(compared.errorLines)")
    let refusals: [([String], String)] = [
      (["lottie(\(python), layers[0].ks.p, 2)"], "layers[0].ks.p.k[2]: a held segment's easing"),
      (["lottie(\(python), layers[0].ks.p, 5)"], "no segment 5: it has 5 (0 to 4)"),
      (["lottie(\(python), layers[0].ks.q, 0)"], "layers[0].ks.q: no such animated property"),
      (["lottie(\(python), layers[0].ks.p)"], "a Lottie segment is named lottie(FILE, PATH"),
    ]
    for (curve, message) in refusals {
      let result = runCLI(["ease", "--curve"] + curve)
      #expect(result.status == 2)
      #expect(result.errorLines.first?.contains(message) == true, "\(result.errorLines)")
    }
  }
}
