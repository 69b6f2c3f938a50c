/// How a frame's bytes hold its pixels: the layouts `ffmpeg -pix_fmt` names `rgb24`, `yuv420p`
/// and `gray`.
public enum PixelFormat: String, Hashable, Sendable, CaseIterable {
  /// Three bytes a pixel (red, green, blue), row by row from the top.
  case rgb24
  /// Three planes, 8 bits a sample: luma Y′, one byte a pixel, row by row; then the Cb and Cr
  /// planes, one sample per 2 × 2 pixels (`(width + 1) / 2` × `(height + 1) / 2` samples each),
  /// the sample of pixel `(x, y)` at `(x / 2, y / 2)`. What H.264 and most recordings decode
  /// to, so ffmpeg passes it on without a colour conversion, in half the bytes of `rgb24`.
  case yuv420p
  /// One byte a pixel, row by row: the luma Y′ alone (what the appearance tracker reads; for a
  /// 4:2:0 recording, its luma plane as stored).
  case gray

  /// The bytes of one `width` × `height` frame in this format.
  public func byteCount(width: Int, height: Int) -> Int {
    switch self {
    case .rgb24: 3 * width * height
    case .yuv420p: width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2)
    case .gray: width * height
    }
  }
}
