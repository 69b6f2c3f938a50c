import JellyMath
import Testing

@testable import JellySprings

@Suite struct UIKitArgumentInEffectTests {
  @Test("durations outside [0.01, 10] s are clamped to the nearer end; others are kept")
  func durations() {
    let cases: [(given: Double, used: Double)] = [
      (20, 10), (10, 10), (0.5, 0.5), (0.01, 0.01), (0.001, 0.01), (0, 0.01), (-3, 0.01),
    ]
    for (given, used) in cases {
      let value = UIKitSpringModel.duration(inEffect: given)
      #expect(value == .init(.duration, given: given, used: used), "\(given)")
      #expect(value.isClamped == (given != used), "\(given)")
    }
  }

  @Test("ratios above 1 act as 1, at or below 0 as 2^-23 under iOS's routine")
  func dampingRatios() throws {
    let smallest = 0x1p-23
    let cases: [(given: Double, used: Double)] = [
      (1.5, 1), (1, 1), (0.85, 0.85), (smallest, smallest), (0x1p-30, smallest), (0, smallest),
      (-1, smallest),
    ]
    for (given, used) in cases {
      let value = try UIKitSpringModel.dampingRatio(inEffect: given, solver: .iOS)
      #expect(value.used == used && value.given == given, "\(given)")
      #expect(value.isClamped == (given != used), "\(given)")
    }
    // The ideal solver clamps the same way above 0.
    #expect(try UIKitSpringModel.dampingRatio(inEffect: 1.5, solver: .ideal).used == 1)
    #expect(try UIKitSpringModel.dampingRatio(inEffect: 0x1p-30, solver: .ideal).used == smallest)
  }

  @Test("the ideal solver refuses a ratio not above 0, naming the damping ratio")
  func idealRefusesZero() {
    for given in [0.0, -0.5] {
      #expect {
        _ = try UIKitSpringModel.dampingRatio(inEffect: given, solver: .ideal)
      } throws: { error in
        (error as? ParameterError)?.parameter == .dampingRatio
      }
    }
  }

  @Test("the values in effect are the model's own clamps, on a grid across both ends")
  func sameAsTheModel() throws {
    for step in 0...400 {
      let x = -1 + 12 * Double(step) / 400
      #expect(UIKitSpringModel.duration(inEffect: x).used == UIKitSpringModel.durationInEffect(x))
      #expect(
        try UIKitSpringModel.dampingRatio(inEffect: x, solver: .iOS).used
          == UIKitSpringModel.dampingRatioInEffect(x))
    }
  }

  @Test("a clamp's warning names its source, the value given and the value used")
  func warnings() throws {
    #expect(
      UIKitSpringModel.duration(inEffect: 20).warning(naming: "--duration")
        == "UIKit clamps --duration 20 to 10 s (durations run from 0.01 to 10 s); using 10")
    #expect(
      UIKitSpringModel.duration(inEffect: 0.001).warning(naming: "--side duration")
        == "UIKit clamps --side duration 0.001 to 0.01 s (durations run from 0.01 to 10 s);"
        + " using 0.01")
    #expect(
      try UIKitSpringModel.dampingRatio(inEffect: 2.5, solver: .iOS).warning(
        naming: "the preset's damping")
        == "UIKit treats the preset's damping 2.5 as 1 (critically damped); using 1")
    #expect(
      try UIKitSpringModel.dampingRatio(inEffect: 0, solver: .iOS).warning(naming: "--damping")
        == "UIKit raises --damping 0 to its smallest damping ratio 1.1920928955078125e-07"
        + " (2^-23); using 1.1920928955078125e-07")
  }
}
