/// What a recorded motion shows before any model is fitted: its noise, where the motion starts
/// and ends between the holds, which samples the fit uses, and the frames a recorder repeated
/// or dropped.
///
/// - Noise σ: the spread of the initial hold (the samples within 5 % of the range of the first
///   one) about its median: √(π/2) times the mean absolute deviation of the samples within
///   three robust spreads; else the final hold's; else 1.4826·MAD of the second differences of
///   the whole series divided by √6; never below q/√12 for values rounded to a quantum q (whole
///   pixels: q = 1) nor 1e-4 of the range (a tracker's resolution: a hold of repeated frames
///   spreads by nothing, and a codec's drift of a thousandth of a pixel is not a motion).
/// - Start and end: a sample has moved when it is further than the band 5σ + q/2 from the hold
///   level (the median of the hold); the motion starts at the first moved sample whose next
///   sample has moved too, and ends at the last sample outside the band of the final level.
/// - Trimming: of each hold the fit keeps, next to the motion, twice as many samples as the
///   motion has between its start and end (at least ``keptHoldSamples``), so that long holds do
///   not dominate the loss. The final hold keeps the approach's tail: a well-damped spring
///   settles within the band long before it reaches the target to a fraction of a pixel, and
///   those samples, all rounded to the target, are what tells its damping from its frequency.
/// - A repeated frame is a sample within half a band of the one before while the motion runs
///   fast through both neighbours in the same direction (each step beyond two bands): a
///   recorder showed a stale frame, which a lossy codec may have shifted by a trace. Repeated
///   frames are left out of the fit.
/// - Dropped frames: the frames missing where a gap is more than 1.5 times the median spacing.
public struct RecordingProfile: Sendable, Hashable {
  /// The smallest noise σ, as a share of the range.
  public static let relativeNoiseFloor = 1e-4
  /// Hold samples kept on each side of the motion, at least (more for a longer motion).
  public static let keptHoldSamples = 20

  /// The noise σ, in value units (> 0).
  public let noise: Double
  /// The quantum the values are rounded to (1 when every value is a whole number, else 0).
  public let quantum: Double
  /// The distance from a hold level beyond which a sample has moved: 5σ + quantum/2.
  public let band: Double
  /// The level of the initial hold (the median of its samples; the first value without one).
  public let startLevel: Double
  /// The level of the final hold (the median of its samples; the last value without one).
  public let endLevel: Double
  /// The index of the first moved sample.
  public let startIndex: Int
  /// The index of the last sample outside the band of the final level.
  public let endIndex: Int
  /// The indices of the samples the fit uses, increasing.
  public let usedIndices: [Int]
  /// Initial-hold samples left out.
  public let trimmedAtStart: Int
  /// Final-hold samples left out.
  public let trimmedAtEnd: Int
  /// The indices of repeated frames, left out.
  public let repeatedFrames: [Int]
  /// Frames missing from gaps longer than 1.5 median spacings.
  public let droppedFrames: Int
  /// The first index of the run of samples at the end exactly equal to the last value, when
  /// at least 3 long.
  public let finalExactHoldStart: Int?

  /// The profile of `motion`.
  public init(_ motion: RecordedMotion) {
    let values = motion.values
    let n = values.count
    let range = motion.range
    let step: Double = values.allSatisfy { $0 == $0.rounded() } && range >= 2 ? 1 : 0
    quantum = step
    let near = 0.05 * range
    let (first, last) = (values[0], values[n - 1])
    let prefix = values.prefix { Swift.abs($0 - first) <= near }
    let suffix = values.reversed().prefix { Swift.abs($0 - last) <= near }
    let initialLevel = Self.median(Array(prefix))
    let finalLevel = Self.median(Array(suffix))
    var sigma: Double
    if prefix.count >= 5 {
      sigma = Self.spread(Array(prefix), about: initialLevel, quantum: step)
    } else if suffix.count >= 5 {
      sigma = Self.spread(Array(suffix), about: finalLevel, quantum: step)
    } else {
      let second = (0..<max(n - 2, 0)).map { (index: Int) -> Double in
        let outer = values[index + 2] + values[index]
        return outer - 2 * values[index + 1]
      }
      sigma = 1.4826 * Self.median(second.map { Swift.abs($0) }) / 6.0.squareRoot()
    }
    sigma = max(sigma, step / 12.0.squareRoot(), Self.relativeNoiseFloor * range)
    let threshold = 5 * sigma + step / 2
    noise = sigma
    band = threshold
    startLevel = initialLevel
    endLevel = finalLevel
    let moved = { (index: Int) in Swift.abs(values[index] - initialLevel) > threshold }
    var start = n - 1
    for index in 0..<n where moved(index) && (index == n - 1 || moved(index + 1)) {
      start = index
      break
    }
    startIndex = start
    let end = max((0..<n).last { Swift.abs(values[$0] - finalLevel) > threshold } ?? n - 1, start)
    endIndex = end
    let repeated = Self.repeatedFrames(
      values, from: start, through: end, same: threshold / 2, step: 2 * threshold)
    repeatedFrames = repeated
    droppedFrames = Self.droppedFrames(motion.times)
    let finalRun = values.reversed().prefix { $0 == last }.count
    finalExactHoldStart = finalRun >= 3 && finalRun < n ? n - finalRun : nil
    let kept = max(Self.keptHoldSamples, 2 * (end - start + 1))
    let firstKept = max(0, start - kept)
    let lastKept = min(n - 1, end + kept)
    trimmedAtStart = firstKept
    trimmedAtEnd = n - 1 - lastKept
    let left = Set(repeated)
    usedIndices = (firstKept...lastKept).filter { !left.contains($0) }
  }

