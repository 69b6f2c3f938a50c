import Foundation

/// An ordered list of keyed quantities with units, written as an aligned table for people, one
/// JSON object, or a `key,value` CSV.
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
    var integer: Int64? {
      guard isWholeNumber, let value, value == value.rounded(), abs(value) < 9e15 else {
        return nil
      }
      return Int64(value)
    }
  }

  /// The ways a report is written.
  public enum Format: String, CaseIterable, Sendable {
    /// ``KeyValueReport/table(valueWidth:valueText:)``.
    case table
    /// ``KeyValueReport/json(members:)``.
    case json
    /// ``KeyValueReport/csv(rows:)``.
    case csv
  }

  /// The entries, in the order they are written.
  public let entries: [Entry]

  /// A report of `entries`.
  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// An aligned table: per entry the key padded to the longest key + 2 characters, the value
  /// (`valueText` of it, `n/a` when undefined) and, when the entry has a unit, the value padded
  /// to `valueWidth` characters (default: the longest value + 2) followed by the unit.
  public func table(valueWidth: Int? = nil, valueText: (Double) -> String = { $0.description })
    -> String
  {
    let keyWidth = (entries.map(\.key.count).max() ?? 0) + 2
    let values = entries.map { entry in
      entry.integer.map(String.init) ?? entry.value.map(valueText) ?? "n/a"
    }
    let width = valueWidth ?? ((values.map(\.count).max() ?? 0) + 2)
    var text = ""
    for (entry, value) in zip(entries, values) {
      text += entry.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
      text +=
        entry.unit.isEmpty
        ? value : value.padding(toLength: width, withPad: " ", startingAt: 0) + entry.unit
      text += "\n"
    }
    return text
  }

  /// One JSON object with every key (undefined and non-finite values are `null`, numbers in
  /// shortest round-trip form), then `members`, each a whole `"name": value` member as written.
  public func json(members: [String] = []) -> String {
    let lines = entries.map { entry in
      let value =
        entry.integer.map(String.init)
        ?? entry.value.flatMap { $0.isFinite ? $0.description : nil } ?? "null"
      return "  \"\(entry.key)\": \(value)"
    }
    return "{\n" + (lines + members).joined(separator: ",\n") + "\n}\n"
  }

  /// A `key,value` CSV: every entry (the value empty when undefined, shortest round-trip
  /// numbers otherwise), then `rows`.
  ///
  /// - Throws: Never in practice (the text sink cannot fail); kept for ``CSVWriter``'s API.
  public func csv(rows: [(key: String, value: Double?)] = []) throws -> String {
    var text = ""
    var csv = try CSVWriter(header: ["key", "value"]) {
      text += String(decoding: $0, as: UTF8.self)
    }
    for entry in entries {
      try csv.append(entry.key)
      if let integer = entry.integer {
        try csv.append(Int(integer))
      } else if let value = entry.value {
        try csv.append(value)
      } else {
        try csv.append("")
      }
      try csv.endRow()
    }
    for (key, value) in rows {
      try csv.append(key)
      if let value { try csv.append(value) } else { try csv.append("") }
      try csv.endRow()
    }
    try csv.finish()
    return text
  }
}
