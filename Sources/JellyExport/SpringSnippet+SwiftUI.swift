import JellySprings

// SwiftUI (Apple's documentation): `Animation.spring(response:dampingFraction:blendDuration:)`
// and `Spring(duration:bounce:)` are mass-1 springs without an initial velocity;
// `Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)` takes the physical
// constants and "the initial velocity of the spring, as a value in the range [0, 1] representing
// the magnitude of the value being animated", i.e. travels per second.

extension SpringSnippetDraft {
  /// Three SwiftUI lines, each read back: response/dampingFraction through
  /// `Spring(response:dampingRatio:)`, duration/bounce through `Spring(swiftUIDuration:bounce:)`,
  /// and mass/stiffness/damping/initialVelocity as they are.
  mutating func writeSwiftUI() {
    let response = SnippetNumber.double(spring.response)
    let fraction = SnippetNumber.double(spring.dampingRatio)
    let bounce = SnippetNumber.double(spring.bounce)
    let mass = SnippetNumber.double(spring.mass)
    let stiffness = SnippetNumber.double(spring.stiffness)
    let damping = SnippetNumber.double(spring.damping)
    let v = SnippetNumber.double(velocity)

    comment("Animation.spring(response:dampingFraction:blendDuration:): mass 1, no velocity.")
    line("let jellylabAnimation = Animation.spring(")
    line("  response: \(response.text), dampingFraction: \(fraction.text))")
    readBack(
      try? Spring(response: response.value, dampingRatio: fraction.value), velocity: nil)

    comment("Spring(duration:bounce:) (iOS 17): mass 1, no velocity.")
    line("let jellylabSpring = Spring(")
    line("  duration: \(response.text), bounce: \(bounce.text))")
    readBack(
      try? Spring(swiftUIDuration: response.value, bounce: bounce.value), velocity: nil)

    comment(
      "Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:): keeps the mass"
        + " and the velocity (travels/s).")
    line("let jellylabInterpolatingSpring = Animation.interpolatingSpring(")
    line("  mass: \(mass.text), stiffness: \(stiffness.text), damping: \(damping.text),")
    line("  initialVelocity: \(v.text))")
    readBack(
      try? Spring(mass: mass.value, stiffness: stiffness.value, damping: damping.value),
      velocity: v.value)

    entries += [
      ("swiftui_response", response.value), ("swiftui_damping_fraction", fraction.value),
      ("swiftui_bounce", bounce.value),
    ]
    noteMassNormalised("Animation.spring(response:dampingFraction:) and Spring(duration:bounce:)")
    noteNoVelocity(
      "Animation.spring(response:dampingFraction:) and Spring(duration:bounce:)")
    noteCutNotKept("SwiftUI")
  }
}
