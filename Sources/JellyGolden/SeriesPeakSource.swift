import JellyAnalysis
import JellyFrameDiff

/// The peaks of a sampled series (a recording, another tool's output): frame-level extrema,
/// refined by the parabola through their neighbours unless ``method`` is
/// ``PeakMethod/sampled``. A golden file records where the series came from (``file``, the
/// columns), not the samples; a source read back from one has no samples until they are given.
public struct SeriesPeakSource: Sendable, Hashable, Codable {
  /// Where a series was read from: enough to find it again and to tell whether it changed.
  public struct File: Sendable, Hashable, Codable {
    /// The path as recorded: relative to the golden file's folder when it was given as a
    /// relative path, or `-` for standard input.
    public var path: String
    /// Its size, in bytes.
    public var size: Int
    /// The SHA-256 of its bytes, 64 lowercase hexadecimal digits.
    public var sha256: String

    /// A file's identity.
    public init(path: String, size: Int, sha256: String) {
      self.path = path
      self.size = size
      self.sha256 = sha256
    }

    /// Whether the series came from standard input (which cannot be read again).
    public var isStandardInput: Bool { path == "-" }
  }

  /// Where the samples came from, or `nil` for samples given in memory.
  public var file: File?
  /// The time column's name, or `nil` (samples given in memory).
  public var timeColumn: String?
  /// The value column's name, or `nil` (samples given in memory).
  public var valueColumn: String?
  /// The time column's unit as the command line named it (`s`, `ms` or `us`), or `nil` when it
  /// was read from the column's name.
  public var timeUnit: String?
  /// ``PeakMethod/parabolic`` (default) or ``PeakMethod/sampled``.
  public var method: PeakMethod
  /// The sample times, seconds, strictly increasing (not recorded in golden files).
  public var times: [Double]
  /// The sample values (not recorded in golden files).
  public var values: [Double]

  /// A series of `times` (seconds, strictly increasing) and `values`, read from `file` and its
  /// columns when it came from one.
  public init(
    times: [Double], values: [Double], method: PeakMethod = .parabolic, file: File? = nil,
    timeColumn: String? = nil, valueColumn: String? = nil, timeUnit: String? = nil
  ) {
    self.timeUnit = timeUnit
    self.times = times
    self.values = values
    self.method = method
    self.file = file
    self.timeColumn = timeColumn
    self.valueColumn = valueColumn
  }

  private enum CodingKeys: String, CodingKey {
    case file, timeColumn, valueColumn, timeUnit, method
  }

  /// Decodes the recorded fields; the samples are empty until given.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    file = try container.decodeIfPresent(File.self, forKey: .file)
    timeColumn = try container.decodeIfPresent(String.self, forKey: .timeColumn)
    valueColumn = try container.decodeIfPresent(String.self, forKey: .valueColumn)
    timeUnit = try container.decodeIfPresent(String.self, forKey: .timeUnit)
    method = try container.decode(PeakMethod.self, forKey: .method)
    times = []
    values = []
  }

  /// Encodes the recorded fields, not the samples.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(file, forKey: .file)
    try container.encodeIfPresent(timeColumn, forKey: .timeColumn)
    try container.encodeIfPresent(valueColumn, forKey: .valueColumn)
    try container.encodeIfPresent(timeUnit, forKey: .timeUnit)
    try container.encode(method, forKey: .method)
  }

  /// The peaks of the samples, as `jellylab peaks --input` finds them (`SeriesPeakScan`).
  ///
  /// - Throws: ``GoldenError`` without samples, with unequal counts, or for samples the scan
  ///   refuses (times not increasing, values not finite).
  public func peaks() throws(GoldenError) -> [Peak] {
    guard !times.isEmpty else {
      throw GoldenError("the series has no samples: read them from \(file?.path ?? "its file")")
    }
    guard times.count == values.count else {
      throw GoldenError("the series has \(times.count) times but \(values.count) values")
    }
    var scan = try GoldenError.wrapping(GoldenError.Cause.frameDiff) { () throws(FrameDiffError) in
      try SeriesPeakScan(refinesPeaks: method != .sampled)
    }
    var previous = -Double.infinity
    for (offset, (time, value)) in zip(times, values).enumerated() {
      guard time.isFinite, value.isFinite, time > previous else {
        throw GoldenError(
          "series sample \(offset + 1) (t = \(time), value = \(value)): times must increase and"
            + " every number be finite")
      }
      previous = time
      scan.add(time: time, value: value)
    }
    return scan.peaks
  }
}
