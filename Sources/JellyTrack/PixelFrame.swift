/// One decoded video frame: 8-bit RGB pixels, row by row from the top, three bytes a pixel
/// (red, green, blue), as `ffmpeg -pix_fmt rgb24` writes them.
public struct PixelFrame: Sendable {
  /// Columns, ≥ 1 (pixels).
  public let width: Int
  /// Rows, ≥ 1 (pixels).
  public let height: Int
  /// `width × height × 3` bytes: pixel `(x, y)` starts at `3 × (y × width + x)`.
  public var bytes: [UInt8]

  /// A frame of `width` × `height` pixels holding `bytes` (`3 × width × height` of them).
  public init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(width >= 1 && height >= 1, "a frame has at least one pixel")
    precondition(bytes.count == width * height * 3, "a frame holds 3 bytes a pixel")
    self.width = width
    self.height = height
    self.bytes = bytes
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

  /// The colour of pixel `(x, y)`.
  public subscript(x: Int, y: Int) -> RGBColor {
    get {
      let start = 3 * (y * width + x)
      return RGBColor(red: bytes[start], green: bytes[start + 1], blue: bytes[start + 2])
    }
    set {
      let start = 3 * (y * width + x)
      bytes[start] = newValue.red
      bytes[start + 1] = newValue.green
      bytes[start + 2] = newValue.blue
    }
  }
}
