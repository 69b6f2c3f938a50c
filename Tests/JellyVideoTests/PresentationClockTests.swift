import JellyTestSupport
import Testing

@testable import JellyVideo

@Suite(.tags(.sanitizeMemory, .sanitizeThread)) struct PresentationClockTests {
  @Test("times are pts × time base; a missing or inconsistent time stamp is no time")
  func times() {
    let clock = PresentationClock(timeBase: (1, 15_360))
    clock.read("[Parsed_metadata_2 @ 0x1] frame:0    pts:0       pts_time:0")
    clock.read("[Parsed_metadata_2 @ 0x1] jellylab=1")
    clock.read("[Parsed_metadata_2 @ 0x1] frame:1    pts:256     pts_time:0.0166667")
    clock.read("[Parsed_metadata_2 @ 0x1] frame:2    pts:NOPTS   pts_time:NOPTS")
    // pts 768 is 0.05 s in this time base, not the 0.768 s ffmpeg says: another time base.
    clock.read("[Parsed_metadata_2 @ 0x1] frame:3    pts:768     pts_time:0.768")
    clock.read("Error while decoding stream #0:0")
    #expect(clock.count == 4)
    #expect(clock.times(from: 0) == [0, 256.0 / 15_360, nil, nil])
    #expect(clock.times(from: 3) == [nil])
    #expect(clock.times(from: 4).isEmpty)
    #expect(clock.lastMessages == ["Error while decoding stream #0:0"])
  }
}
