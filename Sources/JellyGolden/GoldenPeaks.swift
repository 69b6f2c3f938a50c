import Foundation
import JellyAnalysis
import JellyFrameDiff

/// A golden peak file: the CSV `<name>.csv` (`PeakTable`: header `index,t,value,kind`) plus a
/// JSON sidecar `<name>.meta.json` (``GoldenMetadata``) that records the source completely, the
/// tolerance of its check and the prominence threshold the peaks were pinned with.
public struct GoldenPeaks: Sendable, Hashable {
  /// What produced the peaks and how they are checked.
  public let metadata: GoldenMetadata
  /// The pinned peaks, in time order.
  public let peaks: [Peak]

  /// The golden peaks of `source`: its peaks at least as prominent as `minimumProminence` (all
  /// by default), checked later within `tolerance`.
  ///
  /// - Throws: ``GoldenError`` for the source (see ``PeakSource/peaks()``).
  public init(
    _ source: PeakSource, tolerance: GoldenTolerance = .default,
    minimumProminence: ProminenceThreshold? = nil
  ) throws(GoldenError) {
    let metadata = GoldenMetadata(
      source: source, tolerance: tolerance, minimumProminence: minimumProminence)
    self.init(metadata: metadata, peaks: try metadata.pinnedPeaks(of: source))
  }

  /// Golden peaks from parts already at hand (e.g. read back from files).
  public init(metadata: GoldenMetadata, peaks: [Peak]) {
    self.metadata = metadata
    self.peaks = peaks
  }

  /// The text of `<name>.csv`.
  public var csvText: String { PeakTable.csv(peaks) }

  /// Reads a golden pair back from the texts of `<name>.csv` and `<name>.meta.json`.
  ///
  /// - Throws: ``GoldenError``: with ``GoldenError/Cause/peakTable(_:)`` when the CSV is not a
  ///   peak table, or for JSON that is not golden metadata.
  public static func read(csvText: String, metadataJSON: String) throws(GoldenError)
    -> GoldenPeaks
  {
    let metadata = try GoldenMetadata.decode(jsonText: metadataJSON)
    do {
      return GoldenPeaks(metadata: metadata, peaks: try PeakTable.parse(csvText))
    } catch {
      throw GoldenError(.peakTable(error))
    }
  }

  /// The sidecar path for a golden CSV path: `x.csv` → `x.meta.json` (any other name gets
  /// `.meta.json` appended).
  public static func metadataPath(forCSVPath path: String) -> String {
    (path.hasSuffix(".csv") ? String(path.dropLast(4)) : path) + ".meta.json"
  }
}

/// What produced a golden peak file and how it is checked; stored as `<name>.meta.json`.
///
/// Files of format 1 (scenes only, no tolerance) are read as a ``ScenePeakSource`` with the
/// default tolerance.
public struct GoldenMetadata: Sendable, Hashable, Codable {
  /// The format tag written by this version of the library.
  public static let currentFormat = "jellylab golden peaks 2"
  /// The format tag of the first version (scenes only).
  public static let firstFormat = "jellylab golden peaks 1"

  /// The format tag (``currentFormat``).
  public var format: String
  /// The producing code, for humans.
  public var generator: String
  /// What the peaks are of, completely.
  public var source: PeakSource
  /// The tolerance a check uses unless told otherwise.
  public var tolerance: GoldenTolerance
  /// The prominence a peak needed to be pinned (applied to a run's peaks too), or `nil`.
  public var minimumProminence: ProminenceThreshold?

  /// Metadata for the peaks of `source` (`generator` names the producing code, for humans).
  public init(
    source: PeakSource, tolerance: GoldenTolerance = .default,
    minimumProminence: ProminenceThreshold? = nil, generator: String? = nil
  ) {
    format = Self.currentFormat
    self.generator = generator ?? "jellylab JellyGolden (\(source.kind.rawValue))"
    self.source = source
    self.tolerance = tolerance
    self.minimumProminence = minimumProminence
  }

