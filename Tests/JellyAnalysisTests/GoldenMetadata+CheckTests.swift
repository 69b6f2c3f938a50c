import JellyAnalysis
import JellyFrameDiff
import Testing

@Suite struct GoldenMetadataCheckTests {
  @Test("settings not given come from the recording; the preset is always the run's")
  func checkSettings() throws {
    let skype = FrameDiffPreset.skype
    let stiffer = try skype.applying(PresetOverrides(side: HelperOverrides(dampingRatio: 0.51)))
    let recorded = GoldenMetadata(
      preset: skype, method: .sampled, framesPerSecond: 30, horizon: 0.8)
    let run = recorded.checkSettings(
      preset: stiffer, method: nil, framesPerSecond: nil, horizon: nil)
    #expect(run.method == .sampled && run.framesPerSecond == 30 && run.horizon == 0.8)
    #expect(run.preset == stiffer)
    let given = recorded.checkSettings(
      preset: skype, method: .refined, framesPerSecond: 60, horizon: 1)
    #expect(
      given == GoldenMetadata(preset: skype, method: .refined, framesPerSecond: 60, horizon: 1))
  }

  @Test("differences name each setting in one line, presets by key path")
  func differences() throws {
    let skype = FrameDiffPreset.skype
    let recorded = GoldenMetadata(
      preset: skype, method: .sampled, framesPerSecond: 30, horizon: 0.8)
    #expect(recorded.differences(from: recorded) == nil)
    let run = GoldenMetadata(
      preset: try skype.applying(PresetOverrides(side: HelperOverrides(dampingRatio: 0.51))),
      method: .refined,
      framesPerSecond: 30, horizon: 1)
    #expect(
      recorded.differences(from: run)
        == "method sampled (this run: refined), horizon 0.8 (this run: 1.0), "
        + "side.dampingRatio 0.5 (this run: 0.51)")
  }
}
