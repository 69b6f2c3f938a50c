import JellyTestSupport
import JellyTrack
import Testing

@testable import JellyVideo

@Suite(.enabled(if: ffmpegTestsRun, "needs ffmpeg on PATH (apt-get install ffmpeg)"))
struct VideoSourceTests {
  /// 12 frames of a 100 × 60 box whose top-left corner steps 3 px right a frame from (10, 50):
  /// its centre is at x = 60 + 3 k, y = 80.
  static func steps(in folder: TemporaryFolder) throws -> String {
    try VideoDecoderTests.video(count: 12, ptsExpression: "N", timescale: 30, in: folder)
  }

  @Test("both trackers follow the box's centre, 3 px a frame, within 0.05 px")
  func trackers() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let source = try VideoSource(path: try Self.steps(in: folder), region: nil)
    #expect(source.searchesWholeFrame)
    let byAppearance = try source.appearanceTrack(object: nil)
    let byDifference = try source.differenceTrack(criterion: .differsFromFirstFrameBackground)
    for track in [byAppearance, byDifference] {
      #expect(track.times.count == 12)
      for (index, box) in track.boxes.enumerated() {
        let box = try #require(box)
        #expect(abs(box.x - (60 + 3 * Double(index))) <= 0.05, "frame \(index): x \(box.x)")
        #expect(abs(box.y - 80) <= 0.05, "frame \(index): y \(box.y)")
      }
    }
    #expect(byAppearance.isolatedMatches.isEmpty)
    // Found without a name, the element is its box in the last frame (the reference).
    #expect(byAppearance.element == PixelRegion(x: 43, y: 50, width: 100, height: 60))
    #expect(byDifference.element == nil && byDifference.appearance == nil)
  }

  @Test("a region searched part of the frame: boxes in the video's pixels, not the region's")
  func region() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let region = PixelRegion(x: 4, y: 30, width: 300, height: 120)
    let source = try VideoSource(path: try Self.steps(in: folder), region: region)
    #expect(!source.searchesWholeFrame)
    let track = try source.appearanceTrack(object: nil)
    let last = try #require(track.boxes.last ?? nil)
    #expect(abs(last.x - 93) <= 0.05 && abs(last.y - 80) <= 0.05, "\(last)")
  }

  @Test("what cannot be tracked is refused with the file, the frame or the region named")
  func refusals() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.steps(in: folder)
    let outside = PixelRegion(x: 600, y: 0, width: 100, height: 100)
    #expect(
      throws: VideoTrackingError.regionOutsideFrame(outside, width: 640, height: 360, path: path)
    ) {
      try VideoSource(path: path, region: outside)
    }
    let source = try VideoSource(path: path, region: nil)
    let late = ElementReference(
      box: PixelRegion(x: 10, y: 50, width: 100, height: 60), frame: .index(40))
    #expect(throws: VideoTrackingError.noFrame(late, index: 40, path: path)) {
      try source.appearanceTrack(object: late)
    }
    let tiny = ElementReference(box: PixelRegion(x: 10, y: 50, width: 3, height: 3))
    #expect(throws: VideoTrackingError.self) { try source.appearanceTrack(object: tiny) }
    let cut = PixelRegion(x: 0, y: 0, width: 200, height: 200)
    let small = try VideoSource(path: path, region: cut)
    let wide = ElementReference(box: PixelRegion(x: 150, y: 50, width: 100, height: 60))
    let error = VideoTrackingError.elementOutsideRegion(wide, region: cut, path: path)
    #expect(throws: error) { try small.appearanceTrack(object: wide) }
    #expect(
      error.description
        == "\(wide.box) is not inside the searched 200x200 region at 0,0 of '\(path)'")
    let missing = folder.url.appendingPathComponent("missing.mp4").path
    do {
      _ = try VideoSource(path: missing, region: nil)
      Issue.record("a missing file was opened")
    } catch {
      guard case .video = error else {
        Issue.record("a missing file: \(error)")
        return
      }
    }
  }
}
