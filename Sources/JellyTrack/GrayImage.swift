/// A grey image in floating point, row by row: the luma of a frame (0...255), or a level of its
/// pyramid.
///
/// Coordinates put pixel `(i, j)` over the square [i, i + 1) × [j, j + 1), so its value sits at
/// its centre `(i + 0.5, j + 0.5)`. Level `l` of a pyramid halves the one before `l` times: its
/// pixel `(i, j)` averages the 2^l × 2^l pixels of level 0 it covers, and a point `p` of level 0
/// lies at `p / 2^l` on it.
struct GrayImage: Sendable {
  /// Columns, ≥ 1.
  let width: Int
  /// Rows, ≥ 1.
  let height: Int
  /// `width × height` values, row by row.
  var pixels: [Float]

  /// An image of `width` × `height` values.
  init(width: Int, height: Int, pixels: [Float]) {
    precondition(width >= 1 && height >= 1 && pixels.count == width * height)
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The luma of a `gray` frame: one byte a pixel.
  init(frame: PixelFrame) {
    precondition(frame.format == .gray, "a grey image is read from a gray frame")
    self.init(width: frame.width, height: frame.height, pixels: frame.bytes.map { Float($0) })
  }

  /// The value of pixel `(x, y)`.
  subscript(x: Int, y: Int) -> Float { pixels[y * width + x] }

  /// The next pyramid level: each value the mean of a 2 × 2 block (a last odd row or column is
  /// left out), at least 1 × 1.
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
              0.25 * (source[top + left] + source[top + left + 1] + source[bottom + left]
                + source[bottom + left + 1])
          }
        }
      }
    }
    return GrayImage(width: halfWidth, height: halfHeight, pixels: result)
  }

  /// The image smoothed by the binomial kernel (1, 4, 6, 4, 1)/16 along each axis (a Gaussian
  /// of σ = 1 pixel; the border repeats its last pixel): an edge then spans a few pixels, so
  /// that interpolating between pixels follows it without favouring whole-pixel positions.
  func smoothed() -> GrayImage {
    var across = [Float](repeating: 0, count: pixels.count)
    var result = [Float](repeating: 0, count: pixels.count)
    let width = self.width
    let height = self.height
    pixels.withUnsafeBufferPointer { source in
      across.withUnsafeMutableBufferPointer { target in
        for row in 0..<height {
          let base = row * width
          for column in 0..<width {
            let l2 = source[base + max(column - 2, 0)]
            let l1 = source[base + max(column - 1, 0)]
            let c = source[base + column]
            let r1 = source[base + min(column + 1, width - 1)]
            let r2 = source[base + min(column + 2, width - 1)]
            target[base + column] = (l2 + r2 + 4 * (l1 + r1) + 6 * c) * (1 / 16)
          }
        }
      }
    }
    across.withUnsafeBufferPointer { source in
      result.withUnsafeMutableBufferPointer { target in
        for row in 0..<height {
          let u2 = max(row - 2, 0) * width
          let u1 = max(row - 1, 0) * width
          let c = row * width
          let d1 = min(row + 1, height - 1) * width
          let d2 = min(row + 2, height - 1) * width
          for column in 0..<width {
            target[c + column] =
              (source[u2 + column] + source[d2 + column]
                + 4 * (source[u1 + column] + source[d1 + column]) + 6 * source[c + column])
              * (1 / 16)
          }
        }
      }
    }
    return GrayImage(width: width, height: height, pixels: result)
  }

  /// Levels 0 (this image) to `top`, each half the one before.
  func pyramid(levels top: Int) -> [GrayImage] {
    var levels = [self]
    for _ in 0..<max(top, 0) { levels.append(levels[levels.count - 1].halved()) }
    return levels
  }

  /// The value at `(x, y)` (pixel centres at half-integers) interpolated between the four
  /// nearest pixels, or `nil` where those four are not all inside the image.
  @inline(__always)
  func sample(_ x: Float, _ y: Float) -> Float? {
    let fx = x - 0.5
    let fy = y - 0.5
    let column = fx.rounded(.down)
    let row = fy.rounded(.down)
    guard column >= 0, row >= 0, column < Float(width - 1), row < Float(height - 1) else {
      return nil
    }
    let i = Int(column)
    let j = Int(row)
    let a = fx - column
    let b = fy - row
    let index = j * width + i
    return pixels.withUnsafeBufferPointer { p in
      let top = p[index] + a * (p[index + 1] - p[index])
      let bottom = p[index + width] + a * (p[index + width + 1] - p[index + width])
      return top + b * (bottom - top)
    }
  }

  /// The central-difference gradient at pixel `(x, y)` (one-sided on the border), per pixel.
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
