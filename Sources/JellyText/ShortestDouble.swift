/// The shortest round-trip decimal text of a `Double`, byte for byte the text of Swift's own
/// `Double.description`, written into a caller's byte buffer without allocating.
///
/// The digits are the fewest decimal digits that read back (round to nearest, ties to even) as
/// the same `Double`; among several such, the one closest to the exact binary value (an exact
/// tie goes to the even digit). Most values take Junekey Jeon's Dragonbox ("Dragonbox: a new
/// floating-point binary-to-decimal conversion algorithm", 2020, revised 2024): one 128-bit
/// product places the value's rounding interval on a grid of decimals, and the interval's width
/// comes from the power of ten alone. Powers of two (whose interval is uneven) and the least
/// exponents take Raffaello Giulietti's Schubfach ("The Schubfach way to render doubles", 2020,
/// revised 2021), which scales the value and both ends of its interval by 10^−k (three
/// products) and tests at most four candidates. Both use one table of 128-bit powers of ten;
/// the tests check each against the other and both against Swift. (Ulf Adams' Ryū, PLDI 2018,
/// solves the same problem with larger tables.)
///
/// The text follows Swift's layout: `0.1`, `1.0`, `100000.0`, `0.0001`, `1e-05`, `1e+16`,
/// `5e-324`, `1.7976931348623157e+308`, `-0.0`, `inf`, `-inf`, `nan` (every NaN, whatever its
/// sign or payload). Decimal notation is used when 10^−4 ≤ |digits| and |value| ≤ 2^53;
/// otherwise exponential notation with a signed exponent of at least two digits.
package enum ShortestDouble {
  /// The most bytes ``write(_:to:)`` writes for any `Double` (e.g. `-2.2250738585072014e-308`).
  package static let maximumByteCount = 24

  /// Writes the text of `value` (exactly `value.description`) at `destination` and returns the
  /// number of bytes written, 1 ... ``maximumByteCount``.
  ///
  /// - Parameters:
  ///   - value: Any `Double`, including ±0, subnormals, ±infinity and NaN.
  ///   - destination: Room for at least ``maximumByteCount`` bytes.
  /// - Returns: The byte count (ASCII, no terminator).
  package static func write(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
    let bits = value.bitPattern
    let magnitudeBits = bits & ~signMask
    if magnitudeBits >= exponentMask {
      if magnitudeBits > exponentMask { return copyThreeBytes("nan", to: destination) }
      if bits == magnitudeBits { return copyThreeBytes("inf", to: destination) }
      destination.pointee = minus
      return 1 + copyThreeBytes("inf", to: destination + 1)
    }
    var start = destination
    if bits != magnitudeBits {
      start.pointee = minus
      start += 1
    }
    if magnitudeBits == 0 {
      return start - destination + copyThreeBytes("0.0", to: start)
    }
    let (significand, exponent) = shortestDecimal(magnitudeBits: magnitudeBits)
    let length = writeLayout(
      significand: significand, exponent: exponent,
      exponential: magnitudeBits > twoToThe53Bits, to: start)
    return start - destination + length
  }

  /// The shortest decimal of a positive finite `Double`: `value == significand · 10^exponent`
  /// after rounding to the nearest `Double`, with `significand` free of trailing zeros
  /// (1 ... 17 digits).
  ///
  /// - Parameter value: A finite `Double` > 0.
  /// - Returns: The significand (1 ≤ significand < 10^17) and the decimal exponent
  ///   (−324 ... 308).
  package static func decimal(of value: Double) -> (significand: UInt64, exponent: Int) {
    precondition(value.isFinite && value > 0, "decimal(of:) needs a finite positive value")
    return shortestDecimal(magnitudeBits: value.bitPattern)
  }

  // MARK: - Shortest decimal

  /// Digits and exponent for the bits of a positive finite double.
  @inline(__always)
  static func shortestDecimal(magnitudeBits bits: UInt64) -> (significand: UInt64, exponent: Int) {
    let fraction = bits & fractionMask
    let biasedExponent = Int(bits >> 52)
    guard biasedExponent != 0 else { return schubfach(c: fraction, q: -1074) }
    let c = fraction | hiddenBit
    let q = biasedExponent - 1075
    // Integers below 2^53 are their own shortest decimal: their neighbours are at most 1
    // apart, so no shorter decimal lies in the rounding interval.
    // (Shift counts here are in range, so the masking shifts `&<<`, `&>>` are exact and
    // spare the checks of the smart shifts.)
    if q <= 0 && q >= -52 && c & ((1 &<< UInt64(-q)) &- 1) == 0 {
      return removingTrailingZeros(c &>> UInt64(-q), exponent: 0)
    }
    // Dragonbox needs 10^(2 − ⌊log10 2^q⌋), beyond the table for the least exponents, and
    // has its own path for the irregular interval of a power of two: Schubfach takes both.
    if fraction == 0 || q < lowestDragonboxExponent {
      return schubfach(c: c, q: q)
    }
    return dragonbox(c: c, q: q)
  }

  /// The exponents q of c·2^q from which ``dragonbox(c:q:)`` finds its power of ten in the
  /// table: 2 − ⌊log10 2^q⌋ ≤ 324.
  static let lowestDragonboxExponent = -1069

  // MARK: - Dragonbox

  /// The shortest decimal of c·2^q (2^52 < c < 2^53, q ≥ ``lowestDragonboxExponent``, c·2^q
  /// not an integer below 2^53) by Dragonbox, round to nearest with ties to even, κ = 2: with
  /// k = ⌊log10 2^q⌋, one 128-bit product gives the right end of the rounding interval in
  /// units of 10^(k − κ), and the interval's width δ in those units comes from the power of ten
  /// alone. A multiple of 10^(κ + 1) units in the interval is the shortest decimal (its
  /// trailing zeros removed). Otherwise the answer has one digit more: the multiple of 10^κ
  /// units nearest the value, found from the remainder, with a second, partial product only
  /// in the rare cases on a boundary. The same digits as ``schubfach(c:q:)`` with
  /// one product instead of three.
  @inline(__always)
  static func dragonbox(c: UInt64, q: Int) -> (significand: UInt64, exponent: Int) {
    let twoC = c &<< 1
    // 10^−minusK: the table's entry for k = minusK is 10^−k rounded up to 128 bits plus one
    // unit even when exact (10^0 ... 10^55); Dragonbox wants exact powers exactly.
    let minusK = floorLog10PowerOfTwo(q) &- 2
    let index = 2 &* (minusK &+ 324)
    var powerHigh = shortestDoublePowersOfTen[index]
    var powerLow = shortestDoublePowersOfTen[index &+ 1]
    if UInt(bitPattern: minusK &+ 55) <= 55 {
      let borrow: Bool
      (powerLow, borrow) = powerLow.subtractingReportingOverflow(1)
      powerHigh &-= borrow ? 1 : 0
    }
    // With m = −minusK, the power is 10^m·2^(127 − ⌊log2 10^m⌋) and β = q + ⌊log2 10^m⌋
    // ∈ [6, 9]: so y·2^β times the power over 2^128 is y·2^(q − 1)·10^m.
    let beta = q &+ floorLog2PowerOfTen(0 &- minusK)
    let delta = UInt32(truncatingIfNeeded: powerHigh &>> UInt64(63 &- beta))
    // z = the right end (2c + 1)·2^(q − 1) in units of 10^minusK: its integer part and whether
    // it has a fraction (the upper 128 bits of the 192-bit product).
    let x = (twoC | 1) &<< UInt64(beta)
    let product = scaledProduct(x, powerHigh, powerLow)
    let z = product.high
    let zIsInteger = product.low == 0
    // The ends belong to the interval when c is even (round to even brings them back to c).
    let includesEnds = c & 1 == 0
    var significand = z / 1000
    var remainder = UInt32(truncatingIfNeeded: z &- significand &* 1000)
    var shortFound = false
    if remainder < delta {
      // A multiple of 1000 units lies in the interval, unless it is the excluded right end.
      if remainder != 0 || !zIsInteger || includesEnds {
        shortFound = true
      } else {
        significand &-= 1
        remainder = 1000
      }
    } else if remainder == delta {
      // The left end is exactly at the multiple's integer part: compare the fractions.
      let left = fractionParity(twoC &- 1, powerHigh, powerLow, beta: beta)
      shortFound = left.parity || (left.isInteger && includesEnds)
    }
    if shortFound { return removingTrailingZeros(significand, exponent: minusK &+ 3) }
    // One digit more: the multiple of 100 units nearest the value, from the distance to the
    // right end (no trailing zero: a multiple of 1000 units would have been found above).
    significand &*= 10
    var distance = remainder &- delta / 2 &+ 50
    let approximateParity = (distance ^ 50) & 1 != 0
    let isDivisible = distance % 100 == 0
    distance /= 100
    significand &+= UInt64(distance)
    if isDivisible {
      // The value's own fraction decides between this decimal and the one below; on a tie
      // (the value exactly halfway), the even one.
      let center = fractionParity(twoC, powerHigh, powerLow, beta: beta)
      if center.parity != approximateParity {
        significand &-= 1
      } else if center.isInteger && significand & 1 != 0 {
        significand &-= 1
      }
    }
    return (significand, minusK &+ 2)
  }

  /// The parity of the integer part of x·2^β·power/2^128 and whether it is an integer
  /// (from the low 128 bits of the 192-bit product: x·power mod 2^128).
  @inline(__always)
  static func fractionParity(_ x: UInt64, _ powerHigh: UInt64, _ powerLow: UInt64, beta: Int)
    -> (parity: Bool, isInteger: Bool)
  {
    let lowProduct = x.multipliedFullWidth(by: powerLow)
    let high = x &* powerHigh &+ lowProduct.high
    let low = lowProduct.low
    let parity = (high &>> UInt64(64 &- beta)) & 1 != 0
    let isInteger = (high &<< UInt64(beta)) | (low &>> UInt64(64 &- beta)) == 0
    return (parity, isInteger)
  }

  // MARK: - Schubfach

  /// The shortest decimal of c·2^q by Schubfach (subnormals: c < 2^52, q = −1074); the path
  /// of powers of two and of the least exponents.
  @inline(never)
  static func schubfach(c: UInt64, q: Int) -> (significand: UInt64, exponent: Int) {
    // The value is c·2^q; its rounding interval runs from halfway to the previous double to
    // halfway to the next one, in units of 2^(q−2): [cb − 2, cb + 2] around cb = 4c, except
    // just above a power of two (c = 2^52, not the least normal), where the gap below is half
    // as wide: [cb − 1, cb + 2]. The ends belong to the interval when c is even (round to even
    // brings them back to c), so `open` is 1 for odd c.
    let open = c & 1
    // All of the arithmetic below stays far inside 64 bits (c < 2^53, the scaled values below
    // 2^62): wrapping operators, with no overflow checks.
    let cb = c &<< 2
    let cbr = cb &+ 2
    let cbl: UInt64
    let k: Int
    if c == hiddenBit && q > -1074 {
      cbl = cb &- 1
      k = floorLog10ThreeQuartersPowerOfTwo(q)
    } else {
      cbl = cb &- 2
      k = floorLog10PowerOfTwo(q)
    }
    // 10^−k ≈ G·2^(e − 127) with G from the table (rounded up, 128 bits) and e = ⌊log2 10^−k⌋;
    // shifting by h ∈ [1, 4] makes each product ·G/2^128 the scaled value times 4: two
    // fraction bits, plus a sticky last bit from round-to-odd.
    let h = q &+ floorLog2PowerOfTen(0 &- k) &+ 1
    let index = 2 &* (k &+ 324)
    let gHigh = shortestDoublePowersOfTen[index]
    let gLow = shortestDoublePowersOfTen[index &+ 1]
    let vb = roundToOddProduct(gHigh, gLow, cb &<< UInt64(h))
    let vbl = roundToOddProduct(gHigh, gLow, cbl &<< UInt64(h))
    let vbr = roundToOddProduct(gHigh, gLow, cbr &<< UInt64(h))
    // s = ⌊value·10^−k⌋. The interval is narrower than 10 units of 10^k, so at most one
    // multiple of 10 lies in it: if one does, it has fewer digits than any other candidate.
    let s = vb &>> 2
    let lowerTen = s / 10 &* 10
    let upperTen = lowerTen &+ 10
    let lowerTenInside = vbl &+ open <= lowerTen &<< 2
    let upperTenInside = (upperTen &<< 2) &+ open <= vbr
    if lowerTenInside != upperTenInside {
      return removingTrailingZeros(lowerTenInside ? lowerTen : upperTen, exponent: k)
    }
    // Otherwise s or s + 1 (the interval is at least one unit wide, so one of them is inside);
    // if both are, the one closer to the value, the even one on an exact tie.
    let t = s &+ 1
    let sInside = vbl &+ open <= s &<< 2
    let tInside = (t &<< 2) &+ open <= vbr
    if sInside != tInside {
      return removingTrailingZeros(sInside ? s : t, exponent: k)
    }
    let twiceMidpoint = (s &+ t) &<< 1
    let chooseS = vb < twiceMidpoint || (vb == twiceMidpoint && s & 1 == 0)
    return removingTrailingZeros(chooseS ? s : t, exponent: k)
  }

  /// ⌊x·G/2^128⌋ with its last bit set when x·10^−k·2^(127 − e)/2^128 is not an integer
  /// (round to odd).
  ///
  /// G exceeds the exact power by less than 1, so x·G exceeds the exact product by less than
  /// x < 2^64: that excess stays in the lowest 64 bits of the 192-bit product, which are left
  /// out of the test. The product is an integer exactly when the 64 bits above them are zero;
  /// Giulietti's analysis bounds the exact product's distance from the nearest integer from
  /// below, far above 2^−64, when it is not one.
  @inline(__always)
  static func roundToOddProduct(_ gHigh: UInt64, _ gLow: UInt64, _ x: UInt64) -> UInt64 {
    let sum = scaledProduct(x, gHigh, gLow)
    return sum.high | (sum.low != 0 ? 1 : 0)
  }

  /// x·(high·2^64 + low)/2^64 rounded down, as the two 64-bit halves of its 128 bits: the
  /// upper 128 bits of the 192-bit product. (`multipliedFullWidth` and a carry rather than
  /// `UInt128`, which needs macOS 15 / iOS 18; the carry is an add-with-carry, not a branch on
  /// a bit that is as often set as not.)
  @inline(__always)
  static func scaledProduct(_ x: UInt64, _ high: UInt64, _ low: UInt64)
    -> (high: UInt64, low: UInt64)
  {
    let upper = x.multipliedFullWidth(by: high)
    let lower = x.multipliedFullWidth(by: low)
    let (sum, carry) = upper.low.addingReportingOverflow(lower.high)
    return (upper.high &+ (carry ? 1 : 0), sum)
  }

  /// ⌊log10 2^q⌋ for −1100 ≤ q ≤ 1100 (checked exactly by scripts/shortest-double-table.py).
  @inline(__always)
  static func floorLog10PowerOfTwo(_ q: Int) -> Int { (q &* 315_653) >> 20 }

  /// ⌊log10 (3/4·2^q)⌋ for −1100 ≤ q ≤ 1000.
  @inline(__always)
  static func floorLog10ThreeQuartersPowerOfTwo(_ q: Int) -> Int {
    (q &* 315_653 &- 131_005) >> 20
  }

  /// ⌊log2 10^k⌋ for −400 ≤ k ≤ 400.
  @inline(__always)
  static func floorLog2PowerOfTen(_ k: Int) -> Int { (k &* 108_853) >> 15 }

  /// `significand·10^exponent` with the significand's trailing zeros moved into the exponent.
  @inline(__always)
  static func removingTrailingZeros(_ significand: UInt64, exponent: Int) -> (
    significand: UInt64, exponent: Int
  ) {
    var f = significand
    var e = exponent
    if f % 10 != 0 { return (f, e) }
    while f % 100_000_000 == 0 {
      f /= 100_000_000
      e += 8
    }
    if f % 10_000 == 0 {
      f /= 10_000
      e += 4
    }
    if f % 100 == 0 {
      f /= 100
      e += 2
    }
    if f % 10 == 0 {
      f /= 10
      e += 1
    }
    return (f, e)
  }

  // MARK: - Layout

  /// Writes `significand·10^exponent` (no sign) in Swift's layout and returns the byte count.
  /// (`@_transparent`: the optimizer left this one call of ``write(_:to:)`` outlined under
  /// `@inline(__always)`, and the call cost 5 % of a CSV row of numbers.)
  @_transparent
  static func writeLayout(
    significand: UInt64, exponent: Int, exponential forcedExponential: Bool,
    to start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let digitCount = decimalDigitCount(significand)
    // The value is 0.d1d2…dn · 10^point.
    let point = exponent + digitCount
    if point < -3 || forcedExponential {
      // d1[.d2…dn]e±XX
      writeDigits(significand, count: digitCount, endingAt: start + 1 + digitCount)
      var end = start + 1 + digitCount
      start.pointee = start[1]
      if digitCount > 1 {
        start[1] = dot
      } else {
        end = start + 1
      }
      end.pointee = UInt8(ascii: "e")
      var power = point - 1
      if power < 0 {
        end[1] = minus
        power = -power
      } else {
        end[1] = UInt8(ascii: "+")
      }
      end += 2
      if power >= 100 {
        end.pointee = UInt8(truncatingIfNeeded: power / 100) &+ zero
        power %= 100
        end += 1
      }
      end[0] = UInt8(truncatingIfNeeded: power / 10) &+ zero
      end[1] = UInt8(truncatingIfNeeded: power % 10) &+ zero
      return end + 2 - start
    }
    // Below, fixed-size stores instead of loops over a variable count: a loop of a few bytes
    // would become a call to memmove or memset, which costs more than the digits.
    if point <= 0 {
      // 0.[000]d1…dn: "0.000" first (at most three zeros, since point ≥ −3), then the digits
      // over whatever zeros they cover.
      storeBytes("0.000", at: start)
      let length = 2 - point + digitCount
      writeDigits(significand, count: digitCount, endingAt: start + length)
      return length
    }
    if point < digitCount {
      #if _endian(little)
        // d1…dp.dp+1…dn: the digits one place to the right, then the first p (≤ 16, since
        // p < n ≤ 17) moved back over the gap by two 8-byte blends of the bytes in place and
        // the bytes one further on (byte i of a little-endian load is bits 8i ..< 8i + 8), and
        // the point after them. Bytes 0 ..< 17 are read: within the 24 of the contract.
        writeDigits(significand, count: digitCount, endingAt: start + digitCount + 1)
        let raw = UnsafeMutableRawPointer(start)
        let low = raw.loadUnaligned(as: UInt64.self)
        let high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let lowNext = raw.loadUnaligned(fromByteOffset: 1, as: UInt64.self)
        let highNext = raw.loadUnaligned(fromByteOffset: 9, as: UInt64.self)
        let lowMask: UInt64 = point >= 8 ? ~0 : (1 &<< UInt64(8 &* point)) &- 1
        let highMask: UInt64 =
          point <= 8 ? 0 : point >= 16 ? ~0 : (1 &<< UInt64(8 &* (point &- 8))) &- 1
        raw.storeBytes(of: (lowNext & lowMask) | (low & ~lowMask), as: UInt64.self)
        raw.storeBytes(
          of: (highNext & highMask) | (high & ~highMask), toByteOffset: 8, as: UInt64.self)
        start[point] = dot
      #else
        // d1…dp.dp+1…dn: the integer part and the fraction written apart, around the point.
        let fractionCount = digitCount - point
        let integerPart = significand / powerOfTen(fractionCount)
        writeDigits(integerPart, count: point, endingAt: start + point)
        start[point] = dot
        writeDigits(
          significand &- integerPart &* powerOfTen(fractionCount), count: fractionCount,
          endingAt: start + digitCount + 1)
      #endif
      return digitCount + 1
    }
    // d1…dn[000].0: sixteen zeros first (point ≤ 16 below 2^53), then the digits, the point
    // and the last zero.
    storeBytes("0000000000000000", at: start)
    writeDigits(significand, count: digitCount, endingAt: start + digitCount)
    start[point] = dot
    start[point + 1] = zero
    return point + 2
  }

  /// Stores the bytes of `text` (5 or 16 of them) at `destination` with one or two wide stores.
  @inline(__always)
  static func storeBytes(_ text: StaticString, at destination: UnsafeMutablePointer<UInt8>) {
    let source = UnsafeRawPointer(text.utf8Start)
    let target = UnsafeMutableRawPointer(destination)
    switch text.utf8CodeUnitCount {
    case 5:
      target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
      destination[4] = text.utf8Start[4]
    default:
      precondition(text.utf8CodeUnitCount == 16, "storeBytes takes 5 or 16 bytes")
      target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8,
        as: UInt64.self)
    }
  }

  /// The number of decimal digits of `value` ≥ 1 (1 ... 20).
  @inline(__always)
  static func decimalDigitCount(_ value: UInt64) -> Int {
    // ⌊log10 value⌋ is ⌊(bit length − 1)·log10 2⌋ or one more.
    let bitLength = 64 - value.leadingZeroBitCount
    let guess = (bitLength &* 1233) >> 12
    return guess + (value >= powerOfTen(guess) ? 1 : 0)
  }

  /// 10^n for 0 ≤ n ≤ 19.
  @inline(__always)
  static func powerOfTen(_ n: Int) -> UInt64 { powersOfTen[n] }

  /// Writes the `count` decimal digits of `value` (leading zeros if it has fewer) so that the
  /// last one is just before `end`; `count` ≤ 20 (every UInt64).
  @inline(__always)
  static func writeDigits(_ value: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
    var remaining = count
    var position = end
    var rest = value
    while remaining > 8 {
      // The low eight digits, until at most eight are left, which fit in 32 bits.
      let high = rest / 100_000_000
      writeEightDigits(
        UInt32(truncatingIfNeeded: rest &- high &* 100_000_000), endingAt: position)
      position -= 8
      remaining -= 8
      rest = high
    }
    var small = UInt32(truncatingIfNeeded: rest)
    if remaining == 8 {
      writeEightDigits(small, endingAt: position)
      return
    }
    while remaining >= 4 {
      writeFourDigits(small % 10_000, endingAt: position)
      small /= 10_000
      position -= 4
      remaining -= 4
    }
    if remaining >= 2 {
      let high = small / 100
      writeTwoDigits(small &- high &* 100, at: position - 2)
      small = high
      position -= 2
      remaining -= 2
    }
    if remaining == 1 {
      (position - 1).pointee = UInt8(truncatingIfNeeded: small) &+ zero
    }
  }

  /// Writes the eight digits of `value` < 10^8 (with leading zeros) just before `end`.
  ///
  /// One multiplication by ⌈2^48/10^6⌉ = 281 474 977 gives value/10^6 in fixed point with 48
  /// fraction bits, too large by less than value·0.3 units, which stays below the 2^48/10^6
  /// units that would change a digit: the integer part is the first two digits, and each
  /// further pair is the integer part of the fraction times 100. (Checked for every value
  /// below 10^8; the test checks a stride of them and every power-of-ten boundary.)
  @inline(__always)
  static func writeEightDigits(_ value: UInt32, endingAt end: UnsafeMutablePointer<UInt8>) {
    let fractionMask: UInt64 = (1 &<< 48) &- 1
    var fixed = UInt64(value) &* 281_474_977
    writeTwoDigits(UInt32(truncatingIfNeeded: fixed &>> 48), at: end - 8)
    fixed = (fixed & fractionMask) &* 100
    writeTwoDigits(UInt32(truncatingIfNeeded: fixed &>> 48), at: end - 6)
    fixed = (fixed & fractionMask) &* 100
    writeTwoDigits(UInt32(truncatingIfNeeded: fixed &>> 48), at: end - 4)
    fixed = (fixed & fractionMask) &* 100
    writeTwoDigits(UInt32(truncatingIfNeeded: fixed &>> 48), at: end - 2)
  }

  /// Writes the four digits of `value` < 10000 (with leading zeros) just before `end`.
  @inline(__always)
  static func writeFourDigits(_ value: UInt32, endingAt end: UnsafeMutablePointer<UInt8>) {
    let high = value / 100
    writeTwoDigits(high, at: end - 4)
    writeTwoDigits(value &- high &* 100, at: end - 2)
  }

  /// Writes the two digits of `value` < 100 (with a leading zero) at `destination`, copied from
  /// the table of the pairs `00` … `99`.
  @inline(__always)
  static func writeTwoDigits(_ value: UInt32, at destination: UnsafeMutablePointer<UInt8>) {
    let pair = UnsafeRawPointer(digitPairs.utf8Start + Int(value &* 2))
      .loadUnaligned(as: UInt16.self)
    UnsafeMutableRawPointer(destination).storeBytes(of: pair, as: UInt16.self)
  }

  /// Stores the three bytes of a literal such as `0.0` (plain stores: no call for a copy) and
  /// returns 3.
  @inline(__always)
  static func copyThreeBytes(_ text: StaticString, to destination: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    let bytes = text.utf8Start
    destination[0] = bytes[0]
    destination[1] = bytes[1]
    destination[2] = bytes[2]
    return 3
  }
}

private let signMask: UInt64 = 1 << 63
private let exponentMask: UInt64 = 0x7ff << 52
private let fractionMask: UInt64 = (1 << 52) - 1
private let hiddenBit: UInt64 = 1 << 52
/// The bits of 2^53: above it Swift switches to exponential notation.
private let twoToThe53Bits: UInt64 = (1023 + 53) << 52
/// 10^0 ... 10^19.
private let powersOfTen: [UInt64] = [
  1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
  10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000,
  100_000_000_000_000, 1_000_000_000_000_000, 10_000_000_000_000_000,
  100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
]
/// The decimal pairs `00`, `01`, … `99`, two bytes each.
private let digitPairs: StaticString = """
  00010203040506070809101112131415161718192021222324252627282930313233343536373839\
  40414243444546474849505152535455565758596061626364656667686970717273747576777879\
  8081828384858687888990919293949596979899
  """
private let minus = UInt8(ascii: "-")
private let dot = UInt8(ascii: ".")
private let zero = UInt8(ascii: "0")
