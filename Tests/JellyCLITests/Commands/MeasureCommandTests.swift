import Foundation
import JellyCLITestSupport
import JellyFit
import JellyTestSupport
import JellyTrack
import Testing

@testable import JellyCLI

/// `jellylab measure` on the card video of ``TrackCommandTests``: a card entering from outside
/// the frame on a spring (ζ 0.5, ω0 14 rad/s) over textured content beside a spinner.
@Suite(.enabled(if: ffmpegTestsRun, "needs ffmpeg on PATH (apt-get install ffmpeg)"))
struct MeasureCommandTests {
  @Test("one step: the spring within 0.5 %, its platform constants, and the export line")
  func measuresTheSpring() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (path, _) = try TrackCommandTests.cardVideo(in: folder)
    let result = runCLI(["measure", path, "--model", "spring,uikit", "--format", "json"])
    #expect(result.status == 0, "\(result.errorLines)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["measured"] as? String == "x")
    #expect((object["samples"] as? Int ?? 0) >= 60)
    let fit = try #require(object["fit"] as? [String: Any])
    let models = try #require(fit["models"] as? [[String: Any]])
    let spring = try #require(models.first { $0["model"] as? String == "spring" })
    let zeta = try #require(spring["damping_ratio"] as? Double)
    let omega = try #require(spring["natural_frequency"] as? Double)
    #expect(abs(zeta / 0.5 - 1) < 0.005 && abs(omega / 14 - 1) < 0.005, "\(zeta) \(omega)")
    let constants = try #require(object["constants"] as? [String: [String: String]])
    #expect(Set(constants.keys) == ["swiftui", "uikit", "core-animation", "android"])
    let response = try #require(Double(constants["swiftui"]?["swiftui_response"] ?? ""))
    // SwiftUI's response is 2π/ω0 of the best spring fit.
    let best = try #require(models.first)
    let bestOmega = try #require(best["natural_frequency"] as? Double)
    #expect(abs(response * bestOmega / (2 * .pi) - 1) < 1e-9)
    let reproduce = try #require(object["reproduce"] as? [String])
    #expect(Array(reproduce.prefix(4)) == ["jellylab", "export", "--format", "swiftui"])
    // The tracking's warnings, as stderr gives them: the frames before the card enters.
    let warnings = try #require(object["warnings"] as? [String])
    #expect(
      warnings.contains { $0.hasPrefix("track: 8 of 72 frames show no object") }, "\(warnings)")
    #expect(warnings.allSatisfy { warning in result.errorLines.contains("warning: \(warning)") })
  }

  @Test("--plot writes the track, the fit and the contact sheet; --export adds the code")
  func plotAndExport() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (path, _) = try TrackCommandTests.cardVideo(in: folder)
    let plot = folder.path("figures")
    let result = runCLI([
      "measure", path, "--model", "spring", "--plot", plot, "--export", "core-animation",
    ])
    #expect(result.status == 0, "\(result.errorLines)")
    #expect(result.output.hasPrefix("measured: x (px) of the element at "))
    #expect(result.output.contains("reproduce: jellylab export --format core-animation --mass 1"))
    #expect(result.output.contains("let jellylabAnimation = CASpringAnimation(keyPath:"))
    for file in ["track.csv", "fit.gp", "fit.json", "contact.gp", "contact.json", "contact-1.gray"]
    {
      #expect(FileManager.default.fileExists(atPath: "\(plot)/\(file)"), "\(file)")
    }
    if installedGnuplot != nil {
      #expect(FileManager.default.fileExists(atPath: "\(plot)/contact.png"))
      #expect(result.errorLines.contains("wrote \(plot)/contact.png"))
    }
    let track = try String(contentsOfFile: "\(plot)/track.csv", encoding: .utf8)
    #expect(track.hasPrefix("frame,t,x,y,left,right,top,bottom,scale,opacity,score\n"))
  }

  @Test("--golden records the measured spring, passes on itself, and fails on another spring")
  func golden() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (path, _) = try TrackCommandTests.cardVideo(in: folder)
    let golden = folder.path("golden/card.csv")
    let first = runCLI(["measure", path, "--model", "spring", "--golden", golden])
    #expect(first.status == 0, "\(first.errorLines)")
    #expect(first.errorLines.contains("golden: wrote \(golden) and its .meta.json"))
    #expect(FileManager.default.fileExists(atPath: folder.path("golden/card.meta.json")))
    let again = runCLI(["measure", path, "--model", "spring", "--golden", golden])
    #expect(again.status == 0)
    #expect(again.errorLines.contains { $0.hasPrefix("golden: PASS") }, "\(again.errorLines)")
    // The golden file of another spring: the check fails with status 1.
    let other = folder.path("other.csv")
    let written = runCLI([
      "peaks", "write", "--write", other, "--mass", "1", "--stiffness", "100",
      "--damping-coefficient", "10", "--from", "0", "--to", "1",
    ])
    #expect(written.status == 0)
    let check = runCLI(["measure", path, "--model", "spring", "--golden", other])
    #expect(check.status == 1)
    #expect(check.errorLines.contains { $0.hasPrefix("golden: FAIL") })
  }

  @Test("a property that does not move is refused (exit 2), naming the one that does")
  func stillProperty() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (path, _) = try TrackCommandTests.cardVideo(in: folder)
    let result = runCLI(["measure", path, "--value", "y"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    let message = try #require(result.errorMessages.first)
    #expect(message.hasPrefix("error: the y of the element in '\(path)' changes by "), "\(message)")
    #expect(message.hasSuffix("give --value x"), "\(message)")
  }

  @Test("bad input: one error line and exit 2")
  func badInput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(
      runCLI(["measure"]).errorMessages == ["error: REC is required: " + MeasureCommand.video.help]
    )
    let missing = runCLI(["measure", folder.path("none.mp4")])
    #expect(missing.status == 2)
    #expect(missing.errorLines == ["error: cannot read '\(folder.path("none.mp4"))': no such file"])
    let value = runCLI(["measure", "x.mp4", "--value", "z"])
    #expect(value.status == 2)
    #expect(
      value.errorMessages.first == "error: --value must be auto, x, y, scale or opacity (got 'z')")
    let (still, _) = try TrackCommandTests.cardVideo(in: folder, card: false)
    let nothing = runCLI(["measure", still])
    #expect(nothing.status == 2 && nothing.output.isEmpty)
    #expect(nothing.errorMessages.first?.hasPrefix("error: nothing moves in ") == true)
    let (path, _) = try TrackCommandTests.cardVideo(in: folder)
    let bezier = runCLI(["measure", path, "--model", "cubic-bezier", "--export", "swiftui"])
    #expect(bezier.status == 2)
    #expect(
      bezier.errorMessages == [
        "error: --export swiftui needs a spring fit: none of the models fitted is a spring"
          + " (--model spring or uikit)"
      ])
  }
}
