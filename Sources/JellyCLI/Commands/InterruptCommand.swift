import Foundation
import JellyArguments
import JellyEasing
import JellyFigures
import JellyInterruption
import JellySprings

/// `jellylab interrupt`: one spring's motion interrupted by a new target, continued as a
/// platform continues it (CSV t,value,velocity), or as every platform does (a figure).
struct InterruptCommand: Command {
  /// `--platform NAME`: whose rule continues the motion.
  static let platform = Option<InterruptionPlatform>.choice(
    "platform", valueName: "NAME", help: "Whose rule continues the motion", default: .uikit)
  /// `--interrupt-at T[,T…]`: when the new targets are set.
  static let interruptAt = Option<[Double]?>.numbers(
    "interrupt-at", .nonNegative, counts: 1...16, unit: "s", valueName: "T[,T…]",
    help: "When the running animation gets its new target (s from its start)",
    allowed: "1 to 16 increasing times >= 0")
  /// `--retarget X[,X…]`: the new targets, one per interruption.
  static let retarget = Option<[Double]?>.numbers(
    "retarget", .anyFinite, counts: 1...16, valueName: "X[,X…]",
    help: "The new target of each interruption", allowed: "1 to 16 finite values",
    defaultText: "--from: the motion is sent back")
  /// `--release P,V`: a gesture's position and velocity at the (one) interruption.
  static let release = Option<[Double]?>.numbers(
    "release", .anyFinite, counts: 2...2, valueName: "P,V",
    help: "The interruption is a gesture's release at P with velocity V (units/s)",
    allowed: "two finite values: position, velocity")
  /// `--easing-duration D`: how long CSS's and Web Animations' easing runs.
  static let easingDuration = Option<Double?>.number(
    "easing-duration", .positive, unit: "s", valueName: "D",
    help: "Duration of --curve for css and waapi",
    defaultText: "1 with --curve; the spring's settling duration otherwise")
  /// `--plot DIR`: the figure of every platform.
  static let plot = Option<String?>.parsed(
    "plot", valueName: "DIR",
    help: "Draw every platform's motion into DIR (CSV, gnuplot script and PNG) instead of the CSV",
    allowed: "a folder path ('-' cannot hold a figure's several files)"
  ) { $0.isEmpty || $0 == "-" ? nil : $0 }

  /// An interrupt command.
  init() {}

  /// `"interrupt"`.
  var name: String { "interrupt" }

  /// One line for the command list.
  var abstract: String {
    "A motion retargeted mid-way, as a platform continues it: CSV t,value,velocity."
  }

  /// The platforms and what each does.
  var discussion: String {
    """
    The spring (see SPRING below) runs from --from to --to; at each --interrupt-at time it
    gets the --retarget value, and --platform continues it:
      uikit      additive: the running animation goes on, a new one animates the change of
                 target from rest on top of it (a UIKit set runs UIView.animate, others a spring)
      swiftui, framer, android, adwaita
                 keep-velocity: the spring restarts from the value with its velocity (adwaita:
                 libadwaita's animation, ended at its estimated duration)
      css        restart: the easing (--curve, or the spring as an easing) restarts from the
                 value at rest; back to where it came from it runs the duration times the
                 reversing shortening factor
      waapi      jump: the new animation starts from --from (nothing was committed)
      qtquick    step-on: SpringAnimation's 16 ms stepper (spring 0.016 k/m, damping 0.016 c/m)
                 keeps its position and velocity
    --release P,V makes the one interruption a gesture's release at P with velocity V.
    Output: CSV t,value,velocity on the --fps grid until the motion settles within 0.001 of the
    largest travel; stderr gives each interruption's jump in velocity and the settling time.
    --plot DIR draws every platform instead, values above and velocities below.

    """ + SpringOptions.setsHelp
  }

  /// The row limits.
  var limits: [String] { SamplingOptions.rowLimits }

  /// The sampling group's rules.
  var optionGroups: [any OptionGroup.Type] { [SamplingOptions.self] }

