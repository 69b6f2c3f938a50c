import JellySprings

// Core Animation (Apple's documentation of CASpringAnimation): `mass` (> 0), `stiffness` (> 0),
// `damping` (≥ 0) are the physical constants; `initialVelocity` is positive toward the spring's
// attachment point (the target) and, since the spring drives the animation's progress from
// `fromValue` to `toValue`, is in travels per second (as `EngineDurations` models it).
// Like every CAAnimation it ends at `duration` and then shows the model value (the target).

extension SpringSnippetDraft {
  /// A `CASpringAnimation` with the spring's own constants (no normalisation) and a duration:
  /// the end time when finite, else CA's own `settlingDuration` (its published formula,
  /// `EngineDurations.coreAnimationSettlingDuration`) for 0 < ζ < 1 and jellylab's exact
  /// settling duration to 0.001 of the travel for ζ ≥ 1.
  ///
  /// - Throws: ``ExportError/springNotRepresentable(format:reason:)`` for an undamped spring
  ///   without an end time (no finite duration settles it).
  mutating func writeCoreAnimation() throws(ExportError) {
    let duration: Double
    let durationSource: String
    let zeta = spring.dampingRatio
    if endTime.isFinite {
      duration = endTime
      durationSource = "the source's end time"
    } else if zeta > 0, zeta < 1,
      let settling = EngineDurations(spring: spring, initialVelocity: velocity)
        .coreAnimationSettlingDuration, settling.isFinite
    {
      duration = settling
      durationSource = "CA's own settlingDuration for this spring"
    } else {
      let settling = spring.settlingDuration(initialVelocity: velocity, epsilon: 0.001)
      guard settling.isFinite, settling > 0 else {
        throw .springNotRepresentable(
          format: format.rawValue,
          reason:
            "an undamped spring never settles, so CASpringAnimation needs an end time for its"
            + " duration")
      }
      duration = settling
      durationSource = "jellylab's exact settling time to 0.001 of the travel"
    }
    let mass = SnippetNumber.double(spring.mass)
    let stiffness = SnippetNumber.double(spring.stiffness)
    let damping = SnippetNumber.double(spring.damping)
    let v = SnippetNumber.double(velocity)
    let printedDuration = SnippetNumber.double(duration)

    line("let jellylabAnimation = CASpringAnimation(keyPath: \"position.y\")  // your key path")
    line("jellylabAnimation.mass = \(mass.text)")
    line("jellylabAnimation.stiffness = \(stiffness.text)")
    line("jellylabAnimation.damping = \(damping.text)")
    line("jellylabAnimation.initialVelocity = \(v.text)  // travels/s toward toValue")
    line("jellylabAnimation.duration = \(printedDuration.text)  // \(durationSource)")
    comment("Set fromValue and toValue, then layer.add(jellylabAnimation, forKey: \"jellylab\").")
    readBack(
      try? Spring(mass: mass.value, stiffness: stiffness.value, damping: damping.value),
      velocity: v.value)

    let jump = endJump(at: printedDuration.value)
    entries += [("ca_duration", printedDuration.value), ("ca_end_jump", jump)]
    if endTime.isFinite {
      notes.append(
        "CASpringAnimation stops at its duration, the source's end time"
          + " \(Self.text(endTime)) s, and jumps \(Self.brief(jump)) of the travel to the"
          + " target, as the source does.")
    } else {
      notes.append(
        "CASpringAnimation stops at its duration \(Self.text(printedDuration.value)) s"
          + " (\(durationSource)) and jumps \(Self.brief(jump)) of the travel to the target;"
          + " the free source spring does not stop there.")
    }
  }
}
