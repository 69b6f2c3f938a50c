import JellyTestSupport
import Testing

@testable import JellyVideo

@Suite(.enabled(if: ffmpegTestsRun, "needs ffmpeg on PATH (apt-get install ffmpeg)"))
struct VideoProbeTests {
  @Test("a file that is not a video: ffprobe's reason, naming the file")
  func notAVideo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = try folder.write("plain text\n", to: "notes.mp4")
    #expect(
      throws: VideoError.notAVideo(
        path: url.path, reason: "Invalid data found when processing input")
    ) { try VideoProbe.probe(url.path, tools: try requireFFmpeg()) }
    #expect(throws: VideoError.unreadableFile(path: folder.url.path, reason: "is a folder")) {
      try VideoProbe.probe(folder.url.path, tools: try requireFFmpeg())
    }
  }

  @Test("ffprobe's message loses the path it starts with")
  func reason() {
    #expect(
      VideoProbe.reason("x.mp4: Invalid data found when processing input\n", path: "x.mp4")
        == "Invalid data found when processing input")
  }
}
