/// A grey image in floating point, row by row: the luma of a frame (0...255), or of a window of
/// it, or a level of its pyramid.
///
/// Coordinates put pixel `(i, j)` of the frame over the square [i, i + 1) × [j, j + 1), so its
/// value sits at its centre `(i + 0.5, j + 0.5)`. An image of a window holds the frame's pixels
/// from `(originX, originY)` on. Level `l` of a pyramid halves the one before `l` times: its
/// pixel `(i, j)` averages the 2^l × 2^l pixels of level 0 it covers, and a point `p` of level 0
/// lies at `p / 2^l` on it.
struct GrayImage: Sendable {
  /// Columns, ≥ 1.
  let width: Int
  /// Rows, ≥ 1.
  let height: Int
  /// The frame pixel (on this image's level) of the image's first column and row.
  let originX: Int
  let originY: Int
  /// `width × height` values, row by row.
  var pixels: [Float]

  /// An image of `width` × `height` values whose first pixel is the frame's `(originX, originY)`.
  init(width: Int, height: Int, pixels: [Float], originX: Int = 0, originY: Int = 0) {
    precondition(width >= 1 && height >= 1 && pixels.count == width * height)
    self.width = width
    self.height = height
    self.pixels = pixels
    self.originX = originX
    self.originY = originY
  }

  /// The luma of a `gray` frame (one byte a pixel), or of `window` of it.
  init(frame: PixelFrame, window: PixelRegion? = nil) {
    precondition(frame.format == .gray, "a grey image is read from a gray frame")
    let window = window ?? .frame(width: frame.width, height: frame.height)
    let pixels = [Float](unsafeUninitializedCapacity: window.width * window.height) {
      pixels, count in
      frame.bytes.withUnsafeBufferPointer { bytes in
        for row in 0..<window.height {
          let source = (window.y + row) * frame.width + window.x
          let target = row * window.width
          for column in 0..<window.width {
            pixels[target &+ column] = Float(bytes[source &+ column])
          }
        }
      }
      count = window.width * window.height
    }
    self.init(
      width: window.width, height: window.height, pixels: pixels, originX: window.x,
      originY: window.y)
  }

  /// The mean of each `factor` × `factor` block of a `gray` frame (a last partial block left
  /// out): the coarse image a search runs on, without the cost of a pyramid.
  init(blocksOf frame: PixelFrame, factor: Int) {
    let width = max(frame.width / factor, 1)
    let height = max(frame.height / factor, 1)
    let frameWidth = frame.width
    let columns = min(factor, frame.width)
    let rows = min(factor, frame.height)
    let scale = 1 / Float(columns * rows)
    let means = [Float](unsafeUninitializedCapacity: width * height) { means, count in
      frame.bytes.withUnsafeBufferPointer { bytes in
        for blockRow in 0..<height {
          for blockColumn in 0..<width {
            var sum: UInt32 = 0
            var start = blockRow * rows * frameWidth + blockColumn * columns
            for _ in 0..<rows {
              for offset in 0..<columns { sum &+= UInt32(bytes[start &+ offset]) }
              start &+= frameWidth
            }
            means[blockRow * width + blockColumn] = Float(sum) * scale
          }
        }
      }
      count = width * height
    }
    self.init(width: width, height: height, pixels: means)
  }

  /// The value of pixel `(x, y)` of the image (not of the frame).
  subscript(x: Int, y: Int) -> Float { pixels[y * width + x] }

  /// The next pyramid level: each value the mean of a 2 × 2 block (a last odd row or column is
  /// left out), at least 1 × 1; the origin halves (it is even on every level a pyramid uses).
  func halved() -> GrayImage {
    let halfWidth = max(width / 2, 1)
    let halfHeight = max(height / 2, 1)
    guard width >= 2, height >= 2 else { return self }
    var result = [Float](repeating: 0, count: halfWidth * halfHeight)
    pixels.withUnsafeBufferPointer { source in
      result.withUnsafeMutableBufferPointer { target in
        for row in 0..<halfHeight {
          let top = 2 * row * width
          let bottom = top + width
          let out = row * halfWidth
          for column in 0..<halfWidth {
            let left = 2 * column
            target[out + column] =
              0.25
              * (source[top + left] + source[top + left + 1] + source[bottom + left]
                + source[bottom + left + 1])
          }
        }
      }
    }
    return GrayImage(
      width: halfWidth, height: halfHeight, pixels: result, originX: originX / 2,
      originY: originY / 2)
  }

  /// The image smoothed by the binomial kernel (1, 2, 1)/4 along each axis (a Gaussian of
  /// σ ≈ 0.7 pixel; the border repeats its last pixel): an edge then spans a few pixels, so
  /// that interpolating between pixels follows it without favouring whole-pixel positions.
  func smoothed() -> GrayImage {
    let width = self.width
    let height = self.height
    let count = pixels.count
    let across = [Float](unsafeUninitializedCapacity: count) { target, filled in
      pixels.withUnsafeBufferPointer { source in
        for row in 0..<height {
          let base = row * width
          let last = base + width - 1
          // The ends repeat their own pixel; the inner pixels need no bounds test.
          target[base] = (3 * source[base] + source[min(base + 1, last)]) * 0.25
          if last > base {
            target[last] = (3 * source[last] + source[last - 1]) * 0.25
          }
          var index = base + 1
          while index < last {
            target[index] = (source[index - 1] + source[index + 1] + 2 * source[index]) * 0.25
            index += 1
          }
        }
      }
      filled = count
    }
    let result = [Float](unsafeUninitializedCapacity: count) { target, filled in
      across.withUnsafeBufferPointer { source in
        for row in 0..<height {
          let up = max(row - 1, 0) * width
          let centre = row * width
          let down = min(row + 1, height - 1) * width
          for column in 0..<width {
            target[centre + column] =
              (source[up + column] + source[down + column] + 2 * source[centre + column]) * 0.25
          }
        }
      }
      filled = count
    }
    return GrayImage(
      width: width, height: height, pixels: result, originX: originX, originY: originY)
  }

  /// Levels 0 (this image) to `top`, each half the one before.
  func pyramid(levels top: Int) -> [GrayImage] {
    var levels = [self]
    for _ in 0..<max(top, 0) { levels.append(levels[levels.count - 1].halved()) }
    return levels
  }

  /// The central-difference gradient at image pixel `(x, y)` (one-sided on the border), per
  /// pixel.
  func gradient(_ x: Int, _ y: Int) -> SIMD2<Float> {
    let left = self[max(x - 1, 0), y]
    let right = self[min(x + 1, width - 1), y]
    let up = self[x, max(y - 1, 0)]
    let down = self[x, min(y + 1, height - 1)]
    let dx = Float(min(x + 1, width - 1) - max(x - 1, 0))
    let dy = Float(min(y + 1, height - 1) - max(y - 1, 0))
    return SIMD2((right - left) / max(dx, 1), (down - up) / max(dy, 1))
  }
}
