import Testing

@testable import JellyEasing

/// CubicBezierEasing against exact values (CubicBezierReference.swift, written and re-checked by
/// scripts/cubic-bezier-reference.py with 80-digit mpmath): the CSS keywords, curves with zero
/// x-slope at an end or in the middle, nearly flat and steep ends and overshooting y, each at
/// about 60 progress values (grid, powers of two towards both ends, the doubles next to 1/2,
/// random doubles).
@Suite struct CubicBezierReferenceTests {
  /// One reference row.
  struct Row {
    /// The reference's description of the curve (a CSS keyword for the presets).
    let name: String
    let curve: CubicBezierEasing
    let x: Double
    /// The double nearest to the exact value.
    let y: Double
    /// The exact value minus `y`.
    let yLow: Double

    /// (value − exact)/ulp(exact), with the subtraction exact (Sterbenz) for values within a
    /// factor of 2 of the exact one.
    func ulpError(_ value: Double) -> Double {
      ((value - y) - yLow) / max(y.ulp, Double.leastNormalMagnitude)
    }
  }

  static func rows() throws -> [Row] {
    let curves = try CubicBezierReference.curves.map {
      ($0.name, try CubicBezierEasing($0.x1, $0.y1, $0.x2, $0.y2))
    }
    let numbers = CubicBezierReference.rows
    return stride(from: 0, to: numbers.count, by: 4).map {
      let (name, curve) = curves[Int(numbers[$0])]
      return Row(
        name: name, curve: curve, x: numbers[$0 + 1], y: numbers[$0 + 2], yLow: numbers[$0 + 3])
    }
  }

  @Test("value(at:) is within one ulp of the 80-digit value at every reference point")
  func valuesWithinOneUlp() throws {
    let rows = try Self.rows()
    // The table is what it claims: every curve, about 60 points each.
    #expect(rows.count >= 1_800)
    #expect(Set(rows.map(\.name)).count == CubicBezierReference.curves.count)
    var worst = 0.0
    var worstRow = rows[0]
    var exact = 0
    for row in rows {
      let error = abs(row.ulpError(row.curve.value(at: row.x)))
      if error > worst { (worst, worstRow) = (error, row) }
      if row.curve.value(at: row.x) == row.y { exact += 1 }
    }
    // One ulp is the documented bound (½ ulp of final rounding plus terms of order 2⁻¹⁰⁰).
    #expect(worst <= 1, "worst \(worst) ulp: \(worstRow.name) at \(worstRow.x)")
    // Almost every value is the correctly rounded one.
    #expect(Double(exact) >= 0.99 * Double(rows.count), "\(exact) of \(rows.count) exact")
  }

  @Test("the CSS keywords (linear as cubic-bezier(0, 0, 1, 1)) are correctly rounded everywhere")
  func keywordsCorrectlyRounded() throws {
    let keywords: Set = [
      "ease", "ease-in", "ease-out", "ease-in-out", "linear as cubic-bezier(0, 0, 1, 1)",
    ]
    let rows = try Self.rows().filter { keywords.contains($0.name) }
    #expect(rows.count >= 5 * 50)
    for row in rows {
      #expect(abs(row.ulpError(row.curve.value(at: row.x))) <= 0.5, "\(row.name) at \(row.x)")
    }
  }
}
