import Foundation

/// JSON text that is not the jellylab data file it should be: a ``FrameDiffPreset``, or golden
/// metadata (JellyAnalysis' `GoldenMetadata`).
public struct DataDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why the text cannot be read, e.g. `not a preset: …` with the JSON decoder's words.
  public let reason: String

  /// The error for text that cannot be read because of `reason`.
  public init(reason: String) {
    self.reason = reason
  }

  /// "malformed data: not a preset: …".
  public var description: String { "malformed data: \(reason)" }
}

extension DataDecodingError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
