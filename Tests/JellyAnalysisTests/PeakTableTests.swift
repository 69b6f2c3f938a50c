import JellyAnalysis
import JellyFrameDiff
import Testing

@Suite struct PeakTableTests {
  @Test("CSV text has the exact header and fixed decimals, and parses back")
  func roundTrip() throws {
    let peaks = [
      Peak(index: 13, time: 0.2132676012, value: -148.642530991, kind: .minimum),
      Peak(index: 35, time: 0.5787450926, value: 16.670017255, kind: .maximum),
    ]
    let text = PeakTable.csv(peaks)
    #expect(
      text == """
        index,t,value,kind
        13,0.2132676012,-148.642530991,min
        35,0.5787450926,16.670017255,max

        """)
    #expect(try PeakTable.parse(text) == peaks)
    #expect(try PeakTable.parse(PeakTable.header).isEmpty)
  }

  @Test("a value that rounds to zero is written 0.000000000, never -0.000000000")
  func noNegativeZero() throws {
    let text = PeakTable.csv([Peak(index: 3, time: 0.05, value: -4e-13, kind: .minimum)])
    #expect(text == "index,t,value,kind\n3,0.0500000000,0.000000000,min\n")
  }

  @Test("blank lines after the last row are ignored; one between two rows is an error")
  func blankLines() throws {
    let rows = "index,t,value,kind\n1,0.1,2,max\n2,0.2,-1,min\n"
    #expect(try PeakTable.parse(rows + "\n\n\n").count == 2)
    #expect(try PeakTable.parse(rows + "  \n\n") == PeakTable.parse(rows))
    #expect(
      throws: PeakTableError(
        line: 3, reason: "blank line inside the data (only the end of the file may be blank)")
    ) {
      try PeakTable.parse("index,t,value,kind\n1,0.1,2,max\n\n\n2,0.2,-1,min\n")
    }
  }

  @Test("malformed CSV names the line and the problem")
  func malformed() {
    #expect(
      throws: PeakTableError(
        line: 1, reason: "expected the header 'index,t,value,kind'")
    ) {
      try PeakTable.parse("t,value\n")
    }
    #expect(
      throws: PeakTableError(line: 3, reason: "kind 'peak' is neither 'max' nor 'min'")
    ) {
      try PeakTable.parse("index,t,value,kind\n1,0.1,2,max\n2,0.2,3,peak\n")
    }
    #expect(throws: PeakTableError(line: 2, reason: "t 'x' not a number")) {
      try PeakTable.parse("index,t,value,kind\n1,x,2,max\n")
    }
    #expect(
      PeakTableError(line: 2, reason: "t 'x' not a number").description
        == "CSV line 2: t 'x' not a number")
    #expect(
      throws: PeakTableError(
        line: 2, reason: "expected 4 fields (index,t,value,kind), found 3")
    ) {
      try PeakTable.parse("index,t,value,kind\n1,0.1,2\n")
    }
  }
}
