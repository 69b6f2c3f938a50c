import Foundation
import JellyCLITestSupport
import JellyEasing
import JellyFrameDiff
import JellySprings
import JellyTestSupport
import Testing

@testable import JellyCLI

/// Stops read back from an export's text, and the piecewise-linear curve through them.
private struct ReadStops {
  var positions: [Double] = []
  var values: [Double] = []

  /// The `linear(...)` stops: `v p%` pairs, with the first and last positions implied.
  init(linear text: String) throws {
    let inner = try #require(
      text.range(of: "linear(").map { text[$0.upperBound...] }?.split(separator: ")").first)
    let items = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    for (index, item) in items.enumerated() {
      let parts = item.split(separator: " ")
      values.append(try #require(Double(String(parts[0]))))
      if parts.count == 2 {
        positions.append(try #require(Double(String(parts[1].dropLast()))) / 100)
      } else {
        positions.append(index == 0 ? 0 : 1)
      }
    }
  }

  /// The values and keyTimes arrays of a `ca-keyframes` text.
  init(caKeyframes text: String) throws {
    func list(after marker: String) throws -> [Double] {
      let start = try #require(text.range(of: marker)).upperBound
      let end = try #require(text[start...].range(of: "]")).lowerBound
      let items = text[start..<end].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      let numbers = items.filter { !$0.isEmpty }.map { Double(String($0)) ?? .nan }
      #expect(numbers.allSatisfy { $0.isFinite })
      return numbers
    }
    values = try list(after: "animation.values = ([")
    positions = try list(after: "animation.keyTimes = [")
  }

  /// The polyline at `p`: linear between stops; at a shared position (a jump) the later value.
  func value(at p: Double) -> Double {
    var index = 0
    while index + 2 < positions.count, positions[index + 1] <= p { index += 1 }
    let (a, b) = (positions[index], positions[index + 1])
    guard b > a else { return values[index + 1] }
    let u = min(max((p - a) / (b - a), 0), 1)
    return values[index] + u * (values[index + 1] - values[index])
  }
}

/// The `key: value` report lines on stderr, as a dictionary.
private func reportLines(_ result: CLIResult) -> [String: String] {
  var entries: [String: String] = [:]
  for line in result.errorLines {
    guard let colon = line.firstIndex(of: ":") else { continue }
    entries[String(line[..<colon])] = line[line.index(after: colon)...]
      .trimmingCharacters(in: .whitespaces)
  }
  return entries
}

@Suite struct ExportCommandTests {
  /// The largest |polyline − exact| over 20 001 evenly spaced progress values and the stops.
  private func largestError(_ stops: ReadStops, exact: (Double) -> Double, skipping: [Double] = [])
    -> Double
  {
    let grid = (0...20_000).map { Double($0) / 20_000 } + stops.positions
    var largest = 0.0
    for p in grid where !skipping.contains(where: { abs($0 - p) < 1e-9 }) {
      largest = max(largest, abs(stops.value(at: p) - exact(p)))
    }
    return largest
  }

  @Test("css-linear of a UIKit spring: within E of iOS's spring everywhere, 0 to 1, 1000ms")
  func uiKitSpringLinear() throws {
    let result = runCLI(["export", "--duration", "1", "--damping", "0.5"])
    #expect(result.status == 0)
    #expect(result.output.contains("animation-duration: 1000ms;\n"))
    let stops = try ReadStops(linear: result.output)
    #expect(stops.values.first == 0)
    #expect(stops.values.last == 1)
    // iOS's spring for T = 1, ζ = 0.5, released from −1 and cut at 1 s.
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 0.5)
    let motion = spring.motion(initialDisplacement: -1, initialVelocity: 0)
    let error = largestError(stops, exact: { p in p >= 1 ? 1 : 1 + motion.displacement(at: p) })
    #expect(error <= 0.001)
    #expect(error >= 0.0005)  // the fit uses the bound, it does not waste points
    let report = reportLines(result)
    #expect(report["points"] == "\(stops.values.count)")
    let rdp = try #require(Int(report["rdp_points"] ?? ""))
    #expect(stops.values.count <= rdp)
    #expect(report["bound"] == "0.001")
    #expect(report["jumps"] == "1")  // the cut at 1 s: 1 + x(1⁻) = 1.001 jumps to 1
  }

