import JellyArguments
import JellyGolden

/// The options of a golden file: `--write` (shared by `peaks write` and every source mode), its
/// tolerance (recorded by `peaks write` as its check's default, overridden by `peaks check`), the
/// prominence a pinned peak needs, and the JUnit report.
enum GoldenOptions {
  /// `--write FILE`: the golden CSV to record (its metadata goes to FILE's `.meta.json`).
  static let write = Option<String?>.text(
    "write", valueName: "FILE", help: "Record a golden CSV and its .meta.json (required)")

  /// `--write`, the tolerances and `--min-prominence`: what recording takes besides a source;
  /// every source mode (`peaks series --input f.csv --write g.csv`) takes them too.
  static let recordingSpecs =
    [write.spec] + toleranceSpecs + [minimumProminence.spec]

  /// `--time-tolerance S`.
  static let timeTolerance = Option<Double?>.number(
    "time-tolerance", .nonNegative, unit: "s", valueName: "S", help: "Allowed |dt|",
    defaultText: "the golden file's, else \(GoldenTolerance.defaultTime)")
  /// `--relative-time-tolerance R`.
  static let relativeTimeTolerance = Option<Double?>.number(
    "relative-time-tolerance", .nonNegative, valueName: "R",
    help: "Allowed |dt| as a fraction of the peak's t (the larger of the two applies)",
    defaultText: "the golden file's, else 0")
  /// `--value-tolerance V`.
  static let valueTolerance = Option<Double?>.number(
    "value-tolerance", .nonNegative, valueName: "V", help: "Allowed |dvalue|",
    defaultText: "the golden file's, else \(GoldenTolerance.defaultValue)")
  /// `--relative-value-tolerance R`.
  static let relativeValueTolerance = Option<Double?>.number(
    "relative-value-tolerance", .nonNegative, valueName: "R",
    help: "Allowed |dvalue| as a fraction of the peak's |value| (the larger of the two applies)",
    defaultText: "the golden file's, else 0")
  /// `--min-prominence P`: absolute, or `P%` of the largest |value|.
  static let minimumProminence = Option<ProminenceThreshold?>.parsed(
    "min-prominence", valueName: "P",
    help: "Pin only peaks at least this prominent: a value, or P% of the largest |value|",
    allowed: "a finite number >= 0, or a percentage in [0%, 100%]", defaultText: "every peak",
    parse: Self.prominence(_:))
  /// `--junit FILE`: the checks as JUnit XML.
  static let junit = Option<String?>.text(
    "junit", valueName: "FILE", help: "Also write the checks as JUnit XML to FILE")

  /// The four tolerance options.
  static let toleranceSpecs = [
    timeTolerance.spec, relativeTimeTolerance.spec, valueTolerance.spec,
    relativeValueTolerance.spec,
  ]

  /// The tolerance the options give, each part not given taken from `base`.
  static func tolerance(_ options: ParsedOptions, base: GoldenTolerance) -> GoldenTolerance {
    GoldenTolerance(
      time: options[timeTolerance] ?? base.time,
      relativeTime: options[relativeTimeTolerance] ?? base.relativeTime,
      value: options[valueTolerance] ?? base.value,
      relativeValue: options[relativeValueTolerance] ?? base.relativeValue)
  }

  /// Whether any tolerance option was given.
  static func givesTolerance(_ options: ParsedOptions) -> Bool {
    options.has(timeTolerance) || options.has(relativeTimeTolerance)
      || options.has(valueTolerance) || options.has(relativeValueTolerance)
  }

  /// `0.001` (value units) or `1%` (of the largest |value|), or `nil` for anything else.
  static func prominence(_ text: String) -> ProminenceThreshold? {
    if text.hasSuffix("%") {
      guard let percent = NumberRange.decimal(String(text.dropLast())), percent >= 0,
        percent <= 100
      else { return nil }
      return ProminenceThreshold(percent / 100, relative: true)
    }
    guard let value = NumberRange.decimal(text), value >= 0, value.isFinite else { return nil }
    return ProminenceThreshold(value)
  }
}
