/// How one pixel differs from the background, on the scale of ``RGBColor/distance(to:)``:
/// one concrete type per ``ObjectCriterion``, so that the per-pixel loop of
/// ``FrameProfiles`` is compiled for each without a call per pixel.
protocol DifferenceMeasure {
  /// The difference of the pixel at `pixel` (three bytes), the `index`th of the region (row by
  /// row), 0...765.
  func difference(_ pixel: UnsafePointer<UInt8>, index: Int) -> Int
}

/// The distance to one background colour.
struct ColorDifference: DifferenceMeasure {
  let color: RGBColor

  @inline(__always)
  func difference(_ pixel: UnsafePointer<UInt8>, index: Int) -> Int {
    abs(Int(pixel[0]) - Int(color.red)) + abs(Int(pixel[1]) - Int(color.green))
      + abs(Int(pixel[2]) - Int(color.blue))
  }
}

/// The distance to the same pixel of a reference region (three bytes a pixel, row by row).
struct ReferenceDifference: DifferenceMeasure {
  let reference: UnsafePointer<UInt8>

  @inline(__always)
  func difference(_ pixel: UnsafePointer<UInt8>, index: Int) -> Int {
    let other = reference + 3 * index
    return abs(Int(pixel[0]) - Int(other[0])) + abs(Int(pixel[1]) - Int(other[1]))
      + abs(Int(pixel[2]) - Int(other[2]))
  }
}

/// How much closer than the background a pixel is to the object's colour: `contrast` within
/// `tolerance` of it, `contrast − distance` beyond (0 at the background's distance).
struct MatchDifference: DifferenceMeasure {
  let color: RGBColor
  let tolerance: Int
  /// The distance of the background from the object's colour.
  let contrast: Int

  @inline(__always)
  func difference(_ pixel: UnsafePointer<UInt8>, index: Int) -> Int {
    let distance =
      abs(Int(pixel[0]) - Int(color.red)) + abs(Int(pixel[1]) - Int(color.green))
      + abs(Int(pixel[2]) - Int(color.blue))
    if distance <= tolerance { return contrast }
    return max(0, contrast - distance)
  }
}

/// How one pixel of a `yuv420p` frame differs from the background: its luma sample's difference
/// plus its chroma samples' (shared by 2 × 2 pixels), on the same 0...765 scale in 8-bit Y′CbCr
/// values. Like ``DifferenceMeasure``, one concrete type per criterion.
protocol PlanarDifferenceMeasure {
  /// The difference of luma sample `value`, the `index`th of the region (row by row), 0...255.
  func luma(_ value: UInt8, index: Int) -> UInt16
  /// The difference of the chroma samples `blue` (Cb) and `red` (Cr), the `index`th of the
  /// chroma samples covering the region (row by row), 0...510.
  func chroma(blue: UInt8, red: UInt8, index: Int) -> UInt16
}

/// `|a − b|` of two samples, in 8 bits (so that a loop of them runs on wide vectors).
@inline(__always)
func sampleDistance(_ a: UInt8, _ b: UInt8) -> UInt16 {
  UInt16(max(a, b) &- min(a, b))
}

/// The distance to one background colour in Y′CbCr.
struct PlanarColorDifference: PlanarDifferenceMeasure {
  let luma: UInt8
  let blue: UInt8
  let red: UInt8

  @inline(__always)
  func luma(_ value: UInt8, index: Int) -> UInt16 { sampleDistance(value, luma) }

  @inline(__always)
  func chroma(blue: UInt8, red: UInt8, index: Int) -> UInt16 {
    sampleDistance(blue, self.blue) &+ sampleDistance(red, self.red)
  }
}

/// The distance to the same samples of a reference region, kept compact (``RegionPlanes``).
struct PlanarReferenceDifference: PlanarDifferenceMeasure {
  let reference: UnsafePointer<UInt8>
  /// Where the reference's Cb and Cr samples start.
  let blueStart: Int
  let redStart: Int

  @inline(__always)
  func luma(_ value: UInt8, index: Int) -> UInt16 { sampleDistance(value, reference[index]) }

  @inline(__always)
  func chroma(blue: UInt8, red: UInt8, index: Int) -> UInt16 {
    sampleDistance(blue, reference[blueStart &+ index])
      &+ sampleDistance(red, reference[redStart &+ index])
  }
}
