import Foundation
import JellyCLITestSupport
import JellyEasing
import JellySprings
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct EaseCommandTests {
  @Test("easeOutElastic: t = 0.1 gives 2^-1·sin(π/6) + 1 = 1.25 on the default 101-point grid")
  func elasticValue() {
    let result = runCLI(["ease", "--curve", "easeOutElastic"])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    let csv = NumericCSV(result.output)
    #expect(csv.header == ["t", "value"])
    #expect(csv.rows.count == 101)
    // Row 10: t = 10/100; 2^(-10t)·sin((10t − 0.75)·2π/3) + 1 = 0.5·sin(π/6) + 1 = 1.25.
    #expect(csv.rows[10][0] == 0.1)
    #expect(abs(csv.rows[10][1] - 1.25) <= 1e-12)
    #expect(result.output.contains("\n0.1,1.25\n"))
    #expect(csv.rows.last == [1, 1])
  }

  @Test(
    "spring easings print their first row as 0,0 and their last as 1.0,1.0 exactly",
    arguments: ["spring(duration=1,damping=0.5)", "spring(response=0.5,damping=0.7)"])
  func springEndsAtOne(curve: String) {
    let result = runCLI(["ease", "--curve", curve])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.dropFirst().first == "0.0,0.0")
    #expect(lines.last == "1.0,1.0")
  }

  @Test("a UIKit spring easing lasts its UIKit duration and ends on exactly 1 there")
  func uiKitSpringCut() throws {
    let curve = "spring(duration=1,damping=0.5,velocity=2)"
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 0.5, initialVelocity: 2)
    let motion = spring.motion(initialDisplacement: -1, initialVelocity: 2)
    let csv = NumericCSV(runCLI(["ease", "--curve", curve]).output)
    #expect(csv.rows.count == 101)
    #expect(csv.rows.last == [1, 1])
    // Uncut before 1 s: the time scale is the UIKit duration, 1 s (t = 99/100 s).
    let penultimate = csv.rows[99]
    #expect(penultimate[0] == 0.99)
    #expect(penultimate[1] == 1 + motion.displacement(at: 0.99))
    #expect(abs(penultimate[1] - 1.1369894071373694) <= 1e-12)
    // --free-spring: the time scale is the settling duration and the curve is normalized to
    // end on 1 there.
    let settle = motion.settlingDuration()
    #expect(settle > 3)
    let free = NumericCSV(runCLI(["ease", "--curve", curve, "--free-spring"]).output)
    #expect(free.rows.count == 101)
    #expect(free.rows.last == [1, 1])
    let expected =
      (1 + motion.displacement(at: 0.99 * settle)) / (1 + motion.displacement(at: settle))
    #expect(abs(free.rows[99][1] - expected) <= 1e-12)
    // The ideal solver's spring (stiffness 141.5) is another curve.
    let ideal = NumericCSV(
      runCLI(["ease", "--curve", curve, "--uikit-solver", "ideal"]).output)
    #expect(ideal.rows.last == [1, 1])
    #expect(ideal.rows[99][1] != penultimate[1])
  }

  @Test("--samples N gives t = i/(N−1) exactly; linear returns t itself")
  func uniformGrid() {
    let csv = NumericCSV(runCLI(["ease", "--curve", "linear", "--samples", "7"]).output)
    #expect(csv.rows.count == 7)
    for (i, row) in csv.rows.enumerated() {
      #expect(row[0] == Double(i) / 6)
      #expect(row[1] == row[0])
    }
  }

  @Test("cubic-bezier(0.42, 0, 1, 1) (CSS ease-in) matches the ease-in name at every sample")
  func functionForm() {
    let byName = runCLI(["ease", "--curve", "ease-in", "--samples", "21"])
    let byFunction = runCLI(["ease", "--curve", "cubic-bezier(0.42, 0, 1, 1)", "--samples", "21"])
    #expect(byName.status == 0)
    #expect(byFunction.status == 0)
    let a = NumericCSV(byName.output).column(1)
    let b = NumericCSV(byFunction.output).column(1)
    #expect(a.count == 21)
    #expect(zip(a, b).allSatisfy { abs($0 - $1) <= 1e-12 })
    // Monotone from 0 to 1, below the diagonal (an ease-in).
    #expect(zip(a, a.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(a[10] < 0.5 && a[10] > 0.2)
  }

  @Test("--list is short: every name, every function form, each platform's curve names")
  func list() {
    let result = runCLI(["ease", "--list"])
    #expect(result.status == 0)
    let text = result.output
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count < 80 && lines.allSatisfy { $0.count <= 100 }, "\(lines.count) lines")
    #expect(!text.contains("https://"))
    let words = Set(text.split(whereSeparator: { ", \n".contains($0) }).map(String.init))
    for name in EasingCatalog.names { #expect(words.contains(name), "\(name)") }
    for form in EasingCatalog.functionForms { #expect(lines.contains("  " + form)) }
    for namespace in PlatformCatalog.namespaces {
      #expect(lines.contains("  \(namespace):"))
    }
    for entry in PlatformCatalog.entries { #expect(words.contains(entry.name), "\(entry.name)") }
  }

  @Test("--list --platform gives a namespace's or a platform's curves with their definitions")
  func listPlatform() {
    let android = runCLI(["ease", "--list", "--platform", "android"])
    #expect(android.status == 0)
    let entries = PlatformCatalog.entries.filter { $0.namespace == "android" }
    let lines = android.output.split(separator: "\n").map(String.init)
    #expect(lines.count == entries.count)
    for (line, entry) in zip(lines, entries) {
      #expect(line.hasPrefix(entry.usage + " ") && line.hasSuffix(entry.definition))
    }
    // A family (any case) is every namespace of it.
    let apple = runCLI(["ease", "--list", "--platform", "APPLE"])
    let appleEntries = PlatformCatalog.entries.filter { $0.platform == .apple }
    #expect(apple.output.split(separator: "\n").count == appleEntries.count)
    #expect(Set(appleEntries.map(\.namespace)) == ["coreanimation", "uikit", "swiftui"])
  }

  @Test("--list --sources gives every platform curve with its definition and public source")
  func listSources() {
    let result = runCLI(["ease", "--list", "--sources"])
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == PlatformCatalog.entries.count)
    for (line, entry) in zip(lines, PlatformCatalog.entries) {
      #expect(line.hasPrefix(entry.usage + " ") && line.hasSuffix("<\(entry.source)>"))
    }
    let qt = runCLI(["ease", "--list", "--platform", "qt", "--sources"])
    #expect(
      qt.output.split(separator: "\n").allSatisfy { $0.hasPrefix("qt:") && $0.hasSuffix(">") })
  }

  @Test("--input reads lines ending in CRLF, with or without a header")
  func inputWithCRLF() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let plain = try folder.write("0.5\r\n0.7\r\n", to: "plain.txt")
    let table = try folder.write("x,other\r\n0.25,1\r\n0.5,2\r\n", to: "table.csv")
    let first = runCLI(["ease", "--curve", "linear", "--input", plain.path])
    #expect(first.status == 0)
    #expect(first.output == "x,value\n0.5,0.5\n0.7,0.7\n")
    let second = runCLI(["ease", "--curve", "linear", "--input", table.path])
    #expect(second.output == "x,value\n0.25,0.25\n0.5,0.5\n")
  }

  static let badInputs = [
    BadInput([], mentions: "--curve is required"),
    BadInput(["--curve", "easeOutElastik"], mentions: "easeOutElastic"),
    BadInput(["--curve", "cubic-bezier(0.1, 0.2"], mentions: "--curve"),
    BadInput(["--curve", "cubic-bezier(2, 0, 1, 1)"], mentions: "--curve"),
    BadInput(["--curve", ""], mentions: "--curve"),
    BadInput(["--curve", "linear", "--samples", "1"], mentions: "--samples"),
    BadInput(["--curve", "linear", "--samples", "0"], mentions: "--samples"),
    BadInput(["--curve", "linear", "--samples", "-5"], mentions: "--samples"),
    BadInput(["--curve", "linear", "--samples", "nan"], mentions: "--samples"),
    BadInput(["--curve", "linear", "--samples", "inf"], mentions: "--samples"),
    BadInput(["--curve", "linear", "--samples", "2.5"], mentions: "--samples"),
    BadInput(["--curve", "linear", "--samples", "1e9"], mentions: "--samples"),
    BadInput(["--list", "--curve", "linear"], mentions: "--list"),
    BadInput(["--list", "--platform", "windows"], mentions: "--platform must be a namespace"),
    BadInput(["--curve", "linear", "--platform", "qt"], mentions: "--platform needs --list"),
    BadInput(["--curve", "linear", "--sources"], mentions: "--sources needs --list"),
  ]

  @Test("bad input exits 2 with one error line naming the option", arguments: badInputs)
  func badInput(_ input: BadInput) {
    let result = runCLI(["ease"] + input.arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains(input.mentions) == true, "\(result.errorLines)")
  }
}

