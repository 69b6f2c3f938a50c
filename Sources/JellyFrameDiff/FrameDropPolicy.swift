import JellyMath

/// Which display-link frames a device skips (its callback does not run, so nothing is drawn).
public enum FrameDropPolicy: Sendable, Hashable {
  /// Every frame is presented.
  case none
  /// Each frame is dropped independently with probability `rate` in [0, 1], decided by one
  /// `SplitMix64(seed:)` draw per frame in frame order: the same seed always drops the same
  /// frames, whatever the horizon.
  case random(rate: Double, seed: UInt64)
  /// Exactly these frame numbers (n ≥ 0, frame n shown at t = n / fps) are dropped.
  case explicit(Set<Int>)

  /// Throws unless the rate is in [0, 1] or every listed frame number is ≥ 0.
  func validate() throws(FrameDiffError) {
    switch self {
    case .none:
      return
    case .random(let rate, _):
      try FrameDiffError.check(.dropRate, rate, allowed: "in [0, 1]") { $0 >= 0 && $0 <= 1 }
    case .explicit(let frames):
      if let bad = frames.filter({ $0 < 0 }).min() {
        throw FrameDiffError.invalidParameter(
          ParameterError(.droppedFrame, count: bad, allowed: ">= 0"))
      }
    }
  }

  /// For frames 0..<count, whether each is dropped (empty for count ≤ 0). Linear in `count`.
  public func droppedMask(frameCount: Int) -> [Bool] {
    let count = max(0, frameCount)
    switch self {
    case .none:
      return [Bool](repeating: false, count: count)
    case .random(let rate, let seed):
      var generator = SplitMix64(seed: seed)
      var mask = [Bool](repeating: false, count: count)
      for n in 0..<count { mask[n] = generator.nextUnitDouble() < rate }
      return mask
    case .explicit(let frames):
      var mask = [Bool](repeating: false, count: count)
      for n in frames where n < count { mask[n] = true }
      return mask
    }
  }
}
