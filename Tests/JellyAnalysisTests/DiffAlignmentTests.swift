import Foundation
import JellyFrameDiff
import Testing

@testable import JellyAnalysis

@Suite struct DiffAlignmentTests {
  @Test("the two alignments are the words the CLI accepts, start and peak")
  func rawValues() {
    #expect(DiffAlignment.allCases.map(\.rawValue) == ["start", "peak"])
  }

  @Test("skype: n_peak(u) = n_start(t*/T + u·(T − t*)/T) for 101 u, to 1e-12")
  func peakIsAShiftedAndStretchedStart() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let peak = try DiffNormalization(scene: scene, alignment: .peak)
    let start = try DiffNormalization(scene: scene, alignment: .start)
    #expect(peak.settlingTime == start.settlingTime && peak.amplitude == start.amplitude)
    let (t0, total) = (peak.mainExcursionTime, peak.settlingTime)
    #expect(peak.timeOrigin == t0 && start.timeOrigin == 0)
    #expect(abs(peak.timeSpan - (total - t0)) < 1e-15 && start.timeSpan == total)
    for i in 0...100 {
      let u = Double(i) / 100
      let mapped = t0 / total + u * (total - t0) / total
      #expect(abs(peak.value(at: u) - start.value(at: mapped)) < 1e-12)
    }
  }

  @Test("jelly's main excursion is its start (t* = 0): both alignments give the same curve")
  func startExcursionMakesAlignmentsEqual() throws {
    let scene = try FrameDiffPreset.jelly.scene()
    let peak = try DiffNormalization(scene: scene, alignment: .peak)
    let start = try DiffNormalization(scene: scene, alignment: .start)
    #expect(peak.mainExcursionTime == 0)
    for i in 0...50 {
      let u = Double(i) / 50
      #expect(peak.value(at: u) == start.value(at: u))
    }
  }
}
