import JellyFrameDiff
import JellyMath
import Testing

@Suite struct FrameDiffErrorTests {
  @Test("a diff that cannot be studied has a case and a one-line message of its own")
  func diffCases() {
    #expect(
      FrameDiffError.diffNeverMoves.description
        == "diff must be moving (the helpers' springs must differ) (got constant)")
    #expect(
      FrameDiffError.diffNeverSettles.description
        == "spring damping must be strong enough that the diff settles within 1000 s (the"
        + " longest settling search) (got too weak)")
    let peak = FrameDiffError.nothingFollowsPeak(deviation: -41.2345, settlingTime: 0.5)
    #expect(
      peak.alignmentAllowed
        == "start here (the largest |diff|, −41.23 pt, is just before a helper's animation ends"
        + " at 0.5 s, where the diff settles: nothing follows the peak)")
    #expect(peak.description == "alignment must be \(peak.alignmentAllowed ?? "") (got peak)")
    #expect(
      FrameDiffError.sampleCountMismatch(times: 5, values: 6).description
        == "sample counts must be equal for times and values (got 5/6)")
    for error in [FrameDiffError.diffNeverMoves, .diffNeverSettles, peak] {
      #expect(error.parameterError == nil)
    }
    #expect(FrameDiffError.diffNeverSettles.alignmentAllowed == nil)
  }
}
