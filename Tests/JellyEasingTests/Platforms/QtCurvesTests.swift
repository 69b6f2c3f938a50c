import JellyEasing
import JellySprings
import Testing

/// Qt's QEasingCurve types and Qt Quick's SpringAnimation against Qt 6 itself (recorded through
/// PyQt6 by Tests/Engines/check_engines.py).
@Suite struct QtCurvesTests {
  @Test(
    "every QEasingCurve type, at defaults and other parameters, equals Qt's valueForProgress to 1e-12"
  )
  func easingCurvesMatchQt() throws {
    let curves = try EngineRecordings.curves("qt-easing.csv")
    // 45 named types, each elastic, back and bounce type three times (33 + 12 × 3).
    #expect(curves.count == 69)
    var worst = 0.0
    for (label, points) in curves {
      let curve = try EasingParser.parse(label)
      for point in points {
        let error = abs(curve.value(at: point.x) - point.y)
        worst = max(worst, error)
        #expect(
          error <= 1e-12, "\(label) at \(point.x): \(curve.value(at: point.x)) vs Qt \(point.y)")
      }
    }
    #expect(worst < 1e-12)
  }

  @Test("every qt: entry of the catalog is in the recording, so each one is checked against Qt")
  func everyEntryRecorded() throws {
    let recorded = Set(
      try EngineRecordings.curves("qt-easing.csv").map { String($0.label.split(separator: "(")[0]) }
    )
    let entries = PlatformCatalog.entries.filter { $0.namespace == "qt" }.map(\.qualifiedName)
    #expect(entries.count == 45)
    #expect(Set(entries) == recorded)
  }

  @Test(
    "Qt's documented defaults: amplitude 1, period 0.3, overshoot 1.70158; the progress is clamped")
  func defaultsAndClamping() throws {
    let elastic = try #require(PlatformCatalog.entry(named: "qt:OutElastic"))
    #expect(elastic.parameters.map(\.defaultValue) == [1, 0.3])
    #expect(
      try #require(PlatformCatalog.entry(named: "qt:InBack")).parameters[0].defaultValue == 1.70158)
    let curve = try EasingParser.parse("qt:SineCurve")
    // SineCurve ends at 0, and holds it past 1 as QEasingCurve clamps the progress.
    #expect(abs(curve.value(at: 1)) < 1e-15)
    #expect(curve.value(at: 3) == curve.value(at: 1))
    #expect(abs(try EasingParser.parse("qt:CosineCurve").value(at: 0) - 0.5) < 1e-15)
  }

  @Test(
    "Qt Quick's SpringAnimation: every value Qt wrote is one of the model's 16 ms steps, in order, ending on the target"
  )
  func springAnimationMatchesQtQuick() throws {
    let runs = try EngineRecordings.curves("qtquick-spring.csv")
    #expect(runs.count == 3)
    for (label, points) in runs {
      let arguments = label.split(separator: "(")[1].dropLast().split(separator: ",").map {
        Double($0.trimmingCharacters(in: .whitespaces))!
      }
      let model = QtQuickSpringAnimation(
        spring: arguments[0], damping: arguments[1], mass: arguments[2], epsilon: arguments[3],
        maxVelocity: arguments[4], to: arguments[5])
      let steps = model.values().positions
      var index = 0
      for point in points {
        while index < steps.count, abs(steps[index] - point.y) > 1e-9 * arguments[5] { index += 1 }
        #expect(index < steps.count, "\(label): Qt wrote \(point.y), not a step of the model")
      }
      #expect(index == steps.count - 1 && points.last?.y == arguments[5], "\(label)")
    }
  }

  @Test(
    "the first steps by hand: spring 2, damping 0.2, 0 → 100: v = 200, x = 3.2; v = 353.6, x = 8.8576"
  )
  func springAnimationFirstSteps() {
    let steps = QtQuickSpringAnimation(spring: 2, damping: 0.2, to: 100).values().positions
    #expect(steps[0] == 0)
    #expect(abs(steps[1] - 3.2) < 1e-12)
    // v2 = 200 + 2·96.8 − 0.2·200 = 353.6; x2 = 3.2 + 5.6576.
    #expect(abs(steps[2] - 8.8576) < 1e-12)
    // Damping above 1 is taken as 1, as Qt's setter does.
    #expect(QtQuickSpringAnimation(spring: 2, damping: 3, to: 1).damping == 1)
  }
}
