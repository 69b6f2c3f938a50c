import JellySprings

// UIKit (Apple's documentation): `initialSpringVelocity` — "a value of 1 corresponds to the
// total animation distance traversed in one second", i.e. travels per second toward the target.
// `UISpringTimingParameters(dampingRatio:initialVelocity:)` takes a CGVector normalised the same
// way per axis (for a position animation each axis by its own distance; older documentation:
// for properties that are not two-dimensional only the vector's magnitude counts). Both APIs
// reach the same conversion (`UIKitSpringModel`), and the animation stops at its duration.

extension SpringSnippetDraft {
  /// The `UIView.animate` call and the property-animator form, solved by ``UIKitSpringCall``
  /// (preferring a duration equal to the end time) and read back through
  /// `Spring(uiKitDuration:dampingRatio:initialVelocity:solver:api:)` for both APIs.
  mutating func writeUIKit(solver: UIKitSpringModel.Solver) throws(ExportError) {
    let call = try UIKitSpringCall(
      spring: spring, initialVelocity: velocity, preferredDuration: endTime, solver: solver)
    let duration = SnippetNumber.double(call.duration)
    let ratio = SnippetNumber.double(call.dampingRatio)
    let v = SnippetNumber.double(call.initialVelocity)

    comment(
      "UIKit turns (duration, damping ratio, velocity) into this spring (mass 1) by "
        + (solver == .iOS ? "iOS's own conversion." : "the envelope equation's largest root."))
    line("UIView.animate(")
    line("  withDuration: \(duration.text),")
    line("  delay: 0,")
    line("  usingSpringWithDamping: \(ratio.text),")
    line("  initialSpringVelocity: \(v.text),")
    line("  options: [],")
    line("  animations: { /* set the final values here */ })")
    readBack(
      try? Spring(
        uiKitDuration: duration.value, dampingRatio: ratio.value, initialVelocity: v.value,
        solver: solver, api: .viewAnimation),
      velocity: v.value)

    comment("The same spring with a property animator (iOS 10 or later):")
    line("let jellylabTiming = UISpringTimingParameters(")
    line("  dampingRatio: \(ratio.text), initialVelocity: CGVector(dx: \(v.text), dy: 0))")
    line("let jellylabAnimator = UIViewPropertyAnimator(")
    line("  duration: \(duration.text), timingParameters: jellylabTiming)")
    readBack(
      try? Spring(
        uiKitDuration: duration.value, dampingRatio: ratio.value, initialVelocity: v.value,
        solver: solver, api: .propertyAnimator),
      velocity: v.value)

    let jump = endJump(at: call.duration)
    entries += [
      ("uikit_duration", call.duration), ("uikit_damping_ratio", call.dampingRatio),
      ("uikit_velocity", call.initialVelocity), ("uikit_end_jump", jump),
    ]
    if solver == .iOS { entries.append(("uikit_frequency_spread", call.frequencySpread)) }

    noteMassNormalised("UIKit's spring")
    let t = Self.text
    if endTime.isFinite, abs(call.duration - endTime) <= 1e-9 * endTime {
      notes.append(
        "UIKit stops the animation at its duration \(t(call.duration)) s and jumps"
          + " \(Self.brief(jump)) of the travel to the target, as the source does.")
    } else {
      var note =
        "UIKit stops the animation at its duration \(t(call.duration)) s and jumps"
        + " \(Self.brief(jump)) of the travel to the target"
      note +=
        endTime.isFinite
        ? "; the source stops at \(t(endTime)) s instead (jump"
          + " \(Self.brief(endJump(at: endTime))))."
        : "; the free source spring does not stop there."
      notes.append(note)
    }
    if solver == .iOS, call.frequencySpread > UIKitSpringModel.fragileSpread {
      notes.append(
        "iOS's Newton steps are fragile at this call (relative spread"
          + " \(Self.brief(call.frequencySpread))): a device may land on another spring.")
    }
    if velocity < 0 {
      notes.append(
        "For properties that are not a position, UIKit documents using only the magnitude of"
          + " the timing parameters' velocity vector, which drops the negative sign.")
    }
  }
}
