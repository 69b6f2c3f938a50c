import Foundation
import JellyMath
import JellyTestSupport
import Testing

@testable import JellyText

/// SplitMix64 (Steele, Lea and Flood 2014): a seeded stream of 64-bit patterns.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The formatter's text for `value`.
func shortestText(_ value: Double) -> String {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ShortestDouble.maximumByteCount) {
    buffer in
    guard let base = buffer.baseAddress else { return "" }
    let count = ShortestDouble.write(value, to: base)
    return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
  }
}

/// What a run of ``compareRandomPatterns(seed:count:)`` covered and found.
struct RandomPatternComparison {
  /// Patterns compared.
  var compared = 0
  /// Subnormal patterns among them (either sign).
  var subnormals = 0
  /// NaN and infinity patterns among them.
  var nonFinite = 0
  /// Finite patterns written in decimal notation (the rest of the finite nonzero ones are
  /// written in exponential notation).
  var decimalNotation = 0
  /// The first (at most 10) bit patterns whose text differs from `description`.
  var mismatches: [UInt64] = []
}

/// Compares the formatter with `description` byte for byte on `count` SplitMix64 bit patterns
/// (every sign, exponent and payload).
func compareRandomPatterns(seed: UInt64, count: Int) -> RandomPatternComparison {
  var random = SplitMix64(seed: seed)
  var result = RandomPatternComparison()
  var buffer = [UInt8](repeating: 0, count: ShortestDouble.maximumByteCount)
  buffer.withUnsafeMutableBufferPointer { bytes in
    guard let base = bytes.baseAddress else { return }
    for _ in 0..<count {
      let bits = random.next()
      let value = Double(bitPattern: bits)
      let length = ShortestDouble.write(value, to: base)
      var reference = value.description
      let equal = reference.withUTF8 { utf8 in
        utf8.count == length
          && zip(utf8, UnsafeBufferPointer(start: base, count: length)).allSatisfy(==)
      }
      result.compared += 1
      if value.isSubnormal { result.subnormals += 1 }
      if !value.isFinite { result.nonFinite += 1 }
      if value.isFinite && !reference.contains("e") { result.decimalNotation += 1 }
      if !equal && result.mismatches.count < 10 { result.mismatches.append(bits) }
    }
  }
  return result
}

