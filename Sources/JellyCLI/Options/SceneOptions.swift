import Foundation
import JellyFrameDiff

/// The shared helper-view option group of `diff`, `peaks`, `compare`, `shape` and `plot` (the
/// last two use the overrides only, on a preset they name): a preset or explicit
/// helpers, plus layout and spring overrides, resolved to one complete ``FrameDiffPreset``.
///
/// A scene comes from `--preset NAME` or from `--side LIST [--center LIST]` with `--from` and
/// `--to` (explicit helpers become a preset named `custom` with constant positions). The
/// overrides (`--screen`, `--distance`, `--side-*`, `--center-*` and the side aliases
/// `--duration`, `--damping`, `--velocity`) then apply to either.
public enum SceneOptions {
  /// The keys of a `--side`/`--center` list, in the order help shows them.
  static let helperKeys = ["duration", "damping", "velocity", "delay"]

  /// `--preset`, `--side`, `--center` and `--list-presets`.
  public static let sourceSpecs: [OptionSpec] = [
    OptionSpec(
      "preset", .text, valueName: "NAME", help: "A frame-diff preset (see --list-presets)"),
    OptionSpec("list-presets", .flag, help: "List the preset names and exit"),
    OptionSpec(
      "side", .text, valueName: "LIST",
      help: "Explicit side helper: duration=D,damping=Z[,velocity=V][,delay=S]"),
    OptionSpec(
      "center", .text, valueName: "LIST", help: "Explicit center helper (keys as --side)"),
  ]

  /// `--from` and `--to` for explicit helpers, in points.
  public static let endpointSpecs: [OptionSpec] = [
    OptionSpec(
      "from", .number(.anyFinite), valueName: "A", help: "Start of explicit helpers, points",
      default: "0"),
    OptionSpec(
      "to", .number(.anyFinite), valueName: "B", help: "Target of explicit helpers, points",
      default: "1"),
  ]

  /// Layout and per-helper overrides.
  public static let overrideSpecs: [OptionSpec] =
    [
      OptionSpec(
        "screen", .text, valueName: "WxH", help: "Screen size in points, e.g. 390x844"),
      OptionSpec("screen-width", .number(.positive), valueName: "W", help: "Screen width, points"),
      OptionSpec(
        "screen-height", .number(.positive), valueName: "H", help: "Screen height, points"),
      OptionSpec(
        "element-height", .number(.nonNegative), valueName: "E",
        help: "Element (jelly block) height, points"),
      OptionSpec(
        "distance", .number(.positive), valueName: "P",
        help: "Travel of every helper, points (the target stays)"),
    ] + ["side", "center"].flatMap(helperOverrideSpecs)

  /// `--duration`, `--damping`, `--velocity`: the side helper's spring (the jelly's only one).
  public static let springAliasSpecs: [OptionSpec] = [
    OptionSpec(
      "duration", .number(.positive), valueName: "D", help: "UIKit duration of the side helper, s"),
    OptionSpec(
      "damping", .number(.positive), valueName: "Z", help: "UIKit damping ratio of the side helper"),
    OptionSpec(
      "velocity", .number(.anyFinite), valueName: "V",
      help: "UIKit initial velocity of the side helper, distances/s"),
  ]

  static func helperOverrideSpecs(_ helper: String) -> [OptionSpec] {
    [
      OptionSpec(
        "\(helper)-duration", .number(.positive), valueName: "D",
        help: "UIKit duration of the \(helper) helper, s"),
      OptionSpec(
        "\(helper)-damping", .number(.positive), valueName: "Z",
        help: "UIKit damping ratio of the \(helper) helper"),
      OptionSpec(
        "\(helper)-velocity", .number(.anyFinite), valueName: "V",
        help: "UIKit initial velocity of the \(helper) helper, distances/s"),
      OptionSpec(
        "\(helper)-delay", .number(.nonNegative), valueName: "S",
        help: "Delay of the \(helper) helper, s"),
    ]
  }

