import Foundation
import JellyAnalysis
import JellyArguments
import JellyFrameDiff
import JellyMath
import JellySprings
import JellyText

/// The helper-view scene options shared by `diff`, `peaks`, `compare`, `shape`, `plot` and
/// `sweep`: a preset (default `jelly`) or explicit helpers, then layout and spring overrides,
/// resolved once to the complete ``FrameDiffPreset`` that every output describes.
///
/// `--duration`, `--damping` and `--velocity` are the declarations of ``SpringOptions``: they set
/// the animation under study (the jelly's block, the menus' side helper), the same as
/// `--side-duration`, `--side-damping` and `--side-velocity`.
enum SceneOptions: OptionGroup {
  /// The preset used when no scene is given.
  static let defaultPreset = "jelly"

  /// `--preset NAME`: a frame-diff preset.
  static let preset = Option<String?>.text(
    "preset", valueName: "NAME", help: "The animation studied (see --list-presets)",
    defaultText: defaultPreset)
  /// `--list-presets`: print the preset names and exit.
  static let listPresets = Option<Bool>.flag("list-presets", help: "List the preset names and exit")
  /// `--side LIST`: an explicit side helper, `duration=D,damping=Z[,velocity=V][,delay=S]`.
  static let side = Option<String?>.text(
    "side", valueName: "LIST",
    help: "Explicit side helper: duration=D,damping=Z[,velocity=V][,delay=S]")
  /// `--center LIST`: an explicit center helper (keys as `--side`).
  static let center = Option<String?>.text(
    "center", valueName: "LIST", help: "Explicit center helper (keys as --side)")
  /// The sizes the layout options accept, in points: (0, `ScreenSize.maximumSize`].
  static let sizeRange = NumberRange(lower: (0, false), upper: (ScreenSize.maximumSize, true))

  /// `--screen WxH`, in points.
  static let screen = Option<ScreenSize?>.parsed(
    "screen", valueName: "WxH", help: "Screen size in points, e.g. 390x844",
    allowed:
      "WxH with W and H in (0, \(NumberRange.format(ScreenSize.maximumSize))] points, e.g. 390x844",
    parse: ScreenSize.init(text:))
  /// `--screen-width W`, in points.
  static let screenWidth = Option<Double?>.number(
    "screen-width", sizeRange, unit: "pt", valueName: "W", help: "Screen width")
  /// `--screen-height H`, in points.
  static let screenHeight = Option<Double?>.number(
    "screen-height", sizeRange, unit: "pt", valueName: "H", help: "Screen height")
  /// `--element-height E`, in points.
  static let elementHeight = Option<Double?>.number(
    "element-height", sizeRange, unit: "pt", valueName: "E",
    help: "Element (jelly block) height")
  /// `--distance P`, in points.
  static let distance = Option<Double?>.number(
    "distance", sizeRange, unit: "pt", valueName: "P",
    help: "Travel of every helper (the target stays)")

  /// The `--side-*` overrides (``SpringOptions`` aliases set the same values).
  static let sideHelper = HelperOptions(role: .side)
  /// The `--center-*` overrides.
  static let centerHelper = HelperOptions(role: .center)

  /// The scene source options: `--preset`, `--list-presets`, `--side`, `--center`, `--from`,
  /// `--to`.
  static let sourceSpecs =
    [preset.spec, listPresets.spec, side.spec, center.spec] + SpringOptions.endpointSpecs
  /// Layout and helper overrides, with the side aliases `--duration`, `--damping`,
  /// `--velocity`.
  static let overrideSpecs =
    [
      SpringOptions.duration.spec, SpringOptions.damping.spec, SpringOptions.velocity.spec,
      screen.spec, screenWidth.spec, screenHeight.spec, elementHeight.spec, distance.spec,
    ] + sideHelper.specs + centerHelper.specs + UIKitOptions.specs
  /// Every scene option.
  static let specs = sourceSpecs + overrideSpecs
  /// The options of commands that draw a preset's shapes (no explicit helpers): `--preset`,
  /// `--list-presets` and the overrides.
  static let presetSpecs = [preset.spec, listPresets.spec] + overrideSpecs

  /// One scene source; `--from`/`--to` and `--center` go with explicit helpers; `--screen` or
  /// its sides; an alias or its `--side-*` form.
  static let rules: [OptionRule] =
    [
      .exclusive([preset.spec, side.spec]), .exclusive([preset.spec, center.spec]),
      .requires(center.spec, anyOf: [side.spec]),
      .requires(SpringOptions.from.spec, anyOf: [side.spec]),
      .requires(SpringOptions.to.spec, anyOf: [side.spec]),
      .exclusive([screen.spec, screenWidth.spec]), .exclusive([screen.spec, screenHeight.spec]),
    ] + sideHelper.aliasRules

