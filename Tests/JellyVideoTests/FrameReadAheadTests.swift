import Foundation
import JellyIO
import JellyTestSupport
import JellyTrack
import Testing

@testable import JellyVideo

@Suite(
  .enabled(if: ffmpegTestsRun, "needs ffmpeg on PATH (apt-get install ffmpeg)"),
  .tags(.sanitizeMemory, .sanitizeThread))
struct FrameReadAheadTests {
  /// Every frame of a 20-frame video, read in turn from the decoder.
  static func sequential(_ path: String, _ probe: VideoProbe) throws -> [[UInt8]] {
    let decoder = try VideoDecoder(
      path: path, probe: probe, region: .frame(width: 640, height: 360),
      tools: try requireFFmpeg())
    var frame = PixelFrame(width: 640, height: 360, filledWith: RGBColor(red: 0, green: 0, blue: 0))
    var frames: [[UInt8]] = []
    while try decoder.nextFrame(into: &frame) { frames.append(frame.bytes) }
    return frames
  }

  @Test("read ahead on two, three and four slots, the frames and times are those read in turn")
  func sameFrames() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try VideoDecoderTests.video(
      count: 20, ptsExpression: "N*256", timescale: 15_360, in: folder)
    let tools = try requireFFmpeg()
    let probe = try VideoProbe.probe(path, tools: tools)
    let expected = try Self.sequential(path, probe)
    #expect(expected.count == 20)
    for depth in 2...4 {
      let decoder = try VideoDecoder(
        path: path, probe: probe, region: .frame(width: 640, height: 360), tools: tools)
      let reader = FrameReadAhead(decoder: decoder, width: 640, height: 360, depth: depth)
      var frames: [[UInt8]] = []
      var times: [Double] = []
      times += try reader.forEachFrame { frame, newTimes in
        frames.append(frame.bytes)
        times += newTimes
      }
      try decoder.finish()
      #expect(frames == expected, "depth \(depth)")
      #expect(times == (0..<20).map { Double($0 * 256) / 15_360 }, "depth \(depth)")
    }
  }

  @Test("a caller that stops early ends ffmpeg, waits for the reading thread and rethrows")
  func stopsEarly() throws {
    struct Stop: Error {}
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try VideoDecoderTests.video(
      count: 30, ptsExpression: "N*256", timescale: 15_360, in: folder)
    let cleanup = InterruptCleanup()
    let decoder = try VideoDecoder(
      path: path, probe: VideoProbe(width: 640, height: 360, timeBase: (1, 15_360)),
      region: .frame(width: 640, height: 360), tools: try requireFFmpeg(), cleanup: cleanup)
    let pid = try #require(cleanup.childProcesses.first)
    let reader = FrameReadAhead(decoder: decoder, width: 640, height: 360)
    var seen = 0
    #expect(throws: Stop.self) {
      _ = try reader.forEachFrame { _, _ in
        seen += 1
        if seen == 2 { throw Stop() }
      }
    }
    try? decoder.finish()
    #expect(seen == 2)
    #expect(processHasEnded(pid))
    #expect(cleanup.childProcesses.isEmpty)
  }
}