  /// The preset list printed by `--list-presets`: one `name<TAB>coordinate` line per preset.
  public static var presetList: String {
    FrameDiffPreset.all.map { "\($0.name)\t\($0.coordinate)\n" }.joined()
  }

  /// Whether a scene source (`--preset` or `--side`/`--center`) was given.
  public static func hasSource(_ options: ParsedOptions) -> Bool {
    ["preset", "side", "center"].contains(where: options.contains)
  }

  /// The names of every scene option given, in command-line order (for conflict messages).
  public static func givenNames(_ options: ParsedOptions, includingAliases: Bool) -> [String] {
    let specs =
      sourceSpecs + endpointSpecs + overrideSpecs + (includingAliases ? springAliasSpecs : [])
    let names = Set(specs.map(\.name))
    return options.names.filter(names.contains)
  }

  /// The complete preset the options describe (overrides applied), or `nil` when neither
  /// `--preset` nor `--side` is given.
  ///
  /// - Parameters:
  ///   - options: Parsed options containing ``sourceSpecs``, ``endpointSpecs`` and
  ///     ``overrideSpecs`` (and ``springAliasSpecs`` when `aliases` is true).
  ///   - aliases: Whether `--duration`/`--damping`/`--velocity` override the side helper.
  /// - Throws: ``CLIError`` naming the option for an unknown preset (with a suggestion), a
  ///   malformed helper list or screen size, conflicting options, or a scene the library
  ///   refuses.
  public static func preset(_ options: ParsedOptions, aliases: Bool) throws(CLIError)
    -> FrameDiffPreset?
  {
    let base: FrameDiffPreset
    if let name = options.text("preset") {
      for other in ["side", "center", "from", "to"] where options.contains(other) {
        throw CLIError("--preset cannot be combined with --\(other); give one scene")
      }
      base = try named(name)
    } else if let side = options.text("side") {
      let from = options.number("from") ?? 0
      let to = options.number("to") ?? 1
      base = FrameDiffPreset(
        name: "custom", source: "command line", coordinate: "x", layout: .standard,
        side: try helper(side, option: "--side", from: from, to: to),
        center: try options.text("center").map { text throws(CLIError) in
          try helper(text, option: "--center", from: from, to: to)
        })
    } else {
      if options.contains("center") { throw CLIError("--center needs --side") }
      return nil
    }
    return try applyingOverrides(options, to: base, aliases: aliases)
  }

  /// `base` with the layout and spring overrides of `options` applied (``overrideSpecs``, and
  /// ``springAliasSpecs`` for the side helper when `aliases` is true).
  ///
  /// - Throws: ``CLIError`` for a malformed or conflicting override, a `--center-*` option when
  ///   `base` has one spring, or a scene the library refuses (naming the option at fault).
  public static func applyingOverrides(
    _ options: ParsedOptions, to base: FrameDiffPreset, aliases: Bool
  ) throws(CLIError) -> FrameDiffPreset {
    let scoped = try overrides(options, aliases: aliases)
    if base.center == nil, let name = givenCenterOverride(options) {
      throw CLIError("--\(name) needs a center helper; '\(base.name)' has only one spring")
    }
    do {
      return try base.applying(scoped)
    } catch {
      throw CLIError("\(option(for: error)): no usable scene: \(error)")
    }
  }

