import JellyMath
import Testing

@testable import JellyText

@Suite struct KeyValueReportTests {
  static let report = KeyValueReport([
    .init(key: "mass", value: 1, unit: "kg"), .init(key: "period", value: .infinity, unit: "s"),
    .init(key: "pop_speed", value: nil, unit: ""), .init(key: "ratio", value: 0.5, unit: ""),
  ])

  @Test("table: keys padded to the longest + 2, values padded only before a unit")
  func table() {
    #expect(
      Self.report.table()
        == "mass       1.0  kg\nperiod     inf  s\npop_speed  n/a\nratio      0.5\n")
    #expect(
      Self.report.table(valueWidth: 5) { String(Int($0.isFinite ? $0 : -1)) }
        == "mass       1    kg\nperiod     -1   s\npop_speed  n/a\nratio      0\n")
  }

  @Test("json: undefined and infinite values are null; extra members follow as written")
  func json() {
    #expect(
      Self.report.json(members: ["  \"peaks\": []"])
        == "{\n  \"mass\": 1.0,\n  \"period\": null,\n  \"pop_speed\": null,\n  \"ratio\": 0.5,\n"
        + "  \"peaks\": []\n}\n")
  }

  @Test("one missing marker per format (n/a, null, empty field); counts are integers in each")
  func markersAndCounts() throws {
    let report = KeyValueReport([
      .init(key: "samples", value: 201, unit: "", isWholeNumber: true),
      .init(key: "sign", value: -1, unit: "", isWholeNumber: true),
      .init(key: "ratio", value: nil, unit: "per peak"),
      .init(key: "half", value: 0.5, unit: "", isWholeNumber: true),
    ])
    #expect(
      report.table() == "samples  201\nsign     -1\nratio    n/a  per peak\nhalf     0.5\n")
    #expect(
      report.json()
        == "{\n  \"samples\": 201,\n  \"sign\": -1,\n  \"ratio\": null,\n  \"half\": 0.5\n}\n")
    #expect(try report.csv() == "key,value\nsamples,201\nsign,-1\nratio,\nhalf,0.5\n")
  }

  @Test("csv: key,value with empty undefined values and inf, then the extra rows")
  func csv() throws {
    #expect(
      try Self.report.csv(rows: [("extra", -2)])
        == "key,value\nmass,1.0\nperiod,inf\npop_speed,\nratio,0.5\nextra,-2.0\n")
  }
}
