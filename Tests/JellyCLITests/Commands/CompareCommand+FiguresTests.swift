import Foundation
import JellyAnalysis
import JellyEasing
import JellyFigures
import JellyFrameDiff
import JellyIO
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct CompareCommandFiguresTests {
  static let curveList =
    "easeOutElastic,easeOutBack,cubic-bezier(0.68,-0.6,0.32,1.6),spring(duration=1,damping=0.5)"

  /// Expects a PNG whose IHDR chunk gives `width`×`height`.
  private func expectPNG(_ bytes: [UInt8], width: Int, height: Int) {
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
    #expect(bigEndian(bytes, at: 16) == width)
    #expect(bigEndian(bytes, at: 20) == height)
  }

  @Test(
    "--plot: PNG of the requested size, no gnuplot warning, files listed and printed",
    .enabled(if: installedGnuplot != nil))
  func comparePlotRenders() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "compare", "--preset", "skype", "--against", "easeOutElastic", "--plot", "--out-dir",
      folder.path("out"), "--size", "1000x560", "--uikit-solver", "ideal", "--free-spring",
    ])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty, "gnuplot printed: \(result.errorLines)")
    expectPNG(try folder.bytes("out/compare-skype.png"), width: 1000, height: 560)
    let names = [
      "compare-skype-curves.csv", "compare-skype.gp", "compare-skype.png", "compare-skype.json",
    ]
    #expect(result.output == names.map { folder.path("out") + "/" + $0 + "\n" }.joined())
    #expect(folder.listing("out") == names.sorted())
    let manifest = try JSONDecoder().decode(
      Manifest.self, from: Data(try folder.text("out/compare-skype.json").utf8))
    #expect(manifest.files == names)
    #expect(manifest.parameters["alignment"] == .string("peak"))
    #expect(
      Array(manifest.command.prefix(5)) == [
        "jellylab", "compare", "plot", "--preset", "skype",
      ])
    let script = try folder.text("out/compare-skype.gp")
    #expect(script.contains("Penner elastic fit: a = 1, p = 1.43, RMS 0.09273"))
    #expect(script.contains("damped fit: ζ = 0.5745, ω = 10.67 rad/u, RMS 0.004702"))
    #expect(script.contains("RMS 0.3151, max 0.954"))
    // Cut at the duration (the default): the figures of CompareCommandTests.skypeTableCut.
    let cut = runCLI([
      "compare", "--preset", "skype", "--against", "easeOutElastic", "--plot", "--format", "none",
      "--out-dir", folder.path("cut"),
    ])
    #expect(cut.status == 0)
    let cutScript = try folder.text("cut/compare-skype.gp")
    #expect(cutScript.contains("Penner elastic fit: a = 1, p = 2, RMS 0.1304"))
    #expect(cutScript.contains("damped fit: ζ = 0.5737, ω = 8.396 rad/u, RMS 0.004636"))
    #expect(cutScript.contains("RMS 0.3644, max 1.074"))
  }

  @Test("--plot: the CSV columns equal the library's comparison and fits, bit for bit")
  func comparePlotDataEqualLibrary() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "compare", "--preset", "skype", "--plot", "--format", "none", "--points", "101", "--out-dir",
      folder.path("out"),
    ])
    #expect(result.status == 0)
    let csv = NumericCSV(try folder.text("out/compare-skype-curves.csv"))
    #expect(csv.header == CompareFigureCSV.header)
    let normalization = try DiffNormalization(scene: try FrameDiffPreset.skype.scene())
    let easing = try EasingParser.parse("easeOutElastic")
    let comparison = try CurveComparison(
      normalization: normalization, curve: easing, samples: 101)
    let elastic = try ElasticFit(times: comparison.times, values: comparison.diff)
    let damped = try DampedOscillationFit(times: comparison.times, values: comparison.diff)
    let penner = try ElasticEasing(amplitude: elastic.amplitude, period: elastic.period)
    #expect(csv.rows.count == 101)
    for (i, row) in csv.rows.enumerated() {
      let u = comparison.times[i]
      #expect(row[0] == u)
      #expect(row[1] == comparison.diff[i])
      #expect(row[2] == comparison.easing[i])
      #expect(row[3] == penner.value(at: u) - 1)
      #expect(row[4] == damped.value(at: u))
      #expect(row[5] == row[1] - row[2] && row[6] == row[1] - row[3] && row[7] == row[1] - row[4])
      // Independent: easings.net's easeOutElastic, 2^(−10u)·sin((10u − 0.75)·2π/3) + 1.
      let published =
        u == 0 ? 0 : u == 1 ? 1 : pow(2, -10 * u) * sin((10 * u - 0.75) * 2 * Double.pi / 3) + 1
      #expect(abs(row[2] - (published - 1)) < 1e-14)
    }
    // The residual columns' RMS reproduce the report's figures.
    let rms = { (column: Int) in
      (csv.column(column).reduce(0) { $0 + $1 * $1 } / 101).squareRoot()
    }
    #expect(abs(rms(5) - comparison.rmsDifference) < 1e-14)
    #expect(abs(rms(6) - elastic.rmsResidual) < 1e-12)
    #expect(abs(rms(7) - damped.rmsResidual) < 1e-12)
    #expect(!folder.exists("out/compare-skype.png"), "--format none draws no image")
    #expect(folder.exists("out/compare-skype.gp"))
  }

  @Test(
    "--plot renders SVG (requested size), PDF and a dumb text chart on stdout",
    .enabled(if: installedGnuplot != nil))
  func comparePlotOtherFormats() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let base = ["compare", "--preset", "gooey", "--plot", "--out-dir", folder.path("out")]
    let svg = runCLI(base + ["--format", "svg", "--size", "640x400", "--title", "Gooey's diff"])
    #expect(svg.status == 0)
    #expect(svg.errorLines.isEmpty)
    let text = try folder.text("out/compare-gooey.svg")
    #expect(text.contains("width=\"640\" height=\"400\""))
    #expect(text.contains("Gooey&apos;s diff") || text.contains("Gooey's diff"))
    let pdf = runCLI(base + ["--format", "pdf"])
    #expect(pdf.status == 0 && pdf.errorLines.isEmpty)
    #expect(try folder.bytes("out/compare-gooey.pdf").starts(with: Array("%PDF-".utf8)))
    let dumb = runCLI(base + ["--format", "dumb"])
    #expect(dumb.status == 0 && dumb.errorLines.isEmpty)
    #expect(dumb.output.contains("n(u): gooey diff, normalized"))
  }

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
      "curves-1.csv", "curves-2.csv", "curves-3.csv", "curves-4.csv", "curves.gp", "curves.png",
      "curves.json",
    ]
    #expect(result.output == names.map { folder.path("out") + "/" + $0 + "\n" }.joined())
    #expect(folder.listing("out") == names.sorted())
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

  static let badInputs = [
    BadInput(
      ["--curves", "easeOutElastc,linear"],
      mentions:
        "error: --curves: unknown easing 'easeOutElastc' (did you mean 'easeOutElastic'?)"),
    BadInput(
      ["--curves", " , "],
      mentions: "error: --curves: empty list; give curve names separated by commas"),
    BadInput(
      ["--curves", "linear,,easeOutBack"],
      mentions: "error: --curves: entry 2 of 3 is empty"),
    BadInput(
      ["--curves", "linear", "--preset", "skype"],
      mentions:
        "error: --preset belongs to 'jellylab compare report|plot', not to 'jellylab compare curves'",
      usage: "jellylab compare curves"),
    BadInput(
      ["--preset", "skype", "--curves", "linear"],
      mentions:
        "error: --preset belongs to 'jellylab compare report|plot', not to 'jellylab compare curves'",
      usage: "jellylab compare curves"),
    BadInput(
      ["--curves", "linear", "--side", "duration=1,damping=1"],
      mentions:
        "error: --side belongs to 'jellylab compare report|plot', not to 'jellylab compare curves'",
      usage: "jellylab compare curves"),
    BadInput(
      ["--curves", "linear", "--damping", "0.5"],
      mentions:
        "error: --damping belongs to 'jellylab compare report|plot', not to 'jellylab compare curves'",
      usage: "jellylab compare curves"),
    BadInput(
      ["curves", "--curves", "linear", "--format", "html"],
      mentions: "error: --format must be one of png, svg, pdf, dumb, none (got 'html')",
      usage: "jellylab compare curves"),
    BadInput(
      ["--curves", "cubic-bezier(0.68,-0.6,0.32)"],
      mentions: "error: --curves: cubic-bezier() takes 4 arguments, got 3"),
    BadInput(
      ["--preset", "skype", "--plot", "--format", "json"],
      mentions: "error: --format must be one of png, svg, pdf, dumb, none, html (got 'json')",
      usage: "jellylab compare plot"),
    BadInput(
      ["plot", "--preset", "skype", "--format", "json"],
      mentions: "error: --format must be one of png, svg, pdf, dumb, none, html (got 'json')",
      usage: "jellylab compare plot"),
    BadInput(
      ["--preset", "skype", "--format", "png"],
      mentions: "error: --format must be one of table, json, csv (got 'png')",
      usage: "jellylab compare report"),
    BadInput(
      ["--preset", "skype", "--size", "800x400"],
      mentions:
        "error: --size belongs to 'jellylab compare plot|curves', not to 'jellylab compare report'",
      usage: "jellylab compare report"),
    BadInput(
      ["--preset", "skype", "--plot", "--out-dir", "-"],
      mentions:
        "error: --out-dir must be a folder path ('-' cannot hold a figure's several files) (got '-')",
      usage: "jellylab compare plot"),
    BadInput(
      ["curves", "--curves", "linear", "--out-dir", "-"],
      mentions:
        "error: --out-dir must be a folder path ('-' cannot hold a figure's several files) (got '-')",
      usage: "jellylab compare curves"),
    BadInput(
      [
        "--curves", Array(repeating: "linear", count: 12).joined(separator: ","),
        "--size", "320x160",
      ],
      mentions: "error: --curves: 12 curves do not fit --size 320x160: each panel needs a plot area"
        + " of at least 16 px each way; give fewer curves or a larger --size"),
  ]

  @Test("bad figure input: exit 2, exactly one stderr line, nothing written", arguments: badInputs)
  func badInput(_ input: BadInput) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The report's --out is a file; the figures' folder is --out-dir.
    let figure = input.usage != "jellylab compare report" && !input.arguments.contains("--out-dir")
    let out = figure ? ["--out-dir", folder.path("out")] : []
    let result = runCLI(["compare"] + input.arguments + out)
    #expect(result.status == 2)
    #expect(result.errorLines == [input.mentions] + usageLines(input.usage))
    #expect(result.output.isEmpty)
    #expect(!folder.exists("out"))
  }
}

