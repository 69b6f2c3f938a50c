import JellyCLITestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct UIKitClampTests {
  @Test("durations outside [0.01, 10] s are clamped with one warning naming the option given")
  func durations() {
    let console = CapturingConsole()
    let context = CommandContext(console: console)
    #expect(UIKitClamp.duration(0.01, option: "--duration", context: context) == 0.01)
    #expect(UIKitClamp.duration(10, option: "--duration", context: context) == 10)
    #expect(UIKitClamp.duration(0.5, option: "--duration", context: context) == 0.5)
    #expect(console.errorLines.isEmpty)
    #expect(UIKitClamp.duration(500, option: "--side-duration", context: context) == 10)
    #expect(UIKitClamp.duration(0.001, option: "--center-duration", context: context) == 0.01)
    #expect(
      console.errorLines == [
        "warning: UIKit clamps --side-duration 500 to 10 s (durations run from 0.01 to 10 s);"
          + " using 10",
        "warning: UIKit clamps --center-duration 0.001 to 0.01 s (durations run from 0.01 to 10"
          + " s); using 0.01",
      ])
  }

  @Test("damping ratios above 1 act as 1 (one warning); 1 and below pass silently")
  func dampingAboveOne() throws {
    let console = CapturingConsole()
    let context = CommandContext(console: console)
    let clamp = { (ratio: Double) throws(CLIError) in
      try UIKitClamp.dampingRatio(ratio, option: "--damping", solver: .iOS, context: context)
    }
    #expect(try clamp(1) == 1)
    #expect(try clamp(1e-6) == 1e-6)
    #expect(console.errorLines.isEmpty)
    #expect(try clamp(85) == 1)
    #expect(
      console.errorLines == ["warning: UIKit treats --damping 85 as 1 (critically damped); using 1"]
    )
  }

  @Test("iOS raises a damping ratio below 2^-23 to 2^-23, with one warning")
  func dampingBelowMinimum() throws {
    let console = CapturingConsole()
    let used = try UIKitClamp.dampingRatio(
      0, option: "--damping", solver: .iOS, context: CommandContext(console: console))
    #expect(used == 0x1p-23)
    #expect(
      console.errorLines == [
        "warning: UIKit raises --damping 0 to its smallest damping ratio 1.1920928955078125e-07"
          + " (2^-23); using 1.1920928955078125e-07"
      ])
  }

  @Test("the ideal solver refuses a damping ratio of 0, naming the option, with no warning")
  func dampingZero() {
    let console = CapturingConsole()
    let error = #expect(throws: CLIError.self) {
      try UIKitClamp.dampingRatio(
        0, option: "--center-damping", solver: .ideal, context: CommandContext(console: console))
    }
    #expect(
      error?.message
        == "--center-damping must be a damping ratio > 0 for the ideal UIKit solver (got '0')")
    #expect(error?.status == .usageError)
    #expect(console.errorLines.isEmpty)
  }

  static let dampingZeroMessage =
    "error: --damping must be a damping ratio > 0 for the ideal UIKit solver (got '0')"

  @Test(
    "--damping 0 under the ideal solver fails with the same message in spring, diff and peaks",
    arguments: [
      (["spring", "--duration", "1", "--damping", "0"], "jellylab spring"),
      (["diff", "--preset", "skype", "--damping", "0"], "jellylab diff"),
      (["peaks", "--preset", "skype", "--damping", "0"], "jellylab peaks scene"),
      (["convert", "--duration", "1", "--damping", "0"], "jellylab convert"),
      (["plot", "--damping", "0", "--out-dir", "/nonexistent/jellylab-out"], "jellylab plot"),
    ])
  func dampingZeroEverywhere(arguments: [String], path: String) {
    let result = runCLI(arguments + ["--uikit-solver", "ideal"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorLines == [Self.dampingZeroMessage] + usageLines(path))
  }

  @Test("--side-damping 0 and --center-damping 0 name themselves")
  func scopedDampingZero() {
    for option in ["--side-damping", "--center-damping"] {
      let result = runCLI(["diff", "--preset", "skype", option, "0", "--uikit-solver", "ideal"])
      #expect(result.status == 2)
      #expect(
        result.errorMessages == [
          "error: \(option) must be a damping ratio > 0 for the ideal UIKit solver (got '0')"
        ])
    }
  }
}
