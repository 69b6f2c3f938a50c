import JellyArguments
import JellyEasing
import JellyExport
import JellyFrameDiff
import JellySprings

/// `export`'s own options and its source: a spring, an easing (`--curve`) or a scene's diff
/// (`--preset`, `--side`), with the error bound E.
enum ExportOptions: OptionGroup {
  /// The default bound E, as a fraction of the travel.
  static let defaultBound = 0.001

  /// `--format FORMAT`.
  static let format = Option<ExportFormat>.choice(
    "format", valueName: "FORMAT", help: "What to write", default: .cssLinear)
  /// `--max-error E`, as a fraction of the travel.
  static let maxError = Option<Double?>.number(
    "max-error", NumberRange(lower: (1e-6, true), upper: (0.5, true)), valueName: "E",
    help: "Largest error of a curve format, as a fraction of the travel",
    defaultText: "\(defaultBound)")
  /// `--max-error-px P`, with `--distance D` for springs and easings.
  static let maxErrorPixels = Option<Double?>.number(
    "max-error-px", .positive, unit: "px", valueName: "P",
    help: "Largest error in pixels (points): P / --distance D, or P / the diff's scale")
  /// `--report FILE`: the report as JSON.
  static let report = Option<String?>.text(
    "report", valueName: "FILE",
    help: "Write the report as JSON to FILE ('-' is stdout) instead of key: value lines on stderr",
    defaultText: "stderr")
  /// `--plot`: draw the exact curve, the export and the error.
  static let plot = Option<Bool>.flag(
    "plot", help: "Draw the exact curve, the export and the error (into --plot-out)")
  /// `--plot-out DIR`: the figure's folder.
  static let plotFolder = Option<String?>.parsed(
    "plot-out", valueName: "DIR", help: "Folder of --plot's files (created if missing)",
    allowed: "a folder path ('-' cannot hold a figure's several files)", defaultText: "out"
  ) { $0.isEmpty || $0 == "-" ? nil : $0 }

  /// `--box W,H`: the size of `--format lottie`'s moving box, in pixels.
  static let box = Option<[Double]?>.numbers(
    "box", NumberRange(lower: (0, false), upper: (4096, true)), counts: 2...2, unit: "px",
    valueName: "W,H", help: "Size of the box that --format lottie moves",
    allowed: "two sizes W,H in (0, 4096] pixels",
    defaultText: "\(NumberRange.format(LottieExport.defaultBox.width)),"
      + "\(NumberRange.format(LottieExport.defaultBox.height))")

  /// The options of `--format lottie` alone.
  static let lottieSpecs = [SamplingOptions.fps.spec, box.spec]

  /// One bound; `--plot-out` goes with `--plot`.
  static let rules: [OptionRule] = [
    .exclusive([maxError.spec, maxErrorPixels.spec]),
    .requires(plotFolder.spec, anyOf: [plot.spec]),
  ]

  /// The spring options that are not scene aliases (`--duration`, `--damping` and `--velocity`
  /// also set a scene's animation under study).
  static let springOnlySpecs = SpringOptions.parameterSpecs.filter { spec in
    !SceneOptions.specs.contains { $0.name == spec.name }
  }

  /// The source options of a scene only (not `--duration`, `--damping`, `--velocity`,
  /// `--distance` or the UIKit options, which every source understands).
  static var sceneOnlyNames: [String] {
    let shared = Set(
      [
        SpringOptions.duration.spec, SpringOptions.damping.spec, SpringOptions.velocity.spec,
        SceneOptions.distance.spec,
      ].map(\.name) + UIKitOptions.specs.map(\.name))
    return SceneOptions.specs.map(\.name).filter { !shared.contains($0) }
  }

  /// The curve or spring the options name, with a label for comments and the report.
  ///
  /// E must be known first: a free spring is cut where it stays within E/20 of its target.
  static func source(
    _ options: ParsedOptions, bound: Double, context: CommandContext
  ) throws(CLIError) -> (curve: ExportSource, label: String) {
    let given = Set(options.names)
    let sceneGiven = options.has(SceneOptions.preset) || options.has(SceneOptions.side)
    if let curve = options[CurveOptions.curve] {
      if let other = (springOnlySpecs.map(\.name) + sceneOnlyNames + ["damping", "velocity"])
        .first(where: given.contains)
      {
        throw CLIError("--\(other) cannot be combined with --curve; give one source")
      }
      let name = try LottieCurveName.resolve(curve, option: "--curve")
      return try easing(name, options, bound: bound, context: context)
    }
    if sceneGiven {
      if let other = springOnlySpecs.map(\.name).first(where: given.contains) {
        throw CLIError("--\(other) names a spring; it cannot be combined with a scene")
      }
      let preset = try SceneOptions.resolve(options, context: context)
      let scene = try SceneOptions.scene(preset, options)
      let label = "\(preset.name) diff (\(preset.coordinate), points)"
      do {
        return (try ExportSource.diff(scene, bound: bound, name: label), label)
      } catch .neverSettles {
        let setBy = SceneOptions.animationEndSetters(options).map { " (set by \($0))" } ?? ""
        throw CLIError(
          "the diff has not settled within E/20 of its largest value by"
            + " \(NumberRange.format(ExportSource.maximumDiffDuration)) s, where export's search for"
            + " its duration stops\(setBy); give the helpers more damping, a shorter delay or a"
            + " larger --max-error")
      } catch {
        throw CLIError("--preset: \(error)")
      }
    }
    if let other = sceneOnlyNames.first(where: given.contains) {
      throw CLIError("--\(other) applies to a scene: give --preset NAME or --side LIST")
    }
    let resolved: ResolvedSpring
    do {
      resolved = try SpringOptions.resolve(options, context: context)
    } catch {
      if !given.contains(where: SpringOptions.parameterSpecs.map(\.name).contains) {
        throw CLIError(
          "no source given: give a spring (\(SpringParametrization.allCases.map(\.synopsis).joined(separator: " | "))), --curve NAME, or --preset NAME"
        )
      }
      throw error
    }
    if resolved.parametrization == .uiKit {
      // As convert does: where iOS's routine and the largest root part (a damping ratio at or
      // below 0.001 has no spring in the latter), the exported spring is iOS's.
      ConvertCommand.noteSolvers(
        ConvertCommand.solverComparison(options, velocity: resolved.velocity), context: context)
    }
    let label = springLabel(resolved, options)
    do {
      return (
        try ExportSource.spring(
          resolved.spring, initialVelocity: resolved.velocity, endTime: resolved.endTime,
          bound: bound, name: label),
        label
      )
    } catch {
      throw springError(error, resolved.parametrization, options)
    }
  }

