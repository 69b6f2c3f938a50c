/// Parses one data line of a numeric CSV file into finite `Double` values.
package struct CSVRowParser {
  package let header: [String]
  package let file: String

  fileprivate static let comma = UInt8(ascii: ",")

  /// A parser of rows under `header`, naming `file` in its errors.
  package init(header: [String], file: String) {
    (self.header, self.file) = (header, file)
  }

  /// Replaces `row` with the values of `line` (1-based `lineNumber`), one per header column.
  ///
  /// One pass over the bytes; no allocation for cells of up to 15 bytes.
  package func parse(_ line: ArraySlice<UInt8>, lineNumber: Int, into row: inout [Double])
    throws(CSVReadError)
  {
    row.removeAll(keepingCapacity: true)
    try line.withUnsafeBufferPointer { (bytes) throws(CSVReadError) in
      try parse(bytes, lineNumber: lineNumber, into: &row)
    }
  }

  private func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, lineNumber: Int, into row: inout [Double]
  ) throws(CSVReadError) {
    if bytes.isEmpty {
      throw CSVReadError(file: file, line: lineNumber, kind: .blankLine)
    }
    var found = 1
    var isASCII = true
    for byte in bytes {
      if byte == Self.comma { found += 1 }
      if byte >= 0x80 { isASCII = false }
    }
    if !isASCII, !UTF8Validation.isValid(bytes) {
      throw CSVReadError(file: file, line: lineNumber, kind: .invalidUTF8)
    }
    if found != header.count {
      throw CSVReadError(
        file: file, line: lineNumber,
        kind: .wrongCellCount(expected: header.count, found: found))
    }
    var cellStart = 0
    var column = 0
    for position in 0...bytes.count where position == bytes.count || bytes[position] == Self.comma {
      let cell = UnsafeBufferPointer(rebasing: bytes[cellStart..<position])
      row.append(try value(of: cell, column: column, lineNumber: lineNumber))
      column += 1
      cellStart = position + 1
    }
  }

  fileprivate func value(of cell: UnsafeBufferPointer<UInt8>, column: Int, lineNumber: Int)
    throws(CSVReadError) -> Double
  {
    var lower = 0
    var upper = cell.count
    while lower < upper, cell[lower] == 0x20 || cell[lower] == 0x09 { lower += 1 }
    while upper > lower, cell[upper - 1] == 0x20 || cell[upper - 1] == 0x09 { upper -= 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: cell[lower..<upper]), as: UTF8.self)
    guard let value = Double(text) else {
      throw CSVReadError(
        file: file, line: lineNumber, kind: .notANumber(column: header[column], text: text))
    }
    guard value.isFinite else {
      throw CSVReadError(
        file: file, line: lineNumber, kind: .notFinite(column: header[column], text: text))
    }
    return value
  }
}

extension CSVRowParser {
  /// The cells of `columns` in `line` (1-based `lineNumber`), in the order of `columns`: a
  /// number, or `nil` for an empty cell (a gap). The other cells may hold any text; cells are
  /// split on commas outside double quotes (a quoted cell may hold `""` for a quote), and the
  /// line must have as many cells as the header.
  ///
  /// - Throws: ``CSVReadError`` for a blank line, invalid UTF-8, an unterminated quote, a wrong
  ///   cell count, or a used cell that is not a finite number.
  package func parseCells(
    _ line: ArraySlice<UInt8>, lineNumber: Int, columns: [Int], into values: inout [Double?]
  ) throws(CSVReadError) {
    values.removeAll(keepingCapacity: true)
    for _ in columns { values.append(nil) }
    try line.withUnsafeBufferPointer { (bytes) throws(CSVReadError) in
      if bytes.isEmpty {
        throw CSVReadError(file: file, line: lineNumber, kind: .blankLine)
      }
      if !UTF8Validation.isValid(bytes) {
        throw CSVReadError(file: file, line: lineNumber, kind: .invalidUTF8)
      }
      var column = 0
      var cellStart = 0
      var inQuotes = false
      var position = 0
      while position <= bytes.count {
        let byte = position < bytes.count ? bytes[position] : Self.comma
        if byte == Self.quote {
          inQuotes.toggle()
        } else if byte == Self.comma, !inQuotes || position == bytes.count {
          if position == bytes.count, inQuotes {
            throw CSVReadError(file: file, line: lineNumber, kind: .unterminatedQuote)
          }
          if columns.contains(column) {
            let cell = UnsafeBufferPointer(rebasing: bytes[cellStart..<position])
            let value = try optionalValue(of: cell, column: column, lineNumber: lineNumber)
            for (index, wanted) in columns.enumerated() where wanted == column {
              values[index] = value
            }
          }
          column += 1
          cellStart = position + 1
        }
        position += 1
      }
      if column != header.count {
        throw CSVReadError(
          file: file, line: lineNumber,
          kind: .wrongCellCount(expected: header.count, found: column))
      }
    }
  }

  private static let quote = UInt8(ascii: "\"")

  /// The number in `cell` (spaces and tabs around it ignored; one pair of double quotes around
  /// it removed), or `nil` when the cell is empty.
  private func optionalValue(of cell: UnsafeBufferPointer<UInt8>, column: Int, lineNumber: Int)
    throws(CSVReadError) -> Double?
  {
    var lower = 0
    var upper = cell.count
    while lower < upper, cell[lower] == 0x20 || cell[lower] == 0x09 { lower += 1 }
    while upper > lower, cell[upper - 1] == 0x20 || cell[upper - 1] == 0x09 { upper -= 1 }
    if upper - lower >= 2, cell[lower] == Self.quote, cell[upper - 1] == Self.quote {
      lower += 1
      upper -= 1
    }
    if lower == upper { return nil }
    return try value(
      of: UnsafeBufferPointer(rebasing: cell[lower..<upper]), column: column,
      lineNumber: lineNumber)
  }
}