  @Test(
    "css-linear of free springs in three parametrizations: within E, ends on 1, fewer points than RDP",
    arguments: [
      ["--mass", "1", "--stiffness", "100", "--damping-coefficient", "10"],
      ["--response", "0.5", "--damping", "0.7", "--velocity", "1"],
      ["--duration", "0.6", "--bounce", "0.3"],
      ["--mass", "2", "--stiffness", "300", "--damping-coefficient", "60"],
    ])
  func freeSprings(arguments: [String]) throws {
    let result = runCLI(["export", "--max-error", "0.002"] + arguments)
    #expect(result.status == 0)
    let stops = try ReadStops(linear: result.output)
    let report = reportLines(result)
    let duration = try #require(Double(report["duration_s"] ?? ""))
    let spring: Spring
    var velocity = 0.0
    switch arguments[0] {
    case "--mass":
      spring = try Spring(
        mass: Double(arguments[1])!, stiffness: Double(arguments[3])!,
        damping: Double(arguments[5])!)
    case "--response":
      spring = try Spring(response: 0.5, dampingRatio: 0.7)
      velocity = 1
    default:
      spring = try Spring(swiftUIDuration: 0.6, bounce: 0.3)
    }
    let motion = spring.motion(initialDisplacement: -1, initialVelocity: velocity)
    // The free spring is within E/20 of 1 from the exported duration on.
    #expect(abs(motion.displacement(at: duration)) <= 0.002 / 20)
    #expect(abs(motion.displacement(at: duration - 0.0011)) > 0.002 / 20 * 0.5)
    let error = largestError(stops, exact: { 1 + motion.displacement(at: $0 * duration) })
    #expect(error <= 0.002)
    #expect(stops.values.last == 1)
    #expect(stops.values.count <= Int(report["rdp_points"] ?? "") ?? 0)
  }

  @Test("easeOutElastic over --duration 0.8: 800ms, within E, fewer points than RDP")
  func elastic() throws {
    let result = runCLI(["export", "--curve", "easeOutElastic", "--duration", "0.8"])
    #expect(result.status == 0)
    #expect(result.output.contains("animation-duration: 800ms;"))
    let stops = try ReadStops(linear: result.output)
    let curve = try EasingParser.parse("easeOutElastic")
    #expect(largestError(stops, exact: curve.value(at:)) <= 0.001)
    #expect(stops.values.count <= Int(reportLines(result)["rdp_points"] ?? "") ?? 0)
  }

  @Test("skype ca-keyframes replay the diff within E·scale at every 60 Hz frame and in between")
  func skypeKeyframesReplay() throws {
    let result = runCLI(["export", "--preset", "skype", "--format", "ca-keyframes"])
    #expect(result.status == 0)
    let stops = try ReadStops(caKeyframes: result.output)
    #expect(stops.values.count == stops.positions.count)
    let report = reportLines(result)
    let scale = try #require(Double(report["scale"] ?? ""))
    #expect(result.output.contains("let scale: CGFloat = \(report["scale"] ?? "?")  // points"))
    #expect(result.output.contains("animation.duration = 1  // seconds"))
    let scene = try FrameDiffPreset.skype.scene()
    let bound = 0.001 * scale
    // Every display-link frame at 60 Hz, through the cut at 1 s and after it.
    for frame in 0...72 {
      let t = Double(frame) / 60
      let replayed = stops.value(at: min(t, 1)) * scale
      #expect(abs(replayed - scene.diff(at: t)) <= bound, "frame \(frame)")
    }
    // Between frames, away from the cut's 10^-12 window.
    let error = largestError(
      stops, exact: { scene.diff(at: $0) / scale }, skipping: [1])
    #expect(error * scale <= bound)
    #expect(stops.values.first == 0)
    #expect(stops.values.last == 0)
    #expect(scale > 100 && scale < 200)
  }

