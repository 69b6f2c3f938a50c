import JellyAnalysis
import JellyArguments
import JellyEasing
import JellyFrameDiff

/// What `compare report` and `compare plot` compute: a scene's diff, normalized and laid over an
/// easing's oscillation (`--against`, aligned by `--align`, on the `--points` grid), with a
/// Penner elastic and a single damped oscillation fitted to the diff.
struct DiffEasingComparison {
  /// `--against CURVE`: the easing the diff is laid over.
  static let against = Option<String?>.text(
    "against", valueName: "CURVE", help: "Easing name accepted by the parser",
    defaultText: "easeOutElastic")
  /// `--align WHERE`: where u = 0 falls.
  static let align = Option<DiffAlignment>.choice(
    "align", valueName: "WHERE",
    help: "u = 0 at the diff's main excursion (peak) or at t = 0 (start)", default: .peak)

  /// `--against`, the scene options, `--align` and `--points`.
  static let specs =
    [against.spec] + SceneOptions.specs + [align.spec, CompareGrid.points.spec]

  /// The scene options, the normalization, the alignment and the fits, for help.
  static let help =
    SceneOptions.help + """
      NORMALIZATION: u runs from 0 (see ALIGNMENT) to 1 at T, the diff's settling time (|diff| <=
      0.001 of its largest value after it); n(u) = ±diff/A with A the largest |diff|, the sign
      making the main excursion match the easing's (-1 for out-easings: e(0) - 1 = -1). The
      easing enters as e(u) - 1. Grid: N points u = i/(N - 1). Peaks are paired by rank from
      each curve's main excursion.
      ALIGNMENT (--align): peak (default) puts u = 0 at the diff's main excursion t* (its largest
      |diff|, refined), u = (t - t*)/(T - t*), so n(0) = -1 like easeOutElastic's e(0) - 1;
      start keeps u = t/T (a diff that starts at 0 then meets e - 1 = -1 at u = 0).
      FITS (least squares on the grid): Penner easeOutElastic a >= 1, period p in
      [2/(N - 1), 2] (s from a and p); damped oscillation A e^(-zeta w u) cos(w sqrt(1 - zeta^2)
      u + phi).

      """

  /// The peak grid's frame limit and the settling search.
  static let limits = [
    "The diff's peaks are found on a 60 Hz grid from t = 0 to the end of the animation, at most"
      + " \(SamplingOptions.maximumFrames) frames: the animation may last at most"
      + " \(NumberRange.format(DisplayLink.maximumHorizon(framesPerSecond: 60))) s.",
    SceneOptions.settlingSearchLimit("The settling time T"),
  ]

  /// The scene's preset, overrides applied.
  let preset: FrameDiffPreset
  /// The easing's name.
  let curveName: String
  /// The comparison and both fits.
  let result: DiffComparison

  /// Builds the scene the options describe, compares its diff with the easing and fits both
  /// models (a progress bar of the fit runs on a terminal).
  ///
  /// - Throws: ``CLIError`` for a bad scene or easing, a scene beyond 10^7 frames of the peak
  ///   grid, an alignment the diff does not allow, or a diff that has not settled.
  init(_ options: ParsedOptions, context: CommandContext) throws {
    preset = try SceneOptions.resolve(options, context: context)
    try SceneOptions.checkTravel(preset, options)
    let scene = try SceneOptions.scene(preset, options)
    try SceneOptions.checkAnimationFrames(
      horizon: scene.animationEnd, fps: DisplayLink.defaultFramesPerSecond, options,
      fpsText: "60 frames/s (the grid on which the diff's peaks are found)", lowerRate: false)
    let curve: any EasingCurve
    do {
      curve = try EasingParser.parse(
        options[Self.against] ?? "easeOutElastic", uiKit: UIKitOptions.model(options))
    } catch {
      throw CLIError("--against: \(error)")
    }
    curveName = curve.name
    let samples = try CompareGrid.pointCount(options)
    do {
      // The fits take seconds at 10^5 samples: a bar (on a terminal) until they are done.
      var progress = context.progress(total: DiffComparison.maximumFitRuns, unit: "fit runs")
      defer { progress.finish() }
      result = try DiffComparison(
        scene: scene, curve: curve, samples: samples, alignment: options[Self.align]
      ) { progress.advance(to: $0) }
    } catch .comparison(let error) {
      if let allowed = error.alignmentAllowed {
        let given = options.has(Self.align) ? "" : ", the default"
        throw CLIError("--align must be \(allowed) (got peak\(given))", showsUsage: false)
      }
      if SceneOptions.isUnsettled(error) { throw SceneOptions.unsettledError(scene, options) }
      throw CLIError("cannot compare: \(error)")
    } catch .fit(let error) {
      throw CLIError("\(error)", showsUsage: false)
    }
  }
}
