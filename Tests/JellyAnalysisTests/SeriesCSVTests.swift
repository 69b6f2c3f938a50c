import Foundation
import JellyAnalysis
import JellyFrameDiff
import Testing

@Suite struct SeriesCSVTests {
  @Test("a diff CSV with comments is read and its peaks found (frame-level and parabolic)")
  func readsAndFindsPeaks() throws {
    var text = "# sampled by another tool\nframe,t,side,center,diff\n"
    // diff = sin(2π·t) sampled at 20 Hz: max 1 at t = 0.25, min −1 at t = 0.75.
    for n in 0...20 {
      let t = Double(n) / 20
      text += "\(n),\(t),0,0,\(sin(2 * Double.pi * t))\n"
    }
    let samples = try SeriesCSV.parse(text)
    #expect(samples.count == 21)
    #expect(samples[5] == SamplePoint(index: 5, time: 0.25, value: sin(2 * Double.pi * 0.25)))
    let peaks = PeakFinder.sampledPeaks(samples)
    #expect(peaks.map(\.index) == [5, 15])
    #expect(peaks.map(\.kind) == [.maximum, .minimum])
    // A peak on a sample stays on it (the symmetric parabola's vertex is the sample).
    let refined = PeakFinder.parabolicPeaks(samples)
    #expect(abs(refined[0].time - 0.25) <= 1e-12)
    #expect(abs(refined[1].value - -1) <= 1e-12)
    let side = try SeriesCSV.parse(text, valueColumn: "side")
    #expect(side.allSatisfy { $0.value == 0 })
  }

  @Test("parabolic refinement between samples: error O(h²) for sin(2πt) at 24 Hz (< 3e-3)")
  func parabolicAccuracy() throws {
    var text = "t,value\n"
    for n in 0...24 {
      text += "\(0.01 + Double(n) / 24),\(sin(2 * Double.pi * (0.01 + Double(n) / 24)))\n"
    }
    let peaks = PeakFinder.parabolicPeaks(try SeriesCSV.parse(text))
    #expect(peaks.count == 2)
    #expect(abs(peaks[0].time - 0.25) <= 3e-3)
    #expect(abs(peaks[0].value - 1) <= 3e-3)
    #expect(abs(peaks[1].time - 0.75) <= 3e-3)
  }

  @Test("bad series CSV names the line and the problem")
  func malformed() {
    #expect(throws: FrameDiffError.malformedCSV(line: 1, reason: "no 't' or 'time' column")) {
      try SeriesCSV.parse("x,y\n1,2\n")
    }
    #expect(
      throws: FrameDiffError.malformedCSV(
        line: 3, reason: "time 0.1 does not increase (previous 0.1)")
    ) {
      try SeriesCSV.parse("t,value\n0.1,1\n0.1,2\n")
    }
    #expect(throws: FrameDiffError.malformedCSV(line: 2, reason: "value 'nan' not a number")) {
      try SeriesCSV.parse("t,value\n0.1,nan\n")
    }
    #expect(throws: FrameDiffError.malformedCSV(line: 1, reason: "no header row")) {
      try SeriesCSV.parse("# only a comment\n")
    }
    #expect(throws: FrameDiffError.malformedCSV(line: 1, reason: "no 'diff' column")) {
      try SeriesCSV.parse("t,value\n", valueColumn: "diff")
    }
  }
}
