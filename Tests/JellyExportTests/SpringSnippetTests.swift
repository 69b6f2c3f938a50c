import Foundation
import JellyExport
import JellySprings
import Testing

/// A source spring for the snippet tests, by the parametrization it is given in.
struct SnippetCase: Sendable, CustomTestStringConvertible {
  let name: String
  let make: @Sendable () throws -> Spring
  /// Travels per second toward the target.
  let velocity: Double
  /// Seconds; `.infinity` for a free spring.
  let endTime: Double
  var testDescription: String { name }
}

let snippetCases = [
  SnippetCase(
    name: "UIKit duration 1, damping 0.5 (cut at 1 s)",
    make: { try Spring(uiKitDuration: 1, dampingRatio: 0.5) }, velocity: 0, endTime: 1),
  SnippetCase(
    name: "CA mass 1, stiffness 100, damping 10",
    make: { try Spring(mass: 1, stiffness: 100, damping: 10) }, velocity: 0, endTime: .infinity),
  SnippetCase(
    name: "SwiftUI response 0.5, damping 0.7, v 0.8",
    make: { try Spring(response: 0.5, dampingRatio: 0.7) }, velocity: 0.8, endTime: .infinity),
  SnippetCase(
    name: "mass 2, stiffness 300, damping 12, v -0.6",
    make: { try Spring(mass: 2, stiffness: 300, damping: 12) }, velocity: -0.6, endTime: .infinity),
  SnippetCase(
    name: "overdamped mass 1, stiffness 50, damping 30, v 1.2",
    make: { try Spring(mass: 1, stiffness: 50, damping: 30) }, velocity: 1.2, endTime: .infinity),
  SnippetCase(
    name: "react-spring tension 180, friction 12, mass 3, v 2.5",
    make: { try Spring(tension: 180, friction: 12, mass: 3) }, velocity: 2.5, endTime: .infinity),
]

/// A spring rebuilt from snippet code by the platform's own formulas, written out here; the
/// velocity is `nil` for an API without one.
struct RebuiltSpring {
  let line: String
  let spring: Spring
  let velocity: Double?
}

