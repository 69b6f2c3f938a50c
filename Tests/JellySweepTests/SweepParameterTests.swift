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
