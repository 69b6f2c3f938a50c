/// Finds, without being told, the element a recording moves: the largest region that differs
/// between the first frame and a reference frame where the element is fully visible (the last
/// frame, where the motion rests).
///
/// - The difference of each pixel, between the two frames smoothed by a Gaussian of about one
///   pixel (a codec sharpens still text differently from frame to frame), counts when it
///   exceeds a noise threshold read off the differences themselves (their median plus five
///   robust deviations, at least ``minimumThreshold`` levels).
/// - Counted pixels are pooled into blocks of ``blockSize`` pixels; blocks with a few counted
///   pixels are closed over gaps of up to ``closingBlocks`` blocks, so that an element whose
///   own colour matches what it covers (a white card over white rows) still forms one region
///   from its edges, text, header and shadow. The largest region by counted pixels wins: a
///   status-bar clock or a spinner that changes in place is small beside it.
/// - When the first frame is mostly one colour and the element already shows in it, the two
///   frames differ where it moved from and to: only the pixels where the reference frame also
///   differs from that colour count (where it moved to), and since its old and new places may
///   overlap, the region is then the part of the reference frame that differs from that colour
///   and reaches into the changed region, when that part is solid (it fills ``solidFill`` of
///   its box) and not much larger (``plainWidening``).
public enum ElementFinder {
  /// Pixels a block pools, per side.
  public static let blockSize = 4
  /// Gaps between counted blocks closed, in blocks.
  public static let closingBlocks = 2
  /// The smallest threshold of a counted difference, in 8-bit levels.
  public static let minimumThreshold = 10
  /// The fewest counted pixels of an element.
  public static let minimumPixels = 16
  /// How much larger than the changed region the one-colour widening may be (area ratio).
  public static let plainWidening = 4.0
  /// The pixels either side of a region's border whose edges tell where an element moved to.
  public static let borderBand = 4
  /// The share of its box a region that differs from the one colour must fill to widen the
  /// element to it (a solid element, not the text of a screen).
  public static let solidFill = 0.6

  /// The element found: the whole pixels that hold it, and its edges to a fraction of a pixel.
  public struct Element: Hashable, Sendable {
    /// The smallest rectangle of whole pixels holding every pixel that differs.
    public let region: PixelRegion
    /// The edges of what differs, placed as ``EdgeProfile`` places an object's edges: where a
    /// sharp edge would cover the same area as the differences summed across it; the region's
    /// own edges when that places an edge more than a pixel away from them (an element that is
    /// not one solid area).
    public let box: ObjectBox
  }

