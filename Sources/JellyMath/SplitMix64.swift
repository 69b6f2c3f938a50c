/// A small, fast, seedable pseudo-random generator (SplitMix64, Steele, Lea & Flood 2014).
///
/// The same seed gives the same sequence on every platform and run, which is what reproducible
/// dropped frames and property tests need. Not for cryptography.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed` (any 64-bit value, 0 included).
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 pseudo-random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  /// A uniform double in [0, 1) with 53 random bits.
  public mutating func nextUnitDouble() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }
}
