/// The frame numbers a display link presents through a horizon, in order, dropped frames left
/// out (``DisplayLink/presentedFrames(through:)``). When no frame is dropped only the count is
/// stored, so a command that streams 10^7 frames keeps no array of them.
public struct PresentedFrames: RandomAccessCollection, Sendable {
  /// The presented frame numbers when some are dropped; nil when every frame below
  /// `frameCount` is presented.
  @usableFromInline let list: [Int]?
  /// The number of presented frames (kept beside `list` too, so that `endIndex` needs no
  /// branch).
  @usableFromInline let frameCount: Int

  /// Every frame 0 ..< `count` (count ≥ 0).
  public init(allBelow count: Int) {
    precondition(count >= 0, "a frame count cannot be negative")
    list = nil
    frameCount = count
  }

  /// The frames of `list` (frame numbers ≥ 0, increasing).
  public init(_ list: [Int]) {
    self.list = list
    frameCount = list.count
  }

  /// 0.
  @inlinable public var startIndex: Int { 0 }

  /// The number of presented frames.
  @inlinable public var endIndex: Int { frameCount }

  /// The frame number at `position` (0 ..< `count`).
  @inlinable public subscript(position: Int) -> Int {
    if let list { return list[position] }
    precondition(position >= 0 && position < frameCount, "frame position out of range")
    return position
  }
}