  /// The error of a spring that cannot be exported, naming the option that decides: the
  /// damping (`--damping`, `--damping-coefficient`, `--bounce`) when the motion never settles
  /// or turns too often before it settles, `--max-error` for a bad bound.
  static func springError(
    _ error: ExportError, _ parametrization: SpringParametrization, _ options: ParsedOptions
  ) -> CLIError {
    let damping = parametrization.dampingOption
    let given = "\(damping.flag) \(NumberRange.format(options[damping] ?? .nan))"
    switch error {
    case .neverSettles:
      return CLIError(
        "\(given) gives a motion that never settles, so it has no duration to export; give"
          + " \(parametrization.moreDamping)")
    case .tooManyTurns(let turns):
      let count = turns < 1e15 ? "\(Int(turns.rounded()))" : "\(turns)"
      return CLIError(
        "\(given) lets the spring turn about \(count) times before it settles; export handles at"
          + " most \(Int(ExportSource.maximumTurns)): give \(parametrization.moreDamping)")
    case .invalidParameter(let rejected) where rejected.parameter == .errorBound:
      return CLIError("--max-error: \(error)")
    default:
      let set = parametrization.required.map { option in
        "\(option.flag) \(NumberRange.format(options[option] ?? .nan))"
      }
      return CLIError("\(set.joined(separator: " ")): \(error)")
    }
  }

  /// An easing source: a `spring(…)` form is exported as its spring (unscaled); any other
  /// curve spans `--duration` seconds (default 1).
  private static func easing(
    _ name: String, _ options: ParsedOptions, bound: Double, context: CommandContext
  ) throws(CLIError) -> (curve: ExportSource, label: String) {
    let curve: any EasingCurve
    do {
      curve = try EasingParser.parse(name, uiKit: UIKitOptions.model(options))
    } catch {
      throw CLIError("--curve: \(error)")
    }
    try EaseCommand.warnUIKitClamps(name, solver: options[UIKitOptions.solver], context: context)
    if let spring = curve as? SpringEasing {
      if options.has(SpringOptions.duration) {
        throw CLIError(
          "--duration cannot be combined with --curve \(name): a spring curve has its own duration")
      }
      let endTime = spring.motion.endTime
      do {
        return (
          try ExportSource.spring(
            spring.spring, initialVelocity: spring.initialVelocity, endTime: endTime,
            bound: bound, name: spring.name),
          spring.name
        )
      } catch {
        throw CLIError("--curve: \(error)")
      }
    }
    let seconds = options[SpringOptions.duration] ?? 1
    return (
      ExportSource.easing(curve, durationSeconds: seconds),
      "\(curve.name) over \(NumberRange.format(seconds)) s"
    )
  }

  /// E from `--max-error` or `--max-error-px` with `--distance` (for a scene, the diff's scale
  /// is the distance and needs the source, so `scale` is asked for only then).
  static func bound(_ options: ParsedOptions, isScene: Bool, scale: () throws(CLIError) -> Double)
    throws(CLIError) -> Double
  {
    guard let pixels = options[maxErrorPixels] else { return options[maxError] ?? defaultBound }
    let distance: Double
    if isScene {
      distance = try scale()
    } else {
      guard let given = options[SceneOptions.distance] else {
        throw CLIError("--max-error-px needs --distance D (the travel in pixels)")
      }
      distance = given
    }
    let bound = pixels / distance
    guard bound >= 1e-6, bound <= 0.5 else {
      throw CLIError(
        "--max-error-px: P / distance must be in [1e-6, 0.5] (got \(NumberRange.format(bound)))")
    }
    return bound
  }

  /// `UIKit spring --duration 1 --damping 0.5 (mass 1, stiffness 39.5, damping 6.28; stops at 1 s)`.
  static func springLabel(_ resolved: ResolvedSpring, _ options: ParsedOptions) -> String {
    let format = NumberRange.format
    var given = resolved.parametrization.required.map { option in
      "\(option.flag) \(format(options[option] ?? .nan))"
    }
    if resolved.velocity != 0 { given.append("--velocity \(format(resolved.velocity))") }
    let spring = resolved.spring
    var text =
      "\(resolved.parametrization.label) spring \(given.joined(separator: " ")) (mass "
      + "\(format(spring.mass)), stiffness \(format(spring.stiffness)), damping "
      + "\(format(spring.damping))"
    if resolved.endTime.isFinite { text += "; stops at \(format(resolved.endTime)) s" }
    return text + ")"
  }
}