  /// The help paragraph shared by the scene commands.
  static let help = """
    SCENE: --preset NAME (default jelly; see --list-presets), or explicit helpers --side LIST
    [--center LIST] moving from --from to --to points, LIST = duration=D,damping=Z[,velocity=V]
    [,delay=S] (UIKit spring arguments). Overrides: --screen WxH (or --screen-width and
    --screen-height), --element-height, --distance, --side-* and --center-*; --duration,
    --damping and --velocity set the animation under study (the jelly's block, the menus'
    side helper). UIKit clamps the duration to [0.01, 10] s and treats damping above 1 as 1: a
    clamped value is warned about, and every output shows the value in effect.

    """

  /// The options given that set when the scene's animations end (`--side-delay 200000`,
  /// `--side duration=1,damping=0.5,delay=9000`, `--free-spring`), comma-separated, or `nil`
  /// when the preset's own timing is used.
  static func animationEndSetters(_ parsed: ParsedOptions) -> String? {
    var given: [String] = []
    let specs = [
      sideHelper.delay.spec, centerHelper.delay.spec, SpringOptions.duration.spec,
      sideHelper.duration.spec, centerHelper.duration.spec, side.spec, center.spec,
    ]
    for spec in specs where parsed.declares(spec) {
      if let text = parsed.typedValue(spec) { given.append("\(spec.flagName) \(text)") }
    }
    if parsed[UIKitOptions.freeSpring] { given.append(UIKitOptions.freeSpring.flag) }
    return given.isEmpty ? nil : given.joined(separator: ", ")
  }

  /// The frame limit of a command that samples a scene from 0 to the end of its animation at
  /// `--fps`, for its `--help`; `scope` (e.g. `--metrics and --inversions`) leads it.
  static func animationFrameLimit(_ scope: String? = nil) -> String {
    (scope.map { "\($0): at most" } ?? "At most")
      + " \(SamplingOptions.maximumFrames) frames from t = 0 to the end of the animation: its end"
      + " × --fps at most \(SamplingOptions.maximumFrames - 1)"
      + " (\(SamplingOptions.longestHorizonText(fps: 60))); a later end (a long --side-delay) is"
      + " refused before any work."
  }

  /// The limit of the search for a scene's settling time, for `--help`; `subject` names the
  /// settling time (default `The settling time`).
  static func settlingSearchLimit(_ subject: String = "The settling time") -> String {
    "\(subject) is searched up to \(NumberRange.format(FrameDiffScene.maximumSettlingSearch)) s,"
      + " or to the end of the animation when later; a diff that has not settled there is"
      + " refused."
  }

  /// The error for a diff that has not settled where the search for its settling time stops:
  /// at `FrameDiffScene.maximumSettlingSearch` seconds, or at the end of the animation when
  /// that is later. Names the options that set the end.
  static func unsettledError(_ scene: FrameDiffScene, _ options: ParsedOptions) -> CLIError {
    let format = NumberRange.format
    let limit = FrameDiffScene.maximumSettlingSearch
    let end = scene.animationEnd
    let setBy = animationEndSetters(options).map { ", set by \($0)" } ?? ""
    let free = options[UIKitOptions.freeSpring]
    return CLIError(
      "the diff has not settled (|diff| <= 0.001 of its largest value) by \(format(max(end, limit)))"
        + " s, where the search for its settling time stops (at \(format(limit)) s, or at the end"
        + " of the animation when later: \(format(end)) s\(setBy)); give the helpers more damping"
        + (free ? ", a shorter delay or drop --free-spring" : ""))
  }

  /// Whether `error` is the settling search's refusal of a diff that has not settled.
  static func isUnsettled(_ error: FrameDiffError) -> Bool {
    error == .diffNeverSettles
  }

  /// Refuses, before any work, a scene whose frames from 0 to the end of its animations
  /// (`horizon`) at `fps` are more than `SamplingOptions.maximumFrames`, naming the options
  /// that set the end (or the preset) and the rate (`fpsText`, default `--fps F`).
  static func checkAnimationFrames(
    horizon: Double, fps: Double, _ options: ParsedOptions, fpsText: String? = nil,
    lowerRate: Bool = true
  ) throws(CLIError) {
    let setBy = animationEndSetters(options)
    let source =
      "the animation ends at \(NumberRange.format(horizon)) s"
      + " (\(setBy.map { "set by \($0)" } ?? "the preset's timing")), which"
    let shorter = "end the animation sooner" + (setBy.map { " (\($0))" } ?? "")
    try SamplingOptions.checkFrameCount(
      horizon: horizon, fps: fps, horizonText: source, fpsText: fpsText,
      remedy: { longest in
        "\(lowerRate ? "give a lower --fps or " : "")\(shorter): at this rate it may last at most"
          + " \(longest) s"
      })
  }

