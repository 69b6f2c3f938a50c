import Testing

@testable import JellyVideo

@Suite struct ShowInfoLineTests {
  @Test("showinfo's time base and frame lines, as ffmpeg 5.1 writes them")
  func lines() {
    #expect(
      ShowInfoLine(
        "[Parsed_showinfo_2 @ 0x556f2d338680] config in time_base: 1/15360, frame_rate: 60/1")
        == .timeBase(numerator: 1, denominator: 15_360))
    #expect(
      ShowInfoLine(
        "[Parsed_showinfo_2 @ 0x55] n:  12 pts:   3072 pts_time:0.2     pos:  48 fmt:yuv420p")
        == .frame(index: 12, pts: 3072))
    #expect(
      ShowInfoLine("[Parsed_showinfo_2 @ 0x55] n:   0 pts:NOPTS pts_time:NOPTS")
        == .otherFilterLine
        || ShowInfoLine("[Parsed_showinfo_2 @ 0x55] n:   0 pts: NOPTS")
          == .frame(index: 0, pts: nil)
    )
    #expect(ShowInfoLine("[Parsed_showinfo_2 @ 0x55]   side data - User Data") == .otherFilterLine)
    #expect(ShowInfoLine("Input #0, mov,mp4") == .message("Input #0, mov,mp4"))
  }
}
