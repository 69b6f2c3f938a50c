import JellyArguments
import JellyFrameDiff

/// The `--side-*` or `--center-*` overrides of one helper view: duration, damping ratio,
/// velocity and delay. The side helper also answers to ``SpringOptions``' `--duration`,
/// `--damping` and `--velocity` (the animation under study).
struct HelperOptions: Sendable {
  /// One value of a helper.
  enum Field: CaseIterable {
    case duration, damping, velocity, delay
  }

  /// The helper these options set.
  let role: HelperRole
  /// `--ROLE-duration D`, seconds.
  let duration: Option<Double?>
  /// `--ROLE-damping Z`.
  let damping: Option<Double?>
  /// `--ROLE-velocity V`, distances per second.
  let velocity: Option<Double?>
  /// `--ROLE-delay S`, seconds.
  let delay: Option<Double?>

  /// The four options of `role`.
  init(role: HelperRole) {
    let name = role.rawValue
    self.role = role
    duration = .number(
      "\(name)-duration", .positive, unit: "s", valueName: "D",
      help: "UIKit duration of the \(name) helper")
    damping = .number(
      "\(name)-damping", .nonNegative, valueName: "Z",
      help: "UIKit damping ratio of the \(name) helper")
    velocity = .number(
      "\(name)-velocity", .anyFinite, unit: "distances/s", valueName: "V",
      help: "UIKit initial velocity of the \(name) helper")
    delay = .number(
      "\(name)-delay", .nonNegative, unit: "s", valueName: "S", help: "Delay of the \(name) helper")
  }

  /// The four declarations.
  var specs: [OptionSpec] { [duration.spec, damping.spec, velocity.spec, delay.spec] }

  /// The side helper's aliases (`--duration`, `--damping`, `--velocity`) each exclude their
  /// `--side-*` form, which sets the same value.
  var aliasRules: [OptionRule] {
    guard role == .side else { return [] }
    return [
      .exclusive([SpringOptions.duration.spec, duration.spec]),
      .exclusive([SpringOptions.damping.spec, damping.spec]),
      .exclusive([SpringOptions.velocity.spec, velocity.spec]),
    ]
  }

  /// The overrides given for this helper.
  ///
  /// An alias and its `--side-*` form are never both given (``aliasRules``).
  func overrides(_ options: ParsedOptions) -> HelperOverrides {
    var values = HelperOverrides(
      delay: options[delay], duration: options[duration], dampingRatio: options[damping],
      initialVelocity: options[velocity])
    guard role == .side else { return values }
    let aliases: [(Option<Double?>, Option<Double?>, WritableKeyPath<HelperOverrides, Double?>)] =
      [
        (SpringOptions.duration, duration, \.duration),
        (SpringOptions.damping, damping, \.dampingRatio),
      ]
    for (alias, _, path) in aliases where options.has(alias) {
      values[keyPath: path] = options[alias]
    }
    if options.has(SpringOptions.velocity) {
      values.initialVelocity = options[SpringOptions.velocity]
    }
    return values
  }

  /// The flag the user typed for `field` of this helper (the alias or the scoped form), if any.
  func givenFlag(for field: Field, _ options: ParsedOptions) -> String? {
    let (scoped, alias): (Option<Double?>, String?) =
      switch field {
      case .duration:
        (duration, options.has(SpringOptions.duration) ? SpringOptions.duration.flag : nil)
      case .damping:
        (damping, options.has(SpringOptions.damping) ? SpringOptions.damping.flag : nil)
      case .velocity:
        (velocity, options.has(SpringOptions.velocity) ? SpringOptions.velocity.flag : nil)
      case .delay: (delay, nil)
      }
    if options.has(scoped) { return scoped.flag }
    return role == .side ? alias : nil
  }

  /// The first of this helper's options the user gave (aliases excluded).
  func firstGiven(_ options: ParsedOptions) -> String? {
    [duration, damping, velocity, delay].first(where: options.has)?.flag
  }

  /// The error for a helper the library refused, naming the options the user gave for it (or
  /// `--preset` when the values are all the preset's) and what to change.
  func error(_ error: FrameDiffError, spec: HelperSpec, _ options: ParsedOptions) -> CLIError {
    let given = Field.allCases.compactMap { givenFlag(for: $0, options) }
    let values =
      "duration \(spec.duration) s, damping \(spec.dampingRatio), velocity"
      + " \(spec.initialVelocity)"
    guard !given.isEmpty else {
      let list = role == .side ? SceneOptions.side : SceneOptions.center
      let source = options.hasDeclared(list) ? list.flag : SceneOptions.preset.flag
      return CLIError(
        "\(source): the \(role.rawValue) helper (\(values)) gives no usable UIKit spring: \(error)")
    }
    return CLIError(
      "\(given.joined(separator: " with ")) gives no usable UIKit spring for the"
        + " \(role.rawValue) helper (\(values)): \(error); change"
        + " \(given.joined(separator: " or "))")
  }
}
