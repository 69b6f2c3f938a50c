import JellyAnalysis

/// The outcome of checking a run against one golden file: the comparison of the peaks and the
/// settings in which the run's source differs from the recorded one. Its description is the
/// table `jellylab peaks check` prints, after one line per differing setting.
///
/// ```swift
/// let report = try GoldenPeaks.check(.spring(menu), against: url)
/// #expect(report.passed, "\(report)")
/// ```
public struct GoldenReport: Sendable, Hashable, CustomStringConvertible {
  /// The golden CSV's path, as given.
  public let file: String
  /// The recorded metadata.
  public let metadata: GoldenMetadata
  /// The run's peaks against the pinned ones.
  public let comparison: GoldenComparison
  /// One line per setting in which the run's source differs from the recorded one
  /// (``PeakSource/differences(from:)``).
  public let differences: [String]

  /// A report from its parts.
  public init(
    file: String, metadata: GoldenMetadata, comparison: GoldenComparison, differences: [String]
  ) {
    self.file = file
    self.metadata = metadata
    self.comparison = comparison
    self.differences = differences
  }

  /// Whether every golden peak matched within the tolerance and the run has no extra peak.
  public var passed: Bool { comparison.passes }

  /// `golden FILE (spring)`, the differing settings, then the comparison's table.
  public var description: String {
    var text = "golden \(file) (\(metadata.source.kind.rawValue))\n"
    for line in differences { text += "setting \(line)\n" }
    return text + comparison.table
  }
}
