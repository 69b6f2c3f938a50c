import Foundation
import JellyEasing
import JellyMath

/// A CSS `linear()` easing for a curve, e.g. `linear(0, 0.2 10%, 1.05 40%, 1)`, whose printed
/// numbers still stay within the error bound E of the curve everywhere, plus the duration.
///
/// The breakpoints come from a ``PiecewiseLinearFit`` at `fitFraction` × E (default 0.9), which
/// leaves the rest of E for rounding. Each interior output and percentage is printed with the
/// fewest decimals found by this search: start every number at 0 decimals, round, certify every
/// piece of the rounded polyline with ``ChordCheck``, and add one decimal to the numbers at both
/// ends of each piece that fails (and to positions that no longer increase), until all pass.
/// The first stop is exactly the curve's start value and the last exactly its end value
/// (`0` and `1` for an easing; positions 0% and 100%, implied), printed in shortest form.
/// A jump of the fit (see ``PiecewiseLinearFit/jumpStarts``) prints as two stops at one
/// position inside the fit's 10^-12-wide jump window, e.g. `1.001 100%, 1` for a UIKit spring
/// cut at its duration; the pieces on either side are certified against the curve's value on
/// their own side of the jump.
public struct CSSLinear: Sendable {
  /// The default share of E given to the fit; the rest absorbs rounding.
  public static let defaultFitFraction = 0.9

  /// E: the error bound in fractions of the travel.
  public let bound: Double
  /// The fit whose breakpoints are printed (at `fitFraction` × E).
  public let fit: PiecewiseLinearFit
  /// The stops as printed (rounded): first (0, start), last (1, end).
  public let stops: [Breakpoint]
  /// Each stop's output as printed, e.g. `0`, `1.05`, `1`.
  public let valueTexts: [String]
  /// Each stop's position in percent as printed, e.g. `0`, `12.5`, `100` (the first and last
  /// are implied in `linear()` and printed here as `0` and `100`).
  public let percentTexts: [String]
  /// The largest certified error of the rounded polyline against the curve (≤ ``bound``),
  /// outside jump windows.
  public let certifiedError: Double
  /// The `linear(...)` function text.
  public let text: String
  /// The animation's duration in milliseconds (the caller's seconds × 1000).
  public let durationMilliseconds: Double

  /// The duration in milliseconds with its unit, in shortest round-trip form, e.g. `1100ms` or
  /// `1093.5ms`.
  public var durationText: String { Self.shortest(durationMilliseconds) + "ms" }

