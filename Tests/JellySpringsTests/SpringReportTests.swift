import Foundation
import JellyText
import Testing

@testable import JellySprings

@Suite struct SpringReportTests {
  @Test("the keys of convert, in order, with their units")
  func keys() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let entries = SpringReport(spring: spring, initialVelocity: 0).report.entries
    #expect(
      entries.map(\.key) == [
        "mass", "stiffness", "damping_coefficient", "damping_ratio", "natural_frequency",
        "damped_frequency", "period", "response", "swiftui_duration", "bounce", "uikit_duration",
        "settling_duration", "ca_settling_duration", "motion_duration", "motion_visual_duration",
        "compose_duration", "wave_settling_duration", "animejs_duration",
        "animejs_settling_duration",
        "log_decrement", "overshoot", "pop_bounciness", "pop_speed",
        "origami_tension", "origami_friction",
      ])
    var values: [String: Double] = [:]
    for entry in entries { values[entry.key] = entry.value }
    // k = 100, c = 10, m = 1: ω0 = 10 rad/s, ζ = c/(2·sqrt(km)) = 0.5, ωd = ω0·sqrt(1 − ζ²).
    #expect(values["natural_frequency"] == 10)
    #expect(values["damping_ratio"] == 0.5)
    #expect(abs((values["damped_frequency"] ?? 0) - 10 * 0.75.squareRoot()) < 1e-12)
    #expect(entries.first { $0.key == "natural_frequency" }?.unit == "rad/s")
  }

  @Test("an overdamped spring: no UIKit duration (nil), an infinite period, null in json")
  func undefinedValues() throws {
    let spring = try Spring(mass: 1, stiffness: 1, damping: 10)
    let report = SpringReport(spring: spring, initialVelocity: 0)
    let entries = report.report.entries
    #expect(entries.contains(.init(key: "uikit_duration", value: nil, unit: "s")))
    #expect(entries.contains(.init(key: "period", value: .infinity, unit: "s")))
    #expect(try report.report.text(.json).contains("\"period\": null"))
    #expect(try report.report.text(.csv).contains("\nuikit_duration,\n"))
    let tableLine = try report.report.text(.table).split(separator: "\n").first {
      $0.hasPrefix("uikit_duration ")
    }
    #expect(tableLine?.split(separator: " ") == ["uikit_duration", "n/a", "s"])
  }

  @Test("the engine durations follow settling_duration, in seconds, as EngineDurations has them")
  func engineDurations() throws {
    // m 1, k 100, c 5, v 0: Apple's CASpringAnimation example (2.855 s).
    let spring = try Spring(mass: 1, stiffness: 100, damping: 5)
    let entries = SpringReport(spring: spring, initialVelocity: 0).report.entries
    let engines = EngineDurations(spring: spring, initialVelocity: 0)
    let expected: [(String, Double?)] = [
      ("ca_settling_duration", engines.coreAnimationSettlingDuration),
      ("motion_duration", engines.motionDuration),
      ("motion_visual_duration", engines.motionVisualDuration),
      ("compose_duration", engines.composeDuration()),
      ("wave_settling_duration", engines.waveSettlingDuration),
      ("animejs_duration", engines.animeJSDuration),
      ("animejs_settling_duration", engines.animeJSSettlingDuration),
    ]
    let start = try #require(entries.firstIndex { $0.key == "settling_duration" }) + 1
    for (offset, (key, value)) in expected.enumerated() {
      let entry = entries[start + offset]
      #expect(entry.key == key)
      #expect(entry.value == value)
      #expect(entry.value != nil)
      #expect(entry.unit == "s")
    }
    #expect(abs((entries[start].value ?? 0) - 2.855) <= 1e-3)
  }
}
