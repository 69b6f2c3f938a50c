import JellyTestSupport
import Testing

@testable import JellyText

@Suite(.tags(.sanitizeMemory)) struct CSVSeriesColumnsTests {
  /// The (time, value) positions picked in `header`, or the error's message.
  private func pick(_ header: [String], time: String? = nil, value: String? = nil) -> String {
    do {
      let columns = try CSVSeriesColumns(
        header: header, timeColumn: time, valueColumn: value, file: "f.csv", line: 3)
      return "\(columns.time),\(columns.value)"
    } catch {
      return error.description
    }
  }

  @Test(
    "default picks: t or time in any case, then a time with a unit; diff, value, first other",
    arguments: [
      (["t", "diff"], "0,1"), (["Time", "Value"], "0,1"), (["time_s", "pos"], "0,1"),
      (["frame", "t", "side", "center", "diff"], "1,4"), (["index", "T", "VALUE", "x"], "1,2"),
      (["x", "Time (s)", "y"], "1,0"), (["t [ms]", "frame", "index", "v"], "0,3"),
      (["tick", "time_ms", "v"], "1,0"),
    ])
  func defaults(header: [String], expected: String) {
    #expect(pick(header) == expected)
  }

  @Test("names: exact first, then case-insensitive when unique; errors list what was found")
  func named() {
    #expect(pick(["T", "t", "v"], time: "t", value: "v") == "1,2")
    #expect(pick(["T", "v"], time: "t") == "0,1")
    #expect(pick(["t", "Diff", "diff"], value: "Diff") == "0,1")
    #expect(
      pick(["t", "DIFF", "Diff"], value: "diff")
        == "f.csv:3: 'diff' matches several columns: 'DIFF', 'Diff'; give the exact name")
    #expect(
      pick(["t", "v"], value: "w") == "f.csv:3: no column named 'w'; columns found: 't', 'v'")
    #expect(
      pick(["tick", "v"])
        == "f.csv:3: no time column (t, time, or a name such as time_s); columns found: 'tick', 'v'"
    )
    #expect(pick(["t"]) == "f.csv:3: no value column; columns found: 't'")
    #expect(
      pick(["time_s", "t_ms", "v"])
        == "f.csv:3: 'time' matches several columns: 'time_s', 't_ms'; give the exact name")
  }
}
