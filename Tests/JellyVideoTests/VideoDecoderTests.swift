import Foundation
import JellyIO
import JellyTestSupport
import JellyTrack
import Testing

@testable import JellyVideo

@Suite(
  .enabled(if: ffmpegTestsRun, "needs ffmpeg on PATH (apt-get install ffmpeg)"),
  .tags(.sanitizeMemory, .sanitizeThread))
struct VideoDecoderTests {
  /// A short video of a box stepping right, its frames at `ptsExpression` units of 1/`timescale` s.
  static func video(
    count: Int, ptsExpression: String, timescale: Int, in folder: TemporaryFolder
  ) throws -> String {
    let drawn = TestVideo()
    let frames = (0..<count).map { drawn.frame(boxAt: (Double(10 + 3 * $0), 50)) }
    let url = folder.url.appendingPathComponent("steps.mp4")
    try drawn.encode(
      frames, to: url, ptsExpression: ptsExpression, timescale: timescale,
      tools: try requireFFmpeg())
    return url.path
  }

  @Test("every frame with its own presentation time: a variable frame rate in a 1/1000 s base")
  func variableTimes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.video(
      count: 12, ptsExpression: "N*N*3+N*10", timescale: 1000, in: folder)
    let tools = try requireFFmpeg()
    let probe = try VideoProbe.probe(path, tools: tools)
    #expect(probe == VideoProbe(width: 640, height: 360, timeBase: (1, 1000)))
    #expect(probe.pixelFormat == "yuv420p" && probe.storesQuarterChroma)
    let region = PixelRegion(x: 8, y: 40, width: 200, height: 80)
    let decoder = try VideoDecoder(path: path, probe: probe, region: region, tools: tools)
    var frame = PixelFrame(width: 200, height: 80, filledWith: RGBColor(red: 0, green: 0, blue: 0))
    var frames = 0
    var times: [Double] = []
    while try decoder.nextFrame(into: &frame) {
      frames += 1
      times += try decoder.takeTimes()
    }
    times += try decoder.takeTimes()
    #expect(frames == 12 && times.count == 12)
    for (n, time) in times.enumerated() {
      #expect(abs(time - Double(3 * n * n + 10 * n) / 1000) < 1e-6, "frame \(n)")
    }
    // The region's top-left pixel is background: the crop starts at (8, 40).
    #expect(frame[0, 0].distance(to: TestVideo().background) < 12)
  }

  @Test("a decoder released before the last frame ends ffmpeg and unregisters it")
  func stopsEarly() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.video(count: 30, ptsExpression: "N*256", timescale: 15_360, in: folder)
    let cleanup = InterruptCleanup()
    var pid: Int32 = 0
    do {
      let decoder = try VideoDecoder(
        path: path, probe: VideoProbe(width: 640, height: 360, timeBase: (1, 15_360)),
        region: .frame(width: 640, height: 360), tools: try requireFFmpeg(),
        cleanup: cleanup)
      var frame = PixelFrame(
        width: 640, height: 360, filledWith: RGBColor(red: 0, green: 0, blue: 0))
      #expect(try decoder.nextFrame(into: &frame))
      pid = try #require(cleanup.childProcesses.first)
      try decoder.finish()
    }
    #expect(processHasEnded(pid))
    #expect(cleanup.childProcesses.isEmpty)
  }

  @Test("an interrupt while ffmpeg decodes ends it: the cleanup kills the registered process")
  func interrupted() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.video(count: 30, ptsExpression: "N*256", timescale: 15_360, in: folder)
    let cleanup = InterruptCleanup()
    let decoder = try VideoDecoder(
      path: path, probe: VideoProbe(width: 640, height: 360, timeBase: (1, 15_360)),
      region: .frame(width: 640, height: 360), tools: try requireFFmpeg(),
      cleanup: cleanup)
    let pid = try #require(cleanup.childProcesses.first)
    cleanup.cleanUp()
    #expect(processHasEnded(pid))
    var frame = PixelFrame(width: 640, height: 360, filledWith: RGBColor(red: 0, green: 0, blue: 0))
    // The pipe ends (at a frame boundary or inside one) and the decoder reports no success.
    var frames = 0
    do {
      while try decoder.nextFrame(into: &frame) { frames += 1 }
    } catch {}
    #expect(frames < 30)
  }
}
