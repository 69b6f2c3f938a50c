import JellyEasing
import JellySprings
import Testing

@testable import JellySprings

/// libadwaita's easings and spring animation against libadwaita 1.2 itself (recorded through
/// PyGObject by Tests/Engines/check_engines.py).
@Suite struct GnomeCurvesTests {
  @Test("every AdwEasing equals adw_easing_ease to 1e-12, including ease-in-elastic(0) ≠ 0")
  func easingsMatchLibadwaita() throws {
    let curves = try EngineRecordings.curves("adwaita-easing.csv")
    #expect(curves.count == 31)
    let entries = PlatformCatalog.entries.filter { $0.namespace == "gnome" && $0.name != "spring" }
    #expect(Set(entries.map(\.qualifiedName)) == Set(curves.map(\.label)))
    for (label, points) in curves {
      let curve = try EasingParser.parse(label)
      for point in points {
        #expect(abs(curve.value(at: point.x) - point.y) <= 1e-12, "\(label) at \(point.x)")
      }
    }
    #expect(
      abs(try EasingParser.parse("gnome:ease-in-elastic").value(at: 0) + 0.00048828125) < 1e-12)
  }

  @Test("AdwSpringAnimation's estimated duration equals libadwaita's in all 80 recorded cases (ms)")
  func springDurationsMatchLibadwaita() throws {
    let rows = try EngineRecordings.rows("adwaita-spring.csv")
    #expect(rows.count == 80)
    for row in rows {
      let v = row.prefix(6).map { Double($0)! }
      let animation = AdwaitaSpringAnimation(
        dampingRatio: v[0], mass: v[1], stiffness: v[2], from: 0, to: v[5], initialVelocity: v[4],
        epsilon: v[3], clamp: row[6] == "1")
      #expect(animation.estimatedDuration == UInt32(row[7]), "\(row)")
    }
  }

  @Test("the spring curve ends on 1 at the estimate, and follows the closed-form spring before it")
  func springCurve() throws {
    let curve = try EasingParser.parse("gnome:spring(0.5, 1, 100)")
    // β = c/2m = 0.5·2·10/2 = 5, so the estimate is −ln(0.001)/5 = 1.3815… s → 1381 ms.
    let animation = AdwaitaSpringAnimation(dampingRatio: 0.5, mass: 1, stiffness: 100)
    #expect(animation.estimatedDuration == 1381)
    #expect(curve.value(at: 1) == 1)
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let motion = spring.motion(initialDisplacement: -1, initialVelocity: 0)
    for p in stride(from: 0.05, to: 1, by: 0.1) {
      #expect(abs(curve.value(at: p) - (1 + motion.displacement(at: p * 1.381))) < 1e-12)
    }
  }

  @Test("a duration beyond 2^32 − 1 ms is clamped there (C's conversion is undefined), NaN to 0")
  func millisecondsOutOfRange() {
    #expect(AdwaitaSpringAnimation.milliseconds(1e300) == UInt32.max)
    #expect(AdwaitaSpringAnimation.milliseconds(.nan) == 0)
    #expect(AdwaitaSpringAnimation.milliseconds(218.9) == 218)
  }
}
