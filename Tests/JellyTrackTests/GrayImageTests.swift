import JellyMath
import JellyTestSupport
import Testing

@testable import JellyTrack

@Suite(.tags(.sanitizeMemory)) struct GrayImageTests {
  /// The [1, 2, 1] / 4 filter along rows then columns, the edge pixel repeated, written
  /// directly from its definition.
  static func definition(_ image: GrayImage) -> [Float] {
    let (width, height) = (image.width, image.height)
    func at(_ values: [Float], _ x: Int, _ y: Int) -> Float {
      values[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
    }
    var across = image.pixels
    for y in 0..<height {
      for x in 0..<width {
        across[y * width + x] =
          (at(image.pixels, x - 1, y) + 2 * at(image.pixels, x, y) + at(image.pixels, x + 1, y))
          / 4
      }
    }
    var result = across
    for y in 0..<height {
      for x in 0..<width {
        result[y * width + x] =
          (at(across, x, y - 1) + 2 * at(across, x, y) + at(across, x, y + 1)) / 4
      }
    }
    return result
  }

  @Test(
    "smoothing is the [1, 2, 1] / 4 filter with the edge pixel repeated, down to 1 px wide",
    arguments: [(1, 1), (1, 5), (2, 3), (7, 4), (33, 17)])
  func smoothing(width: Int, height: Int) {
    var generator = SplitMix64(seed: UInt64(width * 100 + height))
    let pixels = (0..<(width * height)).map { _ in Float(generator.next() % 256) }
    let image = GrayImage(width: width, height: height, pixels: pixels)
    let smoothed = image.smoothed().pixels
    let expected = Self.definition(image)
    for (value, truth) in zip(smoothed, expected) {
      #expect(abs(value - truth) <= 1e-4, "\(value) against \(truth)")
    }
  }

  @Test(
    "frames are the same only when every byte is, whatever their length",
    arguments: [0, 1, 7, 8, 9, 64, 1001])
  func sameBytes(count: Int) {
    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    #expect(AppearanceTracker.sameBytes(bytes, bytes))
    #expect(!AppearanceTracker.sameBytes(bytes, bytes + [0]))
    for index in [0, count / 2, count - 1] where index >= 0 && index < count {
      var changed = bytes
      changed[index] ^= 1
      #expect(!AppearanceTracker.sameBytes(bytes, changed), "byte \(index) of \(count)")
    }
  }
}
