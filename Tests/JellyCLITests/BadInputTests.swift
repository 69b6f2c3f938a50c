import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

/// A bad command line whose error names `names`, followed by the usage lines of its command
/// unless `showsUsage` is false.
private func bad(_ arguments: [String], names: String, showsUsage: Bool = true) -> BadInput {
  BadInput(arguments, mentions: names, usage: showsUsage ? "jellylab \(arguments[0])" : nil)
}

/// For each numeric option: a valid command line in which it appears, and which bad values
/// its range must refuse.
private struct NumericOption {
  let name: String
  let context: [String]
  let refusesNegative: Bool
  let refusesZero: Bool
}

private let uiKit = ["--duration", "1", "--damping", "0.5"]
private let coreAnimation = ["--mass", "1", "--stiffness", "100", "--damping-coefficient", "10"]

private func without(_ name: String, _ arguments: [String]) -> [String] {
  guard let index = arguments.firstIndex(of: "--\(name)") else { return arguments }
  var copy = arguments
  copy.removeSubrange(index...(index + 1))
  return copy
}

private let springNumeric = [
  NumericOption(name: "duration", context: uiKit, refusesNegative: true, refusesZero: true),
  NumericOption(name: "damping", context: uiKit, refusesNegative: true, refusesZero: false),
  NumericOption(name: "velocity", context: uiKit, refusesNegative: false, refusesZero: false),
  NumericOption(name: "mass", context: coreAnimation, refusesNegative: true, refusesZero: true),
  NumericOption(
    name: "stiffness", context: coreAnimation, refusesNegative: true, refusesZero: true),
  NumericOption(
    name: "damping-coefficient", context: coreAnimation, refusesNegative: true, refusesZero: false),
  NumericOption(
    name: "response", context: ["--response", "1", "--damping", "0.5"], refusesNegative: true,
    refusesZero: true),
  NumericOption(
    name: "bounce", context: ["--duration", "1", "--bounce", "0.2"], refusesNegative: false,
    refusesZero: false),
  NumericOption(name: "from", context: uiKit, refusesNegative: false, refusesZero: false),
  NumericOption(name: "to", context: uiKit, refusesNegative: false, refusesZero: false),
  NumericOption(name: "fps", context: uiKit, refusesNegative: true, refusesZero: true),
  NumericOption(name: "until", context: uiKit, refusesNegative: true, refusesZero: false),
  NumericOption(name: "samples", context: uiKit, refusesNegative: true, refusesZero: true),
]

private let convertNumeric = springNumeric.filter {
  !["from", "to", "fps", "until", "samples"].contains($0.name)
}

private func valueCases(command: String, options: [NumericOption]) -> [BadInput] {
  options.flatMap { option -> [BadInput] in
    var values = ["nan", "NaN", "inf", "-inf", "infinity", "abc", "", "1e400", "0x", "1,5", "--"]
    if option.refusesNegative { values.append("-1") }
    if option.refusesZero { values += ["0", "-0"] }
    let base = [command] + without(option.name, option.context)
    return values.flatMap { value in
      [
        bad(base + ["--\(option.name)", value], names: "--\(option.name)"),
        bad(base + ["--\(option.name)=\(value)"], names: "--\(option.name)"),
      ]
    }
  }
}

