import Foundation
import JellyTestSupport
import Testing

/// The big-endian 32-bit integer at `offset` of `bytes` (PNG header fields).
func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
  bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
}

/// Expects a PNG whose IHDR chunk gives `width`×`height`.
func expectPNG(_ bytes: [UInt8], width: Int, height: Int) {
  #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
  #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
  #expect(bigEndian(bytes, at: 16) == width)
  #expect(bigEndian(bytes, at: 20) == height)
}

/// Counts the images of a GIF by walking its block structure (GIF89a specification §17–§27):
/// header, logical screen descriptor and global colour table, then extension blocks (0x21),
/// image descriptors (0x2C, each followed by an optional local colour table, the LZW minimum code
/// size and data sub-blocks) until the trailer 0x3B. Returns nil for malformed data.
func gifImageCount(_ bytes: [UInt8]) -> Int? {
  guard bytes.count > 13, bytes.starts(with: Array("GIF89a".utf8)) else { return nil }
  var position = 13
  if bytes[10] & 0x80 != 0 { position += 3 << Int((bytes[10] & 0x07) + 1) }
  var images = 0
  func skipSubBlocks() -> Bool {
    while position < bytes.count {
      let size = Int(bytes[position])
      position += 1 + size
      if size == 0 { return true }
    }
    return false
  }
  while position < bytes.count {
    switch bytes[position] {
    case 0x3B: return images
    case 0x21:
      position += 2
      guard skipSubBlocks() else { return nil }
    case 0x2C:
      guard position + 10 <= bytes.count else { return nil }
      let packed = bytes[position + 9]
      position += 10
      if packed & 0x80 != 0 { position += 3 << Int((packed & 0x07) + 1) }
      position += 1  // LZW minimum code size
      guard skipSubBlocks() else { return nil }
      images += 1
    default: return nil
    }
  }
  return nil
}
