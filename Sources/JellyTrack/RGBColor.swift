/// A colour of 8-bit sRGB channels, as a recording's pixels and CSS's `#rrggbb` write it.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0...255.
  public var red: UInt8
  /// Green, 0...255.
  public var green: UInt8
  /// Blue, 0...255.
  public var blue: UInt8

  /// The colour of the three channels, each 0...255.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour written `#rrggbb` (six hexadecimal digits, either case, the `#` required), or
  /// `nil` for any other text.
  public init?(hex text: String) {
    let digits = Array(text.utf8)
    guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
    var channels: [UInt8] = []
    for index in stride(from: 1, to: 7, by: 2) {
      guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1])
      else { return nil }
      channels.append(high << 4 | low)
    }
    self.init(red: channels[0], green: channels[1], blue: channels[2])
  }

  /// `#rrggbb` in lowercase.
  public var description: String {
    let digits = Array("0123456789abcdef")
    return "#"
      + [red, green, blue].map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }.joined()
  }

  /// The sum over the three channels of the absolute differences to `other`, 0...765: the
  /// distance every jellylab tracker measures colours with.
  public func distance(to other: RGBColor) -> Int {
    abs(Int(red) - Int(other.red)) + abs(Int(green) - Int(other.green))
      + abs(Int(blue) - Int(other.blue))
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
