import Foundation
import JellyExport
import JellySprings
import Testing

@Suite struct UIKitSpringCallTests {
  static let durations = [0.05, 0.3, 1, 2.5, 7]
  static let ratios = [0.1, 0.5, 0.9, 1]
  static let velocities = [0, 0.5, -1, 3]

  /// T, ζ, v → iOS's forward routine → inverse (preferring T) gives back T to 1e-9 relative,
  /// and the call reads back to the same spring.
  @Test(arguments: durations, ratios)
  func roundTripThroughIOSConversion(duration: Double, ratio: Double) throws {
    var robust = 0
    for v in Self.velocities {
      guard
        let spring = try? Spring(uiKitDuration: duration, dampingRatio: ratio, initialVelocity: v)
      else { continue }
      let call = try UIKitSpringCall(
        spring: spring, initialVelocity: v, preferredDuration: duration)
      #expect(
        abs(call.duration - duration) <= 1e-9 * duration,
        "T \(duration) ζ \(ratio) v \(v): got \(call.duration)")
      #expect(abs(call.dampingRatio - ratio) <= 4e-16 * ratio)
      #expect(call.initialVelocity == v)
      #expect(call.readBackError <= 1e-12, "T \(duration) ζ \(ratio) v \(v)")
      // The scan alone finds T too wherever iOS's steps are robust there.
      guard
        UIKitSpringModel.iOSFrequencySpread(
          duration: duration, dampingRatio: ratio, initialVelocity: v)
          <= UIKitSpringModel.fragileSpread
      else { continue }
      robust += 1
      let scanned = UIKitSpringCall.durations(
        naturalFrequency: spring.naturalFrequency, dampingRatio: spring.dampingRatio,
        initialVelocity: v)
      #expect(
        scanned.contains { abs($0 - duration) <= 1e-9 * duration },
        "T \(duration) ζ \(ratio) v \(v): scan found \(scanned)")
    }
    #expect(robust >= 3)
  }

  /// Without a preferred duration and with v = 0 the duration is unique (ω falls with T).
  @Test(arguments: durations, ratios)
  func restingSpringHasOneDuration(duration: Double, ratio: Double) throws {
    let spring = try Spring(uiKitDuration: duration, dampingRatio: ratio)
    let found = UIKitSpringCall.durations(
      naturalFrequency: spring.naturalFrequency, dampingRatio: ratio, initialVelocity: 0)
    #expect(found.count == 1)
    let call = try UIKitSpringCall(spring: spring, initialVelocity: 0)
    #expect(abs(call.duration - duration) <= 1e-9 * duration)
  }

  /// The largest-root (ideal) conversion inverts as well.
  @Test(arguments: [(0.4, 0.3, 0.0), (1.5, 0.7, 2.0), (3, 1, -0.5)])
  func roundTripThroughIdealConversion(duration: Double, ratio: Double, v: Double) throws {
    let spring = try Spring(
      uiKitDuration: duration, dampingRatio: ratio, initialVelocity: v, solver: .ideal)
    let call = try UIKitSpringCall(
      spring: spring, initialVelocity: v, preferredDuration: duration, solver: .ideal)
    #expect(abs(call.duration - duration) <= 1e-9 * duration)
    #expect(call.readBackError <= 1e-12)
    let scanned = UIKitSpringCall.durations(
      naturalFrequency: spring.naturalFrequency, dampingRatio: spring.dampingRatio,
      initialVelocity: v, solver: .ideal)
    #expect(scanned.contains { abs($0 - duration) <= 1e-9 * duration })
  }

  /// A spring of mass 2 has the same call as its mass-1 equivalent (k/m, c/m).
  @Test func massIsNormalised() throws {
    let unit = try Spring(uiKitDuration: 0.8, dampingRatio: 0.6, initialVelocity: 1.5)
    let heavy = try Spring(mass: 2, stiffness: 2 * unit.stiffness, damping: 2 * unit.damping)
    let call = try UIKitSpringCall(spring: heavy, initialVelocity: 1.5, preferredDuration: 0.8)
    #expect(abs(call.duration - 0.8) <= 1e-9 * 0.8)
    #expect(call.readBackError <= 1e-12)
  }

  /// A damping ratio that is 1 up to rounding may be printed as exactly 1.
  @Test func criticalRatioWithinRounding() throws {
    let critical = try Spring(uiKitDuration: 0.5, dampingRatio: 1)
    let nudged = try Spring(stiffness: critical.stiffness, damping: critical.damping * (1 - 1e-13))
    let call = try UIKitSpringCall(spring: nudged, initialVelocity: 0, preferredDuration: 0.5)
    #expect(call.readBackError <= 1e-9)
  }

  @Test func overdampedHasNoCall() {
    #expect {
      try UIKitSpringCall(spring: try Spring(stiffness: 50, damping: 30), initialVelocity: 0)
    } throws: { error in
      guard case .noUIKitCall(let reason) = error as? ExportError else { return false }
      return reason.contains("above 1 as 1")
    }
  }

  @Test func undampedHasNoCall() {
    #expect {
      try UIKitSpringCall(spring: try Spring(stiffness: 100, damping: 0), initialVelocity: 0)
    } throws: { error in
      guard case .noUIKitCall(let reason) = error as? ExportError else { return false }
      return reason.contains("undamped") && reason.contains("2^-23")
    }
    #expect(throws: ExportError.self) {
      try UIKitSpringCall(spring: try Spring(stiffness: 100, damping: 1e-9), initialVelocity: 0)
    }
  }

  /// Stiffness beyond what any duration in [0.01, 10] s reaches: the reason names the range,
  /// whose ends are the conversion at 10 s and at 0.01 s.
  @Test(arguments: [1e9, 1e-4])
  func unreachableStiffnessNamesTheRange(stiffness: Double) throws {
    let spring = try Spring(stiffness: stiffness, damping: stiffness.squareRoot())  // ζ = 0.5
    #expect(
      UIKitSpringCall.durations(
        naturalFrequency: spring.naturalFrequency, dampingRatio: 0.5, initialVelocity: 0
      ).isEmpty)
    let slowest = try Spring(uiKitDuration: 10, dampingRatio: 0.5).stiffness
    let fastest = try Spring(uiKitDuration: 0.01, dampingRatio: 0.5).stiffness
    #expect(slowest > 1e-4 && fastest < 1e9)
    let expected =
      "reaches k/m from about \(String(format: "%.6g", slowest)) to"
      + " \(String(format: "%.6g", fastest))"
    #expect {
      try UIKitSpringCall(spring: spring, initialVelocity: 0)
    } throws: { error in
      guard case .noUIKitCall(let reason) = error as? ExportError else { return false }
      return reason.contains(expected)
    }
  }

  /// The UIKit snippet prints the call's own numbers, once per API.
  @Test func snippetPrintsTheCall() throws {
    let spring = try Spring(uiKitDuration: 0.8, dampingRatio: 0.6, initialVelocity: 1.5)
    let call = try UIKitSpringCall(spring: spring, initialVelocity: 1.5, preferredDuration: 0.8)
    let snippet = try SpringSnippet(
      format: .uiKit, spring: spring, initialVelocity: 1.5, endTime: 0.8)
    let reader = SnippetCodeReader(snippet.code)
    #expect(reader.double(#"withDuration: %,"#) == call.duration)
    #expect(reader.double(#"  duration: %,"#) == call.duration)
    #expect(reader.double(#"usingSpringWithDamping: %,"#) == call.dampingRatio)
    #expect(reader.double(#"dx: %,"#) == 1.5)
    let entry = try #require(snippet.entries.first { $0.key == "uikit_duration" })
    #expect(entry.value == call.duration)
  }

  /// Where iOS's Newton steps are fragile (T 0.3, ζ 0.1, v 0.5: ω(T) jumps about near T), the
  /// preferred duration is still found, and a free export says the call is fragile.
  @Test func fragileCallIsFoundAndFlagged() throws {
    let spring = try Spring(uiKitDuration: 0.3, dampingRatio: 0.1, initialVelocity: 0.5)
    let call = try UIKitSpringCall(spring: spring, initialVelocity: 0.5, preferredDuration: 0.3)
    #expect(call.duration == 0.3)
    #expect(call.frequencySpread > UIKitSpringModel.fragileSpread)
    let snippet = try SpringSnippet(
      format: .uiKit, spring: spring, initialVelocity: 0.5, endTime: 0.3)
    #expect(snippet.notes.contains { $0.contains("fragile") })
  }
}
