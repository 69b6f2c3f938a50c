/// Range-checked number formatting shared by the gnuplot builders.
enum GnuplotNumbers {
  /// `value` as gnuplot text when it is finite and inside `range`.
  static func inRange(_ value: Double, _ range: ClosedRange<Double>, _ parameter: String)
    throws(GnuplotScriptError) -> String
  {
    guard value.isFinite, range.contains(value) else {
      throw GnuplotScriptError(
        parameter: parameter, value: "\(value)",
        allowed: "a number in \(range.lowerBound)...\(range.upperBound)")
    }
    return try GnuplotQuoting.number(value, parameter: parameter)
  }
}
