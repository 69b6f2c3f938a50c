/// A time interval during which an animated shape is inverted (its bend is negative).
public struct InversionInterval: Sendable, Hashable {
  /// When the bend turns negative, in seconds (0 when it already is at the start).
  public let start: Double
  /// When the bend is back to ≥ 0, in seconds, or the search horizon when it is still negative
  /// there (see ``isClippedAtHorizon``).
  public let end: Double
  /// Whether the interval was still open at the search horizon.
  public let isClippedAtHorizon: Bool
  /// When the bend is most negative inside the interval, in seconds.
  public let deepestTime: Double
  /// The most negative bend inside the interval, in points (< 0); the jelly's deltaHeight.
  public let deepestBend: Double

  /// An interval from its fields.
  public init(
    start: Double, end: Double, isClippedAtHorizon: Bool, deepestTime: Double,
    deepestBend: Double
  ) {
    self.start = start
    self.end = end
    self.isClippedAtHorizon = isClippedAtHorizon
    self.deepestTime = deepestTime
    self.deepestBend = deepestBend
  }

  /// end − start, in seconds.
  public var duration: Double { end - start }
}