  /// Exports `curve` within `bound` (fraction of the travel, > 0 and finite) for an animation
  /// of `durationSeconds` seconds; `fitFraction` in (0, 1) is the share of E the fit may use.
  /// The first and last stops are exactly `start` and `end` (an easing's 0 and 1; a normalised
  /// diff's exact start and resting values), whatever the curve's own values at 0 and 1: a
  /// difference there counts against E like any other. `check` may be passed in to reuse its
  /// cached lattice for the same curve.
  ///
  /// - Throws: ``ExportError/invalidParameter(_:)`` for a bad bound or fraction,
  ///   ``ExportError/noPieceFits(progress:)`` where the curve jumps, and
  ///   ``ExportError/roundingExceedsBound`` if even 17 decimals cannot meet E.
  public init(
    curve: any EasingCurve, bound: Double, durationSeconds: Double,
    fitFraction: Double = defaultFitFraction, start: Double = 0, end: Double = 1,
    check: ChordCheck? = nil
  ) throws(ExportError) {
    guard start.isFinite, end.isFinite else { throw ExportError.invalidBound(bound) }
    try ExportError.check(bound: bound)
    guard fitFraction > 0, fitFraction < 1 else {
      throw ExportError.invalidBound(bound * fitFraction)
    }
    let check = check ?? ChordCheck(curve: curve)
    let fit = try PiecewiseLinearFit(curve: curve, bound: bound * fitFraction, check: check)
    let points = fit.breakpoints
    let last = points.count - 1
    let jumps = Set(fit.jumpStarts)
    var valueDecimals = [Int](repeating: 0, count: points.count)
    var positionDecimals = [Int](repeating: 0, count: points.count)
    while true {
      var valueTexts = [Self.shortest(start)]
      var positionTexts = ["0"]
      var rounded = [Breakpoint(progress: 0, value: start)]
      for index in 1..<last {
        let value = Self.decimal(points[index].value, places: valueDecimals[index])
        let percent = Self.decimal(100 * points[index].progress, places: positionDecimals[index])
        valueTexts.append(value)
        positionTexts.append(percent)
        rounded.append(
          Breakpoint(progress: (Double(percent) ?? .nan) / 100, value: Double(value) ?? .nan))
      }
      valueTexts.append(Self.shortest(end))
      positionTexts.append("100")
      rounded.append(Breakpoint(progress: 1, value: end))
      // Both stops of a jump print the shortest percentage inside the jump's window (each
      // rounded on its own, the window's two ends would never meet).
      for index in jumps where index + 1 <= last {
        let text = Self.shortestPercent(
          inside: points[index].progress...points[index + 1].progress, first: index == 0,
          last: index + 1 == last)
        for stop in [index, index + 1] where stop > 0 && stop < last {
          positionTexts[stop] = text
          rounded[stop] = Breakpoint(
            progress: (Double(text) ?? .nan) / 100, value: rounded[stop].value)
        }
      }

      var moreValue = Set<Int>()
      var morePosition = Set<Int>()
      var worst = 0.0
      for index in 0..<last {
        let interior = [index, index + 1].filter { $0 > 0 && $0 < last }
        if jumps.contains(index) {
          // A jump prints as two stops at one position inside the window the fit found.
          let window = points[index].progress...points[index + 1].progress
          if rounded[index].progress != rounded[index + 1].progress
            || !window.contains(rounded[index].progress)
          {
            morePosition.formUnion(interior)
          }
          continue
        }
        guard rounded[index].progress < rounded[index + 1].progress else {
          morePosition.formUnion(interior)
          continue
        }
        let from = jumps.contains(index - 1) ? points[index].progress : 0
        let through = jumps.contains(index + 1) ? points[index + 1].progress : 1
        let domain = from...through
        let error = check.errorBound(
          from: rounded[index], to: rounded[index + 1], domain: domain, givingUpAbove: bound)
        if error <= bound {
          worst = max(worst, error)
        } else {
          moreValue.formUnion(interior)
          morePosition.formUnion(interior)
        }
      }
      if moreValue.isEmpty, morePosition.isEmpty {
        let arguments = (0...last).map { index in
          index == 0 || index == last
            ? valueTexts[index] : "\(valueTexts[index]) \(positionTexts[index])%"
        }
        self.valueTexts = valueTexts
        percentTexts = positionTexts
        text = "linear(\(arguments.joined(separator: ", ")))"
        stops = rounded
        certifiedError = worst
        break
      }
      let saturated =
        moreValue.allSatisfy { valueDecimals[$0] >= 17 }
        && morePosition.allSatisfy { positionDecimals[$0] >= 15 }
      guard !saturated else { throw .roundingExceedsBound }
      for index in moreValue { valueDecimals[index] = min(17, valueDecimals[index] + 1) }
      for index in morePosition { positionDecimals[index] = min(15, positionDecimals[index] + 1) }
    }
    self.bound = bound
    self.fit = fit
    durationMilliseconds = durationSeconds * 1000
  }

  /// `value` in the shortest text that reads back to it, in fixed notation (no exponent, no
  /// trailing `.0`, never `-0`), e.g. `1100`, `0.25`, `0.00001`.
  public static func shortest(_ value: Double) -> String {
    var text = value.description
    if text.contains("e") {
      var places = 0
      while places < 340, Double(decimal(value, places: places)) != value { places += 1 }
      text = decimal(value, places: places)
    }
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text == "-0" ? "0" : text
  }

  /// The percentage with the fewest decimals (at most 15) whose progress lies in `window`: `0`
  /// when the window starts the curve, `100` when it ends it.
  static func shortestPercent(inside window: ClosedRange<Double>, first: Bool, last: Bool)
    -> String
  {
    if first { return "0" }
    if last { return "100" }
    for places in 0...15 {
      let scale = pow(10, Double(places))
      let candidate = (100 * window.lowerBound * scale).rounded(.up) / scale
      let text = decimal(candidate, places: places)
      if let value = Double(text), window.contains(value / 100) { return text }
    }
    return decimal(100 * window.lowerBound, places: 15)
  }

  /// `value` with at most `places` decimals, trailing zeros dropped, never `-0`.
  static func decimal(_ value: Double, places: Int) -> String {
    var text = FixedPointText.format(value, places: places)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
