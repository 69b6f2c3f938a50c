import JellyAnalysis
import JellyFrameDiff

/// The least prominence (`PeakProminence`) a peak needs to be pinned: in value units, or as a
/// fraction of the largest |value| among the peaks.
public struct ProminenceThreshold: Sendable, Hashable, Codable {
  /// The threshold: value units, or a fraction in [0, 1] when ``isRelative``.
  public var amount: Double
  /// Whether ``amount`` is a fraction of the largest |value|.
  public var isRelative: Bool

  /// A threshold of `amount` value units, or of `amount` times the largest |value| when
  /// `relative`.
  public init(_ amount: Double, relative: Bool = false) {
    self.amount = amount
    isRelative = relative
  }

  /// The threshold in value units for `peaks`.
  public func minimum(for peaks: [Peak]) -> Double {
    isRelative ? amount * (peaks.map { abs($0.value) }.max() ?? 0) : amount
  }

  /// The peaks at least this prominent, in order.
  public func filter(_ peaks: [Peak]) -> [Peak] {
    PeakProminence.filter(peaks, minimum: minimum(for: peaks))
  }

  /// `0.001` or `0.5%` (of the largest |value|), as the command line writes it.
  public var summary: String { isRelative ? "\(amount * 100)%" : "\(amount)" }
}
