import Foundation

/// androidx's `LookupTableInterpolator`: 201 values of a cubic Bézier easing at t = i/200,
/// rounded to 4 decimals (the tables androidx ships are exactly these), interpolated linearly
/// in 32-bit floats; 0 at or below 0 and 1 at or above 1.
struct LookupTableInterpolator: Sendable {
  /// The table, as the Java source's float literals.
  let values: [Float]

  /// The table of `bezier`.
  init(bezier: CubicBezierEasing) {
    values = (0...200).map { i in
      Float((bezier.value(at: Double(i) / 200) * 10_000).rounded() / 10_000)
    }
  }

  /// `getInterpolation(input)`, in float arithmetic as Java computes it (`T` = `Float`), or the
  /// same interpolation of the table in doubles.
  func value<T: BinaryFloatingPoint>(_ input: T) -> T {
    if input >= 1 { return 1 }
    if input <= 0 { return 0 }
    let position = min(Int(input * T(values.count - 1)), values.count - 2)
    let stepSize = 1 / T(values.count - 1)
    let quantized = T(position) * stepSize
    let weight = (input - quantized) / stepSize
    return T(values[position]) + weight * (T(values[position + 1]) - T(values[position]))
  }
}
