import JellyFrameDiff
import Testing

@testable import JellyFigures

@Suite struct DiffFigureDataTests {
  @Test("evenly spaced positions include both ends and round to the nearest integer")
  func evenlySpaced() {
    #expect(DiffFigureData.evenlySpaced(count: 6, among: 61) == [0, 12, 24, 36, 48, 60])
    #expect(DiffFigureData.evenlySpaced(count: 4, among: 11) == [0, 3, 7, 10])  // 3.33, 6.67
    #expect(DiffFigureData.evenlySpaced(count: 5, among: 3) == [0, 1, 2])
    #expect(DiffFigureData.evenlySpaced(count: 1, among: 61) == [0])
    #expect(DiffFigureData.evenlySpaced(count: 3, among: 1) == [0])
  }

  /// Glow's BlockView, evaluated by hand from the helper's exact value: p = 1 − (y − to)/(from −
  /// to), Δ = h/2·(0.5 − |p − 0.5|) (springs.md §6.3; published: p = 0.5 gives Δ = h/4 = 25).
  @Test("jelly: the max-bend snapshot is the frame whose progress is nearest 0.5, Δ ≤ 25 pt")
  func jellyLargestBendMatchesGlowsFormula() throws {
    let data = try DiffFigureData(
      preset: FrameDiffPreset.jelly, framesPerSecond: 60, snapshotCount: 6)
    let side = data.sequence.scene.side
    let height = 100.0
    var best = (frame: -1, bend: -1.0)
    for frame in data.sequence.frames {
      let progress = 1 - (side.value(at: frame.time) - side.to) / (side.from - side.to)
      let bend = height / 2 * (0.5 - abs(progress - 0.5))
      if bend > best.bend { best = (frame.frame, bend) }
    }
    let largest = try #require(data.snapshots.first { $0.isLargestDeformation })
    #expect(largest.frame.frame == best.frame)
    #expect(abs(largest.shape.bend - best.bend) <= 1e-9)
    // Between frames Δ changes by at most h/2·|p'|/fps; |p'| ≤ 4 /s here, so the best frame is
    // within 50·4/120 ≈ 1.7 pt of the continuous maximum 25 pt.
    #expect(best.bend <= 25 + 1e-12 && best.bend >= 25 - 1.7)
    #expect(data.snapshots.count == 6)
    #expect(data.snapshots.map(\.frame.time) == data.snapshots.map(\.frame.time).sorted())
    #expect(data.bends.count == data.sequence.frames.count)
  }

  @Test("menus: the max-bend snapshot has the largest |bend| of all frames")
  func menuLargestBend() throws {
    for name in ["skype", "gooey", "bouncyview", "skype-close"] {
      let data = try DiffFigureData(
        preset: FrameDiffPreset.named(name), framesPerSecond: 60, snapshotCount: 4)
      let largest = try #require(data.snapshots.first { $0.isLargestDeformation })
      let maximum = data.bends.map(abs).max() ?? 0
      #expect(abs(largest.shape.bend) == maximum, "\(name)")
      #expect(maximum > 1, "\(name): the menu edge does bend")
      #expect(data.snapshots.filter(\.isLargestDeformation).count == 1)
    }
  }

  @Test("peaks lie on the diff curve: each refined peak is a local extremum of the frames")
  func peaksAreExtrema() throws {
    let data = try DiffFigureData(
      preset: FrameDiffPreset.skype, framesPerSecond: 60, snapshotCount: 6)
    #expect(!data.peaks.isEmpty)
    let scene = data.sequence.scene
    for peak in data.peaks {
      // Independent check: the exact diff at ±2 ms is on the inner side of the peak value.
      let sign: Double = peak.kind == .maximum ? 1 : -1
      #expect(sign * (peak.value - scene.diff(at: peak.time - 0.002)) >= -1e-9)
      #expect(sign * (peak.value - scene.diff(at: peak.time + 0.002)) >= -1e-9)
    }
  }
}
