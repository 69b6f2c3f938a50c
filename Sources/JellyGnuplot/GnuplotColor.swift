/// An opaque sRGB colour written as `rgb '#rrggbb'` in gnuplot scripts.
package struct GnuplotColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Red component, 0...255.
  package let red: UInt8
  /// Green component, 0...255.
  package let green: UInt8
  /// Blue component, 0...255.
  package let blue: UInt8

  /// Creates the colour from 8-bit sRGB components.
  package init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `#rrggbb` (six hex digits, either case, leading `#` required).
  ///
  /// - Throws: ``GnuplotScriptError`` naming "colour" for any other text.
  package init(hex: String) throws(GnuplotScriptError) {
    let digits = hex.dropFirst()
    guard hex.first == "#", digits.count == 6, let packed = UInt32(digits, radix: 16) else {
      throw GnuplotScriptError(parameter: "colour", value: hex, allowed: "'#rrggbb' hex text")
    }
    self.init(
      red: UInt8(truncatingIfNeeded: packed >> 16), green: UInt8(truncatingIfNeeded: packed >> 8),
      blue: UInt8(truncatingIfNeeded: packed))
  }

  /// `#rrggbb` in lower case.
  package var hexText: String {
    "#"
      + [red, green, blue].map { component in
        let digits = String(component, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// The colour as a gnuplot colour spec, `rgb '#rrggbb'`.
  package var description: String { "rgb '\(hexText)'" }

  /// A blue used for the main curve, `#3366cc`.
  package static let jellyBlue = GnuplotColor(red: 0x33, green: 0x66, blue: 0xCC)
  /// A dark blue used for outlines, `#1a3366`.
  package static let jellyNavy = GnuplotColor(red: 0x1A, green: 0x33, blue: 0x66)
  /// An orange used for markers, `#e6550d`.
  package static let jellyOrange = GnuplotColor(red: 0xE6, green: 0x55, blue: 0x0D)

  /// `count` colours evenly spaced from `start` to `end`, both included.
  ///
  /// Components are interpolated linearly in 8-bit sRGB and rounded to the nearest integer
  /// (error ≤ 0.5 per component). `count == 1` gives `[start]`.
  ///
  /// - Throws: ``GnuplotScriptError`` when `count` is outside 1...4096.
  package static func ramp(from start: GnuplotColor, to end: GnuplotColor, count: Int)
    throws(GnuplotScriptError) -> [GnuplotColor]
  {
    guard (1...4_096).contains(count) else {
      throw GnuplotScriptError(
        parameter: "colour ramp count", value: "\(count)", allowed: "an integer in 1...4096")
    }
    guard count > 1 else { return [start] }
    return (0..<count).map { step in
      let fraction = Double(step) / Double(count - 1)
      func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8((Double(a) + (Double(b) - Double(a)) * fraction).rounded())
      }
      return GnuplotColor(
        red: mix(start.red, end.red), green: mix(start.green, end.green),
        blue: mix(start.blue, end.blue))
    }
  }
}
