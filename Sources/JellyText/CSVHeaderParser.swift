import Foundation

/// Splits and validates the header row of a numeric CSV file.
package enum CSVHeaderParser {
  /// Column names of the header `line` (1-based line `lineNumber` of `file`; 1 by default).
  package static func parse(_ line: ArraySlice<UInt8>, file: String, lineNumber: Int = 1)
    throws(CSVReadError) -> [String]
  {
    var bytes = line
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    guard let text = UTF8Validation.string(bytes) else {
      throw CSVReadError(file: file, line: lineNumber, kind: .invalidUTF8)
    }
    if text.trimmingCharacters(in: .whitespaces).isEmpty {
      throw CSVReadError(file: file, line: lineNumber, kind: .missingHeader)
    }
    let names = splitCells(text)
    if names.allSatisfy({ Double($0) != nil }) {
      throw CSVReadError(file: file, line: lineNumber, kind: .missingHeader)
    }
    var seen = Set<String>()
    for (position, name) in names.enumerated() {
      if name.isEmpty {
        throw CSVReadError(
          file: file, line: lineNumber, kind: .emptyColumnName(column: position + 1))
      }
      if !seen.insert(name).inserted {
        throw CSVReadError(file: file, line: lineNumber, kind: .duplicateColumnName(name: name))
      }
    }
    return names
  }

  /// Splits on commas outside double quotes; a quoted cell may hold `""` for a quote.
  private static func splitCells(_ text: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var quoted = false
    var inQuotes = false
    var characters = text.makeIterator()
    var pending = characters.next()
    while let character = pending {
      pending = characters.next()
      if inQuotes {
        if character == "\"" {
          if pending == "\"" {
            current.append("\"")
            pending = characters.next()
          } else {
            inQuotes = false
          }
        } else {
          current.append(character)
        }
      } else if character == "," {
        cells.append(quoted ? current : current.trimmingCharacters(in: .whitespaces))
        current = ""
        quoted = false
      } else if character == "\"", current.allSatisfy({ $0 == " " || $0 == "\t" }) {
        current = ""
        quoted = true
        inQuotes = true
      } else if !(quoted && (character == " " || character == "\t")) {
        current.append(character)
      }
    }
    cells.append(quoted ? current : current.trimmingCharacters(in: .whitespaces))
    return cells
  }
}