@Suite(.tags(.sanitizeMemory)) struct ShortestDoubleTests {
  /// Checks `values` and reports every mismatch with its bit pattern.
  private func expectDescriptions(_ values: [Double]) {
    for value in values {
      let text = shortestText(value)
      #expect(
        text == value.description,
        "bits 0x\(String(value.bitPattern, radix: 16)): \(text) vs \(value.description)")
    }
  }

  /// `value` and its neighbours one and two ulps away on both sides, both signs.
  private func neighbourhood(_ value: Double) -> [Double] {
    let around = [
      value.nextDown.nextDown, value.nextDown, value, value.nextUp, value.nextUp.nextUp,
    ]
    return around.flatMap { [$0, -$0] }
  }

  @Test("the examples of the issue and of Swift's layout, literally")
  func literalExamples() {
    let cases: [(Double, String)] = [
      (0.1, "0.1"), (1, "1.0"), (1e-5, "1e-05"), (0.0001, "0.0001"), (9.9e-5, "9.9e-05"),
      (.leastNonzeroMagnitude, "5e-324"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
      (-0.0, "-0.0"), (0, "0.0"), (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"),
      (-.nan, "nan"), (.signalingNaN, "nan"), (100_000, "100000.0"), (1e15, "1000000000000000.0"),
      (1e16, "1e+16"), (9_007_199_254_740_992, "9007199254740992.0"),
      (9_007_199_254_740_994, "9.007199254740994e+15"), (1e22, "1e+22"), (1e23, "1e+23"),
      (12_345_678.9, "12345678.9"), (-1.5, "-1.5"),
      (2.2250738585072014e-308, "2.2250738585072014e-308"),
      (1e100, "1e+100"), (1.2345e-100, "1.2345e-100"), (616.980576539255, "616.980576539255"),
      // An exact tie between two shortest candidates goes to the even digit.
      (1_000_000_000_000_005.25, "1000000000000005.2"),
    ]
    for (value, text) in cases {
      #expect(shortestText(value) == text, "\(text)")
    }
  }

  @Test("10^6 SplitMix64 bit patterns (all signs, exponents, NaN payloads) equal description")
  func randomBitPatterns() {
    let result = compareRandomPatterns(seed: 0x6A65_6C6C_796C_6162, count: 1_000_000)
    #expect(result.compared == 1_000_000)
    // The patterns reach every class: about 2^-11 of them are subnormal, 2^-11 NaN or infinite,
    // 67/2048 in the decimal range 1e-4 ... 2^53.
    #expect(result.subnormals > 300 && result.nonFinite > 300)
    #expect(result.decimalNotation > 25_000)
    #expect(result.mismatches.isEmpty, "first mismatching bits: \(result.mismatches)")
  }

  @Test("2·10^5 random finite values near 1 (random significands, exponents 2^-20 ... 2^20)")
  func randomModerateValues() {
    var random = SplitMix64(seed: 17)
    var values: [Double] = []
    for _ in 0..<200_000 {
      let bits = random.next()
      let exponent = UInt64(1023 - 20) + bits % 41
      values.append(Double(bitPattern: (exponent << 52) | (bits >> 12)))
    }
    expectDescriptions(values)
  }

  @Test("every place of the decimal point: 10^4 random values in each decade 1e-4 ... 1e16")
  func everyDecimalPointPlace() {
    // Digits before the point from 0 (0.000d…) to 16, each with 1 ... 17 significant digits:
    // the layouts that write the digits and move the integer part in front of the point.
    var random = SplitMix64(seed: 23)
    var values: [Double] = []
    for decade in -4...15 {
      let low = Double(sign: .plus, exponent: 0, significand: 1) * pow(10, Double(decade))
      for index in 0..<10_000 {
        let fraction = Double(random.next() >> 11) * 0x1p-53
        var value = low * pow(10, fraction)
        // A tenth of them rounded to fewer digits, so short fractions occur at every place.
        if index % 10 == 0 { value = (value * 1e3).rounded() / 1e3 }
        values.append(value)
      }
    }
    expectDescriptions(values)
  }

  @Test("subnormals: the least, the greatest, the first 1000 and powers of two among them")
  func subnormals() {
    var values: [Double] = [
      .leastNonzeroMagnitude, Double.leastNormalMagnitude.nextDown,
      Double(bitPattern: 0x000F_FFFF_FFFF_FFFE), Double(bitPattern: 0x0008_0000_0000_0000),
    ]
    for bits in UInt64(1)...1000 { values.append(Double(bitPattern: bits)) }
    for shift in UInt64(0)..<52 {
      values += neighbourhood(Double(bitPattern: 1 << shift)).filter { $0 != 0 }
    }
    expectDescriptions(values.flatMap { [$0, -$0] })
  }

  @Test("every power of ten from 1e-323 to 1e308 and its neighbours ±1 and ±2 ulps")
  func powersOfTen() {
    var values: [Double] = []
    for exponent in -323...308 {
      let value = Double("1e\(exponent)")!
      values += neighbourhood(value)
    }
    expectDescriptions(values)
  }

  @Test("every power of two (the irregular interval) and its neighbours")
  func powersOfTwo() {
    var values: [Double] = []
    for exponent in -1074...1023 {
      values += neighbourhood(Double(sign: .plus, exponent: exponent, significand: 1))
    }
    expectDescriptions(values.filter(\.isFinite))
  }

  @Test("±0, ±inf, NaNs with payloads, the greatest finite, the least normal")
  func extremes() {
    expectDescriptions([
      0, -0.0, .infinity, -.infinity, .nan, -.nan, .signalingNaN, -.signalingNaN,
      Double(bitPattern: 0x7FF0_0000_0000_0001), Double(bitPattern: 0xFFFF_FFFF_FFFF_FFFF),
      Double(bitPattern: 0x7FF8_0000_0000_0001),
    ])
    expectDescriptions(neighbourhood(.greatestFiniteMagnitude).filter(\.isFinite))
    expectDescriptions(neighbourhood(.leastNormalMagnitude))
  }

  @Test("integers exact in binary: 0...10^5, around 2^53, 2^53 + 2, 1e22, 1e23, 2^64 and beyond")
  func exactIntegers() {
    var values: [Double] = (0...100_000).map(Double.init)
    for exponent in 17...70 {
      values += neighbourhood(Double(sign: .plus, exponent: exponent, significand: 1))
    }
    let twoTo53 = 9_007_199_254_740_992.0
    for offset in -20...20 { values.append(twoTo53 + Double(offset * 2)) }
    values += [
      9_007_199_254_740_991, 9_007_199_254_740_994, 1e22, 1e23,
      18_446_744_073_709_551_616, 123_456_789_012_345_680, 1e21, 1e24, 4_503_599_627_370_495.5,
    ]
    var random = SplitMix64(seed: 53)
    for _ in 0..<20_000 {
      values.append(Double(random.next() >> 11))  // exact integers below 2^53
      values.append(Double(random.next() >> UInt64(random.next() % 64)))
    }
    expectDescriptions(values.flatMap { [$0, -$0] })
  }

  @Test("the switch between decimal and exponential notation: near 1e-4, 1e-3, 1e15, 1e16, 2^53")
  func notationBoundaries() {
    var values: [Double] = []
    for center in [1e-4, 1e-3, 0.00099999, 0.000099999, 1e15, 1e16, 9_999_999_999_999_998] {
      var below = center
      var above = center
      for _ in 0..<50 {
        below = below.nextDown
        above = above.nextUp
        values += [below, above]
      }
      values.append(center)
    }
    values += [
      0.00012345678901234567, 0.000099999999999999991, 1.0000000000000001e-4, 123456789012345.67,
      9_007_199_254_740_992, 9_007_199_254_740_992.0.nextUp, 9_007_199_254_740_992.0.nextDown,
    ]
    expectDescriptions(values.flatMap { [$0, -$0] })
  }

  @Test("decimal(of:) returns the digits without trailing zeros and the exponent")
  func decimalDigits() {
    #expect(ShortestDouble.decimal(of: 0.1) == (1, -1))
    #expect(ShortestDouble.decimal(of: 1e23) == (1, 23))
    #expect(ShortestDouble.decimal(of: 100) == (1, 2))
    #expect(ShortestDouble.decimal(of: .leastNonzeroMagnitude) == (5, -324))
    #expect(ShortestDouble.decimal(of: .greatestFiniteMagnitude) == (17_976_931_348_623_157, 292))
  }

  @Test("Dragonbox and Schubfach agree: random doubles, short decimals, exact ties")
  func dragonboxAgreesWithSchubfach() {
    // The two algorithms share only the table: Dragonbox (the usual path) against Schubfach
    // (kept for powers of two and the least exponents) on the significand c and exponent q of
    // c·2^q, for every value Dragonbox takes (not a power of two, not an integer below 2^53).
    var random = SplitMix64(seed: 29)
    var values: [Double] = []
    let lowest = ShortestDouble.lowestDragonboxExponent
    for _ in 0..<600_000 {
      let q = lowest + Int(random.next() % UInt64(971 - lowest + 1))
      let c = (1 << 52) | (random.next() >> 12)
      values.append(Double(sign: .plus, exponent: q + 52, significand: Double(c) * 0x1p-52))
    }
    // Short decimals of 1 ... 17 digits at decimal exponents −300 ... 300: the path where a
    // multiple of 1000 units lies in the interval, with its trailing zeros.
    var power: UInt64 = 10
    for _ in 1...17 {
      for _ in 0..<20_000 {
        let exponent = Int(random.next() % 601) - 300
        values.append(Double("\(random.next() % power)e\(exponent)")!)
      }
      power &*= 10
    }
    // Exact ties between two shortest candidates (n + 1/4 and n + 3/4 for n in [2^50, 2^51):
    // n.2 and n.3 are equally near n.25), which go to the even digit.
    for _ in 0..<20_000 {
      let n = Double((1 << 50) | (random.next() >> 14))
      values += [n + 0.25, n + 0.75]
    }
    var compared = 0
    for value in values where value.isNormal && value.significandBitPattern != 0 {
      let c = value.significandBitPattern | (1 << 52)
      let q = Int(value.exponent) - 52
      if q <= 0 && q >= -52 && c & ((1 << UInt64(-q)) - 1) == 0 { continue }
      let fast = ShortestDouble.dragonbox(c: c, q: q)
      let reference = ShortestDouble.schubfach(c: c, q: q)
      #expect(fast == reference, "bits 0x\(String(value.bitPattern, radix: 16))")
      compared += 1
    }
    #expect(compared > 900_000)
  }

  @Test("the table's exact powers 10^0 ... 10^38 are one unit above the exact value")
  func exactTableEntries() {
    // Dragonbox takes one unit off the entries of 10^0 ... 10^55 (exact in 128 bits), as
    // Schubfach's rounding rule (⌊·⌋ + 1) adds it even to exact ones; checked where UInt128
    // holds the power.
    var power: UInt128 = 1
    for n in 0...38 {
      let exact = power << power.leadingZeroBitCount
      let index = 2 * (324 - n)
      let entry =
        UInt128(shortestDoublePowersOfTen[index]) << 64
        | UInt128(shortestDoublePowersOfTen[index + 1])
      #expect(entry - 1 == exact, "10^\(n)")
      if n < 38 { power *= 10 }
    }
  }

  @Test("the floor-log approximations are exact over the exponents the formatter uses")
  func floorLogarithms() {
    // Exact by integer comparison with powers computed in Double, whose error is far below the
    // distance of q·log10 2 from the nearest integer for q ≠ 0.
    for q in -1074...971 {
      let exact = (Double(q) * log10(2.0)).rounded(.down)
      #expect(ShortestDouble.floorLog10PowerOfTwo(q) == Int(exact), "q = \(q)")
      let threeQuarters = (Double(q) * log10(2.0) + log10(0.75)).rounded(.down)
      #expect(
        ShortestDouble.floorLog10ThreeQuartersPowerOfTwo(q) == Int(threeQuarters), "q = \(q)")
    }
    for k in -330...330 {
      let exact = (Double(k) * log2(10.0)).rounded(.down)
      #expect(ShortestDouble.floorLog2PowerOfTen(k) == Int(exact), "k = \(k)")
    }
  }

  @Test("eight digits by fixed-point pairs: a stride of every value below 10^8 and each boundary")
  func eightDigits() {
    var values = Array(stride(from: UInt32(0), to: 100_000_000, by: 9_973))
    var power: UInt32 = 1
    for _ in 0...8 {
      // Around every power of ten and the pair boundaries, where a digit carries.
      for value in [power &- 1, power, power &+ 1, power &* 2 &- 1, power &* 5, power &* 9]
      where value < 100_000_000 {
        values.append(value)
      }
      power &*= 10
    }
    values += [99_999_999, 12_345_678, 87_654_321, 10_101_010, 99_000_000, 999_999]
    var buffer = [UInt8](repeating: 0, count: 8)
    for value in values {
      buffer.withUnsafeMutableBufferPointer {
        ShortestDouble.writeEightDigits(value, endingAt: $0.baseAddress! + 8)
      }
      let text = String(value)
      let expected = String(repeating: "0", count: 8 - text.count) + text
      #expect(String(decoding: buffer, as: UTF8.self) == expected, "\(value)")
    }
  }
}
