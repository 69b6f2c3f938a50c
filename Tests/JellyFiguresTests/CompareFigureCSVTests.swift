import Foundation
import JellyAnalysis
import JellyEasing
import JellyFrameDiff
import JellyTestSupport
import Testing

@testable import JellyFigures

@Suite struct CompareFigureCSVTests {
  static func skypeData(samples: Int = 101) throws -> CompareFigureCSV {
    let normalization = try DiffNormalization(scene: try FrameDiffPreset.skype.scene())
    let comparison = try CurveComparison(
      normalization: normalization, curve: try EasingParser.parse("easeOutElastic"),
      samples: samples)
    return try CompareFigureCSV(
      comparison: comparison,
      elastic: try ElasticFit(times: comparison.times, values: comparison.diff),
      damped: try DampedOscillationFit(times: comparison.times, values: comparison.diff))
  }

  @Test("rows: u, n, e − 1, both fits and the three residuals, in header order")
  func rows() throws {
    let data = try Self.skypeData()
    #expect(data.elasticValues.count == 101 && data.dampedValues.count == 101)
    let penner = try ElasticEasing(amplitude: data.elastic.amplitude, period: data.elastic.period)
    for i in [0, 17, 50, 100] {
      let row = data.row(i)
      #expect(row.count == CompareFigureCSV.header.count)
      let u = Double(i) / 100
      #expect(row[0] == u)
      #expect(row[3] == penner.value(at: u) - 1)
      #expect(row[4] == data.damped.value(at: u))
      #expect(row[5] == row[1] - row[2] && row[6] == row[1] - row[3] && row[7] == row[1] - row[4])
    }
    // At u = 0 both the aligned diff and e − 1 sit at −1, and so does Penner's fit.
    #expect(abs(data.row(0)[1] + 1) < 1e-12 && data.row(0)[2] == -1 && data.row(0)[3] == -1)
  }

  @Test("range over columns: the extremes of those columns, always holding 0")
  func range() throws {
    let data = try Self.skypeData()
    let (low, high) = data.range(columns: [1, 2])
    let values = (0...100).flatMap { [data.row($0)[1], data.row($0)[2]] }
    #expect(low == min(0, values.min() ?? .nan))
    #expect(high == max(0, values.max() ?? .nan))
    #expect(abs(low + 1) < 1e-12, "the main excursion −1 is the lowest value")
  }

  @Test("write: one file NAME-curves.csv with the header and N rows, read back exactly")
  func writesOneFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let data = try Self.skypeData(samples: 11)
    #expect(try data.write(name: "x", in: folder.url) == ["x-curves.csv"])
    let csv = NumericCSV(try folder.text("x-curves.csv"))
    #expect(csv.header == CompareFigureCSV.header)
    #expect(csv.rows == (0..<11).map(data.row))
  }
}
