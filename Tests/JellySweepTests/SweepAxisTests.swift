import JellyFrameDiff
import JellySweep
import Testing

@Suite struct SweepAxisTests {
  @Test("values are start + i·step up to and including stop")
  func values() throws {
    let axis = try SweepAxis(start: 0.1, stop: 1, step: 0.1)
    #expect(axis.count == 10)
    #expect(axis.values.first == 0.1)
    #expect(axis.value(at: 9) == 0.1 + 9 * 0.1)
    #expect(axis.values == (0..<10).map { 0.1 + Double($0) * 0.1 })
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
        (error as? FrameDiffError)?.description == message
      }
    }
  }
}
