import Foundation
import JellyTestSupport
import Testing

@testable import JellyIO
@testable import JellyText

@Suite(.tags(.sanitizeMemory)) struct CSVReaderTests {
  /// Reads every row of `text` saved as `name` with the given chunk size.
  private func rows(of text: String, chunkSize: Int = CSVReader.defaultChunkSize) throws -> (
    header: [String], rows: [[Double]]
  ) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let reader = try CSVReader(
      url: try folder.write(text, to: "data.csv"), chunkSize: chunkSize)
    let header = reader.header
    var rows: [[Double]] = []
    try reader.forEachRow { rows.append($0) }
    return (header, rows)
  }

  /// The error thrown for `bytes` saved as `data.csv`, by the constructor or a full read.
  private func readError(
    _ bytes: [UInt8], increasingColumn: String? = nil, maximumLineLength: Int = 1 << 20
  ) throws -> String? {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = try folder.write(bytes, to: "data.csv")
    do {
      let reader = try CSVReader(url: url, maximumLineLength: maximumLineLength)
      try reader.forEachRow(increasingColumn: increasingColumn) { _ in }
      return nil
    } catch {
      return error.description.replacing(folder.url.path + "/", with: "")
    }
  }

  private func readError(_ text: String, increasingColumn: String? = nil) throws -> String? {
    try readError(Array(text.utf8), increasingColumn: increasingColumn)
  }

  @Test func readsHeaderAndRowsInOrder() throws {
    let result = try rows(of: "time,diff\n0,1.5\n0.25,-2e-3\n0.5,0\n")
    #expect(result.header == ["time", "diff"])
    #expect(result.rows == [[0, 1.5], [0.25, -0.002], [0.5, 0]])
  }

  @Test("CRLF, LF and a missing final newline read the same, for any chunk size")
  func lineEndingsAndChunkBoundaries() throws {
    let expected = try rows(of: "t,x\n1,2\n3,4\n")
    for text in ["t,x\r\n1,2\r\n3,4\r\n", "t,x\n1,2\n3,4", "t,x\r\n1,2\r\n3,4"] {
      for chunkSize in [1, 2, 3, 5, 64] {
        let result = try rows(of: text, chunkSize: chunkSize)
        #expect(result.header == expected.header)
        #expect(result.rows == expected.rows, "\(text.debugDescription) chunk \(chunkSize)")
      }
    }
  }

  @Test func spacesAroundCellsQuotedHeaderAndByteOrderMarkAreAccepted() throws {
    let result = try rows(of: "\u{FEFF} \"time [s]\" ,\"a, \"\"b\"\"\"\n 1 ,\t2\n")
    #expect(result.header == ["time [s]", "a, \"b\""])
    #expect(result.rows == [[1, 2]])
  }

  @Test func headerOnlyFileHasNoRows() throws {
    #expect(try rows(of: "time,diff\n").rows.isEmpty)
  }

  @Test("shortest round-trip text reads back bit for bit")
  func fullPrecision() throws {
    var values: [Double] = [
      0.1, -0.0, .leastNonzeroMagnitude, 2.2250738585072014e-308, 1.7976931348623157e308, 1 / 3,
      0.1 + 0.2,
      123_456_789.123_456_78, -9.999_999_999_999_999e22,
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    while values.count < 2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let candidate = Double(bitPattern: state ^ (state >> 29))
      if candidate.isFinite { values.append(candidate) }
    }
    let text = "value\n" + values.map { "\($0)" }.joined(separator: "\n") + "\n"
    let read = try rows(of: text).rows.map { $0[0] }
    #expect(read.count == values.count)
    let mismatches = zip(read, values).filter { $0.bitPattern != $1.bitPattern }
    #expect(mismatches.isEmpty)
  }

  @Test func columnsByNameAndIncreasingTimes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = try folder.write("time,x,y\n0,1,2\n0.5,3,4\n1,5,6\n", to: "d.csv")
    let reader = try CSVReader(url: url)
    #expect(try reader.columnIndex(named: "y") == 2)
    let columns = try reader.columns(named: ["y", "time"], increasingColumn: "time")
    #expect(columns == [[2, 4, 6], [0, 0.5, 1]])
  }

  @Test(
    "each malformed input names file and line",
    arguments: [
      ("", "data.csv: file is empty, expected a header row such as 'time,value'"),
      (
        "1,2\n3,4\n",
        "data.csv:1: missing header row: the first line must name the columns, e.g. 'time,value'"
      ),
      (
        "\n1,2\n",
        "data.csv:1: missing header row: the first line must name the columns, e.g. 'time,value'"
      ),
      ("t,,x\n", "data.csv:1: header cell 2 is empty"),
      ("t,x,t\n", "data.csv:1: column name 't' appears twice in the header"),
      ("t,x\n1,2\n3,4,5\n", "data.csv:3: expected 2 cells as in the header, found 3"),
      ("t,x\n1,2\n3\n", "data.csv:3: expected 2 cells as in the header, found 1"),
      ("t,x\n1,abc\n", "data.csv:2: column 'x': 'abc' is not a number"),
      ("t,x\n1,\n", "data.csv:2: column 'x': '' is not a number"),
      (
        "t,x\r\n1,2\r\nnan,2\r\n",
        "data.csv:3: column 't': 'nan' is not finite (NaN and infinity are not allowed)"
      ),
      (
        "t,x\n1,-inf\n",
        "data.csv:2: column 'x': '-inf' is not finite (NaN and infinity are not allowed)"
      ),
      (
        "t,x\n1,1e999\n",
        "data.csv:2: column 'x': '1e999' is not finite (NaN and infinity are not allowed)"
      ),
      (
        "t,x\n1,2\n\n3,4\n",
        "data.csv:3: blank line inside the data (only the end of the file may be blank)"
      ),
      (
        "t,x\r\n1,2\r\n\r\n\r\n# note\r\n3,4\r\n",
        "data.csv:3: blank line inside the data (only the end of the file may be blank)"
      ),
    ])
  func malformedInput(text: String, message: String) throws {
    #expect(try readError(text) == message)
  }

  @Test(
    "blank lines after the last row are accepted, with LF or CRLF and comments among them",
    arguments: [
      "t,x\n1,2\n3,4\n\n", "t,x\n1,2\n3,4\n\n\n\n", "t,x\n1,2\n3,4\n\n\n",
      "t,x\r\n1,2\r\n3,4\r\n\r\n\r\n", "t,x\n1,2\n3,4\n\n# end\n\n",
    ])
  func trailingBlankLines(text: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = try folder.write(text, to: "data.csv")
    #expect(try CSVReader(url: url).columns(named: ["t", "x"]) == [[1, 3], [2, 4]])
  }

  @Test func invalidUTF8IsReportedWithItsLine() throws {
    let body = Array("t,x\n1,2\n3,".utf8) + [0xFF, 0x34] + Array("\n".utf8)
    #expect(try readError(body) == "data.csv:3: line is not valid UTF-8 text")
    let header = Array("t,".utf8) + [0xC3, 0x28] + Array("\n1,2\n".utf8)
    #expect(try readError(header) == "data.csv:1: line is not valid UTF-8 text")
  }

  @Test func unknownColumnListsTheHeader() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = try folder.write("time,diff\n0,1\n", to: "d.csv")
    #expect(
      throws: CSVReadError(
        file: url.path, line: 1, kind: .unknownColumn(name: "dif", available: ["time", "diff"]))
    ) { try CSVReader(url: url).columns(named: ["dif"]) }
    #expect(
      try readError("time,diff\n0,1\n", increasingColumn: "t")
        == "data.csv:1: no column named 't'; columns found: 'time', 'diff'")
  }

  @Test func unsortedTimesAreRejectedAtTheirLine() throws {
    #expect(
      try readError("time,x\n0,1\n0.5,1\n0.5,2\n", increasingColumn: "time")
        == "data.csv:4: column 'time' must increase, but 0.5 follows 0.5")
    #expect(try readError("time,x\n0,1\n0.5,1\n0.5,2\n") == nil)
  }

  @Test func overlongLineIsRejected() throws {
    let text = "t,x\n1," + String(repeating: "1", count: 100) + "\n"
    #expect(
      try readError(Array(text.utf8), maximumLineLength: 64)
        == "data.csv:2: line is longer than 64 bytes")
  }

  @Test func missingFileIsUnreadable() throws {
    let url = URL(fileURLWithPath: "/nonexistent-jellylab-folder/none.csv")
    #expect {
      _ = try CSVReader(url: url)
    } throws: { error in
      guard let error = error as? CSVReadError, case .unreadable = error.kind else { return false }
      return error.file == url.path && error.line == nil
    }
  }

  @Test("a 10^6-row file streams through a buffer of one chunk plus one line")
  func millionRowsStreamWithBoundedBuffer() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.url.appendingPathComponent("big.csv")
    try Data("index,double\n".utf8).write(to: url)
    let handle = try FileHandle(forWritingTo: url)
    try handle.seekToEnd()
    let rowCount = 1_000_000
    var block = ""
    for index in 0..<rowCount {
      block += "\(index),\(2 * index)\n"
      if block.utf8.count > 1 << 20 {
        try handle.write(contentsOf: Data(block.utf8))
        block = ""
      }
    }
    try handle.write(contentsOf: Data(block.utf8))
    try handle.close()
    let fileSize = try #require(
      try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)

    let reader = try CSVReader(url: url, chunkSize: 16 * 1_024)
    var sumIndex = 0.0
    var sumDouble = 0.0
    let summary = try reader.forEachRow(increasingColumn: "index") { row in
      sumIndex += row[0]
      sumDouble += row[1]
    }
    let expectedSum = Double(rowCount) * Double(rowCount - 1) / 2  // exact below 2^53
    #expect(summary.rowCount == rowCount)
    #expect(sumIndex == expectedSum)
    #expect(sumDouble == 2 * expectedSum)
    // Longest line is "999999,1999998\n" (15 bytes): the buffer never exceeds chunk + line.
    #expect(summary.peakBufferedBytes <= 16 * 1_024 + 15)
    #expect(summary.peakBufferedBytes >= 16 * 1_024)
    #expect(fileSize > 500 * summary.peakBufferedBytes)
  }

  /// The (time, value) points of `text` read as a series with the default or given columns.
  private func points(
    of text: String, time: String? = nil, value: String? = nil, chunkSize: Int = 64
  ) throws -> [[Double]] {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let reader = try CSVReader(url: try folder.write(text, to: "s.csv"), chunkSize: chunkSize)
    let columns = try reader.seriesColumns(time: time, value: value)
    var points: [[Double]] = []
    try reader.forEachPoint(columns) { points.append([$0, $1]) }
    return points
  }

  /// The error message of reading `text` as a series, with the folder path removed.
  private func seriesError(_ text: String, time: String? = nil, value: String? = nil) throws
    -> String?
  {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = try folder.write(text, to: "s.csv")
    do {
      let reader = try CSVReader(url: url)
      let columns = try reader.seriesColumns(time: time, value: value)
      try reader.forEachPoint(columns) { _, _ in }
      return nil
    } catch {
      return error.description.replacing(folder.url.path + "/", with: "")
    }
  }

  @Test("a series reads only its two cells: text elsewhere, quotes, empty cells as counted gaps")
  func seriesReadsOnlyItsCells() throws {
    let text =
      "frame,t,x,state\n0,0,,idle\n1,0.5,,\"a, \"\"b\"\"\"\n2,1,3, run \n3,1.5,\"4\",\n4,,9,x\n5,2,5,ok\n"
    for chunkSize in [1, 4, 64] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let reader = try CSVReader(url: try folder.write(text, to: "s.csv"), chunkSize: chunkSize)
      let columns = try reader.seriesColumns(value: "x")
      var read: [[Double]] = []
      let summary = try reader.forEachPoint(columns) { read.append([$0, $1]) }
      #expect(read == [[1, 3], [1.5, 4], [2, 5]], "chunk \(chunkSize)")
      #expect(summary.rowCount == 6 && summary.gapCount == 3)
      #expect(summary.gapLines == [2...3, 6...6])
    }
    // Cells are still counted, and a used cell must be a finite number.
    #expect(
      try seriesError("t,x,n\n0,1\n") == "s.csv:2: expected 3 cells as in the header, found 2")
    #expect(
      try seriesError("t,x,n\n0,1,\"a\n")
        == "s.csv:2: a double quote opens a cell that the line does not close")
    #expect(try seriesError("t,x\n0,nan\n")?.contains("is not finite") == true)
    #expect(try seriesError("t,x\n0,abc\n") == "s.csv:2: column 'x': 'abc' is not a number")
  }

  @Test("a time column in milliseconds is read in seconds; order is checked on the seconds")
  func timeScale() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let reader = try CSVReader(url: try folder.write("t_ms,x\n0,1\n16.5,2\n", to: "s.csv"))
    var read: [[Double]] = []
    let columns = try reader.seriesColumns()
    try reader.forEachPoint(columns, timeScale: 1e-3) { read.append([$0, $1]) }
    #expect(read == [[0, 1], [0.0165, 2]])
  }

  @Test("the unit a time column's name ends with")
  func timeUnitsOfNames() {
    let cases: [(String, CSVTimeUnit.NameReading)] = [
      ("t", .none), ("time", .none), ("timestamp", .none), ("time_s", .unit(.seconds)),
      ("Time (s)", .unit(.seconds)), ("t_ms", .unit(.milliseconds)),
      ("time [ms]", .unit(.milliseconds)), ("TIME_MS", .unit(.milliseconds)),
      ("t (µs)", .unit(.microseconds)), ("time.us", .unit(.microseconds)),
      ("time_ns", .unknown("ns")), ("t (min)", .unknown("min")), ("time_of_day", .none),
    ]
    for (name, reading) in cases {
      #expect(CSVTimeUnit.reading(columnName: name) == reading, "\(name)")
    }
  }

  @Test("comment lines are skipped before the header and among the rows; lines keep their numbers")
  func comments() throws {
    let text =
      "\u{FEFF}# written by a tool\n# second\nframe,t,side,diff\n0,0,1,2\n# mid\n1,0.5,3,4\n"
    #expect(try points(of: text) == [[0, 2], [0.5, 4]])
    #expect(try points(of: text, value: "side") == [[0, 1], [0.5, 3]])
    #expect(
      try seriesError("# c\nt,diff\n0,1\n# c\n0,2\n")
        == "s.csv:5: column 't' must increase, but 0.0 follows 0.0")
    #expect(
      try seriesError("# only a comment\n")
        == "s.csv:1: missing header row: the first line must name the columns, e.g. 'time,value'")
    #expect(try seriesError("# c\nx,diff\n0,1\n")?.hasPrefix("s.csv:2: no time column") == true)
  }

  @Test("series: CRLF like LF, quoted and capitalised names, time units, for every chunk size")
  func seriesColumnsOfCommonHeaders() throws {
    let expected: [[Double]] = [[0, 1], [0.25, -2]]
    for header in ["Time,Value", "time_s,pos", "\"t\",\"diff\"", "TIME (s),x", "index,t [s],y"] {
      let prefix = header.hasPrefix("index") ? ["0,", "1,"] : ["", ""]
      let lf = "\(header)\n\(prefix[0])0,1\n\(prefix[1])0.25,-2\n"
      for chunkSize in [1, 3, 64] {
        #expect(try points(of: lf, chunkSize: chunkSize) == expected, "\(header)")
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try points(of: crlf, chunkSize: chunkSize) == expected, "\(header) CRLF")
      }
    }
    #expect(try points(of: "Zeit,Wert\n0,1\n0.25,-2\n", time: "zeit") == expected)
    #expect(try points(of: "T,a,b\n0,1,5\n0.25,-2,6\n", value: "B") == [[0, 5], [0.25, 6]])
  }

  @Test("series errors name the file, the line and the columns found")
  func seriesErrors() throws {
    #expect(
      try seriesError("x,y\n1,2\n")
        == "s.csv:1: no time column (t, time, or a name such as time_s); columns found: 'x', 'y'")
    #expect(
      try seriesError("t,index\n1,2\n")
        == "s.csv:1: no value column; columns found: 't', 'index'")
    #expect(
      try seriesError("t,value\n", value: "diff")
        == "s.csv:1: no column named 'diff'; columns found: 't', 'value'")
    #expect(
      try seriesError("T,t,v\n0,1,2\n", time: "time")
        == "s.csv:1: no column named 'time'; columns found: 'T', 't', 'v'")
    #expect(
      try seriesError("Time,TIME,v\n0,1,2\n", time: "time")
        == "s.csv:1: 'time' matches several columns: 'Time', 'TIME'; give the exact name")
    #expect(
      try seriesError("t,time,v\n0,1,2\n")
        == "s.csv:1: 'time' matches several columns: 't', 'time'; give the exact name")
    #expect(try seriesError("T,t,v\n0,1,2\n", time: "T") == nil)
    #expect(
      try seriesError("t,value\n0.1,1\n0.1,2\n")
        == "s.csv:3: column 't' must increase, but 0.1 follows 0.1")
    #expect(
      try seriesError("t,value\n0.1,nan\n")
        == "s.csv:2: column 'value': 'nan' is not finite (NaN and infinity are not allowed)")
    #expect(
      try seriesError("t,value\n0.1,1\n0.2\n")
        == "s.csv:3: expected 2 cells as in the header, found 1")
  }

  @Test("forEachPoint reports the bytes read once per chunk, ending at the file's size")
  func reportsBytesRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text =
      "t,diff\n" + (0..<2_000).map { "\(Double($0) / 60),\($0 % 7)" }.joined(separator: "\n")
    let reader = try CSVReader(url: try folder.write(text, to: "s.csv"), chunkSize: 1_000)
    let columns = try reader.seriesColumns()
    var reports: [Int] = []
    var rows = 0
    try reader.forEachPoint(columns, progress: { reports.append($0) }) { _, _ in rows += 1 }
    #expect(rows == 2_000)
    // One report per chunk of 1,000 bytes (the header's chunk included), the last one shorter.
    let size = text.utf8.count
    #expect(size % 1_000 != 0)
    #expect(reports == Array(stride(from: 1_000, to: size, by: 1_000)) + [size])
  }

  @Test("a pipe reads like a file, once, and is not closed by the reader")
  func readsFromAPipe() throws {
    let pipe = Pipe()
    let text =
      "t,diff\r\n" + (0..<5_000).map { "\(Double($0) / 60),\($0 % 7)" }.joined(separator: "\r\n")
    let writer = Thread {
      pipe.fileHandleForWriting.write(Data(text.utf8))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    let reader = try CSVReader(handle: pipe.fileHandleForReading, chunkSize: 1_000)
    #expect(reader.file == CSVReader.standardInputName)
    let columns = try reader.seriesColumns()
    var count = 0
    var sum = 0.0
    let summary = try reader.forEachPoint(columns) { _, value in
      count += 1
      sum += value
    }
    #expect(count == 5_000 && summary.rowCount == 5_000)
    #expect(sum == Double((0..<5_000).reduce(0) { $0 + $1 % 7 }))
    #expect(summary.peakBufferedBytes <= 1_000 + 32)
    // Still open: a read at the end gives no bytes rather than an error.
    #expect(try pipe.fileHandleForReading.read(upToCount: 1) == nil)
  }
}
