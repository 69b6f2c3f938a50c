import JellyEasing
import Testing

@testable import JellyExport

@Suite struct CSSLinearTests {
  @Test(arguments: exportCurveNames, [0.001, 0.01])
  func printedEasingStaysWithinBound(name: String, bound: Double) throws {
    let curve = try EasingParser.parse(name)
    let css = try CSSLinear(curve: curve, bound: bound, durationSeconds: 1.1)
    let parsed = try EasingParser.parse(css.text)
    let distance = maxDistance(parsed, curve)
    print("css \(name) E=\(bound): \(css.stops.count) stops, error \(distance): \(css.text)")
    #expect(distance <= bound)
    #expect(css.certifiedError <= bound)
    #expect(css.text.hasPrefix("linear(0, "))
    #expect(css.text.hasSuffix(", 1)"))
    #expect(parsed.value(at: 0) == 0)
    #expect(parsed.value(at: 1) == 1)
    #expect(css.stops.count == css.fit.count)
    #expect(css.durationText == "1100ms")
    #expect(abs(css.durationMilliseconds - 1100) <= 1e-9)
  }

  @Test func kinkPrintsWithoutDecimals() throws {
    // The fit's breakpoint lies just past the kink at 50%; rounding it to 50% is exact.
    let curve = try EasingParser.parse("linear(0, 1 50%, 1)")
    let css = try CSSLinear(curve: curve, bound: 0.01, durationSeconds: 0.25)
    #expect(css.text == "linear(0, 1 50%, 1)")
    #expect(css.durationText == "250ms")
  }

  @Test func uiKitSpringCutPrintsItsEndJump() throws {
    // At E = 0.001 the fit runs at 0.0009, below iOS's 0.00097 end jump to the target.
    let curve = try EasingParser.parse("spring(duration=1,damping=0.5)")
    let css = try CSSLinear(curve: curve, bound: 0.001, durationSeconds: 1)
    #expect(css.fit.jumpStarts == [css.fit.count - 2])
    #expect(css.text.hasSuffix(", 1.001 100%, 1)"))
    #expect(maxDistance(try EasingParser.parse(css.text), curve) <= 0.001)
  }

  @Test func linearCurvePrintsTwoStops() throws {
    let css = try CSSLinear(curve: LinearEasing(), bound: 0.001, durationSeconds: 1)
    #expect(css.text == "linear(0, 1)")
  }

  @Test func oneDecimalFewerBreaksTheBound() throws {
    // Fewest digits: dropping the last decimal of every number of a piece that needed one
    // more than the starting zero must make the certified error exceed E somewhere.
    let curve = try EasingParser.parse("easeOutBack")
    let bound = 0.01
    let css = try CSSLinear(curve: curve, bound: bound, durationSeconds: 0.5)
    let check = ChordCheck(curve: curve)
    let coarse = css.stops.enumerated().map { index, stop in
      guard index > 0, index < css.stops.count - 1 else { return stop }
      let value = CSSLinear.decimal(stop.value, places: max(0, decimals(stop.value) - 1))
      let percent = CSSLinear.decimal(
        100 * stop.progress, places: max(0, decimals(100 * stop.progress) - 1))
      return Breakpoint(progress: Double(percent)! / 100, value: Double(value)!)
    }
    let worst = zip(coarse, coarse.dropFirst()).map { check.errorBound(from: $0, to: $1) }
      .max()!
    #expect(worst > bound)
  }

  @Test func decimalsDropTrailingZerosAndNegativeZero() {
    #expect(CSSLinear.decimal(0.5, places: 3) == "0.5")
    #expect(CSSLinear.decimal(-0.0001, places: 2) == "0")
    #expect(CSSLinear.decimal(12.0, places: 2) == "12")
    #expect(CSSLinear.decimal(1.2345, places: 2) == "1.23")
  }

  /// The number of decimals in the shortest text of `value` with up to 17 decimals.
  private func decimals(_ value: Double) -> Int {
    let text = CSSLinear.decimal(value, places: 6)
    guard let point = text.firstIndex(of: ".") else { return 0 }
    return text.distance(from: point, to: text.endIndex) - 1
  }
}
