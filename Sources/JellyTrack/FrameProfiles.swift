/// The row and column sums of one frame's differences inside the region, with the histogram
/// of the differences (of every fourth row in a region of 64 rows or more), made in one pass
/// over the region's pixels.
///
/// Each row's differences are first written to a row buffer, then counted: the histogram, and
/// the row and column sums of those above the threshold. The buffers are made once for a region
/// size and refilled for every frame, so tracking a video allocates nothing per frame.
struct FrameProfiles {
  /// One sum a column of the region: the differences above the threshold, less the
  /// background level.
  var columns: [Int]
  /// One sum a row of the region.
  var rows: [Int]
  /// `histogram[d]`: how many of the sampled rows' pixels differ by `d` (0...765).
  var histogram: [Int]
  /// The histogram samples every `histogramRowStep`th row of the region: every fourth from
  /// 64 rows up (half a million pixels of a 1920 × 1080 frame, plenty for a median and a
  /// deviation), every row below.
  let histogramRowStep: Int
  /// How many pixels counted (differed by more than the threshold).
  var countedPixels = 0
  /// One row's differences.
  private var differences: [UInt16]
  /// One row's chroma differences, each sample's twice (for the two pixels it covers).
  private var chromaDifferences: [UInt16]
  /// Four histograms, counted in turn by consecutive pixels and summed into ``histogram``: a
  /// background of one difference would otherwise make every count wait for the one before.
  private var partialHistograms: [Int]

  /// Empty profiles for a region of `width` × `height` pixels.
  init(width: Int, height: Int) {
    columns = [Int](repeating: 0, count: width)
    rows = [Int](repeating: 0, count: height)
    histogram = [Int](repeating: 0, count: 766)
    histogramRowStep = height >= 64 ? 4 : 1
    differences = [UInt16](repeating: 0, count: width)
    chromaDifferences = [UInt16](repeating: 0, count: width + 2)
    partialHistograms = [Int](repeating: 0, count: 4 * 766)
  }

  /// Refills the profiles from an `rgb24` frame: each pixel of `region` whose difference
  /// exceeds `level.threshold` adds its difference less `level.background` to its row and
  /// column sums.
  mutating func fill(
    from frame: UnsafePointer<UInt8>, planes: RegionPlanes, region: PixelRegion,
    measure: some DifferenceMeasure, level: NoiseLevel
  ) {
    let plane = planes.planes[0]
    var counter = Counter(level: level)
    let histogramRowStep = self.histogramRowStep
    withBuffers { columns, rows, histograms, differences, _ in
      for row in 0..<region.height {
        var pixel = frame + plane.frameOffset(row: row)
        let first = row * region.width
        for column in 0..<region.width {
          differences[column] = UInt16(
            truncatingIfNeeded: measure.difference(pixel, index: first + column))
          pixel += 3
        }
        rows[row] = counter.count(
          differences, into: columns, histograms: histograms,
          histogramCounts: row % histogramRowStep == 0)
      }
    }
    countedPixels = counter.counted
  }

  /// Refills the profiles from a `yuv420p` frame, as ``fill(from:planes:region:measure:level:)``
  /// does from an `rgb24` one.
  mutating func fill(
    from frame: UnsafePointer<UInt8>, planes: RegionPlanes, region: PixelRegion,
    measure: some PlanarDifferenceMeasure, level: NoiseLevel
  ) {
    let luma = planes.planes[0]
    let blue = planes.planes[1]
    let red = planes.planes[2]
    // Region column c lies in chroma column (region.x + c) / 2, the (… − chromaX)th covered:
    // chroma holds each covered sample's difference twice, and column c reads entry c + shift.
    let shift = region.x - 2 * planes.chromaX
    let width = region.width
    var counter = Counter(level: level)
    let histogramRowStep = self.histogramRowStep
    withBuffers { columns, rows, histograms, differences, chroma in
      guard let chromaBase = chroma.baseAddress else { return }
      let shifted = chromaBase + shift
      var chromaRow = -1
      for row in 0..<region.height {
        let sampleRow = (region.y + row) / 2 - planes.chromaY
        if sampleRow != chromaRow {
          chromaRow = sampleRow
          let blueSamples = frame + blue.frameOffset(row: sampleRow)
          let redSamples = frame + red.frameOffset(row: sampleRow)
          let first = sampleRow &* planes.chromaWidth
          for sample in 0..<planes.chromaWidth {
            let difference = measure.chroma(
              blue: blueSamples[sample], red: redSamples[sample], index: first &+ sample)
            chroma[2 &* sample] = difference
            chroma[2 &* sample &+ 1] = difference
          }
        }
        let samples = frame + luma.frameOffset(row: row)
        let first = row &* width
        for column in 0..<width {
          differences[column] =
            measure.luma(samples[column], index: first &+ column) &+ shifted[column]
        }
        rows[row] = counter.count(
          differences, into: columns, histograms: histograms,
          histogramCounts: row % histogramRowStep == 0)
      }
    }
    countedPixels = counter.counted
  }

