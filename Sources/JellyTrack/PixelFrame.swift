/// One decoded video frame: 8-bit pixels, as `ffmpeg -pix_fmt rgb24` (three bytes a pixel) or
/// `-pix_fmt yuv420p` (three planes) writes them (``PixelFormat``).
public struct PixelFrame: Sendable {
  /// Columns, ≥ 1 (pixels).
  public let width: Int
  /// Rows, ≥ 1 (pixels).
  public let height: Int
  /// How ``bytes`` hold the pixels.
  public let format: PixelFormat
  /// `format.byteCount(width:height:)` bytes; in `rgb24`, pixel `(x, y)` starts at
  /// `3 × (y × width + x)`.
  public var bytes: [UInt8]

  /// A frame of `width` × `height` pixels holding `bytes` in `format` (default `rgb24`, three
  /// bytes a pixel).
  public init(width: Int, height: Int, format: PixelFormat = .rgb24, bytes: [UInt8]) {
    precondition(width >= 1 && height >= 1, "a frame has at least one pixel")
    precondition(
      bytes.count == format.byteCount(width: width, height: height),
      "a frame holds the bytes its format needs")
    self.width = width
    self.height = height
    self.format = format
    self.bytes = bytes
  }

  /// A frame of `width` × `height` pixels in `format` with every byte 0: a buffer to read
  /// frames into.
  public init(width: Int, height: Int, format: PixelFormat) {
    self.init(
      width: width, height: height, format: format,
      bytes: [UInt8](repeating: 0, count: format.byteCount(width: width, height: height)))
  }

  /// A frame of `width` × `height` pixels of one colour.
  public init(width: Int, height: Int, filledWith color: RGBColor) {
    var bytes = [UInt8](repeating: 0, count: width * height * 3)
    for index in stride(from: 0, to: bytes.count, by: 3) {
      bytes[index] = color.red
      bytes[index + 1] = color.green
      bytes[index + 2] = color.blue
    }
    self.init(width: width, height: height, bytes: bytes)
  }

  /// The colour of pixel `(x, y)` of an `rgb24` frame.
  public subscript(x: Int, y: Int) -> RGBColor {
    get {
      precondition(format == .rgb24, "a pixel's colour is read from an rgb24 frame")
      let start = 3 * (y * width + x)
      return RGBColor(red: bytes[start], green: bytes[start + 1], blue: bytes[start + 2])
    }
    set {
      precondition(format == .rgb24, "a pixel's colour is written to an rgb24 frame")
      let start = 3 * (y * width + x)
      bytes[start] = newValue.red
      bytes[start + 1] = newValue.green
      bytes[start + 2] = newValue.blue
    }
  }
}
