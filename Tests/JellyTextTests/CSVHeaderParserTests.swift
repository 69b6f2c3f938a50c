import JellyTestSupport
import Testing

@testable import JellyText

@Suite(.tags(.sanitizeMemory)) struct CSVHeaderParserTests {
  private func parse(_ text: String) throws(CSVReadError) -> [String] {
    try CSVHeaderParser.parse(ArraySlice(text.utf8), file: "h.csv")
  }

  @Test func plainQuotedAndPaddedNames() throws {
    #expect(try parse("time,diff") == ["time", "diff"])
    #expect(try parse(" time , diff ") == ["time", "diff"])
    #expect(try parse("\"a,b\",\"say \"\"hi\"\"\",c") == ["a,b", "say \"hi\"", "c"])
    #expect(try parse(" \" padded \" ,x") == [" padded ", "x"])
    #expect(try parse("\u{FEFF}t,x") == ["t", "x"])
    #expect(try parse("x2,1") == ["x2", "1"], "one non-numeric name is enough for a header")
  }

  @Test func rejectedHeaders() {
    #expect(throws: CSVReadError(file: "h.csv", line: 1, kind: .missingHeader)) {
      try parse("0.5,1e3")
    }
    #expect(throws: CSVReadError(file: "h.csv", line: 1, kind: .missingHeader)) { try parse("  ") }
    #expect(throws: CSVReadError(file: "h.csv", line: 1, kind: .emptyColumnName(column: 3))) {
      try parse("a,b,")
    }
    #expect(
      throws: CSVReadError(file: "h.csv", line: 1, kind: .duplicateColumnName(name: "a"))
    ) { try parse("a, a") }
  }
}