  /// The spring, the interruption, the platform, the grid and the outputs.
  var options: [OptionSpec] {
    SpringOptions.parameterSpecs + UIKitOptions.specs + SpringOptions.endpointSpecs + [
      Self.platform.spec, Self.interruptAt.spec, Self.retarget.spec, Self.release.spec,
      CurveOptions.curve.spec, Self.easingDuration.spec,
    ] + SamplingOptions.specs + [OutputOptions.file.spec, Self.plot.spec]
  }

  /// Writes the CSV of one platform, or the figure of every one.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let setup = try Setup(options, context: context)
    if let folder = options[Self.plot] {
      let drawn = InterruptionPlatform.allCases.filter { setup.animation($0) != nil }
      let left = InterruptionPlatform.allCases.filter { setup.animation($0) == nil }
      if let first = left.first {
        do {
          _ = try setup.motion(first)
        } catch let error as CLIError {
          context.warn(
            "left out: \(left.map(\.rawValue).joined(separator: ", ")) (\(error.message))")
        }
      }
      let motions = try drawn.map { try setup.motion($0) }
      return try writeFigure(motions, setup: setup, folder: folder, options, context: context)
    }
    let motion = try setup.motion(options[Self.platform])
    context.note(try motion.summary(tolerance: setup.tolerance))
    let settling = try motion.settlingTime(tolerance: setup.tolerance)
    let grid = try SamplingOptions.grid(
      from: options, defaultUntil: { settling.isFinite ? settling : setup.lastInterruption + 10 },
      defaultUntilName: "the settling time", bytesPerRow: 60)
    try context.writeCSV(options[OutputOptions.file], header: ["t", "value", "velocity"]) { csv in
      for index in 0..<grid.count {
        let t = grid.time(at: index)
        try csv.appendRow { row in
          row.append(t)
          row.append(motion.value(at: t))
          row.append(motion.velocity(at: t))
        }
      }
    }
    return .success
  }

  /// The figure of `motions` on one time grid of 1,200 points.
  private func writeFigure(
    _ motions: [InterruptedMotion], setup: Setup, folder path: String,
    _ options: ParsedOptions, context: CommandContext
  ) throws -> ExitStatus {
    var end = setup.lastInterruption
    for motion in motions {
      context.note(try motion.summary(tolerance: setup.tolerance))
      let settling = try motion.settlingTime(tolerance: setup.tolerance)
      end = max(end, settling.isFinite ? settling : setup.lastInterruption + 3)
    }
    let until = options[SamplingOptions.until] ?? end * 1.05
    let times = (0..<1200).map { until * Double($0) / 1199 }
    let curves = try motions.map { motion in
      InterruptionFigure.Curve(
        label: try motion.legend(tolerance: setup.tolerance), values: times.map(motion.value(at:)),
        velocities: times.map(motion.velocity(at:)))
    }
    let targets = setup.interruptions.map { FigureNumber.plain($0.target) }
    let figure = InterruptionFigure(
      times: times, curves: curves, interruptionTimes: setup.interruptions.map(\.time),
      unit: "units",
      title:
        "jellylab interrupt: \(FigureNumber.plain(setup.from)) → \(FigureNumber.plain(setup.to)),"
        + " retargeted to \(targets.joined(separator: ", ")) at"
        + " \(setup.interruptions.map { FigureNumber.plain($0.time) }.joined(separator: ", ")) s")
    return try context.drawFigure(
      figure, in: FigureFolder(path: path, format: .png, width: 1400, height: 800),
      activity: "writing the interruption figure",
      command: options.commandLine("jellylab interrupt"), option: Self.plot.flag)
  }

  /// What the options set: the spring, the endpoints, the interruptions and each platform's
  /// animation of that spring.
  struct Setup {
    /// The spring (`nil` with --curve and no spring: then only css and waapi run).
    let spring: ResolvedSpring?
    let from: Double
    let to: Double
    let interruptions: [Interruption]
    /// The easing CSS and Web Animations run and for how long, or why there is none (an
    /// undamped spring never settles, so it has no easing).
    let easing: Result<(curve: any EasingCurve, duration: Double), CLIError>
    /// 0.001 of the largest travel from --from: the settling band.
    let tolerance: Double
    /// UIKit's solver and cut (`--uikit-solver`, `--free-spring`).
    let uikitModel: UIKitAnimationModel

    init(_ options: ParsedOptions, context: CommandContext) throws {
      let curveName = options[CurveOptions.curve]
      let namesSpring = SpringInput.allCases.contains {
        $0 != .velocity && options.has(SpringOptions.option(for: $0))
      }
      let resolved =
        curveName != nil && !namesSpring
        ? nil : try SpringOptions.resolve(options, context: context)
      spring = resolved
      uikitModel = UIKitOptions.model(options)
      let (start, end) = SpringOptions.endpoints(options)
      (from, to) = (start, end)
      guard let times = options[InterruptCommand.interruptAt] else {
        throw CLIError("--interrupt-at is required: when the running animation gets its new target")
      }
      let targets = options[InterruptCommand.retarget] ?? times.map { _ in start }
      guard targets.count == times.count else {
        throw CLIError(
          "--retarget needs one value per --interrupt-at time (\(times.count)), got"
            + " \(targets.count)")
      }
      if let release = options[InterruptCommand.release] {
        guard times.count == 1 else {
          throw CLIError("--release describes one interruption; give one --interrupt-at time")
        }
        interruptions = [
          .release(at: times[0], position: release[0], velocity: release[1], to: targets[0])
        ]
      } else {
        interruptions = zip(times, targets).map { Interruption.retarget(at: $0, to: $1) }
      }
      if let name = curveName {
        do {
          easing = .success(
            (try EasingParser.parse(name), options[InterruptCommand.easingDuration] ?? 1))
        } catch {
          throw CLIError("--curve: \(error)")
        }
      } else if let resolved {
        do {
          let curve = try SpringEasing(
            spring: resolved.spring, initialVelocity: resolved.velocity)
          easing = .success((curve, options[InterruptCommand.easingDuration] ?? curve.duration))
        } catch {
          easing = .failure(
            CLIError(
              "css and waapi run the spring as an easing, which needs \(error); or give --curve"))
        }
      } else {
        throw CLIError("no spring given and no --curve: give a spring (see SPRING) or --curve NAME")
      }
      let travel = ([end] + targets).map { abs($0 - start) }.max() ?? 0
      tolerance = max(travel, 1e-300) * 0.001
    }

    /// The last interruption's time, in seconds.
    var lastInterruption: Double { interruptions.last?.time ?? 0 }

    /// `platform`'s animation of the spring, or `nil` when it needs what is not given.
    func animation(_ platform: InterruptionPlatform) -> ValueAnimation? {
      let uikitSet = spring.flatMap { spring in
        spring.parametrization.stopsAtDuration
          ? spring.inputs[.duration].flatMap { duration in
            spring.inputs[.damping].map { (duration, $0, uikitModel) }
          } : nil
      }
      return platform.animation(
        of: spring?.spring, uikit: uikitSet, easing: try? easing.get())
    }

    /// The motion `platform` runs.
    ///
    /// - Throws: ``CLIError`` when the platform runs springs and none is given, or the library's
    ///   error naming what is out of range.
    func motion(_ platform: InterruptionPlatform) throws -> InterruptedMotion {
      guard let animation = animation(platform) else {
        if case .failure(let error) = easing, platform == .css || platform == .waapi { throw error }
        throw CLIError(
          "\(platform.rawValue) runs a spring: give one (see SPRING), not only --curve")
      }
      do {
        return try InterruptedMotion(
          platform: platform, animation: animation, from: from, to: to,
          initialVelocity: (spring?.velocity ?? 0) * (to - from), interruptions: interruptions)
      } catch {
        throw Self.optionError(error)
      }
    }

    /// The library's `error` with the option that set the value it names.
    static func optionError(_ error: InterruptionError) -> CLIError {
      guard case .parameter(let problem) = error else { return CLIError("\(error)") }
      let option: String
      switch problem.parameter {
      case .interruptionTime: option = InterruptCommand.interruptAt.flag
      case .interruptionValue: option = InterruptCommand.retarget.flag + " or --release"
      case .releaseVelocity: option = InterruptCommand.release.flag
      default: return CLIError("\(error)")
      }
      return CLIError("\(option): \(error)")
    }
  }
}
