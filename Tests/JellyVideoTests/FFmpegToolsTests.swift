import Testing

@testable import JellyVideo

@Suite struct FFmpegToolsTests {
  @Test("a search path without ffmpeg: the error names the Debian package to install")
  func missing() {
    #expect(throws: VideoError.ffmpegNotFound(program: "ffmpeg", searchPath: "/nonexistent")) {
      try FFmpegTools.locate(searchPath: "/nonexistent")
    }
    let message = VideoError.ffmpegNotFound(program: "ffmpeg", searchPath: "/x").description
    #expect(message == "ffmpeg was not found on PATH (/x); install it with: apt-get install ffmpeg")
  }
}
