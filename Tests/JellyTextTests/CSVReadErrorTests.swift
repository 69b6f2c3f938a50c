import JellyTestSupport
import Testing

@testable import JellyText

@Suite(.tags(.sanitizeMemory)) struct CSVReadErrorTests {
  @Test func descriptionsLookLikeDiagnostics() {
    #expect(
      CSVReadError(file: "golden.csv", line: nil, kind: .unreadable(reason: "no such file"))
        .description
        == "cannot read 'golden.csv': no such file")
    #expect(
      CSVReadError(file: "g.csv", line: 3, kind: .unreadable(reason: "input/output error"))
        .description
        == "g.csv:3: cannot read file: input/output error")
    #expect(
      CSVReadError(
        file: "d.csv", line: 12, kind: .notIncreasing(column: "time", previous: 0.5, value: 0.25)
      ).description == "d.csv:12: column 'time' must increase, but 0.25 follows 0.5")
    #expect(
      CSVReadError(file: "d.csv", line: 1, kind: .unknownColumn(name: "x", available: ["t"]))
        .description == "d.csv:1: no column named 'x'; columns found: 't'")
  }
}
