/// The row and column sums of one frame's differences inside the region, with the histogram
/// of the differences, made in one pass over the region's pixels.
///
/// The buffers are made once for a region size and refilled for every frame, so tracking a
/// video allocates nothing per frame.
struct FrameProfiles {
  /// One sum a column of the region: the differences above the threshold, less the
  /// background level.
  var columns: [Int]
  /// One sum a row of the region.
  var rows: [Int]
  /// `histogram[d]`: how many of the region's pixels differ by `d` (0...765).
  var histogram: [Int]
  /// How many pixels counted (differed by more than the threshold).
  var countedPixels = 0

  /// Empty profiles for a region of `width` × `height` pixels.
  init(width: Int, height: Int) {
    columns = [Int](repeating: 0, count: width)
    rows = [Int](repeating: 0, count: height)
    histogram = [Int](repeating: 0, count: 766)
  }

  /// Refills the profiles from `frame` (three bytes a pixel, `frameWidth` pixels a row):
  /// each pixel of `region` whose difference exceeds `level.threshold` adds its difference less
  /// `level.background` to its row and column sums.
  mutating func fill(
    from frame: UnsafePointer<UInt8>, frameWidth: Int, region: PixelRegion,
    measure: some DifferenceMeasure, level: NoiseLevel
  ) {
    let threshold = level.threshold
    let background = level.background
    var counted = 0
    columns.withUnsafeMutableBufferPointer { columns in
      rows.withUnsafeMutableBufferPointer { rows in
        histogram.withUnsafeMutableBufferPointer { histogram in
          for index in columns.indices { columns[index] = 0 }
          for index in histogram.indices { histogram[index] = 0 }
          for row in 0..<region.height {
            var pixel = frame + 3 * ((region.y + row) * frameWidth + region.x)
            let first = row * region.width
            var rowSum = 0
            for column in 0..<region.width {
              let difference = measure.difference(pixel, index: first + column)
              histogram[difference] &+= 1
              if difference > threshold {
                let excess = difference - background
                columns[column] &+= excess
                rowSum &+= excess
                counted &+= 1
              }
              pixel += 3
            }
            rows[row] = rowSum
          }
        }
      }
    }
    countedPixels = counted
  }
}