  /// The layout and spring overrides given (aliases apply to the side helper).
  ///
  /// - Throws: ``CLIError`` for a malformed `--screen`, `--screen` with `--screen-width` or
  ///   `--screen-height`, or an alias combined with its `--side-*` form.
  public static func overrides(_ options: ParsedOptions, aliases: Bool) throws(CLIError)
    -> PresetOverrides
  {
    var width = options.number("screen-width")
    var height = options.number("screen-height")
    if let screen = options.text("screen") {
      for other in ["screen-width", "screen-height"] where options.contains(other) {
        throw CLIError("--screen cannot be combined with --\(other); give one of them")
      }
      (width, height) = try screenSize(screen)
    }
    var side = helperOverrides(options, prefix: "side-")
    if aliases {
      let pairs: [(String, WritableKeyPath<HelperOverrides, Double?>)] = [
        ("duration", \.duration), ("damping", \.dampingRatio), ("velocity", \.initialVelocity),
      ]
      for (name, path) in pairs {
        guard let value = options.number(name) else { continue }
        if options.contains("side-\(name)") {
          throw CLIError("--\(name) cannot be combined with --side-\(name); they are the same")
        }
        side[keyPath: path] = value
      }
    }
    return PresetOverrides(
      screenWidth: width, screenHeight: height, elementHeight: options.number("element-height"),
      distance: options.number("distance"), side: side,
      center: helperOverrides(options, prefix: "center-"))
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

  /// `WxH` (e.g. `390x844`) as two finite positive sizes.
  static func screenSize(_ text: String) throws(CLIError) -> (Double, Double) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width > 0, height > 0
    else {
      throw CLIError.invalidValue(
        option: "--screen", allowed: "WxH with finite sizes > 0, e.g. 390x844", got: text)
    }
    return (width, height)
  }

  /// A helper from a `duration=D,damping=Z[,velocity=V][,delay=S]` list.
  static func helper(_ text: String, option: String, from: Double, to: Double) throws(CLIError)
    -> HelperSpec
  {
    var values: [String: Double] = [:]
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = pair[0].trimmingCharacters(in: .whitespaces)
      guard helperKeys.contains(key) else {
        let hint = EditDistance.suggestion(for: key, among: helperKeys).map {
          "; did you mean '\($0)'?"
        }
        throw CLIError(
          "\(option): unknown key \(CLIError.quoted(key)) (keys: \(helperKeys.joined(separator: ", ")))"
            + (hint ?? ""))
      }
      guard values[key] == nil else { throw CLIError("\(option): key '\(key)' is given twice") }
      let raw = pair.count == 2 ? pair[1].trimmingCharacters(in: .whitespaces) : ""
      let allowed: (Double) -> Bool
      let words: String
      switch key {
      case "duration", "damping": (allowed, words) = ({ $0 > 0 }, "a finite number > 0")
      case "delay": (allowed, words) = ({ $0 >= 0 }, "a finite number >= 0")
      default: (allowed, words) = ({ _ in true }, "a finite number")
      }
      guard let value = Double(raw), value.isFinite, allowed(value) else {
        throw CLIError.invalidValue(option: "\(option) \(key)", allowed: words, got: raw)
      }
      values[key] = value
    }
    guard let duration = values["duration"], let damping = values["damping"] else {
      throw CLIError("\(option) needs duration=D and damping=Z (got \(CLIError.quoted(text)))")
    }
    return HelperSpec(
      from: ScreenExpression(constant: from), to: ScreenExpression(constant: to),
      delay: values["delay"] ?? 0, duration: duration, dampingRatio: damping,
      initialVelocity: values["velocity"] ?? 0)
  }

  static func helperOverrides(_ options: ParsedOptions, prefix: String) -> HelperOverrides {
    HelperOverrides(
      delay: options.number(prefix + "delay"), duration: options.number(prefix + "duration"),
      dampingRatio: options.number(prefix + "damping"),
      initialVelocity: options.number(prefix + "velocity"))
  }

  static func givenCenterOverride(_ options: ParsedOptions) -> String? {
    options.names.first { $0.hasPrefix("center-") }
  }

  /// The option a library error most likely refers to.
  static func option(for error: FrameDiffError) -> String {
    guard case .invalidParameter(let name, _, _) = error else { return "--preset" }
    switch name {
    case "screen width": return "--screen-width"
    case "screen height": return "--screen-height"
    case "element height": return "--element-height"
    case "distance": return "--distance"
    case "duration": return "--duration"
    case "damping ratio": return "--damping"
    case "velocity": return "--velocity"
    default: return "--preset"
    }
  }
}
