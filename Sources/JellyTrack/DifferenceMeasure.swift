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