  /// The element in frames of `first`'s size, or `nil` when nothing differs between the two
  /// frames beyond noise.
  ///
  /// - Parameters:
  ///   - first: The first frame (`gray`).
  ///   - reference: The frame that shows the element fully (`gray`, the same size).
  public static func find(first: PixelFrame, reference: PixelFrame) -> Element? {
    precondition(
      first.format == .gray && reference.format == .gray && first.width == reference.width
        && first.height == reference.height, "two gray frames of one size")
    let width = first.width
    let height = first.height
    // Both frames smoothed first: a codec sharpens or softens still text differently from one
    // frame to the next, which moves single pixels by tens of levels but their neighbourhood
    // little.
    let firstSmooth = GrayImage(frame: first).smoothed().smoothed().pixels
    let referenceSmooth = GrayImage(frame: reference).smoothed().smoothed().pixels
    var differences = [UInt8](repeating: 0, count: width * height)
    var histogram = [Int](repeating: 0, count: 256)
    for index in 0..<(width * height) {
      let difference = UInt8(min(abs(firstSmooth[index] - referenceSmooth[index]).rounded(), 255))
      differences[index] = difference
      histogram[Int(difference)] += 1
    }
    var changed = mask(differences, histogram: histogram)
    // Over one colour, the element in the reference frame is where that frame differs from it:
    // where the element only was in the first frame, the reference shows the colour again.
    if let background = plainColor(first) {
      let threshold = max(NoiseLevel(histogram: histogram).threshold, minimumThreshold)
      for index in changed.indices where changed[index] {
        let value = reference.bytes[index]
        if Int(max(value, background) - min(value, background)) <= threshold {
          changed[index] = false
        }
      }
    }
    let regions = largestRegions(changed, width: width, height: height)
    guard var grown = regions.first?.region else { return nil }
    // An element shown in both frames at places apart leaves two regions of about one size:
    // where it was and where it is, the one whose outline the reference frame shows.
    if regions.count == 2, 2 * regions[1].count >= regions[0].count,
      movedTo(regions[1].region, from: regions[0].region, first: first, reference: reference)
    {
      grown = regions[1].region
    }
    // The smoothing spreads a difference by two pixels each way.
    let found = PixelRegion(
      x: min(grown.x + 2, grown.x + grown.width / 2),
      y: min(grown.y + 2, grown.y + grown.height / 2),
      width: max(grown.width - 4, 1), height: max(grown.height - 4, 1))
    let widened = widenedOverPlainBackground(
      found, first: first, reference: reference, changedArea: found.width * found.height)
    let region = widened.region
    // The edges come from the frames' own differences, whose area the codec keeps.
    let counted =
      widened.differences
      ?? zip(first.bytes, reference.bytes).map { max($0, $1) - min($0, $1) }
    let threshold = max(NoiseLevel(histogram: histogram).threshold, minimumThreshold)
    return Element(
      region: region,
      box: edges(of: counted, width: width, height: height, region: region, threshold: threshold))
  }

  /// Whether the element moved from `a` to `b` rather than from `b` to `a`: an element's
  /// outline is an edge, so the frames' edges along `b`'s border gain from the first frame to
  /// the reference frame more than those along `a`'s border do (they lose there, where the
  /// element left and the background closed over its place).
  static func movedTo(
    _ b: PixelRegion, from a: PixelRegion, first: PixelFrame, reference: PixelFrame
  ) -> Bool {
    func gain(_ region: PixelRegion) -> Int {
      borderEdges(reference, region) - borderEdges(first, region)
    }
    return gain(b) > gain(a)
  }

  /// The summed gradient magnitude (central differences, |dx| + |dy|) of `frame` over the
  /// band of pixels within ``borderBand`` of `region`'s border.
  static func borderEdges(_ frame: PixelFrame, _ region: PixelRegion) -> Int {
    let band = borderBand
    let x0 = max(region.x - band, 1)
    let y0 = max(region.y - band, 1)
    let x1 = min(region.x + region.width + band, frame.width - 1)
    let y1 = min(region.y + region.height + band, frame.height - 1)
    guard x0 < x1, y0 < y1 else { return 0 }
    var sum = 0
    for y in y0..<y1 {
      let nearRow = y < region.y + band || y >= region.y + region.height - band
      for x in x0..<x1
      where nearRow || x < region.x + band || x >= region.x + region.width - band {
        let index = y * frame.width + x
        let dx = Int(frame.bytes[index + 1]) - Int(frame.bytes[index - 1])
        let dy = Int(frame.bytes[index + frame.width]) - Int(frame.bytes[index - frame.width])
        sum += abs(dx) + abs(dy)
      }
    }
    return sum
  }

  /// The grey level most of `frame` shows (its median), when more than half of its pixels lie
  /// within 4 levels of it: a background of one colour.
  static func plainColor(_ frame: PixelFrame) -> UInt8? {
    let (median, share) = dominantLevel(frame)
    return share > 0.5 ? median : nil
  }