private let springSpecific = [
  bad(["spring", "--bounce", "-1", "--duration", "1"], names: "--bounce"),
  bad(["spring", "--bounce", "1.5", "--duration", "1"], names: "--bounce"),
  bad(["spring"] + uiKit + ["--samples", "2.5"], names: "--samples"),
  bad(["spring"] + uiKit + ["--samples", "1"], names: "--samples"),
  // More than 10^8 rows, with the estimate.
  bad(["spring"] + uiKit + ["--fps", "1e9"], names: "--fps"),
  bad(["spring"] + uiKit + ["--until", "1e7"], names: "--until"),
  bad(["spring"] + uiKit + ["--fps", "1e300", "--until", "1e300"], names: "--fps"),
  bad(["spring"] + uiKit + ["--samples", "1e9"], names: "--samples"),
  bad(["spring"] + uiKit + ["--samples", "3", "--fps", "3"], names: "--samples"),
  // Unknown options with a suggestion, repeated options, stray arguments, missing values.
  bad(["spring"] + uiKit + ["--fsp", "30"], names: "did you mean '--fps'?"),
  bad(["spring", "--duration", "1", "--dampng", "0.5"], names: "did you mean '--damping'?"),
  bad(["spring"] + uiKit + ["--velocty=2"], names: "did you mean '--velocity'?"),
  bad(["spring"] + uiKit + ["-fps", "30"], names: "did you mean '--fps'?"),
  bad(["spring"] + uiKit + ["--stifness", "3"], names: "did you mean '--stiffness'?"),
  bad(["spring"] + uiKit + ["--fps", "30", "--fps", "60"], names: "--fps"),
  bad(["spring"] + uiKit + ["--damping", "0.5"], names: "--damping"),
  bad(["spring"] + uiKit + ["extra"], names: "'extra'"),
  bad(["spring"] + uiKit + ["--", "--fps"], names: "'--fps'"),
  bad(["spring"] + uiKit + ["--fps"], names: "--fps"),
  bad(["spring"] + uiKit + ["--fps", "--until", "2"], names: "--fps"),
  // Mixed, incomplete and missing spring sets.
  bad(
    ["spring", "--duration", "1", "--damping", "0.5", "--stiffness", "3"], names: "--stiffness"),
  bad(["spring", "--response", "1", "--bounce", "0.2"], names: "--bounce"),
  bad(
    ["spring", "--duration", "1", "--damping", "0.5", "--bounce", "0.1"], names: "--bounce"),
  bad(["spring", "--mass", "1", "--stiffness", "100"], names: "--damping-coefficient"),
  bad(["spring", "--duration", "1"], names: "--damping"),
  bad(["spring", "--damping", "0.5"], names: "--response"),
  bad(["spring", "--velocity", "2"], names: "--duration D --damping Z"),
  bad(["spring"], names: "--mass M --stiffness K --damping-coefficient C"),
  // Values in range one by one that give no spring or no finite motion.
  bad(["spring", "--duration", "1", "--damping", "0"], names: "--damping"),
  // The ideal solver has no spring for these; iOS's 12 Newton steps end on one (see
  // SpringCommandTests and ConvertCommandTests for the default).
  bad(
    ["spring", "--duration", "1", "--damping", "0.0001", "--uikit-solver", "ideal"],
    names: "--damping"),
  bad(
    ["spring", "--mass", "1e-300", "--stiffness", "1e300", "--damping-coefficient", "0"],
    names: "--stiffness"),
  bad(["spring", "--response", "1e-200", "--damping", "0.5"], names: "--response"),
  bad(["spring"] + uiKit + ["--from", "-1e308", "--to", "1e308"], names: "--from"),
  bad(
    ["spring"] + coreAnimation + ["--velocity", "1e300", "--to", "1e10"], names: "--velocity"),
  bad(
    ["spring"] + uiKit + ["--velocity", "1e300", "--uikit-solver", "ideal"],
    names: "--damping with --velocity"),
  bad(
    ["spring", "--mass", "1", "--stiffness", "10", "--damping-coefficient", "0"], names: "--until"),
  // An unknown UIKit solver.
  bad(["spring"] + uiKit + ["--uikit-solver", "bogus"], names: "--uikit-solver"),
  bad(["spring"] + uiKit + ["--uikit-solver=iOS"], names: "--uikit-solver"),
  bad(["spring"] + uiKit + ["--uikit-solver"], names: "--uikit-solver"),
  // Output destinations.
  bad(
    ["spring"] + uiKit + ["--out", NSTemporaryDirectory()], names: "--out", showsUsage: false),
  bad(
    ["spring"] + uiKit + ["--out", "/dev/null/x.csv"], names: "--out", showsUsage: false),
  bad(["spring"] + uiKit + ["--out", ""], names: "--out"),
]

