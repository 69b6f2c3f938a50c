import Foundation

/// A streaming reader for numeric CSV files with one header row, such as `time,diff`.
///
/// Format: cells are separated by `,`; lines end in `\n` or `\r\n`; one trailing newline is
/// optional. The header names the columns (a name may be wrapped in double quotes, with `""` for a
/// literal quote; a UTF-8 byte-order mark is skipped). Every later line holds exactly one finite
/// decimal number per column; spaces and tabs around a cell are ignored. Numbers are parsed with
/// `Double(_:)`, which rounds correctly, so shortest round-trip text reads back to the same bit
/// pattern.
///
/// Reading is streaming: the file is read in chunks of ``chunkSize`` bytes and memory stays
/// bounded by `chunkSize + maximumLineLength` bytes plus one row, whatever the number of rows.
/// Errors are ``CSVReadError`` values naming the file and the 1-based line.
public struct CSVReader: Sendable {
  /// The default read size, 64 KiB.
  public static let defaultChunkSize = 64 * 1024
  /// The default longest accepted line, 1 MiB.
  public static let defaultMaximumLineLength = 1 << 20

  /// The file being read.
  public let url: URL
  /// The column names from the header row, in file order.
  public let header: [String]
  /// Bytes requested from the file per read (> 0).
  public let chunkSize: Int
  /// The longest accepted line in bytes, without its terminator (> 0).
  public let maximumLineLength: Int

  /// Opens `url` and reads its header row.
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - chunkSize: Bytes per read; must be > 0 (a programmer error otherwise).
  ///   - maximumLineLength: Longest accepted line in bytes; must be > 0.
  /// - Throws: ``CSVReadError`` for an unreadable or empty file, a missing, blank, non-UTF-8 or
  ///   numeric-only header, an empty or duplicate column name.
  public init(
    url: URL, chunkSize: Int = defaultChunkSize,
    maximumLineLength: Int = defaultMaximumLineLength
  ) throws(CSVReadError) {
    precondition(chunkSize > 0, "chunkSize must be > 0")
    precondition(maximumLineLength > 0, "maximumLineLength must be > 0")
    self.url = url
    self.chunkSize = chunkSize
    self.maximumLineLength = maximumLineLength
    var scanner = try CSVLineScanner(
      url: url, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
    guard let firstLine = try scanner.nextLine() else {
      throw CSVReadError(file: url.path, line: nil, kind: .emptyFile)
    }
    header = try CSVHeaderParser.parse(firstLine, file: url.path)
  }

  /// The 0-based position of column `name` in ``header``.
  ///
  /// - Throws: ``CSVReadError/Kind/unknownColumn(name:available:)`` at line 1 listing the header.
  public func columnIndex(named name: String) throws(CSVReadError) -> Int {
    guard let index = header.firstIndex(of: name) else {
      throw CSVReadError(
        file: url.path, line: 1, kind: .unknownColumn(name: name, available: header))
    }
    return index
  }

  /// Calls `body` with each data row's values, in file order, one row at a time.
  ///
  /// The array passed to `body` is reused for the next row; copying it is safe but costs an
  /// allocation. Time is linear in the file size; memory is bounded (see the type's notes).
  ///
  /// - Parameters:
  ///   - increasingColumn: When given, this column's values must be strictly increasing
  ///     (e.g. `time`); otherwise the read stops with an error at the first offending line.
  ///   - body: Receives `header.count` finite values per row.
  /// - Returns: The number of rows and the buffer's peak size.
  /// - Throws: ``CSVReadError`` at the first malformed line.
  @discardableResult
  public func forEachRow(
    increasingColumn: String? = nil, _ body: (_ row: [Double]) -> Void
  ) throws(CSVReadError) -> CSVReadSummary {
    let orderedIndex: Int? =
      if let increasingColumn { try columnIndex(named: increasingColumn) } else { nil }
    var scanner = try CSVLineScanner(
      url: url, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
    guard try scanner.nextLine() != nil else {
      throw CSVReadError(file: url.path, line: nil, kind: .emptyFile)
    }
    let parser = CSVRowParser(header: header, file: url.path)
    var row: [Double] = []
    row.reserveCapacity(header.count)
    var previous: Double?
    var rowCount = 0
    while let line = try scanner.nextLine() {
      try parser.parse(line, lineNumber: scanner.lineNumber, into: &row)
      if let orderedIndex {
        let value = row[orderedIndex]
        if let previous, !(value > previous) {
          throw CSVReadError(
            file: url.path, line: scanner.lineNumber,
            kind: .notIncreasing(column: header[orderedIndex], previous: previous, value: value))
        }
        previous = value
      }
      body(row)
      rowCount += 1
    }
    return CSVReadSummary(rowCount: rowCount, peakBufferedBytes: scanner.peakBufferedBytes)
  }

  /// Reads the named columns in full, one array per name, in the order of `names`.
  ///
  /// Memory is proportional to `names.count` times the number of rows; the whole file is still
  /// validated line by line.
  ///
  /// - Parameters:
  ///   - names: Column names from ``header``; a name may repeat.
  ///   - increasingColumn: When given, this column must be strictly increasing.
  /// - Throws: ``CSVReadError`` for an unknown name or a malformed line.
  public func columns(named names: [String], increasingColumn: String? = nil)
    throws(CSVReadError) -> [[Double]]
  {
    var indices: [Int] = []
    for name in names { indices.append(try columnIndex(named: name)) }
    var result = [[Double]](repeating: [], count: names.count)
    try forEachRow(increasingColumn: increasingColumn) { row in
      for (slot, index) in indices.enumerated() { result[slot].append(row[index]) }
    }
    return result
  }
}
