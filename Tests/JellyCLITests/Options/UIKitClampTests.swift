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
    #expect(try UIKitClamp.dampingRatio(1, option: "--damping", context: context) == 1)
    #expect(try UIKitClamp.dampingRatio(1e-9, option: "--damping", context: context) == 1e-9)
    #expect(console.errorLines.isEmpty)
    #expect(try UIKitClamp.dampingRatio(85, option: "--damping", context: context) == 1)
    #expect(
      console.errorLines == ["warning: UIKit treats --damping 85 as 1 (critically damped); using 1"]
    )
  }

  @Test("a damping ratio of 0 is refused naming the option, with no warning")
  func dampingZero() {
    let console = CapturingConsole()
    let error = #expect(throws: CLIError.self) {
      try UIKitClamp.dampingRatio(
        0, option: "--center-damping", context: CommandContext(console: console))
    }
    #expect(
      error?.message == "--center-damping must be a damping ratio > 0 for a UIKit spring (got '0')")
    #expect(error?.status == .usageError)
    #expect(console.errorLines.isEmpty)
  }

  static let dampingZeroMessage =
    "error: --damping must be a damping ratio > 0 for a UIKit spring (got '0')"

  @Test(
    "--damping 0 fails with the same message in spring, diff and peaks",
    arguments: [
      (["spring", "--duration", "1", "--damping", "0"], "jellylab spring"),
      (["diff", "--preset", "skype", "--damping", "0"], "jellylab diff"),
      (["peaks", "--preset", "skype", "--damping", "0"], "jellylab peaks scene"),
      (["convert", "--duration", "1", "--damping", "0"], "jellylab convert"),
      (["plot", "--damping", "0", "--out", "/nonexistent/jellylab-out"], "jellylab plot"),
    ])
  func dampingZeroEverywhere(arguments: [String], path: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorLines == [Self.dampingZeroMessage] + usageLines(path))
  }

  @Test("--side-damping 0 and --center-damping 0 name themselves")
  func scopedDampingZero() {
    for option in ["--side-damping", "--center-damping"] {
      let result = runCLI(["diff", "--preset", "skype", option, "0"])
      #expect(result.status == 2)
      #expect(
        result.errorMessages == [
          "error: \(option) must be a damping ratio > 0 for a UIKit spring (got '0')"
        ])
    }
  }
}