  /// The time at which the motion is first seen to have left the initial hold: the last hold
  /// sample before ``startIndex`` (the first sample when there is no hold).
  public func detectedStartTime(_ motion: RecordedMotion) -> Double {
    motion.times[max(startIndex - 1, 0)]
  }

  /// The sentences a fit's report adds about the recording: a missing hold before or after the
  /// motion (whose levels are then extrapolated), the repeated frames left out and the frames
  /// dropped.
  public func notes(_ motion: RecordedMotion) -> [String] {
    var notes: [String] = []
    // The first sample is at the initial level by definition, so a hold needs two.
    if startIndex <= 1 {
      notes.append(
        "the recording starts while the value moves (no hold before it): from and start_time"
          + " are extrapolated")
    }
    if endIndex >= motion.count - 3 {
      notes.append(
        "the recording ends while the value moves (no hold after it): to is extrapolated")
    }
    if !repeatedFrames.isEmpty {
      let times = repeatedFrames.prefix(5).map { "\(motion.times[$0])" }.joined(separator: ", ")
      notes.append(
        "\(repeatedFrames.count) repeated frame\(repeatedFrames.count == 1 ? "" : "s") (the value of"
          + " the frame before, to half a band, while moving) left out, at t = \(times)"
          + (repeatedFrames.count > 5 ? ", …" : "") + " s")
    }
    if droppedFrames > 0 {
      notes.append(
        "\(droppedFrames) dropped frame\(droppedFrames == 1 ? "" : "s") (gaps longer than 1.5"
          + " median spacings)")
    }
    return notes
  }

  /// Samples within `same` of the sample before while the motion runs faster than `step` per
  /// sample in one direction on both sides, between `first` and `last`.
  static func repeatedFrames(
    _ values: [Double], from first: Int, through last: Int, same: Double, step: Double
  ) -> [Int] {
    guard values.count >= 4 else { return [] }
    let lower = max(first, 2)
    let upper = min(last + 1, values.count - 2)
    guard lower <= upper else { return [] }
    return (lower...upper).filter { index in
      let before = values[index - 1] - values[index - 2]
      let after = values[index + 1] - values[index]
      return Swift.abs(values[index] - values[index - 1]) <= same && Swift.abs(before) > step
        && Swift.abs(after) > step && (before > 0) == (after > 0)
    }
  }

  /// The frames missing from gaps longer than 1.5 times the median spacing of `times`.
  static func droppedFrames(_ times: [Double]) -> Int {
    let gaps = zip(times.dropFirst(), times).map(-)
    let typical = median(gaps)
    guard typical > 0 else { return 0 }
    return gaps.reduce(0) { total, gap in
      gap > 1.5 * typical ? total + Int((gap / typical).rounded()) - 1 : total
    }
  }

  /// σ of `values` about `level`: √(π/2) times their mean absolute deviation, over the values
  /// within three robust spreads (1.4826·MAD + quantum) of the level, so that the first
  /// samples of a motion inside the hold's window do not count. The mean deviation, unlike the
  /// MAD, stays right for values rounded to a quantum comparable with σ.
  static func spread(_ values: [Double], about level: Double, quantum: Double) -> Double {
    let deviations = values.map { Swift.abs($0 - level) }
    let limit = 3 * (1.4826 * median(deviations) + quantum)
    let kept = deviations.filter { $0 <= limit }
    guard !kept.isEmpty else { return 0 }
    return (Double.pi / 2).squareRoot() * kept.reduce(0, +) / Double(kept.count)
  }

  /// The median (0 for no values).
  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : 0.5 * (sorted[middle - 1] + sorted[middle])
  }
}