extension EaseCommandTests {
  @Test("a UIKit spring curve warns about the duration and damping UIKit clamps, once each")
  func uiKitClampsWarned() {
    let result = runCLI(["ease", "--curve", "spring(duration=500,damping=2)", "--samples", "3"])
    #expect(result.status == 0)
    #expect(
      result.errorLines == [
        "warning: UIKit clamps --curve duration 500 to 10 s (durations run from 0.01 to 10 s);"
          + " using 10",
        "warning: UIKit treats --curve damping 2 as 1 (critically damped); using 1",
      ])
    // The clamped curve is the curve of the values in effect.
    #expect(
      result.output
        == runCLI(["ease", "--curve", "spring(duration=10,damping=1)", "--samples", "3"]).output)
    // SwiftUI forms are not UIKit's: no warning.
    #expect(runCLI(["ease", "--curve", "spring(response=0.5,damping=2)"]).errorLines.isEmpty)
  }

  @Test("--at: x,value at any inputs, in order; CSS functions go on beyond [0, 1], Penner's hold")
  func atPoints() throws {
    let result = runCLI(["ease", "--curve", "linear(0, 0.25 75%, 1)", "--at", "1.2,-0.3,0.875"])
    #expect(result.status == 0, "\(result.errorLines)")
    let csv = NumericCSV(result.output)
    #expect(csv.header == ["x", "value"])
    #expect(csv.rows.map { $0[0] } == [1.2, -0.3, 0.875])
    // Slopes 3 after the last point and 1/3 before the first; 0.625 at 0.875.
    #expect(abs(csv.rows[0][1] - 1.6) < 1e-15 && abs(csv.rows[1][1] + 0.1) < 1e-15)
    #expect(csv.rows[2][1] == 0.625)
    let held = NumericCSV(runCLI(["ease", "--curve", "easeOutBack", "--at", "-1,2"]).output)
    #expect(held.rows == [[-1, 0], [2, 1]])
  }

  @Test("--input: one value a line, or a CSV's x/t column or --time-column; comments skipped")
  func inputPoints() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let plain = folder.path("plain.txt")
    try "# progress\n0.5\n\n1.5\n".write(toFile: plain, atomically: true, encoding: .utf8)
    let fromPlain = runCLI(["ease", "--curve", "steps(4)", "--input", plain])
    #expect(NumericCSV(fromPlain.output).rows == [[0.5, 0.5], [1.5, 1.5]])
    let table = folder.path("table.csv")
    try "id,t,other\n1,0.25,9\n2,0.75,9\n".write(toFile: table, atomically: true, encoding: .utf8)
    let fromTable = runCLI(["ease", "--curve", "linear", "--input", table])
    #expect(NumericCSV(fromTable.output).rows == [[0.25, 0.25], [0.75, 0.75]])
    let named = runCLI(["ease", "--curve", "linear", "--input", table, "--time-column", "other"])
    #expect(NumericCSV(named.output).rows == [[9, 9], [9, 9]])
    let bad = folder.path("bad.csv")
    try "x\n0.5\nabc\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let refused = runCLI(["ease", "--curve", "linear", "--input", bad])
    #expect(refused.status == 2 && refused.output.isEmpty)
    #expect(refused.errorLines == ["error: --input \(bad):3: 'abc' is not a finite number"])
    let missing = runCLI(["ease", "--curve", "linear", "--input", table, "--time-column", "y"])
    #expect(
      missing.errorLines == ["error: --input \(table):1: no column 'y' (columns: id, t, other)"])
  }

  @Test("--canonical prints CSS's serialization; --before takes a steps() jump's foot")
  func canonicalAndBefore() {
    let canonical = runCLI(["ease", "--curve", "linear(0, 0.25, 1)", "--canonical"])
    #expect(canonical.output == "linear(0 0%, 0.25 50%, 1 100%)\n")
    #expect(runCLI(["ease", "--curve", "step-start", "--canonical"]).output == "steps(1, start)\n")
    #expect(
      runCLI(["ease", "--curve", "easeOutElastic", "--canonical"]).output == "easeOutElastic\n")
    let before = runCLI(["ease", "--curve", "steps(5, start)", "--at", "0,0.4", "--before"])
    #expect(NumericCSV(before.output).rows == [[0, 0], [0.4, 0.4]])
    let after = runCLI(["ease", "--curve", "steps(5, start)", "--at", "0,0.4"])
    #expect(NumericCSV(after.output).rows == [[0, 0.2], [0.4, 0.6]])
    let ignored = runCLI(["ease", "--curve", "ease", "--at", "0.5", "--before"])
    #expect(
      ignored.errorLines == ["warning: --before changes only steps() curves; 'ease' has no jumps"])
  }

  @Test(
    "--at and --input exclude each other, --samples and --canonical's company",
    arguments: [
      ["--at", "0.5", "--samples", "3"], ["--at", "0.5", "--input", "-"],
      ["--canonical", "--at", "0.5"], ["--at", "x"], ["--at", "nan"],
    ])
  func evaluationConflicts(arguments: [String]) {
    let result = runCLI(["ease", "--curve", "ease"] + arguments)
    #expect(result.status == 2 && result.output.isEmpty, "\(arguments)")
    #expect(result.errorLines.first?.hasPrefix("error: --") == true, "\(result.errorLines)")
  }
}
