import Foundation
import JellyFit
import Testing

@Suite struct RecordingProfileTests {
  /// 40 samples at 100, a ramp to 400 over 10 samples, 60 samples at 400, 10 ms apart.
  static func ramp() throws -> RecordedMotion {
    let values =
      Array(repeating: 100.0, count: 40) + (1...10).map { 100 + 30 * Double($0) }
      + Array(repeating: 400.0, count: 60)
    return try RecordedMotion(times: values.indices.map { Double($0) * 0.01 }, values: values)
  }

  @Test("exact holds: the noise is the rounding's, the start and end are the ramp's ends")
  func holds() throws {
    let profile = RecordingProfile(try Self.ramp())
    #expect(profile.quantum == 1)
    #expect(abs(profile.noise - 1 / 12.0.squareRoot()) <= 1e-15)
    #expect(profile.startLevel == 100 && profile.endLevel == 400)
    #expect(profile.startIndex == 40 && profile.endIndex == 48)
    #expect(profile.finalExactHoldStart == 49)
  }

  @Test("each hold keeps 20 samples next to the motion; the rest is trimmed and counted")
  func trimming() throws {
    let profile = RecordingProfile(try Self.ramp())
    #expect(profile.trimmedAtStart == 20)
    #expect(profile.trimmedAtEnd == 110 - 1 - (48 + 20))
    #expect(profile.usedIndices == Array(20...68))
  }

  @Test("a value repeated while the motion runs fast is a repeated frame; a turn is not")
  func repeatedFrames() throws {
    var values =
      Array(repeating: 0.0, count: 10) + (1...20).map { 10 * Double($0) }
      + Array(repeating: 200.0, count: 10)
    values[15] = values[14]
    // A peak between two frames that round alike: 0 … 50, 60, 60, 50 … is a turn.
    values += [190, 180, 180, 190, 200, 200, 200]
    let motion = try RecordedMotion(
      times: values.indices.map { Double($0) / 60 }, values: values)
    let profile = RecordingProfile(motion)
    #expect(profile.repeatedFrames == [15])
    #expect(profile.notes(motion).first?.hasPrefix("1 repeated frame ") == true)
  }

  @Test("a stale frame a codec shifted by a trace is still a repeated frame")
  func repeatedFrameShiftedByACodec() throws {
    // Sub-pixel positions (no rounding quantum): the stale frame reads 0.02 px off its twin.
    var values =
      Array(repeating: 0.25, count: 10) + (1...20).map { 10.37 * Double($0) }
      + Array(repeating: 207.4, count: 10)
    values[15] = values[14] + 0.02
    let motion = try RecordedMotion(
      times: values.indices.map { Double($0) / 60 }, values: values)
    #expect(RecordingProfile(motion).repeatedFrames == [15])
  }

  @Test("a hold that drifts by a thousandth of a pixel has not started moving")
  func driftingHold() throws {
    // A hold of identical frames (no spread at all), a ramp, then a hold whose sub-pixel
    // reading drifts in a tracker's last digits.
    let drift = (0..<30).map { 400 + 1e-3 * sin(Double($0)) }
    let values = Array(repeating: 100.0, count: 30) + (1...9).map { 100 + 30 * Double($0) } + drift
    let profile = RecordingProfile(
      try RecordedMotion(times: values.indices.map { Double($0) / 60 }, values: values))
    #expect(profile.startIndex == 30)
    #expect(profile.endIndex == 38 || profile.endIndex == 39)
    #expect(abs(profile.noise - 1e-4 * 300) <= 1e-6, "noise \(profile.noise)")
  }

  @Test("gaps longer than 1.5 spacings count their missing frames")
  func droppedFrames() throws {
    var times = (0..<30).map { Double($0) / 60 }
    times.removeSubrange(10...11)
    let motion = try RecordedMotion(
      times: times, values: times.map { $0 < 0.2 ? 0 : 100 })
    #expect(RecordingProfile(motion).droppedFrames == 2)
  }

  @Test("a recording without a hold before or after the motion says its levels are extrapolated")
  func missingHolds() throws {
    // A hold, then an approach cut while it still moves; then the reverse.
    let approach = (0..<30).map { 100 + 300 * (1 - exp(-Double($0) / 10)) }
    let cut = Array(repeating: 100.0, count: 10) + approach
    let late = approach + Array(repeating: 400.0, count: 10)
    for (values, note) in [
      (cut, "the recording ends while the value moves"),
      (late, "the recording starts while the value moves"),
    ] {
      let motion = try RecordedMotion(
        times: values.indices.map { Double($0) / 60 }, values: values)
      let notes = RecordingProfile(motion).notes(motion)
      #expect(notes.count == 1 && notes[0].hasPrefix(note), "\(notes)")
    }
    #expect(RecordingProfile(try Self.ramp()).notes(try Self.ramp()).isEmpty)
  }
}
