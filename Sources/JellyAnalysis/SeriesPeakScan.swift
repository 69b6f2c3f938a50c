import JellyFrameDiff

/// The peaks and the settling time of a sampled series fed one sample at a time: the single
/// pass behind `peaks --input`, so a file of any length, or a pipe, is read once in memory
/// proportional to the number of peaks.
public struct SeriesPeakScan: Sendable {
  /// Whether peaks are refined by parabolas through their neighbours (else frame-level).
  public let refinesPeaks: Bool
  /// The peaks found so far, in time order.
  public private(set) var peaks: [Peak] = []
  /// Samples fed so far.
  public private(set) var sampleCount = 0
  private var sampledDetector = StreamingPeakDetector()
  private var parabolicDetector = StreamingParabolicPeakDetector()
  private var settling: StreamingSettlingTracker

  /// A scan that has seen no sample yet.
  ///
  /// - Parameters:
  ///   - refinesPeaks: `true` for `PeakFinder.parabolicPeaks(_:)`, `false` for
  ///     `PeakFinder.sampledPeaks(_:)`.
  ///   - epsilon: The settling fraction of the largest |value|, in (0, 1); default 0.001.
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for ε outside (0, 1).
  public init(refinesPeaks: Bool, epsilon: Double = 0.001) throws(FrameDiffError) {
    self.refinesPeaks = refinesPeaks
    settling = try StreamingSettlingTracker(epsilon: epsilon)
  }

  /// Feeds the next sample (times strictly increasing); its index is the count fed before it.
  ///
  /// - Parameters:
  ///   - time: Seconds, larger than the previous sample's.
  ///   - value: A finite value.
  public mutating func add(time: Double, value: Double) {
    let sample = SamplePoint(index: sampleCount, time: time, value: value)
    sampleCount += 1
    let peak = refinesPeaks ? parabolicDetector.add(sample) : sampledDetector.add(sample)
    if let peak { peaks.append(peak) }
    settling.add(sample)
  }

  /// The settling time of the samples fed so far, in seconds (see
  /// ``StreamingSettlingTracker/settlingTime``); `nil` when not settled within the data.
  public var settlingTime: Double? { settling.settlingTime }
}
