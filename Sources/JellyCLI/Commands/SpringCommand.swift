import JellyArguments
import JellySprings

/// `jellylab spring`: samples one spring animation as CSV `t,value,velocity`.
///
/// value = to + x(t) in the units of `--from`/`--to`; velocity = x'(t) in units per second;
/// t = i/fps exactly (or evenly spaced with `--samples`) over [0, until], where until defaults
/// to the settling duration of the motion (|x| ≤ 0.001·|from − to| from then on); it does not
/// depend on the distance, so from == to (no motion) uses that of any move with this spring
/// and `--velocity` (``Spring/settlingDuration(initialVelocity:epsilon:)``).
struct SpringCommand: Command {
  /// Bytes per CSV row assumed by the "too many rows" estimate (three ~19-digit numbers).
  static let estimatedBytesPerRow = 60

  /// A spring command.
  init() {}

  /// `"spring"`.
  var name: String { "spring" }

  /// One line for the command list.
  var abstract: String {
    "Samples one spring animation as CSV: t,value,velocity."
  }

  /// The spring sets, the motion and the output format.
  var discussion: String {
    SpringOptions.setsHelp + QtQuickSpringOptions.help + """
      The motion starts at --from with velocity V·(B − A) and settles on --to: x0 = A − B.
      The default --until is the settling duration: from then on |value − B| ≤ 0.001·|A − B|;
      the rows go on to the first frame at or after it (with --samples, they end on it), so the
      last row is inside that band. It does not depend on the distance, so with --from equal to
      --to (no motion) it is the
      settling duration of any move with this spring and --velocity, and the rows show the
      spring resting at B over that time.
      Output: CSV with header t,value,velocity (value in the units of A and B, velocity per
      second), numbers in shortest round-trip form. --at or --input give the times instead of
      the grid, in their order; before 0 the spring waits at A, at rest.

      """
  }

  /// The row limits.
  var limits: [String] { SamplingOptions.rowLimits }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [SamplingOptions.self, EvaluationOptions.self] }

  /// Spring, endpoint, sampling and output options.
  var options: [OptionSpec] {
    SpringOptions.parameterSpecs + UIKitOptions.specs + QtQuickSpringOptions.specs
      + SpringOptions.endpointSpecs
      + SamplingOptions.specs + EvaluationOptions.specs + [
        OutputOptions.file.spec, ThreadOptions.threads.spec,
      ]
  }

  /// Samples the motion and writes the CSV.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let (from, to) = SpringOptions.endpoints(options)
    if QtQuickSpringOptions.isGiven(options) {
      return try runQtQuick(options, from: from, to: to, context: context)
    }
    let resolved = try SpringOptions.resolve(options, context: context)
    let motion = try SpringOptions.motion(of: resolved, from: from, to: to)
    let (count, time) = try Self.times(options) {
      from == to
        ? resolved.spring.settlingDuration(initialVelocity: resolved.velocity)
        : motion.settlingDuration()
    }
    var progress = context.progress(total: count, unit: "rows")
    defer { progress.finish() }
    let threads = options[ThreadOptions.threads]
    try context.writeCSV(options[OutputOptions.file], header: ["t", "value", "velocity"]) { csv in
      try csv.appendRows(
        count: count, threadCount: threads, progress: { progress.advance(to: $0) }
      ) { index, csv in
        let t = time(index)
        // Before 0 the spring waits at --from, at rest.
        let state =
          t < 0 ? (displacement: from - to, velocity: 0) : motion.displacementAndVelocity(at: t)
        try csv.appendRow { row in
          row.append(t)
          row.append(to + state.displacement)
          row.append(state.velocity)
        }
      }
    }
    return .success
  }

  /// The rows' times: those --at or --input give, in their order, or the sampling grid whose
  /// default end is `settling()`.
  static func times(_ options: ParsedOptions, settling: () -> Double) throws
    -> (count: Int, time: @Sendable (Int) -> Double)
  {
    if let times = try EvaluationOptions.points(options) {
      if let grid = SamplingOptions.specs.first(where: { options.names.contains($0.name) }) {
        throw CLIError("--\(grid.name) cannot be combined with --at or --input")
      }
      return (times.count, { times[$0] })
    }
    let grid = try SamplingOptions.grid(
      from: options, defaultUntil: settling, defaultUntilName: "the settling duration",
      bytesPerRow: Self.estimatedBytesPerRow)
    return (grid.count, { grid.time(at: $0) })
  }

  /// Qt Quick's SpringAnimation: each row holds the value and velocity of the 16 ms step its
  /// time falls in; the default --until is the first grid time at or after the step at which it
  /// comes to rest, so the last row is on the target.
  private func runQtQuick(
    _ options: ParsedOptions, from: Double, to: Double, context: CommandContext
  ) throws -> ExitStatus {
    let animation = try QtQuickSpringOptions.animation(
      options, from: from, to: to, context: context)
    let step = QtQuickSpringAnimation.step
    // Steps to simulate: to rest (at most maximumQtQuickSteps), or as far as the times asked for.
    let given = try EvaluationOptions.points(options)
    let until = options[SamplingOptions.until] ?? given?.max()
    let wanted = until.map { min(Int(($0 / step).rounded(.up)) + 1, Self.maximumQtQuickSteps) }
    let run = animation.values(maximumSteps: max(wanted ?? 0, Self.maximumQtQuickSteps / 10))
    guard run.positions.allSatisfy(\.isFinite), run.velocities.allSatisfy(\.isFinite) else {
      throw CLIError(
        "--qt-spring, --qt-damping, --qt-mass and --from/--to give values that are not finite;"
          + " use a smaller --qt-spring or distance")
    }
    if !run.rested, until == nil {
      throw CLIError(
        "Qt Quick's SpringAnimation is not at rest after \(Self.maximumQtQuickSteps / 10) steps"
          + " (\(Self.maximumQtQuickSteps / 10 * 16 / 1000) s) with these options: give --until T",
        showsUsage: false)
    }
    let positions = run.positions
    let velocities = run.velocities
    let restTime = Double(positions.count - 1) * step
    let (count, time) = try Self.times(options) {
      if options.has(SamplingOptions.samples) { return restTime }
      let fps = options[SamplingOptions.fps]
      return (restTime * fps - 1e-9).rounded(.up) / fps
    }
    try context.writeCSV(options[OutputOptions.file], header: ["t", "value", "velocity"]) { csv in
      for index in 0..<count {
        let t = time(index)
        // Before 0 the property waits at --from; after the last step simulated it holds that
        // step.
        let n = QtQuickSpringAnimation.stepIndex(at: t, stepCount: positions.count)
        try csv.append(t)
        try csv.append(positions[n])
        try csv.append(velocities[n])
        try csv.endRow()
      }
    }
    return .success
  }

  /// The most Qt Quick steps simulated: 10^7 (160,000 s) for an --until that long; without
  /// one, a tenth of that must reach rest.
  static let maximumQtQuickSteps = 10_000_000
}
