import JellyTestSupport
import Testing

@testable import JellyText

@Suite(.tags(.sanitizeMemory)) struct CSVRowParserTests {
  private let parser = CSVRowParser(header: ["t", "x"], file: "r.csv")

  @Test("decimal, exponent, signed and hexadecimal forms parse exactly")
  func numberForms() throws {
    var row: [Double] = []
    try parser.parse(ArraySlice("+1.5e-3, -0x1p-2".utf8), lineNumber: 2, into: &row)
    #expect(row == [0.0015, -0.25])
    try parser.parse(ArraySlice("\t7 ,8\t".utf8), lineNumber: 3, into: &row)
    #expect(row == [7, 8], "the row is replaced, not appended to")
  }

  @Test func errorsNameTheColumnAndLine() {
    var row: [Double] = []
    #expect(
      throws: CSVReadError(
        file: "r.csv", line: 9, kind: .notANumber(column: "x", text: "1.2.3"))
    ) { try parser.parse(ArraySlice("0,1.2.3".utf8), lineNumber: 9, into: &row) }
    #expect(
      throws: CSVReadError(file: "r.csv", line: 4, kind: .notFinite(column: "t", text: "inf"))
    ) { try parser.parse(ArraySlice("inf,1".utf8), lineNumber: 4, into: &row) }
    #expect(
      throws: CSVReadError(
        file: "r.csv", line: 5, kind: .wrongCellCount(expected: 2, found: 1))
    ) { try parser.parse(ArraySlice("1".utf8), lineNumber: 5, into: &row) }
    #expect(throws: CSVReadError(file: "r.csv", line: 6, kind: .invalidUTF8)) {
      try parser.parse([0x31, 0x2C, 0xE2, 0x82], lineNumber: 6, into: &row)
    }
    #expect(
      throws: CSVReadError(file: "r.csv", line: 7, kind: .notANumber(column: "x", text: "€"))
    ) { try parser.parse(ArraySlice("1,€".utf8), lineNumber: 7, into: &row) }
  }
}