  /// Refuses a one-spring scene whose view does not move because it starts on its target
  /// (``FrameDiffPreset/checkTravel()``), e.g. the jelly with `--screen-height 150`: the error
  /// names the options that put the start on the target (`--from`/`--to`, or the layout
  /// options given) and the values.
  static func checkTravel(_ preset: FrameDiffPreset, _ options: ParsedOptions) throws(CLIError) {
    do {
      try preset.checkTravel()
    } catch {
      throw travelError(error, preset: preset, options)
    }
  }

  /// The error for a view that starts on its target, naming what to change.
  static func travelError(
    _ error: StationaryViewError, preset: FrameDiffPreset, _ options: ParsedOptions
  ) -> CLIError {
    let format = NumberRange.format
    var layout = [screenWidth, screenHeight, elementHeight].filter(options.has)
      .map { "\($0.flag) \(format(options[$0] ?? .nan))" }
    if let size = options[screen] {
      layout.append("\(screen.flag) \(format(size.width))x\(format(size.height))")
    }
    let names = layout.map { String($0.prefix { $0 != " " }) }
    let (source, change): (String, String)
    if options.hasDeclared(side) {
      source =
        "--from \(format(options[SpringOptions.from])) and --to"
        + " \(format(options[SpringOptions.to]))"
      change = "give different --from and --to"
    } else if layout.isEmpty {
      (source, change) = ("--preset \(preset.name)", "give --distance")
    } else {
      source = layout.joined(separator: " with ")
      change = "change \(names.joined(separator: " or ")) or give --distance"
    }
    return CLIError("\(error) with \(source), so nothing moves: \(change)")
  }

  /// The complete scene the options describe: the source, then
  /// ``FrameDiffPreset/resolving(_:)`` with the overrides given; each UIKit clamp of a value
  /// is warned about once, naming the option (or list key) that gave it.
  ///
  /// - Throws: ``CLIError`` naming the option the user gave: an unknown preset (with a
  ///   suggestion), a malformed helper list, conflicting options, or a helper the library
  ///   refuses.
  ///
  /// - Parameter recorded: The preset to start from when the options name none (a golden
  ///   file's), instead of the default preset.
  static func resolve(
    _ options: ParsedOptions, context: CommandContext, recorded: FrameDiffPreset? = nil
  ) throws(CLIError) -> FrameDiffPreset {
    let base = try source(options, recorded: recorded)
    var overrides = try overrides(options)
    overrides.animationModel = UIKitOptions.model(options)
    let resolution: PresetResolution
    do {
      resolution = try base.resolving(overrides)
    } catch {
      warn(error.adjustments, options, context: context)
      throw resolutionError(error.reason, base: base, options)
    }
    warn(resolution.adjustments, options, context: context)
    return resolution.preset
  }

  /// Warns about each UIKit clamp, naming the option that gave the value.
  static func warn(
    _ adjustments: [UIKitClampAdjustment], _ options: ParsedOptions, context: CommandContext
  ) {
    for adjustment in adjustments {
      context.warn(
        adjustment.clamp.warning(
          naming: clampedOption(adjustment.role, adjustment.argument, options)))
    }
  }

  /// The options of the helper of `role`.
  static func helperOptions(_ role: HelperRole) -> HelperOptions {
    role == .side ? sideHelper : centerHelper
  }

  /// What gave a clamped value: the option typed (`--damping`, `--side-duration`), else the
  /// key of the `--side`/`--center` list, else the preset.
  static func clampedOption(
    _ role: HelperRole, _ argument: UIKitClampAdjustment.Argument, _ options: ParsedOptions
  ) -> String {
    let list = options.hasDeclared(role == .side ? side : center) ? "--\(role.rawValue)" : nil
    let (field, key): (HelperOptions.Field, String) =
      argument == .duration ? (.duration, "duration") : (.damping, "damping")
    return helperOptions(role).givenFlag(for: field, options) ?? list.map { "\($0) \(key)" }
      ?? "the preset's \(key)"
  }

  /// The error for overrides the library refused, naming the option given.
  static func resolutionError(
    _ reason: PresetResolutionError.Reason, base: FrameDiffPreset, _ options: ParsedOptions
  ) -> CLIError {
    switch reason {
    case .centerOverridesWithoutCenter:
      let given = centerHelper.firstGiven(options) ?? centerHelper.duration.flag
      return CLIError("\(given) needs a center helper; '\(base.name)' has only one spring")
    case .nonPositiveDampingRatio(let role, let given):
      return UIKitClamp.nonPositiveDampingError(
        given, option: clampedOption(role, .dampingRatio, options))
    case .unusableHelper(let role, let spec, let error):
      return helperOptions(role).error(error, spec: spec, options)
    case .invalidLayout(let error):
      return CLIError("\(layoutOption(for: error)): \(error)")
    }
  }

