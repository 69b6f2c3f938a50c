import Foundation
import JellyCLITestSupport
import JellyEasing
import JellyFigures
import JellyPages
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct CompareCurvesCommandTests {
  static let curveList =
    "easeOutElastic,easeOutBack,cubic-bezier(0.68,-0.6,0.32,1.6),spring(duration=1,damping=0.5)"

  @Test(
    "--curves: small multiples as PNG of the requested size, one CSV per curve, no warning",
    .enabled(if: installedGnuplot != nil))
  func curvesRender() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "compare", "--curves", Self.curveList, "--out-dir", folder.path("out"), "--size", "1200x600",
    ])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty, "gnuplot printed: \(result.errorLines)")
    expectPNG(try folder.bytes("out/curves.png"), width: 1200, height: 600)
    let names = [
      "curves-1.csv", "curves-2.csv", "curves-3.csv", "curves-4.csv", "curves-differences.csv",
      "curves-minus-first.csv", "curves.gp", "curves.png", "curves.json",
    ]
    #expect(result.output == names.map { folder.path("out") + "/" + $0 + "\n" }.joined())
    #expect(folder.listing("out") == names.sorted())
    // Every pair of the four curves once, numbered as their CSVs.
    let differences = try folder.text("out/curves-differences.csv").split(separator: "\n")
    #expect(differences.count == 7)
    #expect(differences[0] == "first,second,largest_difference,at_progress")
    #expect(differences[1].hasPrefix("1,2,"))
    let script = try folder.text("out/curves.gp")
    // Panel titles are whole, wrapped to their cell; the overlay's key holds every name too.
    let labels = script.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("set label '"), line.contains("' at screen") else { return nil }
      return String(line.dropFirst(11).prefix { $0 != "'" })
    }
    for title in ["easeOutElastic", "easeOutBack"] { #expect(labels.contains(title), "\(title)") }
    // The long name in two lines, broken after a comma.
    let first = try #require(labels.firstIndex { $0.hasPrefix("cubic-bezier(0.68,") })
    #expect(
      labels[first] + " " + labels[first + 1] == "cubic-bezier(0.68, -0.6, 0.32, 1.6)",
      "\(labels)")
    #expect(!script.contains("…"))
    #expect(script.contains("title 'cubic-bezier(0.68, -0.6, 0.32, 1.6)'"))
    let svg = runCLI([
      "compare", "--curves", "linear,easeOutBack", "--out-dir", folder.path("svg"), "--format",
      "svg",
      "--size", "800x500",
    ])
    #expect(svg.status == 0 && svg.errorLines.isEmpty)
    #expect(try folder.text("svg/curves.svg").contains("width=\"800\" height=\"500\""))
  }

  @Test("--curves: each CSV holds the parser's value and derivative, checked by hand formulas")
  func curvesDataEqualLibrary() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "compare", "--curves", Self.curveList, "--out-dir", folder.path("out"), "--format", "none",
      "--points", "401",
    ])
    #expect(result.status == 0)
    let names = try EasingList.entries(of: Self.curveList)
    #expect(names.count == 4)
    for (offset, name) in names.enumerated() {
      let curve = try EasingParser.parse(name)
      let csv = NumericCSV(try folder.text("out/curves-\(offset + 1).csv"))
      #expect(csv.header == ["progress", "value", "velocity"])
      #expect(csv.rows.count == 401)
      for (i, row) in csv.rows.enumerated() {
        #expect(row[0] == Double(i) / 400)
        #expect(row[1] == curve.value(at: row[0]))
        #expect(row[2] == curve.derivative(at: row[0]))
      }
      // Independent: the velocity is the slope of the value, by central differences of
      // width 2h, h = 1e-4: truncation h²/6·|e‴| < 2e-5 for |e‴| < 1e4, plus the cubic-bezier
      // inversion's error (about 1e-9 here) over 2h.
      let h = 1e-4
      for row in csv.rows where row[0] >= h && row[0] <= 1 - h {
        let slope = (curve.value(at: row[0] + h) - curve.value(at: row[0] - h)) / (2 * h)
        #expect(abs(slope - row[2]) < 1e-4 * max(1, abs(row[2])), "\(name) at \(row[0])")
      }
    }
    // easeOutBack by hand (easings.net): 1 + c3(x − 1)³ + c1(x − 1)², c1 = 1.70158, c3 = c1 + 1.
    let back = NumericCSV(try folder.text("out/curves-2.csv"))
    let c1 = 1.70158
    for row in back.rows {
      let y = row[0] - 1
      #expect(abs(row[1] - (1 + (c1 + 1) * y * y * y + c1 * y * y)) < 1e-14)
      #expect(abs(row[2] - (3 * (c1 + 1) * y * y + 2 * c1 * y)) < 1e-13)
    }
  }

  @Test("--format html: the page over the CSVs (no gnuplot), the differences from the first curve")
  func curvesPage() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "compare", "curves", "--curves", Self.curveList, "--out-dir", folder.path("out"), "--format",
      "html", "--points", "101", "--title", "ease </script> & \"co\"",
    ])
    #expect(result.status == 0, "\(result.errorLines)")
    #expect(result.errorLines.isEmpty, "\(result.errorLines)")
    let names = [
      "curves-1.csv", "curves-2.csv", "curves-3.csv", "curves-4.csv", "curves-differences.csv",
      "curves-minus-first.csv", "curves.html", "curves.json",
    ]
    #expect(result.output == names.map { folder.path("out") + "/" + $0 + "\n" }.joined())
    #expect(folder.listing("out") == names.sorted())
    let curves = try EasingList.entries(of: Self.curveList).map { try EasingParser.parse($0) }
    let minus = NumericCSV(try folder.text("out/curves-minus-first.csv"))
    #expect(minus.header == ["progress"] + (1...4).map { "curve_\($0)_minus_1" })
    #expect(minus.rows.count == 101)
    for (i, row) in minus.rows.enumerated() {
      let u = Double(i) / 100
      #expect(row[0] == u)
      for (k, curve) in curves.enumerated() {
        #expect(row[k + 1] == curve.value(at: u) - curves[0].value(at: u), "curve \(k + 1) at \(u)")
      }
    }
    let page = try folder.text("out/curves.html")
    for name in names where name.hasPrefix("curves-") && name != "curves-differences.csv" {
      #expect(page.contains(PageData.stringText(try folder.text("out/\(name)"))), "\(name)")
    }
    #expect(page.contains("<h1>ease &lt;/script&gt; &amp; &quot;co&quot;</h1>"))
    #expect(!page.contains("ease </script>"))
    #expect(try folder.text("out/curves.json").contains("\"curves.html\""))
  }

  @Test("--help documents the html page and the difference panel")
  func helpDocumentsHTML() {
    let result = runCLI(["compare", "curves", "--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("none,\n                     html; default png)"))
    #expect(result.output.contains("--format html writes curves.html"))
    #expect(result.output.contains("curves-minus-first.csv"))
  }
}