  /// The peaks of `source` this file pins: all of them, or those at least as prominent as
  /// ``minimumProminence``.
  ///
  /// - Throws: ``GoldenError`` for the source.
  public func pinnedPeaks(of source: PeakSource) throws(GoldenError) -> [Peak] {
    let peaks = try source.peaks()
    return minimumProminence?.filter(peaks) ?? peaks
  }

  /// Pretty-printed JSON with sorted keys, ending in a newline.
  public func jsonText() -> String { DataJSON.text(self) }

  /// Metadata decoded from JSON text of either format.
  ///
  /// - Throws: ``GoldenError`` for invalid JSON, an unknown format or missing fields.
  public static func decode(jsonText: String) throws(GoldenError) -> GoldenMetadata {
    struct Tag: Decodable { var format: String }
    guard (try? JSONSerialization.jsonObject(with: Data(jsonText.utf8))) != nil else {
      throw GoldenError("not golden metadata: not valid JSON")
    }
    let format: String
    do {
      format = try DataJSON.decode(Tag.self, from: jsonText).format
    } catch {
      throw GoldenError("not golden metadata: \(Self.reason(error))")
    }
    let metadata: GoldenMetadata
    do {
      switch format {
      case currentFormat:
        metadata = try DataJSON.decode(GoldenMetadata.self, from: jsonText)
      case firstFormat:
        let first = try DataJSON.decode(FirstFormat.self, from: jsonText)
        metadata = GoldenMetadata(
          source: .scene(
            try ScenePeakSource(
              preset: first.preset, method: first.method, framesPerSecond: first.framesPerSecond,
              horizon: first.horizon)),
          generator: first.generator)
      default:
        throw GoldenError("format '\(format)' is not '\(currentFormat)' or '\(firstFormat)'")
      }
    } catch let error as GoldenError {
      throw error
    } catch {
      throw GoldenError("not golden metadata: \(Self.reason(error))")
    }
    try metadata.validate()
    return metadata
  }

  /// Refuses a tolerance or a prominence threshold out of range.
  private func validate() throws(GoldenError) {
    let parts = [
      ("tolerance.time", tolerance.time), ("tolerance.relative_time", tolerance.relativeTime),
      ("tolerance.value", tolerance.value), ("tolerance.relative_value", tolerance.relativeValue),
      ("minimum_prominence.amount", minimumProminence?.amount ?? 0),
    ]
    for (name, value) in parts where !(value >= 0 && value.isFinite) {
      throw GoldenError("'\(name)' must be >= 0 and finite (got \(value))")
    }
    if let threshold = minimumProminence, threshold.isRelative, threshold.amount > 1 {
      throw GoldenError(
        "'minimum_prominence.amount' is a fraction: it must be at most 1 (got \(threshold.amount))")
    }
  }

  /// The first format's fields.
  private struct FirstFormat: Decodable {
    var generator: String
    var method: PeakMethod
    var framesPerSecond: Double
    var horizon: Double
    var preset: FrameDiffPreset
  }

  /// A decoding error in one line: the key's path and what is wrong with it, without the
  /// decoder's own wording.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ keys: [any CodingKey]) -> String {
      keys.isEmpty
        ? "the top level"
        : "'"
          + keys.map { $0.intValue.map(String.init) ?? Self.snakeCase($0.stringValue) }
          .joined(separator: ".") + "'"
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let expected = type == String.self ? "text" : type == Double.self ? "a number" : "an object"
      return "\(path(context.codingPath)) must be \(expected)"
    case .dataCorrupted(let context):
      // A reader that names the unknown value (`unknown spring input 'stifness'; …`) says so.
      let detail =
        context.debugDescription.hasPrefix("unknown ") ? ": \(context.debugDescription)" : ""
      return "\(path(context.codingPath)) has a value this version does not know\(detail)"
    @unknown default:
      return "\(error)"
    }
  }

  /// `framesPerSecond` → `frames_per_second`, as the files spell keys.
  private static func snakeCase(_ key: String) -> String {
    var result = ""
    for character in key {
      if character.isUppercase {
        result += "_" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }
}
