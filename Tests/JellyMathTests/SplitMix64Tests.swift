import JellyMath
import Testing

@Suite struct SplitMix64Tests {
  @Test("the published SplitMix64 sequence for seed 0")
  func referenceSequence() {
    var rng = SplitMix64(seed: 0)
    // Reference values of Vigna's splitmix64.c with state 0.
    #expect(rng.next() == 0xe220_a839_7b1d_cdaf)
    #expect(rng.next() == 0x6e78_9e6a_a1b9_65f4)
    #expect(rng.next() == 0x06c4_5d18_8009_454f)
  }

  @Test("unit doubles lie in [0, 1) and have a mean near 1/2")
  func unitDoubles() {
    var rng = SplitMix64(seed: 123)
    var sum = 0.0
    for _ in 0..<100_000 {
      let u = rng.nextUnitDouble()
      #expect(u >= 0 && u < 1)
      sum += u
    }
    #expect(abs(sum / 100_000 - 0.5) < 0.005)
  }
}
