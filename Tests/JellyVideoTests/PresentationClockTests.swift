import Testing

@testable import JellyVideo

@Suite struct PresentationClockTests {
  @Test("times are pts × time base; a missing time and the end of the stream are told apart")
  func times() {
    let clock = PresentationClock()
    clock.read("[Parsed_showinfo_2 @ 0x1] config in time_base: 1/15360, frame_rate: 60/1")
    clock.read("[Parsed_showinfo_2 @ 0x1] n:   0 pts:      0 pts_time:0")
    clock.read("[Parsed_showinfo_2 @ 0x1] n:   1 pts:    256 pts_time:0.0166667")
    clock.read("[Parsed_showinfo_2 @ 0x1] n:   2 pts: NOPTS")
    clock.read("Error while decoding stream #0:0")
    clock.end()
    #expect(clock.time(ofFrame: 0) == .some(.some(0)))
    #expect(clock.time(ofFrame: 1) == .some(.some(256.0 / 15_360)))
    #expect(clock.time(ofFrame: 2) == .some(.none))
    #expect(clock.time(ofFrame: 3) == .none)
    #expect(clock.lastMessages == ["Error while decoding stream #0:0"])
  }
}
