/// Where a region's bytes lie in a frame: for each plane of the format, the rows of samples
/// that cover the region. The tracker copies these rows, one after the other, into a compact
/// buffer (``compactByteCount`` bytes: a plane's rows, then the next plane's) to keep the
/// previous frame and the reference image.
struct RegionPlanes {
  /// One plane's part of the region.
  struct Plane {
    /// The offset of the region's first sample in the frame's bytes.
    let start: Int
    /// Bytes from one row of the plane to the next, in the frame.
    let stride: Int
    /// Rows of samples the region covers.
    let rows: Int
    /// Bytes of each of those rows.
    let rowBytes: Int
    /// The offset of the plane's first row in the compact buffer.
    let compactStart: Int

    /// The offset of `row`'s first sample in the frame.
    func frameOffset(row: Int) -> Int { start + row * stride }
  }

  /// The planes: one for `rgb24` (three bytes a pixel) and `gray`, Y′, Cb and Cr for `yuv420p`.
  let planes: [Plane]
  /// The first chroma column and row the region covers (`yuv420p`; 0 for `rgb24`).
  let chromaX: Int
  let chromaY: Int
  /// The chroma columns the region covers (`yuv420p`; 0 for `rgb24`).
  let chromaWidth: Int

  /// The bytes of the compact copy of all planes' rows.
  var compactByteCount: Int { planes.reduce(0) { $0 + $1.rows * $1.rowBytes } }

  /// The planes of `region` in a `frameWidth` × `frameHeight` frame of `format`.
  init(region: PixelRegion, frameWidth: Int, frameHeight: Int, format: PixelFormat) {
    switch format {
    case .rgb24:
      planes = [
        Plane(
          start: 3 * (region.y * frameWidth + region.x), stride: 3 * frameWidth,
          rows: region.height, rowBytes: 3 * region.width, compactStart: 0)
      ]
      chromaX = 0
      chromaY = 0
      chromaWidth = 0
    case .yuv420p:
      let lumaBytes = frameWidth * frameHeight
      let chromaStride = (frameWidth + 1) / 2
      let chromaBytes = chromaStride * ((frameHeight + 1) / 2)
      chromaX = region.x / 2
      chromaY = region.y / 2
      chromaWidth = (region.x + region.width - 1) / 2 - chromaX + 1
      let chromaRows = (region.y + region.height - 1) / 2 - chromaY + 1
      let luma = Plane(
        start: region.y * frameWidth + region.x, stride: frameWidth, rows: region.height,
        rowBytes: region.width, compactStart: 0)
      let chromaOffset = chromaY * chromaStride + chromaX
      let blue = Plane(
        start: lumaBytes + chromaOffset, stride: chromaStride, rows: chromaRows,
        rowBytes: chromaWidth, compactStart: region.width * region.height)
      let red = Plane(
        start: lumaBytes + chromaBytes + chromaOffset, stride: chromaStride, rows: chromaRows,
        rowBytes: chromaWidth, compactStart: blue.compactStart + chromaRows * chromaWidth)
      planes = [luma, blue, red]
    case .gray:
      planes = [
        Plane(
          start: region.y * frameWidth + region.x, stride: frameWidth, rows: region.height,
          rowBytes: region.width, compactStart: 0)
      ]
      chromaX = 0
      chromaY = 0
      chromaWidth = 0
    }
  }
}
