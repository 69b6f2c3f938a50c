import Foundation
import JellyMath
import JellyTestSupport
import Testing

@testable import JellyText

/// Collects the chunks a ``CSVWriter`` hands to its sink.
private final class ChunkCollector {
  var chunks: [[UInt8]] = []
  var text: String { String(decoding: chunks.joined(), as: UTF8.self) }
}

private func writer(capacity: Int = 65_536, header: [String], into collector: ChunkCollector)
  throws -> CSVWriter
{
  try CSVWriter(header: header, bufferCapacity: capacity) { collector.chunks.append(Array($0)) }
}

@Suite(.tags(.sanitizeMemory)) struct CSVWriterTests {
  @Test("exact text: header, shortest round-trip numbers, LF line ends")
  func exactText() throws {
    let collector = ChunkCollector()
    var csv = try writer(header: ["t", "value"], into: collector)
    try csv.writeRow([0.0, 0.1])
    try csv.writeRow([-0.0, 1e-5])
    try csv.writeRow([1e16, -Double.infinity])
    try csv.append(2.5)
    try csv.append("note")
    try csv.endRow()
    try csv.finish()
    #expect(collector.text == "t,value\n0.0,0.1\n0.0,1e-05\n1e+16,-inf\n2.5,note\n")
  }

  @Test("whole numbers are written without a decimal point")
  func integers() throws {
    let collector = ChunkCollector()
    var csv = try writer(header: ["frame", "count", "t"], into: collector)
    try csv.append(0)
    try csv.append(-14)
    try csv.append(0.5)
    try csv.endRow()
    try csv.append(Int.max)
    try csv.append(1)
    try csv.append(1.0)
    try csv.endRow()
    try csv.finish()
    #expect(collector.text == "frame,count,t\n0,-14,0.5\n9223372036854775807,1,1.0\n")
  }

  @Test("whole numbers of every digit count 1 ... 19, both signs, equal String(value)")
  func integersOfEveryLength() throws {
    var random = SplitMix64(seed: 7)
    var values: [Int] = [0, Int.min, Int.max]
    var power = 1
    for digits in 1...19 {
      let upper = digits == 19 ? Int.max : power * 10 - 1
      values += [power, upper, power + Int(random.next() % UInt64(upper - power + 1))]
      if digits < 19 { power *= 10 }
    }
    values += values.filter { $0 != Int.min }.map { -$0 }
    let collector = ChunkCollector()
    var csv = try writer(header: ["n"], into: collector)
    for value in values {
      try csv.append(value)
      try csv.endRow()
    }
    try csv.finish()
    #expect(collector.text == "n\n" + values.map { "\($0)\n" }.joined())
  }

  @Test("number fields are byte for byte Double.description (−0.0 as 0.0); Int.min and Int.max")
  func numbersMatchDescription() throws {
    var random = SplitMix64(seed: 99)
    var values: [Double] = [-0.0, 0, 1e16, 1e-5, 0.0001, 9_007_199_254_740_992, .nan, -.infinity]
    for _ in 0..<20_000 { values.append(Double(bitPattern: random.next())) }
    let collector = ChunkCollector()
    var csv = try writer(capacity: 4096, header: ["x", "n"], into: collector)
    for (index, value) in values.enumerated() {
      try csv.append(value)
      try csv.append(index.isMultiple(of: 2) ? Int.min + index : Int.max - index)
      try csv.endRow()
    }
    try csv.finish()
    var expected = "x,n\n"
    for (index, value) in values.enumerated() {
      let whole = index.isMultiple(of: 2) ? Int.min + index : Int.max - index
      expected += "\(value == 0 ? "0.0" : value.description),\(whole)\n"
    }
    #expect(collector.text == expected)
  }

  @Test("a text field longer than the buffer is written whole")
  func longText() throws {
    let collector = ChunkCollector()
    var csv = try writer(capacity: 16, header: ["a", "b"], into: collector)
    let long = String(repeating: "ab\"c", count: 100)
    try csv.append(1.5)
    try csv.append(long)
    try csv.endRow()
    try csv.finish()
    let quoted = "\"" + String(repeating: "ab\"\"c", count: 100) + "\""
    #expect(collector.text == "a,b\n1.5,\(quoted)\n")
  }

  @Test("text fields are quoted as RFC 4180 requires")
  func quoting() throws {
    let collector = ChunkCollector()
    var csv = try writer(header: ["a", "b,c"], into: collector)
    try csv.writeRow(["say \"hi\"", "two\nlines"])
    try csv.writeRow(["", "cr\rhere"])
    try csv.finish()
    #expect(collector.text == "a,\"b,c\"\n\"say \"\"hi\"\"\",\"two\nlines\"\n,\"cr\rhere\"\n")
  }

  @Test("every Double parses back to the identical bits, except -0.0, which is written as 0.0")
  func roundTrip() throws {
    var values: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
      .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, 0.1, 1.0 / 3.0, 1e-300, -1e300,
      Double.ulpOfOne, 1 + Double.ulpOfOne, 123_456_789.123_456_79,
    ]
    var state: UInt64 = 2024
    for index in 0..<20_000 {
      state &+= 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      z ^= z >> 31
      switch index % 3 {
      case 0: values.append(Double(bitPattern: z))  // any class: huge, tiny, subnormal, NaN
      case 1: values.append(Double(bitPattern: z & 0x000F_FFFF_FFFF_FFFF))  // subnormals
      default: values.append(Double(z >> 11) * 0x1.0p-53 * 2 - 1)  // uniform in [-1, 1)
      }
    }
    let collector = ChunkCollector()
    var csv = try writer(capacity: 1000, header: ["x"], into: collector)
    for value in values { try csv.writeRow(CollectionOfOne(value)) }
    try csv.finish()
    let lines = collector.text.split(separator: "\n").dropFirst()
    #expect(lines.count == values.count)
    var mismatches = 0
    for (line, value) in zip(lines, values) {
      guard let parsed = Double(line) else {
        mismatches += 1
        continue
      }
      let expected = value == 0 ? 0.0 : value
      if value.isNaN ? !parsed.isNaN : parsed.bitPattern != expected.bitPattern { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }

  @Test("chunks stay near the buffer size: no chunk per row, bounded memory")
  func chunking() throws {
    let capacity = 256
    let collector = ChunkCollector()
    var csv = try writer(capacity: capacity, header: ["t", "value", "velocity"], into: collector)
    let reference = ChunkCollector()
    var single = try writer(header: ["t", "value", "velocity"], into: reference)
    for index in 0..<10_000 {
      let t = Double(index) / 60
      try csv.writeRow([t, sin(t), -cos(t) / 3])
      try single.writeRow([t, sin(t), -cos(t) / 3])
    }
    try csv.finish()
    try single.finish()
    // One field is at most 24 bytes ("-2.2250738585072014e-308") plus a separator.
    #expect(collector.chunks.allSatisfy { $0.count <= capacity + 25 })
    #expect(collector.chunks.dropLast().allSatisfy { $0.count >= capacity })
    #expect(collector.chunks.count > 100)
    #expect(collector.text == reference.text)
  }

  @Test("an error thrown by the sink reaches the caller")
  func sinkErrorPropagates() throws {
    struct Full: Error {}
    var calls = 0
    var csv = try CSVWriter(header: ["x"], bufferCapacity: 8) { _ in
      calls += 1
      if calls > 1 { throw Full() }
    }
    try csv.writeRow([1.0])  // "x\n1.0\n" = 6 bytes: buffered
    #expect(calls == 0)
    try csv.writeRow([2.0])  // 10 bytes: first flush succeeds
    #expect(calls == 1)
    try csv.writeRow([3.0])
    #expect(throws: Full.self) { try csv.writeRow([4.0]) }
  }
}

extension CSVWriterTests {
  @Test("a headerless writer continues a table with the same row text")
  func headerlessRowsMatch() throws {
    var whole = Data()
    var csv = try CSVWriter(header: ["a", "b"]) { whole.append(contentsOf: $0) }
    var rows = Data()
    var part = CSVWriter(columnCount: 2, bufferCapacity: 8) { rows.append(contentsOf: $0) }
    for row in [[0.1, -0.0], [1e-300, 3]] {
      try csv.writeRow(row)
      try part.writeRow(row)
    }
    try csv.finish()
    try part.finish()
    #expect(String(decoding: rows, as: UTF8.self) == "0.1,0.0\n1e-300,3.0\n")
    #expect(whole == Data("a,b\n".utf8) + rows)
  }
}
