import Foundation
import JellyCLITestSupport
import JellyInterruption
import JellySprings
import JellyTestSupport
import Testing

@testable import JellyCLI

/// `jellylab interrupt`: one platform's interrupted motion as CSV, every platform as a figure.
@Suite struct InterruptCommandTests {
  @Test("css with linear: the reversal at 0.4 s runs 0.4 s back at the same speed (by hand)")
  func cssLinearReversal() {
    let result = runCLI([
      "interrupt", "--curve", "linear", "--to", "200", "--interrupt-at", "0.4", "--platform",
      "css", "--fps", "10",
    ])
    #expect(result.status == 0)
    let csv = NumericCSV(result.output)
    #expect(csv.header == ["t", "value", "velocity"])
    // 80 px at 0.4 s, back to 0 at 200 px/s: 60 at 0.5 s, 0 from 0.8 s on.
    #expect(csv.rows.count == 9)
    #expect(csv.rows[4] == [0.4, 80, -200])
    #expect(abs(csv.rows[5][1] - 60) < 1e-9)
    #expect(csv.rows[8] == [0.8, 0, 0])
    #expect(
      result.errorLines == [
        "note: css (restart): at 0.4 s value 80, velocity 200 → -200 units/s, then a 0.4 s"
          + " animation; settles within 0.2 at 0.799 s"
      ])
  }

  @Test("uikit: every row is the library's additive motion; the note gives the jump and settling")
  func uikitRows() throws {
    let result = runCLI([
      "interrupt", "--duration", "0.8", "--damping", "0.5", "--to", "200", "--interrupt-at",
      "0.15", "--retarget", "50", "--samples", "41",
    ])
    #expect(result.status == 0)
    let motion = try InterruptedMotion(
      platform: .uikit, animation: .uikit(duration: 0.8, dampingRatio: 0.5), from: 0, to: 200,
      interruptions: [.retarget(at: 0.15, to: 50)])
    let csv = NumericCSV(result.output)
    #expect(csv.rows.count == 41)
    for row in csv.rows {
      #expect(row[1] == motion.value(at: row[0]) && row[2] == motion.velocity(at: row[0]))
    }
    // The last row is at the settling time: within 0.001 of the largest travel (200) of 50.
    let last = try #require(csv.rows.last)
    #expect(abs(last[1] - 50) <= 0.2 + 1e-9)
    #expect(abs(try motion.settlingTime(tolerance: 0.2) - last[0]) < 1e-12)
    let note = try #require(result.errorLines.first)
    #expect(note.hasPrefix("note: uikit (additive): at 0.15 s value "))
    #expect(note.contains("settles within 0.2 at"))
  }

  @Test("--plot draws every platform: the CSV holds a value and a velocity column per platform")
  func plotEveryPlatform() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "interrupt", "--response", "0.5", "--damping", "0.6", "--to", "200", "--interrupt-at",
      "0.1", "--plot", folder.path("out"),
    ])
    #expect(result.status == 0)
    #expect(result.errorLines.filter { $0.hasPrefix("note: ") }.count == 8)
    let csv = NumericCSV(try folder.text("out/interruption.csv"))
    #expect(csv.header.count == 1 + 2 * 8)
    #expect(csv.rows.count == 1200)
    let script = try folder.text("out/interruption.gp")
    #expect(script.contains("swiftui (keep-velocity)"))
    #expect(script.contains("css (restart)"))
  }

  @Test(
    "--release: the gesture's position and velocity where the platform takes one, at rest on CSS")
  func release() {
    let common = [
      "interrupt", "--response", "0.5", "--damping", "0.7", "--to", "200", "--interrupt-at", "0.2",
      "--release", "150,-900", "--retarget", "200",
    ]
    let swiftUI = runCLI(common + ["--platform", "swiftui", "--fps", "20"])
    #expect(swiftUI.status == 0)
    let row = NumericCSV(swiftUI.output).rows.first { $0[0] == 0.2 }
    #expect(row?[1] == 150)
    #expect(abs((row?[2] ?? 0) + 900) < 1e-9)
    #expect(swiftUI.errorLines.first?.contains("value 174.7 → 150, velocity 590.8 → -900") == true)
    let css = runCLI(common + ["--platform", "css", "--fps", "20"])
    #expect(css.errorLines.first?.contains("→ 150, velocity 591.4 → 0 units/s") == true)
  }

  @Test("--plot with only --curve draws css and waapi and names the platforms left out")
  func curveOnlyPlot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "interrupt", "--curve", "ease", "--to", "200", "--interrupt-at", "0.25", "--plot",
      folder.path("out"),
    ])
    #expect(result.status == 0)
    #expect(
      result.errorLines.first
        == "warning: left out: uikit, swiftui, framer, android, qtquick, adwaita (uikit runs a"
        + " spring: give one (see SPRING), not only --curve)")
    #expect(NumericCSV(try folder.text("out/interruption.csv")).header.count == 5)
  }

  @Test(
    "bad input: one error line naming the option",
    arguments: [
      (["--interrupt-at", "0.4,0.2"], "--interrupt-at: interruption time must be > 0.4"),
      (["--interrupt-at", "0.4", "--retarget", "1,2"], "--retarget needs one value per"),
      ([], "--interrupt-at is required"),
      (["--interrupt-at", "nan"], "--interrupt-at must be 1 to 16 increasing times"),
      (["--interrupt-at", "0.2", "--platform", "foo"], "--platform must be one of uikit,"),
      (["--interrupt-at", "0.2,0.3", "--release", "1,2"], "--release describes one interruption"),
    ])
  func badInput(_ extra: [String], _ message: String) {
    let result = runCLI(["interrupt", "--damping", "0.5", "--duration", "0.8"] + extra)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorLines.first?.hasPrefix("error: " + message) == true, "\(result.errorLines)")
  }
}

