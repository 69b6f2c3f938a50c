import Foundation
import JellyAnalysis
import JellyCLITestSupport
import JellyEasing
import JellyFigures
import JellyFrameDiff
import JellyIO
import JellyPages
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct ComparePlotCommandTests {
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
    // Cut at the duration (the default): the figures of DiffEasingComparisonTests.skypeTableCut.
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
