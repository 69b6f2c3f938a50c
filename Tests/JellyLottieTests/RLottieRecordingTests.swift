import Foundation
import JellyTestSupport
import Testing

@testable import JellyLottie

/// A document written by hand (Tests/Fixtures/lottie/arch.json, 100 fps): a 20 × 20 box whose
/// position runs a spatial arch (frames 0–80), holds (80–100), then a straight path whose
/// easing overshoots both ways (100–140), played by rlottie 0.1 (rlottie-python 1.3.8):
/// arch-rlottie.csv holds the box's centroid in each of its 241 frames, measured from the
/// rendered pixels by Tests/Fixtures/lottie/record_rlottie.py.
@Suite struct RLottieRecordingTests {
  static func recorded(_ name: String = "arch-rlottie.csv") throws
    -> [(time: Double, x: Double, y: Double)]
  {
    let text = try String(
      contentsOfFile: RepositoryFiles.path("Tests/Fixtures/lottie/\(name)"), encoding: .utf8)
    return try text.split(separator: "\n").dropFirst().map { line in
      let fields = line.split(separator: ",").compactMap { Double($0) }
      try #require(fields.count == 3, "a row of three numbers: \(line)")
      return (fields[0], fields[1], fields[2])
    }
  }

  @Test("held and straight segments as rlottie draws them within 0.05 px, the arch within 1.7 px")
  func positionMatchesRLottie() throws {
    let data = try Data(contentsOf: RepositoryFiles.url("Tests/Fixtures/lottie/arch.json"))
    let document = try LottieDocument(json: data)
    let (_, position) = try #require(document.animatedProperties.first)
    #expect(position.path == "layers[0 \"box\"].ks.p")
    let frames = try Self.recorded()
    #expect(frames.count == 241)
    var worst = (arch: 0.0, rest: 0.0)
    for frame in frames {
      let value = try document.value(of: position, at: frame.time)
      let error = max(abs(value[0] - frame.x), abs(value[1] - frame.y))
      let onArch = frame.time * 100 < 79.5
      if onArch { worst.arch = max(worst.arch, error) } else { worst.rest = max(worst.rest, error) }
      // On the arch rlottie's points lie on the same curve but up to 0.7 % of its 231 px
      // length behind (as if 0.03 to 0.3 frames late, irregularly; replaying rlottie's own
      // arc-length rule does not explain it); held, straight and clamped overshooting
      // segments agree to the centroid's accuracy.
      #expect(
        error <= (onArch ? 1.7 : 0.05),
        "t \(frame.time): model \(value), rlottie (\(frame.x), \(frame.y))")
    }
    print(
      "rlottie arch: largest difference \(worst.arch) px on the arch, \(worst.rest) px elsewhere")
  }

  /// pylottie.json, written by python-lottie 0.7.2 (make_pylottie.py): a 30 × 20 box whose
  /// position runs sigmoid, ease-out (o.x = 0), a hold that jumps, ease-in (i.x = 1) along a
  /// curved spatial path, then linear, at 60 fps; pylottie-rlottie.csv holds rlottie's centroid
  /// in its 481 frames played 4 times slower (record_rlottie.py --stretch 4).
  @Test("a python-lottie document: every easing and hold as rlottie draws it within 0.03 px")
  func pythonLottieDocument() throws {
    let data = try Data(contentsOf: RepositoryFiles.url("Tests/Fixtures/lottie/pylottie.json"))
    let document = try LottieDocument(json: data)
    let (_, position) = try #require(document.animatedProperties.first)
    let frames = try Self.recorded("pylottie-rlottie.csv")
    #expect(frames.count == 481)
    var worst = (curve: 0.0, rest: 0.0)
    for frame in frames {
      let value = try document.value(of: position, at: frame.time)
      let error = max(abs(value[0] - frame.x), abs(value[1] - frame.y))
      let onCurve = (60..<90).contains(frame.time * 60)
      if onCurve {
        worst.curve = max(worst.curve, error)
      } else {
        worst.rest = max(worst.rest, error)
      }
      // The curved segment: rlottie behind on the same path, as on the arch (0.6 px here).
      #expect(error <= (onCurve ? 1 : 0.03), "t \(frame.time): model \(value), rlottie \(frame)")
    }
    #expect(worst.curve > 0.3, "the curved segment's lag is still there; describe it anew")
    print(
      "rlottie python-lottie: largest difference \(worst.curve) px on the curve, \(worst.rest) px elsewhere"
    )
  }
}
