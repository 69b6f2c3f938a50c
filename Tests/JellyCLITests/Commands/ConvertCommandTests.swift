import Foundation
import JellyCLITestSupport
import JellySprings
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

/// The JSON object printed by `jellylab convert … --format json`.
private func convertJSON(_ arguments: [String]) throws -> [String: Any] {
  let result = runCLI(["convert"] + arguments + ["--format", "json"])
  #expect(result.status == 0)
  let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
  return try #require(object as? [String: Any])
}

private func number(_ object: [String: Any], _ key: String) throws -> Double {
  try #require(object[key] as? Double, "\(key) is not a number: \(String(describing: object[key]))")
}

private func isNull(_ object: [String: Any], _ key: String) -> Bool {
  object[key] is NSNull
}

private func relativeError(_ a: Double, _ b: Double) -> Double {
  abs(a - b) / max(abs(a), abs(b))
}

@Suite struct ConvertCommandTests {
  @Test("--help lists every key the json prints, each once, within 100 characters a line")
  func helpListsEveryKey() throws {
    let help = runCLI(["convert", "--help"]).output
    let json = try convertJSON(["--duration", "1", "--damping", "0.5"])
    let listed = help.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  "), !line.hasPrefix("   "), !line.hasPrefix("  -") else { return nil }
      return line.split(separator: " ").first.map(String.init)
    }
    #expect(Set(listed) == Set(json.keys))
    #expect(listed.count == json.count)
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  static let keys = [
    "mass", "stiffness", "damping_coefficient", "damping_ratio", "natural_frequency",
    "damped_frequency", "period", "response", "swiftui_duration", "bounce", "uikit_duration",
    "settling_duration", "ca_settling_duration", "motion_duration", "motion_visual_duration",
    "compose_duration", "wave_settling_duration", "animejs_duration", "animejs_settling_duration",
    "log_decrement", "overshoot", "pop_bounciness", "pop_speed",
    "origami_tension", "origami_friction",
    // UIKit's two solvers and the cut at the duration (null for other springs).
    "ios_stiffness", "ideal_stiffness", "solver_difference", "ios_spread", "end_jump",
  ]

  @Test("UIKit duration 3, damping 0.25 gives Framer's published stiffness and damping")
  func framerPublishedValues() throws {
    let json = try convertJSON(["--duration", "3", "--damping", "0.25"])
    #expect(relativeError(try number(json, "stiffness"), 54.833_633_590_783_26) <= 1e-9)
    #expect(relativeError(try number(json, "damping_coefficient"), 3.702_486_785_620_688) <= 1e-9)
    #expect(try number(json, "mass") == 1)
    #expect(relativeError(try number(json, "damping_ratio"), 0.25) <= 1e-12)
    #expect(relativeError(try number(json, "uikit_duration"), 3) <= 1e-9)  // inverse model
    let omega = try number(json, "natural_frequency")
    #expect(relativeError(omega * omega, try number(json, "stiffness")) <= 1e-12)
    #expect(Set(json.keys) == Set(Self.keys))
  }

  @Test("keys appear once each, in the documented order, with finite numbers or null")
  func jsonShape() throws {
    let output = runCLI([
      "convert", "--mass", "2", "--stiffness", "300", "--damping-coefficient",
      "5", "--format", "json",
    ]).output
    let lines = output.split(separator: "\n").dropFirst().dropLast()
    #expect(lines.map { $0.split(separator: "\"")[1] } == Self.keys[...].map { Substring($0) })
    #expect(!output.contains("inf") && !output.contains("nan"))
  }

