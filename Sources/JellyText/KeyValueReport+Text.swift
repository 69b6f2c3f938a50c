import Foundation
import JellyMath

extension KeyValueReport {
  /// The report as `format`: ``table(valueWidth:valueText:)``, ``json(members:)`` or
  /// ``csv(rows:)`` with their defaults.
  ///
  /// - Throws: Never in practice (see ``csv(rows:)``).
  package func text(_ format: Format) throws -> String {
    switch format {
    case .table: table()
    case .json: json()
    case .csv: try csv()
    }
  }

  /// An aligned table: per entry the key padded to the longest key + 2 characters, the value
  /// (`valueText` of it, `n/a` when undefined) and, when the entry has a unit, the value padded
  /// to `valueWidth` characters (default: the longest value + 2) followed by the unit.
  package func table(valueWidth: Int? = nil, valueText: (Double) -> String = { $0.description })
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
  package func json(members: [String] = []) -> String {
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
  package func csv(rows: [(key: String, value: Double?)] = []) throws -> String {
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
