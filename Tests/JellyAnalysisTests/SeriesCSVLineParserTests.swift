import Foundation
import JellyFrameDiff
import JellyMath
import Testing

@testable import JellyAnalysis

@Suite struct SeriesCSVLineParserTests {
  @Test("header, comments and blank lines give no sample; rows are numbered from 0")
  func lineByLine() throws {
    var parser = SeriesCSVLineParser(valueColumn: "side")
    #expect(try parser.sample(fromLine: "# written by diff", number: 1) == nil)
    #expect(try parser.sample(fromLine: "", number: 2) == nil)
    #expect(try parser.sample(fromLine: " t , diff, side ", number: 3) == nil)
    #expect(parser.columns == ["t", "diff", "side"])
    let first = try parser.sample(fromLine: "0.5, 1, -2.25\r", number: 4)
    #expect(first == SamplePoint(index: 0, time: 0.5, value: -2.25))
    #expect(try parser.sample(fromLine: "0.75,3,4", number: 5)?.index == 1)
    try parser.finish()
  }

  @Test("errors name the line given by the caller")
  func errors() {
    var parser = SeriesCSVLineParser()
    #expect(throws: FrameDiffError.malformedCSV(line: 1, reason: "no header row")) {
      try parser.finish()
    }
    #expect(throws: Never.self) { _ = try parser.sample(fromLine: "t,value", number: 7) }
    #expect(throws: Never.self) { _ = try parser.sample(fromLine: "1,2", number: 8) }
    #expect(
      throws: FrameDiffError.malformedCSV(
        line: 9, reason: "time 1.0 does not increase (previous 1.0)")
    ) {
      try parser.sample(fromLine: "1,3", number: 9)
    }
  }
}

@Suite struct SeriesCSVLineParserFieldTests {
  @Test("the ASCII fast path splits and trims exactly as Foundation does")
  func fastPathMatchesFoundation() {
    var random = SplitMix64(seed: 11)
    let alphabet: [Character] = [" ", "\t", ",", "#", "1", "-", "e", ".", "x"]
    for _ in 0..<2_000 {
      let line = String((0..<12).map { _ in alphabet[Int(random.next() % 9)] })
      let trimmed = line.trimmingCharacters(in: .whitespaces.union(.newlines))
      let expected: [String]? =
        trimmed.isEmpty || trimmed.hasPrefix("#")
        ? nil
        : trimmed.split(separator: ",", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
      let fields = SeriesCSVLineParser.fields(of: line[...])?.map(String.init)
      #expect(fields == expected, "\(line.debugDescription)")
    }
  }
}
