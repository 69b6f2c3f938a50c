import JellyArguments
import JellyText

/// The options of a CSV series read from a file or stdin, shared by `peaks series` and `fit`
/// (and `--input` by the evaluation options): the file, its time and value columns and the
/// time unit.
enum SeriesOptions: OptionGroup {
  /// `--input FILE` (`-` is stdin).
  static let input = Option<String?>.text(
    "input", valueName: "FILE", help: "The CSV series to read ('-' is stdin)")
  /// `--time-column NAME`.
  static let timeColumn = Option<String?>.text(
    "time-column", valueName: "NAME",
    help: "The column of the times in seconds (of the progress values for ease)",
    defaultText: "peaks, fit: t or time; ease, spring: x, t, time, time_s or progress (any case)")
  /// `--value-column NAME`.
  static let valueColumn = Option<String?>.text(
    "value-column", valueName: "NAME", help: "The value column",
    defaultText: "diff, value, or the first other column")
  /// `--time-unit UNIT`: the time column's unit.
  static let timeUnit = Option<CSVTimeUnit?>.parsed(
    "time-unit", valueName: "UNIT", help: "The unit of the time column, converted to seconds",
    allowed: "s, ms or us",
    defaultText: "the unit the column's name ends with (time_ms, t (us)), else s"
  ) { CSVTimeUnit(rawValue: $0) }
  /// `--column NAME`: the earlier name of `--value-column`.
  static let column = Option<String?>.text(
    "column", valueName: "NAME", help: "Same as --value-column")

  /// `--column` is `--value-column`.
  static let rules: [OptionRule] = [.exclusive([column.spec, valueColumn.spec])]
}