  @Test("Apple's published SwiftUI examples (to their printed precision)")
  func swiftUIPublishedValues() throws {
    let bouncy = try convertJSON(["--duration", "0.5", "--bounce", "0.3"])
    #expect(abs(try number(bouncy, "stiffness") - 157.9) < 0.05)
    #expect(abs(try number(bouncy, "damping_coefficient") - 17.6) < 0.05)
    #expect(abs(try number(bouncy, "bounce") - 0.3) <= 1e-12)
    let physical = try convertJSON([
      "--mass", "1", "--stiffness", "100", "--damping-coefficient", "10",
    ])
    #expect(abs(try number(physical, "swiftui_duration") - 0.63) < 0.005)
    #expect(abs(try number(physical, "bounce") - 0.5) <= 1e-15)
    // Closed forms: ω_d = sqrt(k − c²/4) = sqrt(75); period 2π/ω_d; δ = 2πζ/sqrt(1 − ζ²).
    #expect(relativeError(try number(physical, "damped_frequency"), 75.0.squareRoot()) <= 1e-14)
    #expect(relativeError(try number(physical, "period"), 2 * .pi / 75.0.squareRoot()) <= 1e-14)
    #expect(
      relativeError(try number(physical, "log_decrement"), 2 * .pi * 0.5 / 0.75.squareRoot())
        <= 1e-14)
    // Overshoot from rest: exp(−πζ/sqrt(1 − ζ²)).
    #expect(
      relativeError(try number(physical, "overshoot"), exp(-.pi * 0.5 / 0.75.squareRoot()))
        <= 1e-12)
  }

  @Test("POP and Origami values invert their published forward mappings")
  func popAndOrigami() throws {
    let pop = try Spring(popBounciness: 4, speed: 12)
    #expect(abs(pop.stiffness - 342.1006) < 5e-5)  // published: tension 342.1006
    #expect(abs(pop.damping - 30.4870) < 5e-5)  // published: friction 30.4870
    let json = try convertJSON([
      "--mass", "1", "--stiffness", "\(pop.stiffness)", "--damping-coefficient", "\(pop.damping)",
    ])
    #expect(abs(try number(json, "pop_bounciness") - 4) <= 1e-9)
    #expect(abs(try number(json, "pop_speed") - 12) <= 1e-9)
    // Rebound's default Origami spring (40, 7) is tension 230.2, friction 22.
    let origami = try convertJSON([
      "--mass", "1", "--stiffness", "230.2", "--damping-coefficient", "22",
    ])
    #expect(abs(try number(origami, "origami_tension") - 40) <= 1e-12)
    #expect(abs(try number(origami, "origami_friction") - 7) <= 1e-12)
    // A mass-2 spring with doubled k and c moves identically: same Origami and POP values.
    let heavy = try convertJSON([
      "--mass", "2", "--stiffness", "460.4", "--damping-coefficient", "44",
    ])
    #expect(abs(try number(heavy, "origami_tension") - 40) <= 1e-12)
    #expect(abs(try number(heavy, "origami_friction") - 7) <= 1e-12)
    #expect(try number(heavy, "pop_speed") == (try number(origami, "pop_speed")))
  }

  @Test("overdamped springs: infinite values are null in json, inf in csv; undefined are empty")
  func overdamped() throws {
    let args = ["convert", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "50"]
    let json = try convertJSON(Array(args.dropFirst()))
    #expect(
      isNull(json, "period") && isNull(json, "log_decrement") && isNull(json, "uikit_duration"))
    #expect(try number(json, "damped_frequency") == 0)
    #expect(try number(json, "overshoot") == 0)
    let csv = runCLI(args + ["--format", "csv"]).output.split(separator: "\n")
    #expect(csv.first == "key,value")
    #expect(csv.contains("period,inf"))
    #expect(csv.contains("uikit_duration,"))
    #expect(csv.count == Self.keys.count + 1)
    let table = runCLI(args).output
    #expect(table.contains("n/a"))
    #expect(table.split(separator: "\n").first { $0.hasPrefix("period") }?.contains("inf") == true)
  }

  @Test("settling_duration: critically damped release from rest solves (1 + ωt)e^(−ωt) = 0.001")
  func settlingClosedForm() throws {
    let json = try convertJSON(["--response", "1", "--damping", "1"])
    let omega = 2 * Double.pi
    // Independent truth by bisection on the closed form (monotone for t > 0).
    var low = 0.0
    var high = 10.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if (1 + omega * mid) * exp(-omega * mid) > 0.001 { low = mid } else { high = mid }
    }
    #expect(abs(try number(json, "settling_duration") - low) <= 1e-9)
  }

  @Test("the table aligns values in one column; csv and json agree with the table's numbers")
  func formatsAgree() throws {
    let args = ["convert", "--duration", "0.7", "--damping", "0.6", "--velocity", "0.5"]
    let table = runCLI(args).output.split(separator: "\n")
    #expect(table.count == Self.keys.count)
    let column = try #require(table.first?.firstIndex(of: "1")).utf16Offset(
      in: try #require(table.first))
    for line in table {
      let characters = Array(line)
      #expect(characters[column - 1] == " " && characters[column] != " ")
    }
    // Compare the number texts exactly (JSONSerialization may round on parsing).
    var jsonTexts: [String: String] = [:]
    for line in runCLI(args + ["--format", "json"]).output.split(separator: "\n") {
      let parts = line.split(separator: "\"")
      if parts.count == 3 {
        jsonTexts[String(parts[1])] = parts[2].dropFirst(2).split(separator: ",").first.map(
          String.init)
      }
    }
    let csv = runCLI(args + ["--format", "csv"]).output.split(separator: "\n").dropFirst()
    #expect(csv.count == Self.keys.count)
    for row in csv {
      let parts = row.split(separator: ",", omittingEmptySubsequences: false)
      let key = String(parts[0])
      let text = String(parts[1])
      #expect(jsonTexts[key] == (text.isEmpty || text == "inf" ? "null" : text), "\(key)")
      let tableLine = table.first { $0.hasPrefix(key + " ") }
      #expect(tableLine?.contains(" \(text.isEmpty ? "n/a" : text)") == true, "\(key)")
    }
  }

  @Test("--velocity 2: iOS's stiffness is 15.6078, the largest root's 141.546, with a warning")
  func solversDiffer() throws {
    let args = ["convert", "--duration", "1", "--damping", "0.5", "--velocity", "2"]
    let result = runCLI(args + ["--format", "json"])
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(abs(try number(json, "ios_stiffness") - 15.6078) <= 5e-5)
    #expect(abs(try number(json, "ideal_stiffness") - 141.546) <= 5e-4)
    #expect(try number(json, "stiffness") == (try number(json, "ios_stiffness")))
    let difference = try number(json, "solver_difference")
    #expect(abs(difference - (141.546 - 15.6078) / 141.546) <= 1e-5)
    #expect(abs(difference - 0.8897335538405794) <= 1e-15)
    #expect(
      result.errorLines == [
        "warning: iOS's 12 Newton steps and the envelope's largest root differ here: stiffness"
          + " 15.607795736128908 (ios) vs 141.54619360420423 (ideal), relative difference"
          + " 0.8897335538405794"
      ])
    // The ideal solver converts the other spring; the comparison and its warning stay.
    let ideal = runCLI(args + ["--uikit-solver", "ideal", "--format", "csv"])
    #expect(ideal.output.split(separator: "\n").contains("stiffness,141.54619360420423"))
    #expect(ideal.errorLines == result.errorLines)
  }

  @Test("--damping 0.2 --velocity 1 warns that iOS's value is fragile; 0.85 warns of nothing")
  func fragileWarning() throws {
    let fragile = runCLI(["convert", "--duration", "1", "--damping", "0.2", "--velocity", "1"])
    #expect(fragile.status == 0)
    #expect(fragile.errorLines.count == 2)
    #expect(
      fragile.errorLines.contains {
        $0.hasPrefix("warning: iOS's value is fragile here: it moves by ")
      }, "\(fragile.errorLines)")
    let json = try convertJSON(["--duration", "1", "--damping", "0.2", "--velocity", "1"])
    #expect(try number(json, "ios_spread") > 0.01)
    let calm = runCLI(["convert", "--duration", "1", "--damping", "0.85"])
    #expect(calm.status == 0)
    #expect(calm.errorLines.isEmpty)
    let calmJSON = try convertJSON(["--duration", "1", "--damping", "0.85"])
    #expect(try number(calmJSON, "solver_difference") <= 1e-6)
    #expect(try number(calmJSON, "ios_spread") < 1e-6)
  }

  @Test("end_jump is the free spring's displacement at the duration over the travel")
  func endJump() throws {
    let spring = ["--duration", "1", "--damping", "0.5", "--velocity", "2"]
    let table = runCLI(["convert"] + spring + ["--format", "csv"]).output.split(separator: "\n")
    let text = try #require(table.first { $0.hasPrefix("end_jump,") }).dropFirst(9)
    let jump = try #require(Double(String(text)))
    let json = try convertJSON(spring)
    #expect(try number(json, "end_jump") == jump)
    #expect(Set(json.keys) == Set(Self.keys))
    // From 0 to 2 (travel 2), the free spring's value at t = 1 s.
    let free = NumericCSV(
      runCLI(["spring"] + spring + ["--from", "0", "--to", "2", "--free-spring"]).output)
    let atOne = try #require(free.rows.first { $0[0] == 1 })
    #expect(abs(jump - (atOne[1] - 2) / 2) <= 1e-12)
    #expect(abs(jump - 0.13304459225893725) <= 1e-12)
  }

  @Test("--out writes the same bytes as stdout, atomically")
  func outFile() throws {
    let path = NSTemporaryDirectory() + "jellylab-convert-\(UUID().uuidString).json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let args = ["convert", "--duration", "1", "--bounce", "0.2", "--format", "json"]
    let toFile = runCLI(args + ["--out", path])
    #expect(toFile.status == 0 && toFile.output.isEmpty && toFile.errorLines.isEmpty)
    let written = try #require(FileManager.default.contents(atPath: path))
    #expect(String(decoding: written, as: UTF8.self) == runCLI(args).output)
  }
}
