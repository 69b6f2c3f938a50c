import Testing

@testable import JellyText

@Suite struct CSVPointColumnTests {
  static func points(_ text: String, column: String? = nil, maximum: Int = 100)
    throws(CSVPointColumnError) -> [Double]
  {
    try CSVPointColumn.points(in: text, column: column, maximumCount: maximum)
  }

  @Test("plain numbers, comments and blank lines; a header picks the column")
  func columns() throws {
    #expect(try Self.points("# a comment\n0.5\r\n\n  1e-3 \n-2") == [0.5, 0.001, -2])
    #expect(try Self.points("value, Time\n1, 0.25\n2, 0.5\n") == [0.25, 0.5])
    #expect(try Self.points("a,b\n1,2\n3,4") == [1, 3])
    #expect(try Self.points("a,b\n1,2\n3,4", column: "b") == [2, 4])
    #expect(CSVPointColumn.defaultColumns == ["x", "t", "time", "time_s", "progress"])
  }

  @Test("each refusal names its line and problem")
  func refusals() {
    let cases: [(String, String?, CSVPointColumnError)] = [
      ("1\n2", "t", .headerNeeded(column: "t")),
      ("a,b\n1,2", "c", .noSuchColumn(line: 1, column: "c", header: ["a", "b"])),
      ("a,b\n1,2\n3", "b", .shortRow(line: 3, cellCount: 1, column: 1)),
      ("1\nabc", nil, .notFinite(line: 2, text: "abc")),
      ("1\ninf", nil, .notFinite(line: 2, text: "inf")),
      ("# only a comment\n\n", nil, .noPoints),
      ("x\n", nil, .noPoints),
    ]
    for (text, column, expected) in cases {
      #expect(throws: expected, "\(text)") { try Self.points(text, column: column) }
    }
    #expect(throws: CSVPointColumnError.tooManyPoints(2)) {
      try Self.points("x\n1\n2\n3", maximum: 2)
    }
  }

  @Test("the problems read as the messages give them")
  func problems() {
    #expect(
      CSVPointColumnError.noSuchColumn(line: 1, column: "c", header: ["a", "b"]).problem
        == "no column 'c' (columns: a, b)")
    #expect(
      CSVPointColumnError.shortRow(line: 3, cellCount: 1, column: 1).problem
        == "the row has 1 cells, the column is number 2")
    #expect(
      CSVPointColumnError.notFinite(line: 2, text: "abc").problem == "'abc' is not a finite number")
    #expect(CSVPointColumnError.tooManyPoints(5).problem == "more than 5 points")
    #expect(
      CSVPointColumnError.noPoints.problem == "no points to evaluate"
        && CSVPointColumnError.noPoints.line == nil)
    #expect(CSVPointColumnError.notFinite(line: 2, text: "x").line == 2)
  }
}
