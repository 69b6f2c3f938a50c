import Foundation
import JellyAnalysis
import JellyCLITestSupport
import JellyFrameDiff
import JellyTestSupport
import JellyText
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct DiffCommandTests {
  static let skypeHelpers = [
    "--side", "duration=1,damping=0.5,velocity=0.9", "--center",
    "duration=1,damping=0.8,velocity=2", "--from", "727", "--to", "333.5",
  ]

  @Test("skype: frame 13 (t = 13/60) has diff −148.5736 and agrees with two 'spring' runs")
  func skypeFrame13() throws {
    let result = runCLI(["diff", "--preset", "skype"])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    let csv = NumericCSV(result.output)
    #expect(csv.header == ["frame", "t", "side", "center", "diff"])
    #expect(csv.rows.count == 61)  // frames 0…60 through the 1 s animations
    let row = csv.rows[13]
    #expect(row[0] == 13)
    #expect(abs(row[1] - 13.0 / 60) <= 1e-10)
    #expect(abs(row[4] - -148.57) <= 0.005)
    #expect(abs(row[4] - (row[2] - row[3])) <= 2e-9)
    // Independent truth: the `spring` command samples each helper (H = 667: from H + 60 = 727
    // to H/2 = 333.5) at t = 13/60 through its own option group.
    func springValue(damping: String, velocity: String) -> Double {
      let spring = runCLI([
        "spring", "--duration", "1", "--damping", damping, "--velocity", velocity, "--from",
        "727", "--to", "333.5", "--until", "\(13.0 / 60)", "--samples", "2",
      ])
      return NumericCSV(spring.output).rows.last?[1] ?? .nan
    }
    #expect(abs(row[2] - springValue(damping: "0.5", velocity: "0.9")) <= 1e-8)
    #expect(abs(row[3] - springValue(damping: "0.8", velocity: "2")) <= 1e-8)
  }

  @Test("explicit --side/--center with --from/--to reproduce the skype preset byte for byte")
  func explicitHelpers() {
    let preset = runCLI(["diff", "--preset", "skype"])
    let explicit = runCLI(["diff"] + Self.skypeHelpers)
    #expect(explicit.status == 0)
    #expect(explicit.output == preset.output)
    // Without --center, the reference is the side's target: diff = side − 333.5.
    let one = NumericCSV(
      runCLI([
        "diff", "--side", "duration=1,damping=0.5,velocity=0.9", "--from", "727",
        "--to", "333.5",
      ]).output)
    let two = NumericCSV(preset.output)
    #expect(one.column(3).allSatisfy { $0 == 333.5 })
    #expect(zip(one.column(2), two.column(2)).allSatisfy { abs($0 - $1) <= 1e-9 })
  }

  @Test("rows are shortest round-trip numbers: every field parses back to the library's value")
  func roundTripRows() throws {
    let result = runCLI(["diff", "--preset", "jelly", "--drop-frames", "2", "--until", "0.05"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.first == "frame,t,side,center,diff")
    // frames 0, 1, 3 at 60 Hz; frame 0: the block at 617 (H − h/2) above its target 100.
    #expect(lines.dropFirst().first == "0,0.0,617.0,100.0,517.0")
    let sequence = try DiffSequence(
      scene: try FrameDiffPreset.jelly.scene(), displayLink: DisplayLink(drops: .explicit([2])),
      horizon: 0.05)
    #expect(sequence.frames.map(\.frame) == [0, 1, 3])
    let rows = NumericCSV(result.output).rows
    #expect(rows.count == sequence.frames.count)
    for (row, frame) in zip(rows, sequence.frames) {
      // Tolerance 0: shortest round-trip text parses back to the identical Double.
      #expect(row == [Double(frame.frame), frame.time, frame.side, frame.reference, frame.diff])
    }
    // The peaks command's series reader takes the file as written (t and diff columns).
    let series = try CSVSeriesColumns(
      header: NumericCSV(result.output).header, timeColumn: nil, valueColumn: nil, file: "diff")
    #expect(series.time == 1 && series.value == 4)
  }

  @Test("--drop-frames leaves exactly those frames out; --drop-rate is reproducible per seed")
  func drops() {
    let dropped = NumericCSV(
      runCLI(["diff", "--preset", "skype", "--drop-frames", "3,7,12"]).output)
    #expect(dropped.rows.count == 58)
    #expect(Set(dropped.column(0)) == Set((0...60).map(Double.init)).subtracting([3, 7, 12]))
    let a = runCLI(["diff", "--preset", "skype", "--drop-rate", "0.3", "--seed", "7"]).output
    let b = runCLI(["diff", "--preset", "skype", "--drop-rate", "0.3", "--seed", "7"]).output
    let c = runCLI(["diff", "--preset", "skype", "--drop-rate", "0.3", "--seed", "8"]).output
    #expect(a == b)
    #expect(a != c)
    let kept = NumericCSV(a).rows.count
    #expect(kept > 20 && kept < 61)  // 61 frames, each kept with probability 0.7
    #expect(
      NumericCSV(runCLI(["diff", "--preset", "skype", "--drop-rate", "1"]).output).rows
        .isEmpty)
  }

  @Test("--fps, --until and --screen change the grid and the layout as stated")
  func gridAndLayout() {
    let fast = NumericCSV(
      runCLI(["diff", "--preset", "skype", "--fps", "120", "--until", "0.5"]).output)
    #expect(fast.rows.count == 61)  // frames 0…60 at 120 Hz through 0.5 s
    #expect(fast.rows.last?[1] == 0.5)
    let same = runCLI(["diff", "--preset", "skype", "--screen", "375x667"]).output
    #expect(same == runCLI(["diff", "--preset", "skype"]).output)
    // A taller screen starts both helpers at H + 60: frame 0 shows side = center = 904.
    let tall = NumericCSV(runCLI(["diff", "--preset", "skype", "--screen", "390x844"]).output)
    #expect(tall.rows.first == [0, 0, 904, 904, 0])
  }

  @Test("jelly: --damping 0.85 is the preset itself; --damping 1 never overshoots")
  func jellyDamping() {
    let preset = runCLI(["diff", "--preset", "jelly"]).output
    #expect(runCLI(["diff", "--preset", "jelly", "--damping", "0.85"]).output == preset)
    #expect(runCLI(["diff", "--preset", "jelly", "--side-damping", "0.85"]).output == preset)
    // from = H − h/2 = 617 above to = 100: diff starts at 517 and, critically damped, stays ≥ 0.
    let critical = NumericCSV(runCLI(["diff", "--preset", "jelly", "--damping", "1"]).output)
    #expect(critical.rows.first?[4] == 517)
    #expect(critical.column(4).allSatisfy { $0 >= 0 })
    #expect(NumericCSV(preset).column(4).contains { $0 < -1 })
  }

  @Test("skype: from 1 s on both helpers are on their target and the diff is exactly 0")
  func skypeCutAtDuration() throws {
    let cut = NumericCSV(runCLI(["diff", "--preset", "skype", "--until", "2"]).output)
    #expect(cut.rows.count == 121)
    let after = cut.rows.filter { $0[1] >= 1 }
    #expect(after.count == 61)
    #expect(after.allSatisfy { $0[2] == 333.5 && $0[3] == 333.5 && $0[4] == 0 })
    #expect(cut.rows.filter { $0[1] < 1 }.allSatisfy { $0[4] != 0 || $0[1] == 0 })
    // --free-spring lets both springs run on: at 1 s the diff is still −0.3947 pt.
    let free = NumericCSV(
      runCLI(["diff", "--preset", "skype", "--until", "2", "--free-spring"]).output)
    #expect(free.rows.count == 121)
    let freeAfter = free.rows.filter { $0[1] >= 1 }
    #expect(freeAfter.count == 61)
    #expect(freeAfter.allSatisfy { $0[4] != 0 })
    #expect(abs(freeAfter[0][4] - -0.3947106596466483) <= 1e-9)
    #expect(zip(cut.rows, free.rows).allSatisfy { $0[1] >= 1 || $0 == $1 })
  }

  @Test("--list-presets names every preset")
  func listPresets() {
    let result = runCLI(["diff", "--list-presets"])
    #expect(result.status == 0)
    let names = result.output.split(separator: "\n").map { $0.split(separator: "\t")[0] }
    #expect(names.map(String.init) == FrameDiffPreset.names)
  }

  static let badInputs = [
    BadInput(["--preset", "skyp"], mentions: "did you mean 'skype'"),
    BadInput(["--preset", "skype", "--side", "duration=1,damping=1"], mentions: "--side"),
    BadInput(["--preset", "skype", "--from", "3"], mentions: "--from"),
    BadInput(["--center", "duration=1,damping=1"], mentions: "--center needs --side"),
    BadInput(["--side", "duration=1,dampin=0.5"], mentions: "'dampin'"),
    BadInput(["--side", "duration=1,damping"], mentions: "--side damping"),
    BadInput(["--side", "duration=1,damping=nan"], mentions: "--side damping"),
    BadInput(["--side", "duration=inf,damping=1"], mentions: "--side duration"),
    BadInput(["--side", "duration=0,damping=1"], mentions: "--side duration"),
    BadInput(["--side", "duration=1,damping=1,delay=-1"], mentions: "--side delay"),
    BadInput(["--side", "duration=1,damping=1,duration=2"], mentions: "'duration'"),
    BadInput(["--side", "damping=1"], mentions: "--side needs duration"),
    BadInput(
      ["--side", "duration=1,damping=1", "--center", "duration=1,velocity=x"],
      mentions: "--center"),
    BadInput(["--preset", "skype", "--screen", "375"], mentions: "--screen"),
    BadInput(["--preset", "skype", "--screen", "0x667"], mentions: "--screen"),
    BadInput(["--preset", "skype", "--screen", "nanx667"], mentions: "--screen"),
    BadInput(
      ["--preset", "skype", "--screen", "375x667", "--screen-width", "3"], mentions: "--screen"),
    BadInput(["--preset", "skype", "--distance", "0"], mentions: "--distance"),
    BadInput(["--preset", "skype", "--distance", "-5"], mentions: "--distance"),
    BadInput(["--preset", "skype", "--side-damping", "nan"], mentions: "--side-damping"),
    // Refused under the ideal solver; under iOS's, 0 is raised to 2^-23, which fails only with
    // no velocity (the skype side helper has 0.9).
    BadInput(
      ["--preset", "skype", "--side-damping", "0", "--uikit-solver", "ideal"],
      mentions: "--side-damping"),
    BadInput(
      ["--preset", "skype", "--side-damping", "0", "--side-velocity", "0"],
      mentions: "--side-damping"),
    BadInput(
      ["--preset", "skype", "--center-duration", "-1"], mentions: "--center-duration"),
    BadInput(["--preset", "skype", "--side-delay", "-1"], mentions: "--side-delay"),
    BadInput(["--preset", "skype", "--side-velocity", "inf"], mentions: "--side-velocity"),
    BadInput(["--preset", "jelly", "--center-damping", "0.5"], mentions: "--center-damping"),
    BadInput(
      ["--preset", "jelly", "--damping", "0.5", "--side-damping", "0.5"], mentions: "--damping"),
    BadInput(["--preset", "jelly", "--damping", "0"], mentions: "--damping"),
    BadInput(["--preset", "skype", "--fps", "0"], mentions: "--fps"),
    BadInput(["--preset", "skype", "--fps", "1001"], mentions: "--fps"),
    BadInput(["--preset", "skype", "--until", "-1"], mentions: "--until"),
    BadInput(["--preset", "skype", "--until", "1e9"], mentions: "--until"),
    BadInput(["--preset", "skype", "--drop-rate", "1.5"], mentions: "--drop-rate"),
    BadInput(["--preset", "skype", "--drop-rate", "nan"], mentions: "--drop-rate"),
    BadInput(["--preset", "skype", "--seed", "3"], mentions: "--seed"),
    BadInput(
      ["--preset", "skype", "--drop-rate", "0.1", "--seed", "-1"], mentions: "--seed"),
    BadInput(["--preset", "skype", "--drop-frames", "3,x"], mentions: "--drop-frames"),
    BadInput(["--preset", "skype", "--drop-frames", "3,-7"], mentions: "--drop-frames"),
    BadInput(["--preset", "skype", "--drop-frames", "3,,7"], mentions: "--drop-frames"),
    BadInput(
      ["--preset", "skype", "--drop-rate", "0.1", "--drop-frames", "3"], mentions: "--drop-rate"),
  ]

  @Test("bad input exits 2 with one error line naming the option", arguments: badInputs)
  func badInput(_ input: BadInput) {
    let result = runCLI(["diff"] + input.arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains(input.mentions) == true, "\(result.errorLines)")
  }
}
