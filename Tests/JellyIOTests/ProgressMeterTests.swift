import Testing

@testable import JellyIO

@Suite struct ProgressMeterTests {
  @Test("a silent meter never reads the clock: its next check is never reached")
  func silent() {
    var meter = ProgressMeter.silent
    for done in [0, 1, 1_000_000, Int.max - 1] { meter.advance(to: done) }
    #expect(meter.bar == nil)
    meter.finish()
  }

  @Test("the clock is read every thousandth of the total, at least every unit")
  func stride() {
    let write: (String) -> Void = { _ in }
    #expect(
      ProgressMeter(bar: ProgressBar(total: 100_000_000, write: write)).checkStride == 100_000)
    #expect(ProgressMeter(bar: ProgressBar(total: 999, write: write)).checkStride == 1)
  }

  @Test("silent for the bar's first second, then at most one redraw per 0.1 s, cleared at the end")
  func redrawsAtMostTenTimesASecond() {
    var written: [String] = []
    var meter = ProgressMeter(
      bar: ProgressBar(total: 1_000, unit: "rows", start: 100) { written.append($0) })
    // A check every ms for 3 s: 1,000 before the bar's delay, then 2,000 more.
    var drawTimes: [Double] = []
    for step in 0..<3_000 {
      let time = 100 + Double(step) / 1_000
      meter.check(done: step / 3, at: time)
      if written.count > drawTimes.count { drawTimes.append(time) }
    }
    // About every 0.1 s from 1.0 s on (19 or 20 by rounding of the times), never closer.
    #expect(drawTimes.first == 101)
    #expect((19...20).contains(drawTimes.count))
    for (earlier, later) in zip(drawTimes, drawTimes.dropFirst()) {
      #expect(later - earlier >= ProgressMeter.redrawInterval)
      #expect(later - earlier < ProgressMeter.redrawInterval + 0.0015)
    }
    #expect(written.first == "\r" + ProgressBar.line(done: 333, total: 1_000, unit: "rows"))
    #expect(written.allSatisfy { $0.hasPrefix("\r[") && $0.hasSuffix(" rows") })
    meter.finish()
    #expect(written.count == drawTimes.count + 1)
    #expect(written.last?.hasSuffix("\r") == true)
  }
}