  /// The scene of `preset` (resolved from `options`); a scene the library refuses is reported
  /// as ``sceneError(_:_:detail:)`` says, the one way every command attributes it.
  static func scene(_ preset: FrameDiffPreset, _ options: ParsedOptions) throws(CLIError)
    -> FrameDiffScene
  {
    do {
      return try preset.scene()
    } catch {
      throw sceneError(preset, options, detail: "\(error)")
    }
  }

  /// The error for a scene the library refuses, naming the option that named the scene:
  /// `--preset skype gives no usable scene: …`, or `--side gives no usable scene: …` for
  /// explicit helpers.
  static func sceneError(_ preset: FrameDiffPreset, _ options: ParsedOptions, detail: String)
    -> CLIError
  {
    let source = options.hasDeclared(side) ? side.flag : "\(self.preset.flag) \(preset.name)"
    return CLIError("\(source) gives no usable scene: \(detail)")
  }

  /// The preset or explicit helpers the options name, before overrides; with neither, the
  /// `recorded` preset if given, else the default one.
  static func source(_ options: ParsedOptions, recorded: FrameDiffPreset? = nil)
    throws(CLIError) -> FrameDiffPreset
  {
    if let name = options[preset] {
      for other in [SpringOptions.from, SpringOptions.to] where options.hasDeclared(other) {
        throw CLIError("\(other.flag) applies to explicit helpers (--side), not to --preset")
      }
      return try named(name)
    }
    guard options.declares(side), let sideList = options[side] else {
      for other in [SpringOptions.from, SpringOptions.to] where options.hasDeclared(other) {
        throw CLIError("\(other.flag) applies to explicit helpers: give --side LIST")
      }
      if let recorded { return recorded }
      return try named(defaultPreset)
    }
    let (from, to) = SpringOptions.endpoints(options)
    return FrameDiffPreset(
      name: "custom", source: "command line", coordinate: "x", layout: .standard,
      side: try helper(sideList, option: side.flag, from: from, to: to),
      center: try options[center].map { text throws(CLIError) in
        try helper(text, option: center.flag, from: from, to: to)
      })
  }

  /// The layout and helper overrides given (the aliases apply to the side helper).
  ///
  /// - Throws: ``CLIError`` for a helper's overrides (``rules`` are the parser's).
  static func overrides(_ options: ParsedOptions) throws(CLIError) -> PresetOverrides {
    var width = options[screenWidth]
    var height = options[screenHeight]
    if let size = options[screen] {
      (width, height) = (size.width, size.height)
    }
    return PresetOverrides(
      screenWidth: width, screenHeight: height, elementHeight: options[elementHeight],
      distance: options[distance], side: sideHelper.overrides(options),
      center: centerHelper.overrides(options))
  }

  /// The preset called `name`, or a CLIError with a suggestion (or else the known names).
  static func named(_ name: String) throws(CLIError) -> FrameDiffPreset {
    do {
      return try FrameDiffPreset.named(name)
    } catch {
      let names = FrameDiffPreset.names
      throw CLIError(
        "--preset: unknown preset \(CLIError.quoted(name))"
          + (EditDistance.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" }
            ?? " (known: \(names.joined(separator: ", ")))"))
    }
  }

  /// A helper from a `duration=D,damping=Z[,velocity=V][,delay=S]` list given to `option`
  /// (`HelperSpec(list:from:to:)`), its refusal named by the option and the key.
  static func helper(_ text: String, option: String, from: Double, to: Double) throws(CLIError)
    -> HelperSpec
  {
    do {
      return try HelperSpec(list: text, from: from, to: to)
    } catch {
      let keys = HelperSpec.ListKey.allCases.map(\.rawValue)
      switch error {
      case .unknownKey(let key):
        let hint = EditDistance.suggestion(for: key, among: keys).map { "; did you mean '\($0)'?" }
        throw CLIError(
          "\(option): unknown key \(CLIError.quoted(key)) (keys: \(keys.joined(separator: ", ")))"
            + (hint ?? ""))
      case .repeatedKey(let key):
        throw CLIError("\(option): key '\(key.rawValue)' is given twice")
      case .invalidValue(let key, let raw):
        throw CLIError.invalidValue(
          option: "\(option) \(key.rawValue)",
          allowed: NumberRange(lower: key.lowerBound, upper: nil).description, got: raw)
      case .missingDurationOrDamping:
        throw CLIError("\(option) needs duration=D and damping=Z (got \(CLIError.quoted(text)))")
      }
    }
  }

  /// The layout option a library error refers to (helper errors are reported per helper).
  static func layoutOption(for error: FrameDiffError) -> String {
    switch error.parameterError?.parameter {
    case .screenWidth: screenWidth.flag
    case .screenHeight: screenHeight.flag
    case .elementHeight: elementHeight.flag
    case .distance: distance.flag
    default: preset.flag
    }
  }
}
