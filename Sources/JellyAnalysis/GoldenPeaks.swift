import Foundation
import JellyFrameDiff

/// How a peak list was obtained from a scene.
public enum PeakMethod: String, Sendable, Hashable, Codable, CaseIterable {
  /// Extrema of the continuous diff refined on diff′ (`PeakFinder.refinedPeaks(of:framesPerSecond:through:)-(FrameDiffScene,_,_)`).
  case refined
  /// Frame-level extrema of the display-link sequence without dropped frames.
  case sampled
  /// Frame-level extrema refined by parabolas through their neighbours.
  case parabolic
}

/// A golden peak file: the CSV `<name>.csv` (header `index,t,value,kind`, no comments) plus a
/// JSON sidecar `<name>.meta.json` that says exactly what produced it: format version,
/// generator, method, frame rate, horizon and the complete preset (overrides applied).
public struct GoldenPeaks: Sendable, Hashable {
  /// What produced the peaks.
  public let metadata: GoldenMetadata
  /// The peaks, in time order.
  public let peaks: [Peak]

  /// Golden peaks for `preset` computed with `method` at `framesPerSecond` up to `horizon`
  /// seconds (default: the end of the preset's animations).
  ///
  /// - Throws: `FrameDiffError` when the preset, fps or horizon is out of range.
  public init(
    preset: FrameDiffPreset, method: PeakMethod = .refined,
    framesPerSecond: Double = DisplayLink.defaultFramesPerSecond, horizon: Double? = nil
  ) throws(FrameDiffError) {
    let scene = try preset.scene()
    let metadata = GoldenMetadata(
      preset: preset, method: method, framesPerSecond: framesPerSecond,
      horizon: horizon ?? scene.animationEnd)
    self.init(metadata: metadata, peaks: try metadata.computePeaks())
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
  /// - Throws: ``PeakTableError`` when the CSV is not a peak table, `DataDecodingError` (from
  ///   JellyFrameDiff) when the JSON is not golden metadata.
  public static func read(csvText: String, metadataJSON: String) throws -> GoldenPeaks {
    GoldenPeaks(
      metadata: try GoldenMetadata.decode(jsonText: metadataJSON),
      peaks: try PeakTable.parse(csvText))
  }

  /// The sidecar path for a golden CSV path: `x.csv` → `x.meta.json` (any other name gets
  /// `.meta.json` appended).
  public static func metadataPath(forCSVPath path: String) -> String {
    (path.hasSuffix(".csv") ? String(path.dropLast(4)) : path) + ".meta.json"
  }
}

/// What produced a golden peak file; stored as `<name>.meta.json`.
public struct GoldenMetadata: Sendable, Hashable, Codable {
  /// The format tag written by this version of the library.
  public static let currentFormat = "jellylab golden peaks 1"

  /// The format tag (``currentFormat``).
  public var format: String
  /// The producing code, for humans.
  public var generator: String
  /// How the peaks were found.
  public var method: PeakMethod
  /// Display-link / bracketing frame rate, Hz.
  public var framesPerSecond: Double
  /// Last time searched, seconds.
  public var horizon: Double
  /// The complete preset the scene was built from.
  public var preset: FrameDiffPreset

  /// Metadata for peaks of `preset` found by `method`.
  public init(
    preset: FrameDiffPreset, method: PeakMethod, framesPerSecond: Double, horizon: Double
  ) {
    format = Self.currentFormat
    generator = "JellyFrameDiff PeakFinder (\(method.rawValue))"
    self.method = method
    self.framesPerSecond = framesPerSecond
    self.horizon = horizon
    self.preset = preset
  }

  /// Runs the recorded computation again.
  ///
  /// - Throws: `FrameDiffError` when the recorded values are out of range.
  public func computePeaks() throws(FrameDiffError) -> [Peak] {
    let scene = try preset.scene()
    switch method {
    case .refined:
      return try PeakFinder.refinedPeaks(
        of: scene, framesPerSecond: framesPerSecond, through: horizon)
    case .sampled, .parabolic:
      let link = try DisplayLink(framesPerSecond: framesPerSecond)
      let samples = try DiffSequence(scene: scene, displayLink: link, horizon: horizon).samples
      return method == .sampled
        ? PeakFinder.sampledPeaks(samples) : PeakFinder.parabolicPeaks(samples)
    }
  }

  /// Pretty-printed JSON with sorted keys, ending in a newline.
  public func jsonText() -> String { DataJSON.text(self) }

  /// Metadata decoded from JSON text.
  ///
  /// - Throws: `DataDecodingError` (from JellyFrameDiff) for invalid JSON or an unknown format.
  public static func decode(jsonText: String) throws(DataDecodingError) -> GoldenMetadata {
    let metadata: GoldenMetadata
    do {
      metadata = try DataJSON.decode(GoldenMetadata.self, from: jsonText)
    } catch {
      throw DataDecodingError(reason: "not golden metadata: \(error)")
    }
    guard metadata.format == currentFormat else {
      throw DataDecodingError(
        reason: "format '\(metadata.format)' is not '\(currentFormat)'")
    }
    return metadata
  }
}
