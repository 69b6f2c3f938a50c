/// A rectangle of whole pixels in a frame: the region of interest a tracker looks at.
///
/// Pixel columns `x..<x + width` and rows `y..<y + height`; pixel `(i, j)` covers the square
/// [i, i + 1) × [j, j + 1) of frame coordinates, with x to the right and y down.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
  /// The first column, ≥ 0 (pixels).
  public var x: Int
  /// The first row, ≥ 0 (pixels).
  public var y: Int
  /// The number of columns, ≥ 1.
  public var width: Int
  /// The number of rows, ≥ 1.
  public var height: Int

  /// The region of `width` × `height` pixels whose top-left pixel is `(x, y)`.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The whole of a `width` × `height` frame.
  public static func frame(width: Int, height: Int) -> PixelRegion {
    PixelRegion(x: 0, y: 0, width: width, height: height)
  }

  /// The region written `x,y,w,h` (four integers, x and y ≥ 0, w and h ≥ 1), or `nil`.
  public init?(parsing text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    let numbers = parts.compactMap { Int($0.trimmingPrefix(" ")) }
    guard numbers.count == 4, numbers[0] >= 0, numbers[1] >= 0, numbers[2] >= 1, numbers[3] >= 1
    else { return nil }
    self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// Whether the region lies inside a frame of `width` × `height` pixels.
  public func fits(width frameWidth: Int, height frameHeight: Int) -> Bool {
    x >= 0 && y >= 0 && width >= 1 && height >= 1 && x <= frameWidth - width
      && y <= frameHeight - height
  }

  /// The smallest region with an even `x` and `y` that holds this one: one whose chroma samples
  /// in a `yuv420p` frame start with its first pixel, so that a frame cut to it keeps its
  /// pixels' chroma.
  public var evenAligned: PixelRegion {
    PixelRegion(x: x & ~1, y: y & ~1, width: width + (x & 1), height: height + (y & 1))
  }

  /// This region's place inside `outer`, in `outer`'s coordinates.
  public func relative(to outer: PixelRegion) -> PixelRegion {
    PixelRegion(x: x - outer.x, y: y - outer.y, width: width, height: height)
  }

  /// `x,y,w,h`, as ``init(parsing:)`` reads it.
  public var description: String { "\(x),\(y),\(width),\(height)" }
}