  /// The median grey level of `frame` and the share of its pixels within 4 levels of it.
  static func dominantLevel(_ frame: PixelFrame) -> (level: UInt8, share: Double) {
    var counts = [Int](repeating: 0, count: 256)
    for byte in frame.bytes { counts[Int(byte)] += 1 }
    let total = frame.bytes.count
    var seen = 0
    var median = 0
    for (level, count) in counts.enumerated() {
      seen += count
      if 2 * seen >= total {
        median = level
        break
      }
    }
    let near = (max(median - 4, 0)...min(median + 4, 255)).reduce(0) { $0 + counts[$1] }
    return (UInt8(median), total > 0 ? Double(near) / Double(total) : 0)
  }

  /// The share of `frame`'s pixels within 4 levels of its median.
  public static func dominantLevelShare(_ frame: PixelFrame) -> Double {
    dominantLevel(frame).share
  }

  /// The share of a blank frame's pixels within 4 levels of its median.
  public static let blankShare = 0.97
  /// The share of the frame that content shown after a blank frame (more than 4 levels from
  /// its colour) and still shown in the reference frame (within ``minimumThreshold``) must cover to be a page drawn after a blank start.
  public static let pageShare = 0.1

  /// The index of the frame of `leading` (the recording's first frames, in order) that stands
  /// for its first frame: 0, unless the first frame is blank (``blankShare`` of it one colour)
  /// and a later one is the first to show a page, content that `reference` still shows
  /// unchanged over ``pageShare`` of the frame (a recorder's blank frames before the page
  /// painted). An element entering a plain screen is not such content: where it shows in both
  /// frames, it has moved.
  public static func contentStart(leading: [PixelFrame], reference: PixelFrame) -> Int {
    guard let blank = leading.first, dominantLevel(blank).share >= blankShare else { return 0 }
    let colour = Int(dominantLevel(blank).level)
    for (index, frame) in leading.enumerated().dropFirst()
    where dominantLevel(frame).share < blankShare {
      var page = 0
      for (value, rest) in zip(frame.bytes, reference.bytes) {
        let shown = Int(value)
        let kept = Int(rest)
        if abs(shown - colour) > 4, abs(kept - colour) > 4, abs(shown - kept) <= minimumThreshold {
          page += 1
        }
      }
      return Double(page) >= pageShare * Double(frame.bytes.count) ? index : 0
    }
    return 0
  }

  /// The sub-pixel edges of the differences above `threshold` inside `region` grown by
  /// ``EdgeProfile/edgeSpread`` pixels: the row and column sums placed by ``EdgeProfile``.
  static func edges(
    of differences: [UInt8], width: Int, height: Int, region: PixelRegion, threshold: Int
  ) -> ObjectBox {
    let grow = EdgeProfile.edgeSpread
    let x0 = max(region.x - grow, 0)
    let y0 = max(region.y - grow, 0)
    let x1 = min(region.x + region.width + grow, width)
    let y1 = min(region.y + region.height + grow, height)
    var columns = [Int](repeating: 0, count: x1 - x0)
    var rows = [Int](repeating: 0, count: y1 - y0)
    for y in y0..<y1 {
      for x in x0..<x1 {
        let difference = Int(differences[y * width + x])
        guard difference > threshold else { continue }
        columns[x - x0] += difference
        rows[y - y0] += difference
      }
    }
    let whole = ObjectBox(
      left: Double(region.x), right: Double(region.x + region.width), top: Double(region.y),
      bottom: Double(region.y + region.height))
    guard let horizontal = columns.withUnsafeBufferPointer({ EdgeProfile.edges(of: $0) }),
      let vertical = rows.withUnsafeBufferPointer({ EdgeProfile.edges(of: $0) })
    else { return whole }
    let placed = ObjectBox(
      left: Double(x0) + horizontal.lower, right: Double(x0) + horizontal.upper,
      top: Double(y0) + vertical.lower, bottom: Double(y0) + vertical.upper)
    // An element that is not one solid area (a card whose body matches what it covers, a
    // shadow) has no plateau to place its edges by: its region's whole pixels are kept.
    return placed.largestEdgeStep(from: whole) <= 1 ? placed : whole
  }

