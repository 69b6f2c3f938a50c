import Foundation
import JellyAnalysis
import JellyFrameDiff

extension GoldenPeaks {
  /// Reads the golden pair at `url` (the CSV; its sidecar is ``metadataPath(forCSVPath:)``).
  ///
  /// - Throws: ``GoldenError`` naming the file that is missing, unreadable or malformed.
  public static func load(from url: URL) throws(GoldenError) -> GoldenPeaks {
    try load(path: url.path)
  }

  /// Reads the golden pair whose CSV is at `path` (errors name the files as `path` gives them).
  ///
  /// - Throws: ``GoldenError`` naming the file that is missing, unreadable or malformed.
  public static func load(path: String) throws(GoldenError) -> GoldenPeaks {
    let metaPath = metadataPath(forCSVPath: path)
    let peaks = try peaks(csvText: try text(of: path), path: path)
    let metadata = try metadata(jsonText: try text(of: metaPath), path: metaPath)
    return GoldenPeaks(metadata: metadata, peaks: peaks)
  }

  /// The pinned peaks of a golden CSV's text, read from `path`.
  ///
  /// - Throws: ``GoldenError`` naming `path:LINE` and what is wrong there.
  public static func peaks(csvText: String, path: String) throws(GoldenError) -> [Peak] {
    do {
      return try PeakTable.parse(csvText)
    } catch {
      throw GoldenError(error.reason, file: "\(path):\(error.line)")
    }
  }

  /// The metadata of a golden file's `.meta.json` text, read from `path`.
  ///
  /// - Throws: ``GoldenError`` naming `path` and what is wrong.
  public static func metadata(jsonText: String, path: String) throws(GoldenError)
    -> GoldenMetadata
  {
    do {
      return try GoldenMetadata.decode(jsonText: jsonText)
    } catch {
      throw GoldenError(error.problem, file: path)
    }
  }

  /// Writes the CSV to `url` and the metadata beside it, each replaced whole (written to a
  /// temporary file first), so a failed write leaves the earlier pair as it was.
  ///
  /// - Throws: ``GoldenError`` naming the file that could not be written.
  public func write(to url: URL) throws(GoldenError) {
    let metaURL = URL(fileURLWithPath: Self.metadataPath(forCSVPath: url.path))
    for (target, text) in [(url, csvText), (metaURL, metadata.jsonText())] {
      do {
        try Data(text.utf8).write(to: target, options: .atomic)
      } catch {
        throw GoldenError("cannot write: \(error.localizedDescription)", file: target.path)
      }
    }
  }

  /// Records the golden peaks of `source` at `url` (and its `.meta.json`).
  ///
  /// - Throws: ``GoldenError`` for the source or a file that cannot be written.
  @discardableResult
  public static func record(
    _ source: PeakSource, to url: URL, tolerance: GoldenTolerance = .default,
    minimumProminence: ProminenceThreshold? = nil
  ) throws(GoldenError) -> GoldenPeaks {
    let golden = try GoldenPeaks(
      source, tolerance: tolerance, minimumProminence: minimumProminence)
    try golden.write(to: url)
    return golden
  }

  /// Checks `source` against the golden file at `url`: its peaks (filtered by the recorded
  /// prominence threshold; those within half of it may still match but are never extra)
  /// against the pinned ones, within `tolerance` (default: the recorded
  /// one), and the settings in which `source` differs from the recorded source.
  ///
  /// - Throws: ``GoldenError`` for the golden file or the run.
  public static func check(
    _ source: PeakSource, against url: URL, tolerance: GoldenTolerance? = nil
  ) throws(GoldenError) -> GoldenReport {
    try load(from: url).check(source, file: url.path, tolerance: tolerance)
  }

  /// Runs the source recorded in the golden file at `url` again and checks it (a recorded
  /// series needs its samples: use ``check(_:against:tolerance:)`` with them).
  ///
  /// - Throws: ``GoldenError`` for the golden file or the run.
  public static func replay(_ url: URL, tolerance: GoldenTolerance? = nil) throws(GoldenError)
    -> GoldenReport
  {
    let golden = try load(from: url)
    return try golden.check(golden.metadata.source, file: url.path, tolerance: tolerance)
  }

  /// Checks `source` against these pinned peaks (see ``check(_:against:tolerance:)``).
  ///
  /// - Throws: ``GoldenError`` for the source, or with ``GoldenError/Cause/frameDiff(_:)`` for
  ///   a bad tolerance.
  public func check(_ source: PeakSource, file: String, tolerance: GoldenTolerance? = nil)
    throws(GoldenError) -> GoldenReport
  {
    // A run's peak a little below the prominence threshold may still match a pinned one (a
    // change within the tolerance can move it across), but it is never an extra peak.
    let all = try source.peaks()
    var required = all
    var optional: [Peak] = []
    if let threshold = metadata.minimumProminence {
      let minimum = threshold.minimum(for: all)
      let prominences = PeakProminence.prominences(of: all)
      required = zip(all, prominences).filter { $0.1 >= minimum }.map(\.0)
      optional = zip(all, prominences).filter { $0.1 < minimum && $0.1 >= minimum / 2 }.map(\.0)
    }
    let comparison = try GoldenError.wrapping(GoldenError.Cause.frameDiff) {
      () throws(FrameDiffError) in
      try GoldenComparison(
        expected: peaks, actual: required, optional: optional,
        tolerance: tolerance ?? metadata.tolerance)
    }
    return GoldenReport(
      file: file, metadata: metadata, comparison: comparison,
      differences: metadata.source.differences(from: source))
  }

  /// The text of the file at `path`; a file that is not UTF-8 is named so.
  private static func text(of path: String) throws(GoldenError) -> String {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let missing = (error as? CocoaError)?.code == .fileReadNoSuchFile
      throw GoldenError(missing ? "no such file" : "cannot be read", file: path)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw GoldenError("not UTF-8 text", file: path)
    }
    return text
  }
}
