import Foundation
import JellyTestSupport
import JellyText
import Testing

@testable import JellyIO

@Suite struct CSVSeriesTests {
  /// `text` written to a file in `folder`, and its path.
  static func file(_ text: String, in folder: TemporaryFolder) throws -> String {
    let url = folder.url.appendingPathComponent("series.csv")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test("times in the column's unit become seconds; rows with an empty cell are gaps")
  func readsWithUnitAndGaps() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.file("t_ms,x\n0,1\n10,\n20,3\n30,4\n", in: folder)
    let samples = try CSVSeries.read(path, timeColumn: nil, valueColumn: nil)
    #expect(zip(samples.times, [0, 0.02, 0.03]).allSatisfy { abs($0 - $1) <= 1e-15 })
    #expect(samples.times.count == 3)
    #expect(samples.values == [1, 3, 4])
    #expect(samples.timeUnit == .milliseconds && samples.timeColumn == "t_ms")
    #expect(samples.valueColumn == "x")
    #expect(samples.rowCount == 4 && samples.gapCount == 1 && samples.gapLines == [3...3])
    let warning = CSVSeries.gapWarning(
      count: samples.gapCount, rows: samples.rowCount, lines: samples.gapLines,
      columns: (samples.timeColumn, samples.valueColumn))
    #expect(warning == "1 of 4 rows have an empty 'x' or 't_ms' (line 3): skipped as gaps")
    // A unit given overrides the name's.
    let seconds = try CSVSeries.read(path, timeColumn: nil, valueColumn: nil, timeUnit: .seconds)
    #expect(seconds.times == [0, 20, 30])
  }

  @Test("the streaming pass gives every point the full read gives, with the same summary")
  func passAgreesWithRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let rows = (0..<5000).map { "\(Double($0) / 60),\(sin(Double($0) / 9))" }
    let path = try Self.file("time,value\n" + rows.joined(separator: "\n") + "\n", in: folder)
    var points: [(Double, Double)] = []
    let pass = try CSVSeries.forEachPoint(
      path, timeColumn: nil, valueColumn: nil, chunkSize: 97
    ) { points.append(($0, $1)) }
    let samples = try CSVSeries.read(path, timeColumn: nil, valueColumn: nil)
    #expect(points.map(\.0) == samples.times && points.map(\.1) == samples.values)
    #expect(pass.read.rowCount == 5000 && samples.rowCount == 5000)
    #expect(pass.timeColumn == "time" && pass.valueColumn == "value")
  }

  @Test("a series without data, of gaps only, or in an unread unit is refused on one line")
  func refusals() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cases: [(text: String, message: String)] = [
      ("t,x\n", "no data rows after the header (line 1)"),
      ("t,x\n0,\n1,\n", "every one of the 2 data rows has an empty 't' or 'x'"),
      ("time_ns,x\n0,1\n", "1: the time column 'time_ns' is in 'ns', which is not read"),
    ]
    for (text, message) in cases {
      let path = try Self.file(text, in: folder)
      do {
        _ = try CSVSeries.read(path, timeColumn: nil, valueColumn: nil)
        Issue.record("accepted \(text.debugDescription)")
      } catch {
        #expect(error.description.hasSuffix(message), "\(error.description)")
        #expect(error.description.hasPrefix(path))
        #expect(!error.description.contains("\n"))
        #expect(error.isUnknownTimeUnit == text.hasPrefix("time_ns"))
      }
    }
    do {
      _ = try CSVSeries.read(folder.url.path + "/missing.csv", timeColumn: nil, valueColumn: nil)
      Issue.record("read a missing file")
    } catch {
      #expect(error.isUnreadableFile && !error.isMissingTimeColumn)
    }
    let untimed = try Self.file("a,b\n0,1\n", in: folder)
    do {
      _ = try CSVSeries.read(untimed, timeColumn: nil, valueColumn: nil)
      Issue.record("read a series without a time column")
    } catch {
      #expect(error.isMissingTimeColumn)
    }
  }
}