/// Every API line of `code` rebuilt the way `format`'s platform reads it.
func rebuild(_ format: ExportFormat, _ code: String) throws -> [RebuiltSpring] {
  let read = SnippetCodeReader(code)
  let l = "%"
  func need(_ value: Double?, _ what: String) throws -> Double {
    try #require(value, "no \(what) in:\n\(code)")
  }
  switch format {
  case .swiftUI:
    let response = try need(read.double(#"response: \#(l),"#), "response")
    let fraction = try need(read.double(#"dampingFraction: \#(l)\)"#), "dampingFraction")
    let duration = try need(read.double(#"duration: \#(l),"#), "duration")
    let bounce = try need(read.double(#"bounce: \#(l)\)"#), "bounce")
    let mass = try need(read.double(#"mass: \#(l),"#), "mass")
    let stiffness = try need(read.double(#"stiffness: \#(l),"#), "stiffness")
    let damping = try need(read.double(#"damping: \#(l),"#), "damping")
    let v = try need(read.double(#"initialVelocity: \#(l)\)"#), "initialVelocity")
    // response: ω = 2π/response, k = ω², c = 2ζω; bounce: ζ = 1 − b (b ≥ 0) or 1/(1 + b).
    let omega1 = 2 * Double.pi / response
    let omega2 = 2 * Double.pi / duration
    let zeta2 = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return [
      RebuiltSpring(
        line: "spring(response:)",
        spring: try Spring(stiffness: omega1 * omega1, damping: 2 * fraction * omega1),
        velocity: nil),
      RebuiltSpring(
        line: "Spring(duration:bounce:)",
        spring: try Spring(stiffness: omega2 * omega2, damping: 2 * zeta2 * omega2), velocity: nil),
      RebuiltSpring(
        line: "interpolatingSpring",
        spring: try Spring(mass: mass, stiffness: stiffness, damping: damping), velocity: v),
    ]
  case .uiKit:
    let durations = read.literals(#"(?:withDuration|duration): \#(l),"#).compactMap(Double.init)
    let ratios = read.literals(#"(?:usingSpringWithDamping|dampingRatio): \#(l),"#)
      .compactMap(Double.init)
    let velocities = read.literals(#"(?:initialSpringVelocity: |dx: )\#(l),"#)
      .compactMap(Double.init)
    #expect(durations.count == 2 && ratios.count == 2 && velocities.count == 2, "\(code)")
    #expect(Set(durations).count == 1 && Set(ratios).count == 1 && Set(velocities).count == 1)
    let (t, zeta, v) = (
      try need(durations.first, "duration"), try need(ratios.first, "ratio"),
      try need(velocities.first, "velocity")
    )
    return [
      RebuiltSpring(
        line: "UIView.animate",
        spring: try Spring(uiKitDuration: t, dampingRatio: zeta, initialVelocity: v), velocity: v),
      RebuiltSpring(
        line: "UISpringTimingParameters",
        spring: try Spring(
          uiKitDuration: t, dampingRatio: zeta, initialVelocity: v, api: .propertyAnimator),
        velocity: v),
    ]
  case .coreAnimation:
    let mass = try need(read.double(#"\.mass = \#(l)"#), "mass")
    let stiffness = try need(read.double(#"\.stiffness = \#(l)"#), "stiffness")
    let damping = try need(read.double(#"\.damping = \#(l)"#), "damping")
    let v = try need(read.double(#"\.initialVelocity = \#(l)"#), "initialVelocity")
    return [
      RebuiltSpring(
        line: "CASpringAnimation",
        spring: try Spring(mass: mass, stiffness: stiffness, damping: damping), velocity: v)
    ]
  case .android:
    // SpringForce / Compose: Float stiffness k and ratio ζ, mass 1, c = 2ζ√k.
    let stiffness = try need(read.float(#"setStiffness\(\#(l)\)"#), "setStiffness")
    let ratio = try need(read.float(#"setDampingRatio\(\#(l)\)"#), "setDampingRatio")
    let composeRatio = try need(read.float(#"dampingRatio = \#(l),"#), "compose ratio")
    let composeStiffness = try need(read.float(#"stiffness = \#(l)\)"#), "compose stiffness")
    let v = try need(read.float(#"jellylabStartVelocity = \#(l) \* travelPx"#), "velocity")
    return [
      RebuiltSpring(
        line: "SpringForce",
        spring: try Spring(stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot()),
        velocity: v),
      RebuiltSpring(
        line: "Compose spring()",
        spring: try Spring(
          stiffness: composeStiffness, damping: 2 * composeRatio * composeStiffness.squareRoot()),
        velocity: v),
    ]
  case .flutter:
    let mass = try need(read.double(#"mass: \#(l),"#), "mass")
    let stiffness = try need(read.double(#"stiffness: \#(l),"#), "stiffness")
    let damping = try need(read.double(#"damping: \#(l),"#), "damping")
    let args = read.literals(#"SpringSimulation\(jellylabSpring, \#(l), \#(l), \#(l)\)"#)
      .compactMap(Double.init)
    #expect(args.count == 3 && args[0] == 0 && args[1] == 1, "\(code)")
    return [
      RebuiltSpring(
        line: "SpringDescription",
        spring: try Spring(mass: mass, stiffness: stiffness, damping: damping),
        velocity: try need(args.last, "velocity"))
    ]
  case .motion, .reactSpring:
    let motion = format == .motion
    let stiffness = try need(read.double(#"\#(motion ? "stiffness" : "tension"): \#(l),"#), "k")
    let damping = try need(read.double(#"\#(motion ? "damping" : "friction"): \#(l),"#), "c")
    let mass = try need(read.double(#"mass: \#(l),"#), "mass")
    let v = try need(read.double(#"velocity: \#(l) \* travel"#), "velocity")
    return [
      RebuiltSpring(
        line: format.rawValue,
        spring: try Spring(mass: mass, stiffness: stiffness, damping: damping),
        // react-spring's velocity is per millisecond.
        velocity: motion ? v : v * 1000)
    ]
  case .cssLinear, .cssKeyframes, .waapi, .caKeyframes, .lottie:
    Issue.record("\(format.name) is a curve format")
    return []
  }
}

@Suite struct SpringSnippetTests {
  /// Every format's numbers, parsed from the code here and rebuilt by the platform's formulas,
  /// give back the spring: to 1e-9 on Double platforms (measured ≤ 2e-16), to Float precision on
  /// Android; the snippet's own readBackError is the same figure.
  @Test(arguments: snippetCases, ExportFormat.formats(.springConstants))
  func numbersReadBackToTheSpring(source: SnippetCase, format: ExportFormat) throws {
    let spring = try source.make()
    if format == .uiKit, spring.dampingRatio > 1 {
      #expect(throws: ExportError.self) {
        try SpringSnippet(
          format: format, spring: spring, initialVelocity: source.velocity,
          endTime: source.endTime)
      }
      return
    }
    let snippet = try SpringSnippet(
      format: format, spring: spring, initialVelocity: source.velocity, endTime: source.endTime)
    let rebuilt = try rebuild(format, snippet.code)
    var worst = 0.0
    for line in rebuilt {
      let gap = max(
        relativeGap(line.spring.stiffness / line.spring.mass, spring.stiffness / spring.mass),
        relativeGap(line.spring.damping / line.spring.mass, spring.damping / spring.mass),
        line.velocity.map { relativeGap($0, source.velocity) } ?? 0)
      worst = max(worst, gap)
    }
    print("\(format.rawValue) \(source.name): readBackError \(snippet.readBackError)")
    let tolerance = format == .android ? 2e-7 : 1e-9
    #expect(snippet.readBackError <= tolerance)
    #expect(worst <= tolerance)
    #expect(abs(worst - snippet.readBackError) <= 1e-15)
    #expect(snippet.format == format)
    #expect(snippet.code.hasSuffix("\n") && !snippet.code.hasSuffix("\n\n"))
    let header = try #require(snippet.code.split(separator: "\n").first)
    let text = { (x: Double) in (x == 0 ? 0 : x).description }
    #expect(
      header
        == "// jellylab export \(format.rawValue): spring m \(text(spring.mass)),"
        + " k \(text(spring.stiffness)), c \(text(spring.damping)), initial velocity"
        + " \(text(source.velocity)) travels/s toward the target")
    #expect(!snippet.entries.isEmpty)
    #expect(snippet.entries.allSatisfy { $0.value.isFinite })
  }

  /// Where no conversion intervenes the read-back is exact: Flutter, Motion, Core Animation.
  @Test(arguments: snippetCases, [ExportFormat.flutter, .motion, .coreAnimation])
  func physicalConstantsReadBackExactly(source: SnippetCase, format: ExportFormat) throws {
    let snippet = try SpringSnippet(
      format: format, spring: try source.make(), initialVelocity: source.velocity,
      endTime: source.endTime)
    #expect(snippet.readBackError == 0)
  }

  /// Android's Float rounding shows: k/m = 161.7195015916278 (UIKit T 1, ζ 0.5) is no Float,
  /// so the read-back moves by the Float's own relative rounding, which the note states.
  @Test func androidReportsFloatRounding() throws {
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 0.5)
    let snippet = try SpringSnippet(
      format: .android, spring: spring, initialVelocity: 0, endTime: 1)
    let k = spring.stiffness
    let kFloat = Double(Float(k))
    let zetaFloat = Double(Float(spring.dampingRatio))
    let expected = max(
      relativeGap(kFloat, k), relativeGap(2 * zetaFloat * kFloat.squareRoot(), spring.damping))
    #expect(expected > 1e-9)
    #expect(snippet.readBackError == expected)
    #expect(snippet.notes.contains { $0.contains("Float") })
    #expect(snippet.code.contains(".setStiffness(\(Float(k).description)f)"))
  }

  /// An exactly representable spring reads back exactly even as Floats (k 100, ζ 0.5).
  @Test func androidExactFloatsReadBackExactly() throws {
    let snippet = try SpringSnippet(
      format: .android, spring: try Spring(stiffness: 100, damping: 10), initialVelocity: 0.5,
      endTime: .infinity)
    #expect(snippet.readBackError == 0)
    #expect(snippet.code.contains(".setStiffness(100.0f)"))
    #expect(snippet.code.contains(".setDampingRatio(0.5f)"))
  }

  /// k/m beyond Float's range has no SpringForce call; the Double platforms still print it.
  @Test func androidRefusesStiffnessBeyondFloat() throws {
    let spring = try Spring(stiffness: 1e39, damping: 1e19)
    #expect {
      try SpringSnippet(format: .android, spring: spring, initialVelocity: 0, endTime: .infinity)
    } throws: { error in
      guard case .springNotRepresentable(let format, let reason) = error as? ExportError
      else { return false }
      return format == "android" && reason.contains("Float")
    }
    let flutter = try SpringSnippet(
      format: .flutter, spring: spring, initialVelocity: 0, endTime: .infinity)
    #expect(flutter.readBackError == 0)
  }

  @Test func massOneAPIsNormaliseAndSayItOthersKeepTheMass() throws {
    let spring = try Spring(mass: 2, stiffness: 300, damping: 12)
    for format in ExportFormat.formats(.springConstants) {
      let snippet = try SpringSnippet(
        format: format, spring: spring, initialVelocity: 0, endTime: .infinity)
      let normalised = snippet.notes.contains { $0.contains("mass 1") }
      let massOne: Set<ExportFormat> = [.swiftUI, .uiKit, .android]
      #expect(normalised == massOne.contains(format), "\(format)")
      if format == .android {
        #expect(snippet.code.contains(".setStiffness(150.0f)"))
      }
      if [.coreAnimation, .flutter, .motion, .reactSpring].contains(format) {
        #expect(snippet.code.contains("2.0"), "\(format) keeps mass 2")
      }
    }
  }

  @Test func swiftUISaysWhichLinesDropTheVelocity() throws {
    let spring = try Spring(response: 0.5, dampingRatio: 0.7)
    let moving = try SpringSnippet(
      format: .swiftUI, spring: spring, initialVelocity: 0.8, endTime: .infinity)
    #expect(moving.notes.contains { $0.contains("no initial velocity") })
    #expect(moving.code.contains("initialVelocity: 0.8)"))
    let resting = try SpringSnippet(
      format: .swiftUI, spring: spring, initialVelocity: 0, endTime: .infinity)
    #expect(!resting.notes.contains { $0.contains("no initial velocity") })
  }

  /// Bounce covers the overdamped (negative) and undamped (1) ends.
  @Test func swiftUIBounceAtTheEnds() throws {
    let overdamped = try SpringSnippet(
      format: .swiftUI, spring: try Spring(stiffness: 50, damping: 30), initialVelocity: 0,
      endTime: .infinity)
    let bounce = try #require(SnippetCodeReader(overdamped.code).double(#"bounce: %\)"#))
    #expect(bounce < 0)
    #expect(abs(1 / (1 + bounce) - 30 / (2 * 50.0.squareRoot())) <= 1e-15)
    let undamped = try SpringSnippet(
      format: .swiftUI, spring: try Spring(stiffness: 100, damping: 0), initialVelocity: 0,
      endTime: .infinity)
    #expect(undamped.code.contains("bounce: 1.0)"))
    #expect(undamped.readBackError == 0)
  }

  @Test func reactSpringVelocityIsPerMillisecond() throws {
    let snippet = try SpringSnippet(
      format: .reactSpring, spring: try Spring(stiffness: 170, damping: 26), initialVelocity: 2.5,
      endTime: .infinity)
    #expect(snippet.code.contains("velocity: 0.0025 * travel,"))
    #expect(snippet.readBackError <= 1e-15)
  }

  /// Core Animation's duration: the end time when given, CA's own settlingDuration for an
  /// underdamped free spring, jellylab's exact settling time otherwise.
  @Test func coreAnimationDuration() throws {
    func duration(_ spring: Spring, _ v: Double, _ end: Double) throws -> Double {
      let snippet = try SpringSnippet(
        format: .coreAnimation, spring: spring, initialVelocity: v, endTime: end)
      let entry = try #require(snippet.entries.first { $0.key == "ca_duration" })
      let printed = try #require(
        SnippetCodeReader(snippet.code).double(#"\.duration = %"#))
      #expect(printed == entry.value)
      return printed
    }
    let underdamped = try Spring(stiffness: 100, damping: 5)
    // Apple: "approximately 2.85 seconds" for m 1, k 100, c 5.
    let settling = try duration(underdamped, 0, .infinity)
    #expect(abs(settling - 2.855) < 0.001)
    let caFormula = try #require(
      EngineDurations(spring: underdamped, initialVelocity: 0).coreAnimationSettlingDuration)
    #expect(settling == caFormula)
    #expect(try duration(underdamped, 0, 1.25) == 1.25)
    let overdamped = try Spring(stiffness: 50, damping: 30)
    #expect(
      try duration(overdamped, 1.2, .infinity)
        == overdamped.settlingDuration(initialVelocity: 1.2, epsilon: 0.001))
    #expect(throws: ExportError.self) {
      try SpringSnippet(
        format: .coreAnimation, spring: try Spring(stiffness: 100, damping: 0), initialVelocity: 0,
        endTime: .infinity)
    }
    #expect(try duration(try Spring(stiffness: 100, damping: 0), 0, 2) == 2)
  }

  /// The source's cut: UIKit and Core Animation say where they stop and how big the jump is;
  /// the free-running platforms say they keep no cut.
  @Test func cutNotes() throws {
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 0.5)
    let jump = abs(spring.motion(initialDisplacement: -1, endTime: 1).endJump)
    #expect(jump > 1e-4)
    for format in ExportFormat.formats(.springConstants) {
      let snippet = try SpringSnippet(
        format: format, spring: spring, initialVelocity: 0, endTime: 1)
      let cut = snippet.notes.contains { $0.contains("keeps no such cut") }
      #expect(cut == ![.uiKit, .coreAnimation].contains(format), "\(format)")
      if format == .uiKit {
        let entry = try #require(snippet.entries.first { $0.key == "uikit_end_jump" })
        #expect(abs(entry.value - jump) <= 1e-15)
        #expect(snippet.notes.contains { $0.contains("as the source does") })
      }
    }
    let free = try SpringSnippet(
      format: .uiKit, spring: spring, initialVelocity: 0, endTime: .infinity)
    #expect(free.notes.contains { $0.contains("does not stop there") })
  }

  @Test func badInputsThrow() throws {
    let spring = try Spring(stiffness: 100, damping: 10)
    for (v, end) in [(Double.nan, Double.infinity), (.infinity, 1), (0, 0), (0, -1), (0, .nan)] {
      #expect(throws: ExportError.self) {
        try SpringSnippet(format: .motion, spring: spring, initialVelocity: v, endTime: end)
      }
    }
    #expect {
      try SpringSnippet(format: .motion, spring: spring, initialVelocity: 0, endTime: 0)
    } throws: { error in
      (error as? ExportError)?.parameterError?.parameter == .endTime
        && "\(error)" == "end time must be > 0 seconds (infinity for a free spring) (got 0.0)"
    }
    #expect {
      try SpringSnippet(format: .motion, spring: spring, initialVelocity: .nan, endTime: 1)
    } throws: { error in
      (error as? ExportError)?.parameterError?.parameter == .velocity
        && "\(error)" == "initial velocity must be finite (travels/s) (got nan)"
    }
  }
}
