import JellyArguments
import JellySprings

/// The options of Qt Quick's `SpringAnimation` (`spring` only): its 16 ms stepping model,
/// ``QtQuickSpringAnimation``, which is not a continuous spring and so not one of the
/// ``SpringOptions`` sets.
enum QtQuickSpringOptions {
  /// `--qt-spring K`: Qt's `spring`, the pull toward the target per step.
  static let spring = Option<Double?>.number(
    "qt-spring", .positive, valueName: "K",
    help: "Qt Quick SpringAnimation spring: pull per 16 ms step (Qt's useful range 0-5)")
  /// `--qt-damping D`: Qt's `damping`, the fraction of the velocity removed per step.
  static let damping = Option<Double?>.number(
    "qt-damping", .nonNegative, valueName: "D",
    help: "Qt Quick SpringAnimation damping: velocity fraction removed per step (Qt clamps it to 1)"
  )
  /// `--qt-mass M`: Qt's `mass` (default 1).
  static let mass = Option<Double>.number(
    "qt-mass", .positive, valueName: "M", help: "Qt Quick SpringAnimation mass", default: 1)
  /// `--qt-epsilon E`: Qt's rest threshold, in the value's units (default 0.01).
  static let epsilon = Option<Double>.number(
    "qt-epsilon", .positive, valueName: "E",
    help: "Qt Quick SpringAnimation epsilon: rest threshold on |v| and |B - x| (value units)",
    default: 0.01)
  /// `--qt-max-velocity V`: Qt's `velocity`, the largest speed (0: none).
  static let maxVelocity = Option<Double>.number(
    "qt-max-velocity", .nonNegative, unit: "units/s", valueName: "V",
    help: "Qt Quick SpringAnimation velocity: the largest speed (0: no limit)", default: 0)

  /// Every option of the set.
  static let specs = [spring.spec, damping.spec, mass.spec, epsilon.spec, maxVelocity.spec]

  /// The help lines for `spring`'s SPRING paragraph.
  static let help = """
    --qt-spring K --qt-damping D (with --qt-mass, --qt-epsilon, --qt-max-velocity) is Qt Quick's
    SpringAnimation: 16 ms steps v += (K·(B − x) − D·v)/M, x += 0.016·v, the value held for each
    step, ending on B once |v| and |B − x| < E (value units). It starts at rest: no --velocity.

    """

  /// Whether any option of the set is given.
  static func isGiven(_ options: ParsedOptions) -> Bool {
    specs.contains { options.names.contains($0.name) }
  }

  /// The animation from `from` to `to`; a damping above 1 is taken as 1 (as Qt's setter does)
  /// with a warning.
  ///
  /// - Throws: ``CLIError`` when --qt-spring or --qt-damping is missing, or another spring set
  ///   or --velocity is given with them.
  static func animation(
    _ options: ParsedOptions, from: Double, to: Double, context: CommandContext
  ) throws(CLIError) -> QtQuickSpringAnimation {
    let others = (SpringOptions.parameterSpecs + UIKitOptions.specs).map(\.name)
    if let other = options.names.first(where: others.contains) {
      let qt = specs.map(\.name).first(where: options.names.contains) ?? spring.spec.name
      throw CLIError(
        "--\(other) cannot be combined with --\(qt) (Qt Quick's SpringAnimation, which starts at"
          + " rest and has its own options)")
    }
    guard let k = options[spring], let d = options[damping] else {
      throw CLIError("Qt Quick's SpringAnimation needs both --qt-spring and --qt-damping")
    }
    if d > 1 {
      context.warn("Qt Quick clamps --qt-damping to 1 (given \(NumberRange.format(d))); using 1")
    }
    return QtQuickSpringAnimation(
      spring: k, damping: d, mass: options[mass], epsilon: options[epsilon],
      maxVelocity: options[maxVelocity], from: from, to: to)
  }
}
