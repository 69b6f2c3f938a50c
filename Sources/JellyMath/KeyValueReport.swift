/// An ordered list of keyed quantities with units; JellyText writes it as an aligned table for
/// people, one JSON object, or a `key,value` CSV.
///
/// A missing (undefined) value has one marker per format: `n/a` in the table, `null` in JSON and
/// an empty field in the CSV. Whole-number entries (counts) are integers in every format.
public struct KeyValueReport: Sendable, Equatable {
  /// One quantity: a snake_case key, its value (`nil` when undefined; may be infinite) and unit.
  public struct Entry: Sendable, Equatable {
    /// The snake_case key, e.g. `"damping_ratio"`.
    public let key: String
    /// The value, `nil` when undefined.
    public let value: Double?
    /// The unit in words ("s", "rad/s", "" for pure numbers).
    public let unit: String
    /// Whether the value is a whole number (a count, a sign, a 0/1 flag), written as an integer
    /// in every format: `201`, never `201.0`.
    public let isWholeNumber: Bool

    /// The entry `key` = `value` in `unit`; `isWholeNumber` for counts, signs and flags.
    public init(key: String, value: Double?, unit: String, isWholeNumber: Bool = false) {
      (self.key, self.value, self.unit) = (key, value, unit)
      self.isWholeNumber = isWholeNumber
    }

    /// The value as an integer when it is a whole number that is meant as one.
    public var integer: Int64? {
      guard isWholeNumber, let value, value == value.rounded(), abs(value) < 9e15 else {
        return nil
      }
      return Int64(value)
    }
  }

  /// The ways a report is written.
  public enum Format: String, CaseIterable, Sendable {
    /// An aligned table for people.
    case table
    /// One JSON object.
    case json
    /// A `key,value` CSV.
    case csv
  }

  /// The entries, in the order they are written.
  public let entries: [Entry]

  /// A report of `entries`.
  public init(_ entries: [Entry]) {
    self.entries = entries
  }
}
