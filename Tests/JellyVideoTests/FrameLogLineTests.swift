import Testing

@testable import JellyVideo

@Suite struct FrameLogLineTests {
  @Test("the metadata filter's frame lines, as ffmpeg 5.1 prints them")
  func lines() {
    #expect(
      FrameLogLine("[Parsed_metadata_2 @ 0x560c13c35b00] frame:1    pts:360000  pts_time:0.36")
        == .frame(index: 1, pts: 360_000, roundedSeconds: 0.36))
    #expect(
      FrameLogLine("[Parsed_metadata_4 @ 0x5] frame:0    pts:NOPTS   pts_time:NOPTS")
        == .frame(index: 0, pts: nil, roundedSeconds: nil))
    #expect(FrameLogLine("[Parsed_metadata_2 @ 0x5] jellylab=1") == .otherFilterLine)
    #expect(FrameLogLine("Input #0, mov,mp4") == .message("Input #0, mov,mp4"))
  }
}