private let convertSpecific = [
  bad(["convert"] + uiKit + ["--format", "xml"], names: "--format"),
  bad(["convert"] + uiKit + ["--format", ""], names: "--format"),
  bad(["convert"] + uiKit + ["--format", "json", "--format", "csv"], names: "--format"),
  bad(["convert"] + uiKit + ["--fromat", "json"], names: "did you mean '--format'?"),
  bad(["convert"] + uiKit + ["--fps", "30"], names: "'--fps'"),
  bad(["convert", "--mass", "1", "--duration", "1"], names: "--duration"),
  bad(["convert", "--bounce", "0.5"], names: "--duration"),
  bad(
    ["convert", "--duration", "1", "--damping", "0.0001", "--uikit-solver", "ideal"],
    names: "--damping"),
  bad(["convert"] + uiKit + ["--uikit-solver", "bogus"], names: "--uikit-solver"),
  bad(
    ["convert"] + uiKit + ["--out", NSTemporaryDirectory()], names: "--out", showsUsage: false),
]

@Suite struct BadInputTests {
  static let springCases = valueCases(command: "spring", options: springNumeric) + springSpecific
  static let convertCases =
    valueCases(command: "convert", options: convertNumeric) + convertSpecific

  private func check(_ input: BadInput) {
    let result = runCLI(input.arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorMessages.count == 1)
    let message = result.errorMessages.first ?? ""
    #expect(message.contains(input.mentions), "\(message)")
    #expect(
      Array(result.errorLines.drop { !$0.hasPrefix("error:") }.dropFirst())
        == usageLines(input.usage))
  }

  @Test("spring: bad input exits 2 with one error line naming the option", arguments: springCases)
  func spring(input: BadInput) { check(input) }

  @Test("convert: bad input exits 2 with one error line naming the option", arguments: convertCases)
  func convert(input: BadInput) { check(input) }

  @Test("value errors state the allowed range and echo the value")
  func messages() {
    let cases: [([String], String)] = [
      (
        ["spring"] + uiKit + ["--fps", "nan"],
        "error: --fps must be a finite number in (0, 1000] (got 'nan')"
      ),
      (
        ["spring"] + uiKit + ["--fps", "abc"],
        "error: --fps must be a finite number in (0, 1000] (got 'abc')"
      ),
      (
        ["spring"] + uiKit + ["--fps", ""],
        "error: --fps must be a finite number in (0, 1000] (got '')"
      ),
      (
        ["spring", "--duration", "1", "--bounce", "2"],
        "error: --bounce must be a finite number in (-1, 1] (got '2')"
      ),
      (
        ["spring"] + uiKit + ["--until", "-1"],
        "error: --until must be a finite number >= 0 (got '-1')"
      ),
      (
        ["spring"] + uiKit + ["--samples", "0"],
        "error: --samples must be an integer in [2, 100000000] (got '0')"
      ),
      (
        ["convert"] + uiKit + ["--format", "xml"],
        "error: --format must be one of table, json, csv (got 'xml')"
      ),
      (
        ["spring"] + uiKit + ["--uikit-solver", "bogus"],
        "error: --uikit-solver must be one of ios, ideal (got 'bogus')"
      ),
      (
        ["ease", "--curve", "spring(duration=1,damping=0.5)", "--uikit-solver", "bogus"],
        "error: --uikit-solver must be one of ios, ideal (got 'bogus')"
      ),
      (
        ["diff", "--preset", "skype", "--uikit-solver", "bogus"],
        "error: --uikit-solver must be one of ios, ideal (got 'bogus')"
      ),
      (
        ["spring", "--mass", "1", "--stiffness", "100"],
        "error: --mass and --stiffness needs --damping-coefficient (Core Animation)"
      ),
      (
        ["spring", "--duration", "1"],
        "error: --duration needs --damping (UIKit) or --bounce (SwiftUI duration/bounce)"
      ),
    ]
    for (arguments, expected) in cases {
      #expect(runCLI(arguments).errorMessages == [expected])
    }
    let rows = runCLI(["spring"] + uiKit + ["--until", "1e7"]).errorMessages.first ?? ""
    #expect(rows.contains("asks for 600000001 rows (about 36.0 GB of CSV)"))
  }
}