  /// The counted pixels of `differences` (1 counted, 0 not) against the threshold of their
  /// `histogram`.
  static func mask(_ differences: [UInt8], histogram: [Int]) -> [Bool] {
    let level = NoiseLevel(histogram: histogram)
    let threshold = max(level.threshold, minimumThreshold)
    return differences.map { Int($0) > threshold }
  }

  /// The pixel boxes of the two largest closed regions of counted pixels, largest first, with
  /// their counts; none below ``minimumPixels``.
  static func largestRegions(_ counted: [Bool], width: Int, height: Int) -> [(
    region: PixelRegion, count: Int
  )] {
    let (blockCounts, columns, rows) = blocks(counted, width: width, height: height)
    // A block counts with 2 counted pixels: a lone pixel of codec noise does not.
    let occupied = blockCounts.map { $0 >= 2 }
    let closed = closing(occupied, columns: columns, rows: rows, radius: closingBlocks)
    var label = [Int](repeating: -1, count: columns * rows)
    var found: [(count: Int, minX: Int, minY: Int, maxX: Int, maxY: Int)] = []
    var stack: [Int] = []
    for start in 0..<(columns * rows) where closed[start] && label[start] < 0 {
      label[start] = start
      stack.append(start)
      var count = 0
      var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
      while let block = stack.popLast() {
        count += blockCounts[block]
        let bx = block % columns
        let by = block / columns
        if blockCounts[block] > 0 {
          box = (min(box.minX, bx), min(box.minY, by), max(box.maxX, bx), max(box.maxY, by))
        }
        for (nx, ny) in [(bx - 1, by), (bx + 1, by), (bx, by - 1), (bx, by + 1)]
        where nx >= 0 && ny >= 0 && nx < columns && ny < rows {
          let neighbour = ny * columns + nx
          if closed[neighbour] && label[neighbour] < 0 {
            label[neighbour] = start
            stack.append(neighbour)
          }
        }
      }
      if box.maxX >= 0, count >= minimumPixels {
        found.append((count, box.minX, box.minY, box.maxX, box.maxY))
        found.sort { $0.count > $1.count }
        if found.count > 2 { found.removeLast() }
      }
    }
    return found.compactMap { best in
      countedBox(
        counted, width: width, height: height,
        blocks: (best.minX, best.minY, best.maxX, best.maxY)
      ).map { ($0, best.count) }
    }
  }

