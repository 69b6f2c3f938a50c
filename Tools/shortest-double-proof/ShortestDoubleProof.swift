// The long equality proof of ShortestDouble (`make long-test`): compares its text with Swift's
// `Double.description` byte for byte on N SplitMix64 bit patterns (default 10^9), split over
// threads, and prints the count, the mismatches and the time. Exit status 1 on any mismatch.
//
// Usage: shortest-double-proof [COUNT] [THREADS]   (COUNT may be written 1e9; THREADS default 1)
import Foundation
import JellyText

/// Pattern n of the SplitMix64 stream seeded with `seed` (Steele, Lea and Flood 2014): the
/// generator is a counter, so each thread can start anywhere in the stream.
func splitMix64(seed: UInt64, index: UInt64) -> UInt64 {
  var z = seed &+ (index &+ 1) &* 0x9E37_79B9_7F4A_7C15
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return z ^ (z >> 31)
}

/// Compares patterns `range` of the stream; returns the mismatching bit patterns (at most 10).
func compare(seed: UInt64, range: Range<UInt64>) -> [UInt64] {
  var mismatches: [UInt64] = []
  let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: ShortestDouble.maximumByteCount)
  defer { buffer.deallocate() }
  for index in range {
    let bits = splitMix64(seed: seed, index: index)
    let value = Double(bitPattern: bits)
    let length = ShortestDouble.write(value, to: buffer)
    var reference = value.description
    let equal = reference.withUTF8 { utf8 in
      utf8.count == length && utf8.baseAddress.map { memcmp($0, buffer, length) == 0 } == true
    }
    if !equal && mismatches.count < 10 { mismatches.append(bits) }
  }
  return mismatches
}

/// Compares patterns 0 ..< count on `threads` threads; returns the mismatching bit patterns.
func proof(seed: UInt64, count: UInt64, threads: Int) -> [UInt64] {
  // One slot per thread, written only by that thread.
  nonisolated(unsafe) let slots = UnsafeMutableBufferPointer<[UInt64]>.allocate(
    capacity: threads)
  slots.initialize(repeating: [])
  defer { slots.deallocate() }
  DispatchQueue.concurrentPerform(iterations: threads) { thread in
    let lower = count * UInt64(thread) / UInt64(threads)
    let upper = count * UInt64(thread + 1) / UInt64(threads)
    slots[thread] = compare(seed: seed, range: lower..<upper)
  }
  return Array(slots.joined())
}

let arguments = CommandLine.arguments.dropFirst()
let count = UInt64(arguments.first.flatMap(Double.init) ?? 1e9)
let threads = max(1, arguments.dropFirst().first.flatMap { Int($0) } ?? 1)
let seed: UInt64 = 0x4A45_4C4C_594C_4F4E
let start = Date()
let mismatches = proof(seed: seed, count: count, threads: threads)
let seconds = Date().timeIntervalSince(start)
print(
  "shortest-double-proof: \(count) bit patterns (seed 0x\(String(seed, radix: 16))), "
    + "\(threads) thread(s), \(String(format: "%.1f", seconds)) s, \(mismatches.count) mismatches")
for bits in mismatches.prefix(10) {
  let value = Double(bitPattern: bits)
  print("  0x\(String(bits, radix: 16)): description \(value.description)")
}
exit(mismatches.isEmpty ? 0 : 1)