/// `jellylab diff --interrupt-at T`: a scene closed while it opens.
@Suite struct InterruptedDiffTests {
  @Test(
    "data/recordings/skype-closed-at-0.3.csv is what diff writes today, and its golden peaks replay"
  )
  func recordingIsCurrent() throws {
    let result = runCLI(["diff", "--preset", "skype", "--interrupt-at", "0.3"])
    #expect(result.status == 0)
    #expect(result.output == (try RepositoryFiles.read("data/recordings/skype-closed-at-0.3.csv")))
    let check = runCLI([
      "peaks", "check", RepositoryFiles.path("data/golden/skype-closed-at-0.3.csv"),
    ])
    #expect(check.status == 0, "\(check.output)\(check.errorLines)")
  }

  @Test("--plot draws the diff with and without the interruption")
  func plot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "diff", "--preset", "skype", "--interrupt-at", "0.3", "--plot", folder.path("out"),
    ])
    #expect(result.status == 0)
    let csv = NumericCSV(try folder.text("out/diff-interrupted.csv"))
    #expect(csv.header == ["t", "value_1", "velocity_1", "value_2", "velocity_2"])
    // Before T the two diffs agree; the trough of −148.6 pt at 0.213 s is the opening's.
    for row in csv.rows where row[0] < 0.3 { #expect(row[1] == row[3]) }
    #expect(runCLI(["diff", "--preset", "skype", "--plot", folder.path("x")]).status == 2)
  }

  @Test("before T the rows are the opening's; --then names the closing preset")
  func rowsBeforeT() {
    let plain = NumericCSV(runCLI(["diff", "--preset", "skype", "--until", "0.5"]).output)
    let interrupted = NumericCSV(
      runCLI([
        "diff", "--preset", "skype", "--interrupt-at", "0.3", "--then", "skype-close", "--until",
        "0.5",
      ])
      .output)
    #expect(plain.rows.count == interrupted.rows.count)
    for (a, b) in zip(plain.rows, interrupted.rows) where a[1] < 0.3 {
      #expect(a == b)
    }
    #expect(plain.rows.last != interrupted.rows.last)
    let unknown = runCLI(["diff", "--preset", "jelly", "--interrupt-at", "0.3"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errorLines.first?.hasPrefix("error: --then: unknown preset 'jelly-close'") == true,
      "\(unknown.errorLines)")
  }
}

/// `jellylab fit --interrupted`: which rule explains an interrupted recording.
@Suite struct FitInterruptedTests {
  @Test(
    "interrupt | fit --interrupted: a SwiftUI retarget is keep-velocity, a CSS reversal restart")
  func pipeline() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (platform, rule) in [("swiftui", "keep-velocity"), ("css", "restart")] {
      let motion = runCLI([
        "interrupt", "--response", "0.45", "--damping", "0.5", "--to", "200", "--interrupt-at",
        "0.12", "--retarget", "0", "--platform", platform, "--out", folder.path("m.csv"),
      ])
      #expect(motion.status == 0)
      let fit = runCLI(["fit", "--input", folder.path("m.csv"), "--interrupted", "--format", "csv"])
      #expect(fit.status == 0)
      let lines = fit.output.split(separator: "\n")
      #expect(lines.first?.hasPrefix("rule,T,from,target1,target2,") == true)
      let best = try #require(lines.dropFirst().first).split(separator: ",")
      #expect(best[0] == Substring(rule), "\(platform): \(fit.output)")
      #expect(abs((Double(best[1]) ?? 0) - 0.12) < 1.0 / 60, "T of \(platform)")
    }
    let refused = runCLI([
      "fit", "--input", folder.path("m.csv"), "--interrupted", "--model", "spring",
    ])
    #expect(refused.status == 2)
    #expect(refused.errorLines.first == "error: --model cannot be combined with --interrupted")
  }
}