  /// The box of the counted pixels inside the blocks `blocks` (first and last column and row).
  private static func countedBox(
    _ counted: [Bool], width: Int, height: Int,
    blocks best: (minX: Int, minY: Int, maxX: Int, maxY: Int)
  ) -> PixelRegion? {
    let size = blockSize
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    let x0 = best.minX * size
    let x1 = min((best.maxX + 1) * size, width)
    let y0 = best.minY * size
    let y1 = min((best.maxY + 1) * size, height)
    for y in y0..<y1 {
      for x in x0..<x1 where counted[y * width + x] {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= minX, maxY >= minY else { return nil }
    return PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The counted pixels of each ``blockSize`` × ``blockSize`` block, row by row, and the
  /// blocks' columns and rows.
  static func blocks(_ counted: [Bool], width: Int, height: Int) -> (
    counts: [Int], columns: Int, rows: Int
  ) {
    let size = blockSize
    let columns = (width + size - 1) / size
    let rows = (height + size - 1) / size
    var counts = [Int](repeating: 0, count: columns * rows)
    for y in 0..<height {
      for x in 0..<width where counted[y * width + x] {
        counts[(y / size) * columns + x / size] += 1
      }
    }
    return (counts, columns, rows)
  }

  /// `cells` dilated then eroded by `radius` cells (a square neighbourhood).
  static func closing(_ cells: [Bool], columns: Int, rows: Int, radius: Int) -> [Bool] {
    func spread(_ input: [Bool], keep: Bool) -> [Bool] {
      var output = input
      for y in 0..<rows {
        for x in 0..<columns {
          var found = !keep
          outer: for dy in -radius...radius {
            for dx in -radius...radius {
              let nx = x + dx
              let ny = y + dy
              let value =
                nx >= 0 && ny >= 0 && nx < columns && ny < rows
                ? input[ny * columns + nx] : false
              if keep ? value : !value {
                found = keep
                break outer
              }
            }
          }
          output[y * columns + x] = found
        }
      }
      return output
    }
    return spread(spread(cells, keep: true), keep: false)
  }

  /// `region` widened to the part of `reference` that differs from the first frame's one
  /// colour around it, when the first frame is mostly one colour and that part holds the
  /// region and is at most ``plainWidening`` times its area.
  static func widenedOverPlainBackground(
    _ region: PixelRegion, first: PixelFrame, reference: PixelFrame, changedArea: Int
  ) -> (region: PixelRegion, differences: [UInt8]?) {
    guard let background = plainColor(first) else { return (region, nil) }
    let total = first.bytes.count
    var differences = [UInt8](repeating: 0, count: total)
    var histogram = [Int](repeating: 0, count: 256)
    for index in 0..<total {
      let value = reference.bytes[index]
      let difference = max(value, background) - min(value, background)
      differences[index] = difference
      histogram[Int(difference)] += 1
    }
    let counted = mask(differences, histogram: histogram)
    // The closed region of `reference` that overlaps `region` most.
    guard
      let widened = regionOverlapping(
        region, counted: counted, width: first.width, height: first.height)
    else { return (region, nil) }
    guard Double(widened.width * widened.height) <= plainWidening * Double(changedArea) else {
      return (region, nil)
    }
    // Its edges come from the differences from that colour.
    return (widened, differences)
  }

  /// The pixel box of the closed region of `counted` with the most counted pixels inside
  /// `region`.
  static func regionOverlapping(
    _ region: PixelRegion, counted: [Bool], width: Int, height: Int
  ) -> PixelRegion? {
    var inside = counted
    // Keep only the component that reaches into `region`: flood from its counted pixels.
    let size = blockSize
    let (blockCounts, columns, rows) = blocks(counted, width: width, height: height)
    let closed = closing(
      blockCounts.map { $0 >= 2 }, columns: columns, rows: rows, radius: closingBlocks)
    var reached = [Bool](repeating: false, count: columns * rows)
    var stack: [Int] = []
    for by in (region.y / size)...((region.y + region.height - 1) / size) {
      for bx in (region.x / size)...((region.x + region.width - 1) / size)
      where closed[by * columns + bx] && !reached[by * columns + bx] {
        reached[by * columns + bx] = true
        stack.append(by * columns + bx)
      }
    }
    while let block = stack.popLast() {
      let bx = block % columns
      let by = block / columns
      for (nx, ny) in [(bx - 1, by), (bx + 1, by), (bx, by - 1), (bx, by + 1)]
      where nx >= 0 && ny >= 0 && nx < columns && ny < rows {
        let neighbour = ny * columns + nx
        if closed[neighbour] && !reached[neighbour] {
          reached[neighbour] = true
          stack.append(neighbour)
        }
      }
    }
    for y in 0..<height {
      for x in 0..<width where inside[y * width + x] && !reached[(y / size) * columns + x / size] {
        inside[y * width + x] = false
      }
    }
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<height {
      for x in 0..<width where inside[y * width + x] {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= minX else { return nil }
    // A solid element fills most of its box; text, rows and separators of a screen do not.
    var filled = 0
    for y in minY...maxY {
      for x in minX...maxX where inside[y * width + x] { filled += 1 }
    }
    let area = (maxX - minX + 1) * (maxY - minY + 1)
    guard Double(filled) >= solidFill * Double(area) else { return nil }
    return PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}
