import Foundation
import JellyCLITestSupport
import JellyFrameDiff
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct ScenePeakSearchTests {
  @Test(
    "more than 10^7 frames: one error naming --until (given or its default) and --fps",
    arguments: [
      (
        ["peaks", "--preset", "skype", "--fps", "1000", "--until", "10000"],
        "error: --until 10000 s at --fps 1000 asks for 10000001 frames; at most 10000000 are"
          + " allowed: give --until at most 9999.999 s or a lower --fps"
      ),
      (
        ["peaks", "--preset", "skype", "--until", "20000", "--fps", "1000"],
        "error: --until 20000 s at --fps 1000 asks for 20000001 frames; at most 10000000 are"
          + " allowed: give --until at most 9999.999 s or a lower --fps"
      ),
      (
        ["peaks", "--preset", "skype", "--side-delay", "200000"],
        "error: the animation ends at 200001 s (the default --until, set by --side-delay"
          + " 200000), which at --fps 60 asks for 12000061 frames; at most 10000000 are allowed:"
          + " give --until at most 166666.65 s or a lower --fps"
      ),
    ])
  func tooManyFrames(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(result.errorLines.first == message)
  }

  @Test("the advised --until is accepted (10^7 frames) and the next Double above it is refused")
  func frameLimitBoundary() throws {
    let advised = 9999.999
    #expect(advised == DisplayLink.maximumHorizon(framesPerSecond: 1000))
    let accepted = runCLI(["peaks", "--preset", "skype", "--fps", "1000", "--until", "9999.999"])
    #expect(accepted.status == 0 && accepted.errorLines.isEmpty)
    #expect(parsedPeaks(accepted.output).count == 4)
    let above = advised.nextUp.description
    #expect(above == "9999.999000000002")
    let refused = runCLI(["peaks", "--preset", "skype", "--fps", "1000", "--until", above])
    #expect(refused.status == 2)
    #expect(
      refused.errorMessages == [
        "error: --until 9999.999000000002 s at --fps 1000 asks for 10000001 frames; at most"
          + " 10000000 are allowed: give --until at most 9999.999 s or a lower --fps"
      ])
  }

  @Test("diff, shape and plot refuse with the same limit and words as peaks")
  func frameLimitIsShared() throws {
    let message =
      "error: --until 10000 s at --fps 1000 asks for 10000001 frames; at most 10000000 are"
      + " allowed: give --until at most 9999.999 s or a lower --fps"
    for command in ["peaks", "diff"] {
      let result = runCLI([command, "--preset", "skype", "--fps", "1000", "--until", "10000"])
      #expect(result.status == 2 && result.output.isEmpty)
      #expect(result.errorMessages == [message], "\(command)")
    }
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let delayed =
      "error: the animation ends at 200001 s (set by --side-delay 200000), which at --fps 60"
      + " asks for 12000061 frames; at most 10000000 are allowed: give a lower --fps or end the"
      + " animation sooner (--side-delay 200000): at this rate it may last at most 166666.65 s"
    for arguments in [
      ["shape", "--inversions"], ["shape", "--metrics"],
      ["plot", "--format", "none", "--out-dir", folder.appendingPathComponent("plot").path],
    ] {
      let result = runCLI(arguments + ["--side-delay", "200000"])
      #expect(result.status == 2 && result.output.isEmpty)
      #expect(result.errorMessages == [delayed], "\(arguments)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("--summary of a diff not settled where the 1000 s search stops names that limit")
  func summaryUnsettled() {
    let result = runCLI([
      "peaks", "--preset", "skype", "--side-delay", "9000", "--free-spring", "--summary", "-",
      "--out", "/dev/null",
    ])
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(
      result.errorMessages == [
        "error: the diff has not settled (|diff| <= 0.001 of its largest value) by 9001 s, where"
          + " the search for its settling time stops (at 1000 s, or at the end of the animation"
          + " when later: 9001 s, set by --side-delay 9000, --free-spring); give the helpers more"
          + " damping, a shorter delay or drop --free-spring"
      ])
  }

  @Test("frame drops apply to --sampled peaks only; with --sampled they change the frames")
  func dropsNeedSampled() {
    let refused = runCLI(["peaks", "scene", "--preset", "skype", "--drop-frames", "3"])
    #expect(refused.status == 2)
    #expect(refused.errorMessages == ["error: frame drops apply to --sampled peaks only"])
    let sampled = parsedPeaks(runCLI(["peaks", "scene", "--preset", "skype", "--sampled"]).output)
    let dropped = parsedPeaks(
      runCLI(["peaks", "scene", "--preset", "skype", "--sampled", "--drop-frames", "1"]).output)
    #expect(sampled.map(\.index) == [1, 13, 35, 55])
    // Frame 1 is never presented, so the maximum there is not seen.
    #expect(dropped.map(\.index) == [13, 35, 55])
  }
}
