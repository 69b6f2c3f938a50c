import JellyFrameDiff
import JellySweep
import Testing

@Suite struct SweepParameterTests {
  @Test("names, ranges and overrides of the three parameters")
  func parameters() {
    #expect(SweepParameter.allCases.map(\.name) == ["damping", "velocity", "duration"])
    #expect(SweepParameter.dampingRatio.allows(0.1) && !SweepParameter.dampingRatio.allows(0))
    #expect(!SweepParameter.duration.allows(-1) && !SweepParameter.duration.allows(.nan))
    #expect(SweepParameter.velocity.allows(-3) && !SweepParameter.velocity.allows(.infinity))
    #expect(SweepParameter.velocity.label.contains("[distances/s]"))
    #expect(SweepParameter.duration.label.contains("[s]"))
    let base = HelperOverrides(duration: 2)
    #expect(SweepParameter.dampingRatio.applying(0.4, to: base).dampingRatio == 0.4)
    #expect(SweepParameter.velocity.applying(-1, to: base).initialVelocity == -1)
    #expect(SweepParameter.duration.applying(0.5, to: base).duration == 0.5)
    #expect(SweepParameter.velocity.applying(-1, to: base).duration == 2, "others stay")
  }
}

@Suite struct SweepClampingTests {
  @Test("the values UIKit runs as others: damping above 1, durations outside [0.01, 10] s")
  func clampedValues() throws {
    let damping = try SweepAxis(parsing: "0.5:1.5:0.25")
    #expect(SweepParameter.dampingRatio.clampedValues(of: damping) == [1.25, 1.5])
    #expect(SweepParameter.velocity.clampedValues(of: damping).isEmpty)
    let durations = try SweepAxis(parsing: "5:15:5")
    #expect(SweepParameter.duration.clampedValues(of: durations) == [15])
  }

  @Test("the clamp warning names the source, the values, UIKit's rule and the CSV's values")
  func clampWarning() throws {
    let damping = try SweepAxis(parsing: "0.5:1.5:0.25")
    #expect(
      SweepParameter.dampingRatio.clampWarning(of: damping, naming: "--damping")
        == "UIKit runs --damping 1.25, 1.5 as 1 (damping above 1 acts as 1); the CSV holds the"
        + " values in effect")
    #expect(SweepParameter.velocity.clampWarning(of: damping, naming: "--velocity") == nil)
    #expect(
      SweepParameter.duration.clampWarning(of: try SweepAxis(parsing: "20"), naming: "--duration")
        == "UIKit runs --duration 20 as 0.01 or 10 s (durations run from 0.01 to 10 s)")
    let many = try SweepAxis(parsing: "2:11:1")
    #expect(
      SweepParameter.dampingRatio.clampWarning(of: many, naming: "--damping")
        == "UIKit runs --damping 2, 3, 4, 5, 6, 7 and 4 more as 1 (damping above 1 acts as 1);"
        + " the CSV holds the values in effect")
  }

  @Test("the longest cell takes the largest duration of a duration axis; other axes keep base")
  func longestCell() throws {
    let base = FrameDiffPreset.jelly
    let durations = PresetSweepAxis(.duration, try SweepAxis(parsing: "0.2:0.8:0.3"))
    let damping = PresetSweepAxis(.dampingRatio, try SweepAxis(parsing: "0.2:0.8:0.3"))
    let longest = PresetSweepAxis.longestCell(of: base, axes: [damping, durations])
    #expect(longest.side.duration == 0.8)
    #expect(longest.side.dampingRatio == base.side.dampingRatio)
    #expect(PresetSweepAxis.longestCell(of: base, axes: [damping]).side == base.side)
  }
}