extension CompareCommandFiguresTests {
  @Test("--plot --format html: the CSV, the page holding its text and the manifest; no gnuplot")
  func comparePlotPage() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "compare", "--preset", "skype", "--plot", "--format", "html", "--out-dir", folder.path("out"),
    ])
    #expect(result.status == 0 && result.errorLines.isEmpty)
    let names = ["compare-skype-curves.csv", "compare-skype.html", "compare-skype.json"]
    #expect(result.output == names.map { folder.path("out") + "/" + $0 + "\n" }.joined())
    let csv = try folder.text("out/compare-skype-curves.csv")
    let page = try folder.text("out/compare-skype.html")
    #expect(page.contains(PageData.stringText(csv)))
    #expect(!folder.exists("out/compare-skype.gp"))
  }

  @Test("compare plot records the springs in effect: a clamped --damping 1.5 is 1 in the manifest")
  func manifestRecordsSpringsInEffect() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "compare", "--preset", "skype", "--damping", "1.5", "--plot", "--format", "none", "--out-dir",
      folder.path("out"),
    ])
    #expect(result.status == 0)
    let manifest = try Manifest.read(
      from: folder.url.appendingPathComponent("out/compare-skype.json"))
    #expect(manifest.parameters["side_damping_ratio"] == .number(1))
    #expect(manifest.parameters["center_damping_ratio"] == .number(0.8))
    #expect(manifest.parameters["side_duration"] == .number(1))
  }
}
