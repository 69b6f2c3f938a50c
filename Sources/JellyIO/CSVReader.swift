import Foundation
import JellyText

/// A streaming, single-pass reader for numeric CSV files with one header row, such as
/// `time,diff`, from a file or a pipe (standard input).
///
/// Format: cells are separated by `,`; lines end in `\n` or `\r\n`; one trailing newline is
/// optional, and blank lines after the last data row are ignored (a blank line between two
/// data rows is an error). Lines starting with `#` are comments and are skipped wherever they
/// appear. The
/// first other line is the header naming the columns (a name may be wrapped in double quotes,
/// with `""` for a literal quote; a UTF-8 byte-order mark is skipped). Every later line holds
/// exactly one finite decimal number per column; spaces and tabs around a cell are ignored.
/// Numbers are parsed with `Double(_:)`, which rounds correctly, so shortest round-trip text
/// reads back to the same bit pattern.
///
/// Reading is streaming and happens once: the source is read in chunks of ``chunkSize`` bytes
/// and memory stays bounded by `chunkSize + maximumLineLength` bytes plus one row, whatever the
/// number of rows. The reader is non-copyable and its reading methods consume it, so the rows
/// can be read only once. Errors are ``CSVReadError`` values naming the file and the 1-based
/// line.
package struct CSVReader: ~Copyable {
  /// The default read size, 64 KiB.
  package static let defaultChunkSize = 64 * 1024
  /// The default longest accepted line, 1 MiB.
  package static let defaultMaximumLineLength = 1 << 20
  /// The name errors give to standard input.
  package static let standardInputName = "<stdin>"

  /// The source's name in errors: the file's path, or ``standardInputName``.
  package let file: String
  /// The column names from the header row, in file order.
  package let header: [String]
  /// The 1-based line number of the header row (after any leading comments).
  package let headerLine: Int
  /// Bytes requested from the source per read (> 0).
  package let chunkSize: Int
  /// The longest accepted line in bytes, without its terminator (> 0).
  package let maximumLineLength: Int
  private var scanner: CSVLineScanner

  /// Opens `url` and reads its header row (errors name the file by `url.path`).
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - chunkSize: Bytes per read; must be > 0 (a programmer error otherwise).
  ///   - maximumLineLength: Longest accepted line in bytes; must be > 0.
  /// - Throws: ``CSVReadError`` for an unreadable or empty file, a missing, blank, non-UTF-8 or
  ///   numeric-only header, an empty or duplicate column name.
  package init(
    url: URL, chunkSize: Int = defaultChunkSize,
    maximumLineLength: Int = defaultMaximumLineLength
  ) throws(CSVReadError) {
    try self.init(path: url.path, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
  }

  /// Opens the file at `path` (relative paths resolve against the working directory) and reads
  /// its header row; errors name the file by `path` exactly as given.
  ///
  /// - Parameters:
  ///   - path: The file's path, as the user typed it.
  ///   - chunkSize: Bytes per read; must be > 0 (a programmer error otherwise).
  ///   - maximumLineLength: Longest accepted line in bytes; must be > 0.
  /// - Throws: ``CSVReadError`` for an unreadable (no such file, a folder, permission denied)
  ///   or empty file, a missing, blank, non-UTF-8 or numeric-only header, an empty or duplicate
  ///   column name.
  ///   - digests: Whether to compute the SHA-256 of the bytes read (``CSVReadSummary/sha256``).
  package init(
    path: String, chunkSize: Int = defaultChunkSize,
    maximumLineLength: Int = defaultMaximumLineLength, digests: Bool = false
  ) throws(CSVReadError) {
    precondition(chunkSize > 0, "chunkSize must be > 0")
    precondition(maximumLineLength > 0, "maximumLineLength must be > 0")
    try self.init(
      scanner: try CSVLineScanner(
        path: path, chunkSize: chunkSize, maximumLineLength: maximumLineLength,
        digests: digests),
      file: path, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
  }

  /// Reads the header row from an open `handle`, e.g. `FileHandle.standardInput` for a pipe.
  ///
  /// - Parameters:
  ///   - handle: The source, read from its current position to its end; it is not closed.
  ///   - name: The source's name in errors (default ``standardInputName``).
  ///   - chunkSize: Bytes per read; must be > 0.
  ///   - maximumLineLength: Longest accepted line in bytes; must be > 0.
  /// - Throws: ``CSVReadError`` as ``init(url:chunkSize:maximumLineLength:)`` does.
  ///   - digests: Whether to compute the SHA-256 of the bytes read (``CSVReadSummary/sha256``).
  package init(
    handle: FileHandle, name: String = standardInputName, chunkSize: Int = defaultChunkSize,
    maximumLineLength: Int = defaultMaximumLineLength, digests: Bool = false
  ) throws(CSVReadError) {
    precondition(chunkSize > 0, "chunkSize must be > 0")
    precondition(maximumLineLength > 0, "maximumLineLength must be > 0")
    try self.init(
      scanner: CSVLineScanner(
        handle: handle, name: name, closesHandle: false, chunkSize: chunkSize,
        maximumLineLength: maximumLineLength, digests: digests),
      file: name, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
  }

  private init(
    scanner: consuming CSVLineScanner, file: String, chunkSize: Int, maximumLineLength: Int
  ) throws(CSVReadError) {
    self.file = file
    self.chunkSize = chunkSize
    self.maximumLineLength = maximumLineLength
    var header: [String]?
    while header == nil {
      guard let line = try scanner.nextLine() else {
        if scanner.lineNumber == 0 {
          throw CSVReadError(file: file, line: nil, kind: .emptyFile)
        }
        throw CSVReadError(file: file, line: scanner.lineNumber, kind: .missingHeader)
      }
      if Self.isComment(line, lineNumber: scanner.lineNumber) { continue }
      header = try CSVHeaderParser.parse(line, file: file, lineNumber: scanner.lineNumber)
    }
    self.header = header ?? []
    headerLine = scanner.lineNumber
    self.scanner = scanner
  }

  /// Whether `line` is a comment: it starts with `#` (after the byte-order mark on line 1).
  private static func isComment(_ line: ArraySlice<UInt8>, lineNumber: Int) -> Bool {
    var bytes = line
    if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    return bytes.first == UInt8(ascii: "#")
  }

  /// The 0-based position of column `name` in ``header`` (exact match).
  ///
  /// - Throws: ``CSVReadError/Kind/unknownColumn(name:available:)`` at the header's line,
  ///   listing the header.
  package func columnIndex(named name: String) throws(CSVReadError) -> Int {
    guard let index = header.firstIndex(of: name) else {
      throw CSVReadError(
        file: file, line: headerLine, kind: .unknownColumn(name: name, available: header))
    }
    return index
  }

  /// The series columns of this file (see ``CSVSeriesColumns`` for the matching rules).
  ///
  /// - Throws: ``CSVReadError`` at the header's line, listing the columns found.
  package func seriesColumns(time: String? = nil, value: String? = nil) throws(CSVReadError)
    -> CSVSeriesColumns
  {
    try CSVSeriesColumns(
      header: header, timeColumn: time, valueColumn: value, file: file, line: headerLine)
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
  package consuming func forEachRow(
    increasingColumn: String? = nil, _ body: (_ row: [Double]) -> Void
  ) throws(CSVReadError) -> CSVReadSummary {
    let orderedIndex: Int? =
      if let increasingColumn { try columnIndex(named: increasingColumn) } else { nil }
    return try readRows(increasingIndex: orderedIndex, body)
  }

  /// Calls `body` with the (time, value) pair of each data row, in file order; times must
  /// strictly increase. This is the one pass a series reader needs: constant memory whatever
  /// the number of rows.
  ///
  /// Only the time and value cells are read: the other cells may hold any text (split on commas
  /// outside double quotes). A row whose time or value cell is empty is a gap: it is skipped and
  /// counted (``CSVReadSummary/gapCount``).
  ///
  /// - Parameters:
  ///   - columns: The time and value columns, e.g. from ``seriesColumns(time:value:)``.
  ///   - timeScale: Seconds per unit of the time column (> 0; 1e-3 for milliseconds): times
  ///     are passed on in seconds.
  ///   - progress: Receives the bytes read from the source so far, in bytes, once per chunk
  ///     read (not per row); for progress bars.
  ///   - body: Receives the row's time (seconds) and value (both finite).
  /// - Returns: The number of rows, the gaps and the buffer's peak size.
  /// - Throws: ``CSVReadError`` at the first malformed line or non-increasing time.
  @discardableResult
  package consuming func forEachPoint(
    _ columns: CSVSeriesColumns, timeScale: Double = 1,
    progress: ((_ bytesRead: Int) -> Void)? = nil,
    _ body: (_ time: Double, _ value: Double) -> Void
  ) throws(CSVReadError) -> CSVReadSummary {
    precondition(
      header.indices.contains(columns.time) && header.indices.contains(columns.value),
      "columns must come from this header")
    precondition(timeScale > 0 && timeScale.isFinite, "timeScale must be > 0")
    var reported = 0
    let parser = CSVRowParser(header: header, file: file)
    let wanted = [columns.time, columns.value]
    var cells: [Double?] = []
    cells.reserveCapacity(2)
    var previous: (seconds: Double, text: Double)?
    var rowCount = 0
    var gapCount = 0
    var gapLines: [ClosedRange<Int>] = []
    var pendingBlank: Int?
    while let line = try nextDataLine(&pendingBlank) {
      let lineNumber = scanner.lineNumber
      try parser.parseCells(line, lineNumber: lineNumber, columns: wanted, into: &cells)
      rowCount += 1
      if let time = cells[0], let value = cells[1] {
        let seconds = time * timeScale
        if let previous, !(seconds > previous.seconds) {
          throw CSVReadError(
            file: file, line: lineNumber,
            kind: .notIncreasing(column: header[columns.time], previous: previous.text, value: time)
          )
        }
        previous = (seconds, time)
        body(seconds, value)
      } else {
        gapCount += 1
        if let last = gapLines.last, last.upperBound + 1 == lineNumber {
          gapLines[gapLines.count - 1] = last.lowerBound...lineNumber
        } else if gapLines.count < CSVReadSummary.maximumGapRuns {
          gapLines.append(lineNumber...lineNumber)
        }
      }
      if let progress, scanner.bytesRead != reported {
        reported = scanner.bytesRead
        progress(reported)
      }
    }
    return CSVReadSummary(
      rowCount: rowCount, peakBufferedBytes: scanner.peakBufferedBytes,
      byteCount: scanner.bytesRead, sha256: scanner.digest?.hexDigest(), gapCount: gapCount,
      gapLines: gapLines)
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
  package consuming func columns(named names: [String], increasingColumn: String? = nil)
    throws(CSVReadError) -> [[Double]]
  {
    var indices: [Int] = []
    for name in names { indices.append(try columnIndex(named: name)) }
    let orderedIndex: Int? =
      if let increasingColumn { try columnIndex(named: increasingColumn) } else { nil }
    var result = [[Double]](repeating: [], count: names.count)
    try readRows(increasingIndex: orderedIndex) { row in
      for (slot, index) in indices.enumerated() { result[slot].append(row[index]) }
    }
    return result
  }

  /// The next data line: comment lines skipped, blank lines remembered in `pendingBlank` (the
  /// first blank line since the last data row: fine at the end of the file, an error when
  /// another data row follows it); `nil` at the end.
  private mutating func nextDataLine(_ pendingBlank: inout Int?) throws(CSVReadError)
    -> ArraySlice<UInt8>?
  {
    while let line = try scanner.nextLine() {
      if line.first == UInt8(ascii: "#") { continue }
      if line.isEmpty {
        pendingBlank = pendingBlank ?? scanner.lineNumber
        continue
      }
      if let blank = pendingBlank {
        throw CSVReadError(file: file, line: blank, kind: .blankLine)
      }
      return line
    }
    return nil
  }

  /// The loop behind every reading method.
  @discardableResult
  private consuming func readRows(
    increasingIndex: Int?, progress: ((_ bytesRead: Int) -> Void)? = nil,
    _ body: (_ row: [Double]) -> Void
  ) throws(CSVReadError) -> CSVReadSummary {
    var reported = 0
    let parser = CSVRowParser(header: header, file: file)
    var row: [Double] = []
    row.reserveCapacity(header.count)
    var previous: Double?
    var rowCount = 0
    var pendingBlank: Int?
    while let line = try nextDataLine(&pendingBlank) {
      try parser.parse(line, lineNumber: scanner.lineNumber, into: &row)
      if let increasingIndex {
        let value = row[increasingIndex]
        if let previous, !(value > previous) {
          throw CSVReadError(
            file: file, line: scanner.lineNumber,
            kind: .notIncreasing(
              column: header[increasingIndex], previous: previous, value: value))
        }
        previous = value
      }
      body(row)
      rowCount += 1
      if let progress, scanner.bytesRead != reported {
        reported = scanner.bytesRead
        progress(reported)
      }
    }
    return CSVReadSummary(
      rowCount: rowCount, peakBufferedBytes: scanner.peakBufferedBytes,
      byteCount: scanner.bytesRead, sha256: scanner.digest?.hexDigest())
  }
}