  @Test("css-keyframes and waapi print the linear() stops, the jump as two distinct offsets")
  func keyframeFormatsAgree() throws {
    let linear = try ReadStops(linear: runCLI(["export", "--preset", "skype"]).output)
    let keyframes = runCLI(["export", "--preset", "skype", "--format", "css-keyframes"]).output
    let waapi = runCLI(["export", "--preset", "skype", "--format", "waapi"]).output
    #expect(keyframes.contains("@property --jellylab-progress { syntax: \"<number>\";"))
    #expect(keyframes.contains(".jellylab { animation: jellylab 1000ms linear both; }"))
    #expect(
      waapi.contains(
        "const jellylabTiming = { duration: 1000, easing: \"linear\", fill: \"both\" };"))
    let keyframeLines = keyframes.split(separator: "\n").filter {
      $0.hasPrefix("  ") && $0.contains("% {")
    }
    let waapiLines = waapi.split(separator: "\n").filter { $0.hasPrefix("  { offset: ") }
    #expect(keyframeLines.count == linear.values.count)
    #expect(waapiLines.count == linear.values.count)
    var offsets: [Double] = []
    for (index, line) in waapiLines.enumerated() {
      let parts = line.split(separator: " ")
      let offset = try #require(Double(parts[2].dropLast()))
      let value = try #require(Double(parts[4]))
      #expect(value == linear.values[index])
      offsets.append(offset)
    }
    // Strictly increasing offsets (a jump's two keyframes 10^-12 apart), each within 10^-12 of
    // the linear() position.
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
    for (offset, position) in zip(offsets, linear.positions) {
      #expect(abs(offset - position) <= 1.5e-12)
    }
  }

  @Test("--report writes JSON with the keys; --out writes the code; stderr then stays quiet")
  func reportAndOut() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "export", "--curve", "easeOutBack", "--format", "waapi", "--out", folder.path("a.js"),
      "--report", folder.path("r.json"),
    ])
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(result.errorLines.isEmpty)
    let json = try JSONSerialization.jsonObject(with: Data(try folder.text("r.json").utf8))
    let report = try #require(json as? [String: Any])
    #expect(report["format"] as? String == "waapi")
    #expect(report["bound"] as? Double == 0.001)
    #expect((report["certified_error"] as? Double ?? 1) <= 0.001)
    #expect(
      report["points"] as? Double
        == Double(try folder.text("a.js").components(separatedBy: "{ offset:").count - 1))
    #expect(try folder.text("a.js").hasPrefix("// jellylab export waapi: easeOutBack"))
  }

  @Test("--max-error-px P --distance D is E = P/D; for a diff, P points of the diff")
  func pixelBound() throws {
    let pixels = runCLI([
      "export", "--curve", "easeOutElastic", "--max-error-px", "0.5", "--distance", "250",
    ])
    #expect(reportLines(pixels)["bound"] == "0.002")
    let diff = runCLI(["export", "--preset", "skype", "--max-error-px", "0.5"])
    let report = reportLines(diff)
    let scale = try #require(Double(report["scale"] ?? ""))
    #expect(abs((Double(report["bound"] ?? "") ?? 0) - 0.5 / scale) <= 1e-12)
  }

  /// The number after `label: ` in `text`.
  private func number(_ label: String, in text: String) throws -> Double {
    let start = try #require(text.range(of: label + ": ")).upperBound
    let digits = text[start...].prefix { "0123456789.e-+".contains($0) }
    return try #require(Double(String(digits)))
  }

  @Test("uikit: the call found for a Core Animation spring gives it back through iOS's routine")
  func uiKitInverse() throws {
    let result = runCLI([
      "export", "--format", "uikit", "--mass", "1", "--stiffness", "100",
      "--damping-coefficient", "10", "--velocity", "0.3",
    ])
    #expect(result.status == 0)
    let duration = try number("withDuration", in: result.output)
    let ratio = try number("usingSpringWithDamping", in: result.output)
    let velocity = try number("initialSpringVelocity", in: result.output)
    #expect(ratio == 0.5)
    #expect(velocity == 0.3)
    let back = try Spring(uiKitDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
    #expect(abs(back.stiffness / 100 - 1) <= 1e-9)
    #expect(abs(back.damping / 10 - 1) <= 1e-9)
    let report = reportLines(result)
    #expect(Double(report["read_back_error"] ?? "") ?? 1 <= 1e-9)
    #expect(report["notes"]?.contains("UIKit stops the animation at its duration") == true)
  }

  @Test("swiftui keeps the velocity in interpolatingSpring; every number reads back exactly")
  func swiftUIReadBack() throws {
    let result = runCLI([
      "export", "--format", "swiftui", "--response", "0.5", "--damping", "0.7", "--velocity", "1",
    ])
    #expect(result.status == 0)
    let spring = try Spring(response: 0.5, dampingRatio: 0.7)
    #expect(try number("stiffness", in: result.output) == spring.stiffness)
    #expect(try number("damping", in: result.output) == spring.damping)
    #expect(try number("initialVelocity", in: result.output) == 1)
    #expect(try number("response", in: result.output) == 0.5)
    #expect(reportLines(result)["read_back_error"] == "0")
  }

  @Test("android prints Floats and reports how far they move the spring")
  func androidFloat() throws {
    let result = runCLI(["export", "--format", "android", "--duration", "1", "--damping", "0.5"])
    #expect(result.status == 0)
    let error = try #require(Double(reportLines(result)["read_back_error"] ?? ""))
    #expect(error > 1e-9 && error < 1e-7)
    #expect(result.output.contains(".setDampingRatio(0.5f)"))
  }

  @Test("--plot writes the figure into --plot-out; stdout holds only the code")
  func plot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "export", "--curve", "easeOutBack", "--max-error", "0.01", "--plot", "--plot-out",
      folder.path("fig"), "--report", folder.path("r.json"),
    ])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("/* jellylab export css-linear: easeOutBack"))
    #expect(!result.output.contains("fig/"))
    #expect(
      folder.listing("fig").sorted() == [
        "export-curve.csv", "export-points.csv", "export.gp", "export.json", "export.png",
      ])
    #expect(result.errorLines.contains { $0.hasSuffix("fig/export.png") })
    // The points file holds the printed stops (10 at E = 0.01).
    let points = NumericCSV(try folder.text("fig/export-points.csv"))
    #expect(points.rows.count == 10)
  }

  @Test(
    "--format lottie --plot: the keyframes' cubics on the grid, within 0.9 E, 0 at each keyframe")
  func lottiePlot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "export", "--format", "lottie", "--duration", "1", "--damping", "0.5", "--plot",
      "--plot-out", folder.path("fig"), "--report", folder.path("r.json"),
    ])
    #expect(result.status == 0, "\(result.errorLines)")
    #expect(result.output.hasPrefix("{\"v\":"))
    let curve = NumericCSV(try folder.text("fig/export-curve.csv"))
    let errors = curve.rows.map { $0[3] }
    let largest = errors.map(abs).max() ?? .nan
    // The grid holds the jump's two keyframes 10^-12 apart, each on its own side.
    #expect(largest <= 0.9e-3 * (1 + 1e-9) && largest > 0.8e-3, "\(largest)")
    let keyframes = NumericCSV(try folder.text("fig/export-points.csv"))
    #expect(keyframes.rows.count == 9)
    #expect(keyframes.rows.allSatisfy { abs($0[2]) < 1e-12 })
  }

  @Test(
    "steps and curves that do not run 0 → 1 export their own ends, within E",
    arguments: ["steps(3)", "steps(7, jump-both)", "linear(1, 0)", "step-start", "ease-in-out"])
  func ownEnds(name: String) throws {
    let result = runCLI(["export", "--curve", name])
    #expect(result.status == 0, "\(result.errorLines)")
    let stops = try ReadStops(linear: result.output)
    let curve = try EasingParser.parse(name)
    #expect(stops.values.first == curve.value(at: 0))
    #expect(stops.values.last == curve.value(at: 1))
    // Away from the steps' own jumps (10^-9 of progress around each shared position).
    let jumps = zip(stops.positions, stops.positions.dropFirst()).filter { $0 == $1 }.map(\.0)
    #expect(largestError(stops, exact: curve.value(at:), skipping: jumps) <= 0.001)
  }

  @Test("ca-keyframes of a spring: additive offsets (value − 1) × --distance, ending on 0")
  func additiveKeyframes() throws {
    let result = runCLI([
      "export", "--format", "ca-keyframes", "--duration", "1", "--damping", "0.85", "--distance",
      "240",
    ])
    #expect(result.status == 0)
    #expect(result.output.contains("let travel: CGFloat = 240  // points (--distance)"))
    #expect(result.output.contains("] as [CGFloat]).map { ($0 - 1) * travel }"))
    #expect(result.output.contains("animation.isAdditive = true"))
    let stops = try ReadStops(caKeyframes: result.output)
    #expect(stops.values.first == 0)
    #expect(stops.values.last == 1)
  }

  @Test(
    "a spring that never settles or turns too often blames the option that sets its damping",
    arguments: [
      (
        ["--mass", "1", "--stiffness", "100", "--damping-coefficient", "0"],
        "error: --damping-coefficient 0 gives a motion that never settles, so it has no duration"
          + " to export; give a larger --damping-coefficient"
      ),
      (
        ["--response", "1", "--damping", "0"],
        "error: --damping 0 gives a motion that never settles, so it has no duration to export;"
          + " give a larger --damping"
      ),
      (
        ["--duration", "10", "--damping", "0.0001", "--free-spring"],
        "error: --damping 0.0001 lets the spring turn about 31524 times before it settles;"
          + " export handles at most 2048: give a larger --damping"
      ),
      (
        ["--duration", "1", "--bounce", "0.9999"],
        "error: --bounce 0.9999 lets the spring turn about 31523 times before it settles;"
          + " export handles at most 2048: give a smaller --bounce"
      ),
    ])
  func dampingDecides(arguments: [String], message: String) {
    let result = runCLI(["export"] + arguments)
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(result.errorMessages == [message])
  }

  @Test("a scene's diff not settled by 3600 s names export's search limit and the options")
  func diffNotSettled() {
    let result = runCLI(["export", "--preset", "skype", "--side-delay", "9000", "--free-spring"])
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(
      result.errorMessages == [
        "error: the diff has not settled within E/20 of its largest value by 3600 s, where"
          + " export's search for its duration stops (set by --side-delay 9000, --free-spring);"
          + " give the helpers more damping, a shorter delay or a larger --max-error"
      ])
  }

  @Test(
    "bad input: exit 2 and one error line naming the option",
    arguments: [
      (["export", "--duration", "1", "--damping", "0.5", "--max-error", "0"], "--max-error"),
      (["export", "--curve", "easeOutElastic", "--max-error-px", "1"], "--distance"),
      (["export"], "no source given"),
      (["export", "--curve", "easeOutElastic", "--mass", "1"], "--mass"),
      (["export", "--curve", "nope"], "--curve"),
      (["export", "--preset", "skype", "--stiffness", "5"], "--stiffness"),
      (["export", "--duration", "1", "--damping", "0.5", "--screen", "390x844"], "--screen"),
      (
        ["export", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "0"],
        "--damping-coefficient 0 gives a motion that never settles"
      ),
      (["export", "--format", "gif", "--curve", "linear"], "--format"),
      (["export", "--curve", "linear", "--plot-out", "x"], "--plot-out needs --plot"),
      (["export", "--curve", "ease", "--max-error", "1e-7"], "--max-error"),
      (["export", "--curve", "ease", "--out", "a.css", "--report", "a.css"], "--report"),
      (["export", "--curve", "ease", "--plot", "--plot-out", "Package.swift"], "--plot-out"),
      (
        ["export", "--mass", "1", "--stiffness", "1e12", "--damping-coefficient", "1"],
        "give a larger --damping-coefficient"
      ),
      (["export", "--format", "swiftui", "--response", "1", "--damping", "1", "--plot"], "--plot"),
      (["export", "--format", "swiftui", "--curve", "easeOutElastic"], "--format swiftui"),
      (["export", "--format", "motion", "--preset", "skype"], "--format motion"),
      (
        [
          "export", "--format", "flutter", "--duration", "1", "--damping", "0.5", "--max-error",
          "0.01",
        ], "--max-error"
      ),
      (
        [
          "export", "--format", "uikit", "--mass", "1", "--stiffness", "100",
          "--damping-coefficient", "30",
        ], "damping ratio is 1.5 > 1"
      ),
      (
        [
          "export", "--curve", "easeOutElastic", "--max-error", "0.01", "--max-error-px", "1",
          "--distance", "9",
        ], "--max-error"
      ),
    ])
  func badInput(arguments: [String], needle: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains(needle) == true, "\(result.errorMessages)")
    #expect(result.output.isEmpty)
  }
}

extension ExportCommandTests {
  @Test("a UIKit damping at or below 0.001 is warned about in export as in convert")
  func tinyUIKitDampingWarns() {
    let spring = ["--duration", "1", "--damping", "0.0005"]
    let convert = runCLI(["convert"] + spring)
    let export = runCLI(["export"] + spring + ["--format", "swiftui"])
    #expect(export.status == 0)
    let warning = convert.errorLines.filter { $0.hasPrefix("warning: ") }
    #expect(warning.count == 1)
    #expect(warning.first?.contains("vs none (ideal)") == true, "\(warning)")
    #expect(export.errorLines.filter { $0.hasPrefix("warning: ") } == warning)
    // A damping where both solvers agree is exported without a word.
    let quiet = runCLI(["export", "--duration", "1", "--damping", "0.5", "--format", "swiftui"])
    #expect(quiet.errorLines.allSatisfy { !$0.hasPrefix("warning: ") })
  }
}