/// The layout options have one declared range, (0, 10^9] points, and every scene command
/// applies exactly it: a value it admits draws in `shape` and `plot`, and a value it refuses is
/// refused by every command with the same line (once accepted by `diff`, `--element-height 0`
/// was then refused by `shape` and `plot` naming no option).
@Suite struct LayoutRangeTests {
  static let commands: [[String]] = [
    ["diff"], ["peaks"], ["compare"], ["shape"], ["shape", "--metrics"],
    ["plot", "--format", "none"], ["sweep", "--damping", "0.5", "--format", "none"],
    ["export", "--preset", "jelly"],
  ]

  @Test(
    "a layout value outside (0, 10^9] is refused by every scene command with the same line",
    arguments: [
      ("--element-height", "0"), ("--element-height", "-1"), ("--screen-height", "1e308"),
      ("--screen-width", "1000000000.5"), ("--distance", "0"), ("--distance", "2e9"),
    ])
  func refused(option: String, value: String) throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in Self.commands {
      let out =
        command.contains("--format") ? ["--out-dir", folder.appendingPathComponent("f").path] : []
      let result = runCLI(command + [option, value] + out)
      #expect(result.status == 2 && result.output.isEmpty, "\(command)")
      #expect(
        result.errorMessages == [
          "error: \(option) must be a finite number in (0, 1000000000] (got '\(value)')"
        ], "\(command)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("--screen takes the same range for both sizes")
  func screen() {
    for value in ["0x844", "390x0", "1e10x844", "390x-1"] {
      #expect(
        runCLI(["shape", "--screen", value]).errorMessages == [
          "error: --screen must be WxH with W and H in (0, 1000000000] points, e.g. 390x844"
            + " (got '\(value)')"
        ])
    }
  }

  @Test("the ends of the range draw: shape and plot accept 10^9 and a tiny element height")
  func endsAccepted() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [
      ["--element-height", "1e9"], ["--screen-height", "1e9"], ["--distance", "1e9"],
      ["--element-height", "1e-300"], ["--screen", "1e9x1e9"],
    ] {
      let shape = runCLI(["shape", "--metrics"] + arguments)
      #expect(shape.status == 0 && shape.errorLines.isEmpty, "\(arguments)")
      let plot = runCLI(
        ["plot", "--format", "none", "--out-dir", folder.appendingPathComponent("p").path]
          + arguments)
      #expect(plot.status == 0, "\(arguments): \(plot.errorLines)")
    }
  }

  @Test("a jelly that starts on its target names the options that put it there")
  func noTravel() {
    let message =
      "error: the animated view starts on its target (y = 100 pt) with --screen-height 150,"
      + " so nothing moves: change --screen-height or give --distance"
    for command in [["shape"], ["compare"], ["sweep", "--damping", "0.5", "--format", "none"]] {
      let result = runCLI(command + ["--screen-height", "150"])
      #expect(result.status == 2 && result.output.isEmpty)
      #expect(result.errorMessages == [message], "\(command)")
    }
    let explicit = runCLI([
      "compare", "--side", "duration=1,damping=0.5", "--from", "3", "--to", "3",
    ])
    #expect(
      explicit.errorMessages == [
        "error: the animated view starts on its target (x = 3 pt) with --from 3 and --to 3,"
          + " so nothing moves: give different --from and --to"
      ])
  }
}
