import JellyFrameDiff
import JellyMath
import JellySweep
import Testing

@Suite struct SweepAxisTests {
  @Test("values are start + i·step up to and including stop")
  func values() throws {
    let axis = try SweepAxis(start: 0.1, stop: 1, step: 0.1)
    #expect(axis.count == 10)
    #expect(axis.values.first == 0.1)
    #expect(axis.value(at: 9) == 1)
    // The values a user would write, not start + i·step's binary noise (0.30000000000000004).
    #expect(axis.values == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
    #expect(
      axis.values.map { "\($0)" }.joined(separator: " ")
        == "0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 1.0")
    #expect(0.1 + 2 * 0.1 != 0.3, "the case this guards against")
    // 999 steps of 0.001 from 0.05 land on 1.049 up to rounding: 1000 values.
    #expect(try SweepAxis(start: 0.05, stop: 1.049, step: 0.001).count == 1_000)
    // A stop between grid points is not reached.
    #expect(try SweepAxis(start: 0, stop: 1.05, step: 0.1).count == 11)
    #expect(try SweepAxis(value: 0.5).values == [0.5])
  }

  @Test("parses start:stop:step and single numbers; description parses back")
  func parsing() throws {
    #expect(try SweepAxis(parsing: "0.1:1:0.1") == SweepAxis(start: 0.1, stop: 1, step: 0.1))
    #expect(try SweepAxis(parsing: " 0 : 2 : 0.5 ").count == 5)
    #expect(try SweepAxis(parsing: "0.85") == SweepAxis(value: 0.85))
    for text in ["0.1:1:0.1", "0.85", "-2:3:0.25"] {
      let axis = try SweepAxis(parsing: text)
      #expect(try SweepAxis(parsing: axis.description) == axis)
    }
  }

  @Test("bad axes throw errors naming the axis and the allowed range")
  func rejectsBadAxes() {
    let cases: [(String, String)] = [
      ("1:2", "damping ratio must be a number or start:stop:step (e.g. 0.1:1:0.05) (got '1:2')"),
      ("a", "damping ratio must be a number or start:stop:step (e.g. 0.1:1:0.05) (got 'a')"),
      ("1:0:0.1", "damping ratio stop must be >= start (1.0) (got 0.0)"),
      ("0:1:0", "damping ratio step must be > 0 and finite (got 0.0)"),
      ("0:1:-0.5", "damping ratio step must be > 0 and finite (got -0.5)"),
      ("nan", "damping ratio start must be finite (got nan)"),
      (
        "0:1:1e-9",
        "damping ratio step must be large enough for at most 1000000 values from 0.0 to 1.0"
          + " (got 1e-09)"
      ),
    ]
    for (text, message) in cases {
      #expect {
        _ = try SweepAxis(parsing: text, name: "damping ratio")
      } throws: { error in
        (error as? SweepError)?.description == message
      }
    }
  }

  @Test("decimal places come from start and step; the rounding never moves a value a step")
  func decimalRounding() throws {
    #expect(try SweepAxis(start: 0.05, stop: 0.3, step: 0.05).decimalPlaces == 2)
    #expect(try SweepAxis(start: 1, stop: 2, step: 1e-05).decimalPlaces == 5)
    #expect(try SweepAxis(start: 0, stop: 1e-6, step: 1.5e-7).decimalPlaces == 8)
    #expect(try SweepAxis(start: 0, stop: 1, step: 1.0 / 3).decimalPlaces == nil)
    let thirds = try SweepAxis(start: 0, stop: 1, step: 1.0 / 3)
    #expect(thirds.values == (0..<4).map { Double($0) * (1.0 / 3) })
    let fine = try SweepAxis(start: -2, stop: 3, step: 0.001)
    for index in stride(from: 0, to: fine.count, by: 7) {
      let raw = -2 + Double(index) * 0.001
      let value = fine.value(at: index)
      #expect(abs(value - raw) <= 1e-12)
      #expect(Double("\(value)") == value && "\(value)".count <= 6, "\(value)")
    }
  }

  @Test("axis errors carry the start/stop/step parameter, with the axis' name in the message")
  func errorsCarryTheParameter() {
    let cases: [(Parameter, String, () throws -> SweepAxis)] = [
      (
        .start, "--damping start must be finite (got nan)",
        {
          try SweepAxis(start: .nan, stop: 1, step: 0.1, name: "--damping")
        }
      ),
      (
        .stop, "--damping stop must be >= start (1.0) (got 0.5)",
        {
          try SweepAxis(start: 1, stop: 0.5, step: 0.1, name: "--damping")
        }
      ),
      (
        .step, "--damping step must be > 0 and finite (got 0.0)",
        {
          try SweepAxis(start: 0, stop: 1, step: 0, name: "--damping")
        }
      ),
    ]
    for (parameter, message, make) in cases {
      #expect {
        _ = try make()
      } throws: { error in
        (error as? SweepError)?.parameterError?.parameter == parameter && "\(error)" == message
      }
    }
  }

  @Test("text that is no axis throws malformedAxis, with the axis' name and the text")
  func malformedAxis() {
    #expect(throws: SweepError.malformedAxis(text: "1:x:2", name: "--velocity")) {
      try SweepAxis(parsing: "1:x:2", name: "--velocity")
    }
  }

  @Test("a grid over its cell limit throws tooManyCells with the counts; none without axes")
  func gridCells() throws {
    let axis = try SweepAxis(start: 0, stop: 9, step: 1)
    #expect(throws: SweepError.tooManyCells(counts: [10, 10], limit: 99)) {
      try SweepGrid([axis, axis], maximumCellCount: 99)
    }
    #expect(throws: SweepError.noAxes) { try SweepGrid([]) }
  }
}
