import Testing

@testable import JellyFigures

@Suite struct GIFTimingTests {
  @Test(
    "real time where k/fps is a whole number of centiseconds ≥ 2",
    arguments: [
      // (fps, frames, step, delay): 60 fps: 3 frames = 5 cs; 50 fps: 1 frame = 2 cs;
      // 30 fps: 3 frames = 10 cs; 1000 fps: 20 frames = 2 cs; 120 fps: 6 frames = 5 cs.
      (60.0, 61, 3, 5), (50.0, 51, 1, 2), (30.0, 31, 3, 10), (1000.0, 1001, 20, 2),
      (120.0, 121, 6, 5),
    ])
  func realTime(fps: Double, frames: Int, step: Int, delay: Int) {
    let timing = GIFTiming(framesPerSecond: fps, frameCount: frames, maximumPages: 90)
    #expect(timing.frameStep == step && timing.delayCentiseconds == delay)
    #expect(timing.isRealTime)
    #expect(timing.pages(frameCount: frames).count <= 90)
  }

  @Test("60 fps was played at 2 cs = 50 fps (0.83×); now every 3rd frame at 5 cs, real time")
  func sixtyFrames() {
    let timing = GIFTiming(framesPerSecond: 60, frameCount: 61, maximumPages: 90)
    #expect(timing.pages(frameCount: 61) == Array(stride(from: 0, through: 60, by: 3)))
    #expect(timing.description == "GIF: every 3rd frame, 5 cs per page, real time")
  }

  @Test("59.94 fps has no small whole step: 2 cs per frame, the speed stated")
  func ntsc() {
    let fps = 60_000.0 / 1_001
    let timing = GIFTiming(framesPerSecond: fps, frameCount: 60, maximumPages: 90)
    #expect(timing.frameStep == 1 && timing.delayCentiseconds == 2)
    // (100/59.94)/2 = 0.834: the GIF plays at 83 % of real time.
    #expect(abs(timing.playbackSpeed - 100 / fps / 2) < 1e-12)
    #expect(timing.description.hasSuffix("plays at 0.83× real time (GIF delays are whole 1/100 s)"))
  }

  @Test("long animations skip frames to stay within the page limit")
  func pageLimit() {
    let timing = GIFTiming(framesPerSecond: 60, frameCount: 600, maximumPages: 90)
    #expect(timing.pages(frameCount: 600).count <= 90)
    #expect(timing.frameStep == 9 && timing.delayCentiseconds == 15 && timing.isRealTime)
  }
}
