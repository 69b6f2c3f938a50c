import JellyFrameDiff
import JellySprings
import Testing

@Suite struct PresetResolutionTests {
  @Test("overrides within UIKit's ranges resolve to the given numbers, with no adjustment")
  func overridesApplied() throws {
    let skype = try FrameDiffPreset.named("skype")
    let resolution = try skype.resolving(
      PresetOverrides(
        screenHeight: 800, distance: 120,
        side: HelperOverrides(duration: 0.7, dampingRatio: 0.4),
        center: HelperOverrides(initialVelocity: 3)))
    let preset = resolution.preset
    #expect(resolution.adjustments.isEmpty)
    #expect(preset.layout.height == 800)
    #expect(preset.layout.width == 375)
    #expect(preset.side.duration == 0.7)
    #expect(preset.side.dampingRatio == 0.4)
    #expect(preset.side.initialVelocity == 0.9)
    #expect(preset.center?.initialVelocity == 3)
    #expect(preset.center?.dampingRatio == 0.8)
    // The side helper's target is H/2 = 400 pt; --distance puts its start 120 pt before it,
    // in its own direction of travel (from below).
    #expect(preset.side.to.evaluate(in: preset.layout) == 400)
    #expect(preset.side.from.evaluate(in: preset.layout) == 520)
  }

  @Test("UIKit's clamps are applied and reported with the value given and the value used")
  func clampsReported() throws {
    let skype = try FrameDiffPreset.named("skype")
    let resolution = try skype.resolving(
      PresetOverrides(
        side: HelperOverrides(duration: 20, dampingRatio: 1.5),
        center: HelperOverrides(duration: 0.001, dampingRatio: 0)))
    #expect(
      resolution.adjustments == [
        UIKitClampAdjustment(role: .side, argument: .duration, given: 20, used: 10),
        UIKitClampAdjustment(role: .side, argument: .dampingRatio, given: 1.5, used: 1),
        UIKitClampAdjustment(role: .center, argument: .duration, given: 0.001, used: 0.01),
        UIKitClampAdjustment(
          role: .center, argument: .dampingRatio, given: 0, used: 0x1p-23),
      ])
    #expect(resolution.preset.side.duration == 10)
    #expect(resolution.preset.side.dampingRatio == 1)
    #expect(resolution.preset.center?.duration == 0.01)
    #expect(resolution.preset.center?.dampingRatio == 0x1p-23)
  }

  @Test("a damping ratio of 0 is refused under the ideal solver, after the clamps made before")
  func zeroDampingUnderIdealSolver() throws {
    let skype = try FrameDiffPreset.named("skype")
    let overrides = PresetOverrides(
      side: HelperOverrides(duration: 20), center: HelperOverrides(dampingRatio: 0),
      animationModel: UIKitAnimationModel(solver: .ideal))
    #expect(
      throws: PresetResolutionError(
        .nonPositiveDampingRatio(role: .center, given: 0),
        adjustments: [UIKitClampAdjustment(role: .side, argument: .duration, given: 20, used: 10)])
    ) {
      try skype.resolving(overrides)
    }
  }

  @Test("center overrides of a one-spring preset are refused")
  func centerOverridesWithoutCenter() throws {
    let jelly = try FrameDiffPreset.named("jelly")
    #expect(throws: PresetResolutionError(.centerOverridesWithoutCenter)) {
      try jelly.resolving(PresetOverrides(center: HelperOverrides(delay: 1)))
    }
  }

  @Test("a layout size out of range is refused as a layout error naming the parameter")
  func invalidLayout() throws {
    let jelly = try FrameDiffPreset.named("jelly")
    do {
      _ = try jelly.resolving(PresetOverrides(distance: -5))
      Issue.record("a negative distance was accepted")
    } catch {
      guard case .invalidLayout(let layoutError) = error.reason else {
        Issue.record("unexpected reason \(error.reason)")
        return
      }
      #expect(layoutError.parameterError?.parameter == .distance)
      #expect(error.adjustments.isEmpty)
    }
  }

  @Test("a one-spring preset whose view starts on its target fails the travel check")
  func travel() throws {
    var jelly = try FrameDiffPreset.named("jelly")
    try jelly.checkTravel()
    // The block starts at H − h/2 = 100 pt on a 150-point screen, where it stops.
    jelly.layout.height = 150
    #expect(throws: StationaryViewError(coordinate: "y", position: 100)) {
      try jelly.checkTravel()
    }
    // A two-spring preset always passes.
    var skype = try FrameDiffPreset.named("skype")
    skype.layout.height = 150
    try skype.checkTravel()
  }

  @Test("a horizon past the frame limit is refused with the frames asked for and the limit")
  func horizon() throws {
    try DisplayLink.checkHorizon(9_999.999, framesPerSecond: 1_000)
    #expect(
      throws: HorizonError(
        horizon: 20_000, framesPerSecond: 1_000, framesAsked: 20_000_001,
        longestHorizon: 9_999.999)
    ) {
      try DisplayLink.checkHorizon(20_000, framesPerSecond: 1_000)
    }
    // Just past the limit still asks for one frame more than allowed.
    #expect(
      throws: HorizonError(
        horizon: 166_666.66, framesPerSecond: 60, framesAsked: 10_000_001,
        longestHorizon: 9_999_999.0 / 60)
    ) {
      try DisplayLink.checkHorizon(166_666.66, framesPerSecond: 60)
    }
  }
}