  /// Calls `body` with the cleared columns and partial histograms, the rows, and the two row
  /// buffers; then sums the partial histograms into ``histogram``.
  private mutating func withBuffers(
    _ body: (
      _ columns: UnsafeMutableBufferPointer<Int>, _ rows: UnsafeMutableBufferPointer<Int>,
      _ histograms: UnsafeMutableBufferPointer<Int>,
      _ differences: UnsafeMutableBufferPointer<UInt16>,
      _ chroma: UnsafeMutableBufferPointer<UInt16>
    ) -> Void
  ) {
    columns.withUnsafeMutableBufferPointer { columns in
      rows.withUnsafeMutableBufferPointer { rows in
        partialHistograms.withUnsafeMutableBufferPointer { histograms in
          differences.withUnsafeMutableBufferPointer { differences in
            chromaDifferences.withUnsafeMutableBufferPointer { chroma in
              columns.update(repeating: 0)
              histograms.update(repeating: 0)
              body(columns, rows, histograms, differences, chroma)
            }
          }
        }
      }
    }
    let levels = histogram.count
    for level in 0..<levels {
      histogram[level] =
        partialHistograms[level] &+ partialHistograms[levels + level]
        &+ partialHistograms[2 * levels + level] &+ partialHistograms[3 * levels + level]
    }
  }

  /// Counts rows of differences against one noise level.
  private struct Counter {
    let threshold: Int
    let background: Int
    /// Pixels above the threshold so far.
    var counted = 0

    init(level: NoiseLevel) {
      // Above 765 no difference counts (the first frame's pass counts none).
      threshold = min(level.threshold, 766)
      background = level.background
    }

    /// Adds one row's `differences` (each 0...765) above the threshold to the column sums and,
    /// when `histogramCounts`, all of them to the four partial histograms (766 levels each, one
    /// after the other); returns the row's sum.
    @inline(__always)
    mutating func count(
      _ differences: UnsafeMutableBufferPointer<UInt16>,
      into columns: UnsafeMutableBufferPointer<Int>, histograms: UnsafeMutableBufferPointer<Int>,
      histogramCounts: Bool
    ) -> Int {
      let count = differences.count
      if histogramCounts {
        var column = 0
        while column &+ 4 <= count {
          histograms[Int(differences[column])] &+= 1
          histograms[766 &+ Int(differences[column &+ 1])] &+= 1
          histograms[1532 &+ Int(differences[column &+ 2])] &+= 1
          histograms[2298 &+ Int(differences[column &+ 3])] &+= 1
          column &+= 4
        }
        while column < count {
          histograms[Int(differences[column])] &+= 1
          column &+= 1
        }
      }
      // Eight differences at a time: most pixels are background, and a block of eight with
      // none above the threshold adds nothing.
      let threshold = UInt16(truncatingIfNeeded: self.threshold)
      let limit = SIMD8<UInt16>(repeating: threshold)
      guard let base = differences.baseAddress else { return 0 }
      let raw = UnsafeRawPointer(base)
      var rowSum = 0
      var counted = self.counted
      var column = 0
      while column < count {
        let end = min(column &+ 8, count)
        if end &- column == 8 {
          let block = raw.loadUnaligned(fromByteOffset: 2 &* column, as: SIMD8<UInt16>.self)
          if !any(block .> limit) {
            column = end
            continue
          }
        }
        for index in column..<end {
          let difference = Int(differences[index])
          if difference > self.threshold {
            let excess = difference &- background
            columns[index] &+= excess
            rowSum &+= excess
            counted &+= 1
          }
        }
        column = end
      }
      self.counted = counted
      return rowSum
    }
  }
}
