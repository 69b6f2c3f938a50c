extension PixelFrame {
  /// The `width` × `height` pixels of this frame (gray: one byte a pixel) from (`x`, `y`),
  /// each `factor` × `factor` block averaged into one (rounded down), row by row: at least one
  /// row and column. Pixels of a block past the frame's edge are left out of its average; a
  /// block wholly outside is 0.
  public func reduced(x: Int, y: Int, width: Int, height: Int, factor: Int) -> [UInt8] {
    let columns = max(width / factor, 1)
    let rows = max(height / factor, 1)
    var pixels = [UInt8](repeating: 0, count: columns * rows)
    for row in 0..<rows {
      for column in 0..<columns {
        var sum = 0
        var count = 0
        for dy in 0..<factor {
          let sourceRow = y + row * factor + dy
          guard sourceRow < self.height else { continue }
          for dx in 0..<factor {
            let sourceColumn = x + column * factor + dx
            guard sourceColumn < self.width else { continue }
            sum += Int(bytes[sourceRow * self.width + sourceColumn])
            count += 1
          }
        }
        pixels[row * columns + column] = UInt8(count > 0 ? sum / count : 0)
      }
    }
    return pixels
  }
}
