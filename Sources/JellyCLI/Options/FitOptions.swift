import JellyArguments
import JellyFit
import JellyMath

/// The options of `jellylab fit`: the models, the values known in advance, the report's format
/// and the figure's folder. The series itself is read with `peaks series`'s `--input`,
/// `--time-column` and `--value-column`.
enum FitOptions {
  /// `--model LIST`: the models to fit, `auto` for all of them.
  static let models = Option<[MotionModel]?>.parsed(
    "model", valueName: "LIST",
    help: "Models to fit, comma-separated (auto: all four, ranked by BIC)",
    allowed: "a comma-separated list of spring, uikit, cubic-bezier, elastic or auto",
    defaultText: "auto", parse: parseModels)
  /// `--from A`: the value before the start, known (not fitted).
  static let from = Option<Double?>.number(
    "from", .anyFinite, unit: "value units", valueName: "A",
    help: "The value held before the start, fixed instead of fitted",
    defaultText: "fitted")
  /// `--to B`: the target, known (not fitted).
  static let to = Option<Double?>.number(
    "to", .anyFinite, unit: "value units", valueName: "B",
    help: "The target value, fixed instead of fitted", defaultText: "fitted")
  /// `--start-time T`: when the motion starts, known (not fitted).
  static let startTime = Option<Double?>.number(
    "start-time", .anyFinite, unit: "s", valueName: "T",
    help: "When the motion leaves --from, fixed instead of fitted", defaultText: "fitted")
  /// `--mass M`: the mass the fitted spring is reported with.
  static let mass = Option<Double?>.number(
    "mass", .positive, unit: "mass units", valueName: "M",
    help: "Mass of the reported spring (k = M·ω0², c = 2ζ·M·ω0; the motion does not depend on it)",
    defaultText: "1")
  /// `--format FORMAT` of the report.
  static let format = Option<KeyValueReport.Format>.choice(
    "format", valueName: "FORMAT", help: "Report format", default: .table)
  /// `--plot DIR`: the folder of the figure (data, fits and residuals).
  static let plot = Option<String?>.parsed(
    "plot", valueName: "DIR",
    help: "Also write the data, the fits and the residuals as CSV, a gnuplot script and a PNG"
      + " into DIR",
    allowed: "a folder path ('-' cannot hold a figure's several files)"
  ) { $0.isEmpty || $0 == "-" ? nil : $0 }

  /// The models of `text`: `auto` is every model; `nil` for a word that names none.
  static func parseModels(_ text: String) -> [MotionModel]? {
    var models: [MotionModel] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      if word == "auto" {
        models += MotionModel.all
      } else if let model = MotionModel(rawValue: String(word)) {
        models.append(model)
      } else {
        return nil
      }
    }
    return models.isEmpty ? nil : models
  }

  /// The values the options fix.
  static func fixedValues(_ options: ParsedOptions) -> FixedValues {
    FixedValues(
      from: options[from], to: options[to], startTime: options[startTime], mass: options[mass])
  }

  /// Whether the options ask for every model (`auto`, or no `--model`).
  static func isAuto(_ options: ParsedOptions) -> Bool {
    guard let text = options.typedValue(models.spec) else { return true }
    return text.split(separator: ",").contains("auto")
  }
}
