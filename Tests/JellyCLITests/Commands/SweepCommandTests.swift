import Foundation
import JellyCLITestSupport
import JellyFigures
import JellyFrameDiff
import JellyIO
import JellyPages
import JellyShapes
import JellySprings
import JellySweep
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct SweepCommandTests {
  /// Runs `jellylab sweep` writing into `folder/out` with `arguments` after it.
  private func sweep(_ folder: TemporaryFolder, _ arguments: [String]) -> CLIResult {
    runCLI(["sweep", "--out-dir", folder.path("out")] + arguments)
  }

  @Test("the help's METRICS lines come from SweepMetric, wrapped at 89 columns")
  func metricLines() {
    let help = runCLI(["sweep", "--help"]).output
    for metric in SweepMetric.allCases {
      #expect(help.contains("\n  \(metric.name)  "), "\(metric.name)")
    }
    // Generated from end_jump's summary, the first line now holds "its", which the hand-wrapped
    // text had moved to the next line (89 columns; largest_bulge's line is as wide).
    #expect(
      SweepCommand.metricLines.contains(
        """
          end_jump           jump of the studied helper to its target where UIKit stops it at its
                             duration / travel (0 with --free-spring)
        """))
    #expect(SweepCommand.metricLines.split(separator: "\n").allSatisfy { $0.count <= 89 })
    #expect(SweepCommand.metric.spec.help.isEmpty == false)
  }

  @Test("a delay past 10^7 frames per cell is refused before any file is written")
  func tooManyFrames() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = sweep(
      folder, ["--side-delay", "166660", "--duration", "1:10:1", "--fps", "60", "--format", "none"])
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(
      result.errorMessages == [
        "error: the animation ends at 166670 s (set by --side-delay 166660, --duration 1:10:1),"
          + " which at --fps 60 asks for 10000201 frames; at most 10000000 are allowed: give a"
          + " lower --fps or end the animation sooner (--side-delay 166660, --duration 1:10:1): at"
          + " this rate it may last at most 166666.65 s"
      ])
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }

  @Test("the CSV row at damping 0.85 equals the library's single-cell computation")
  func rowMatchesLibrary() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = sweep(folder, ["--damping", "0.8:0.9:0.05", "--format", "none"])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    let csv = NumericCSV(try folder.text("out/jelly-sweep.csv"))
    // One axis: the metrics, then the largest bulge over continuous time.
    #expect(csv.header == SweepTable.header + ["largest_bulge_continuous"])
    #expect(csv.rows.count == 3)
    #expect(csv.column(0) == [0.8, 0.85, 0.9])
    // Integer columns are integers and the grid prints as typed: no 0.8500000000000001, no 1.0.
    let lines = try folder.text("out/jelly-sweep.csv").split(separator: "\n")
    #expect(lines[2].hasPrefix("0.85,0.0,1.0,"))
    let fields = lines[2].split(separator: ",")
    #expect(fields[4] == "1" && fields[9] == "1", "\(lines[2])")
    let row = csv.rows[1]
    // Direct library route: the jelly preset with damping 0.85, its peaks, settling and shape.
    let preset = try FrameDiffPreset.jelly.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.85)))
    let cell = try PresetSweepCell(preset: preset, epsilon: 0.001, framesPerSecond: 60)
    let shape = try AnimatedShape(kind: .jelly, preset: preset)
    let bulge = try #require(try ShapeTimeline(shape: shape).largest(.bulge)).metrics.bulge
    #expect(Array(row[0..<3]) == [0.85, 0, 1])
    #expect(row[3] == cell.overshoot)
    #expect(row[4] == Double(cell.peakCount) && row[4] == 1)
    #expect(row[5] == cell.firstPeakTime)
    #expect(row[6] == cell.settlingDuration)
    // UIKit's cut at 1 s: the block jumps the last 0.00107 of the distance to its target.
    #expect(row[7] == cell.endJump)
    #expect(abs(row[7] - 0.0010742319402443374) <= 1e-12)
    #expect(abs(row[8] - bulge) <= 1e-12 * bulge)
    let inverted: Double = try shape.inversions().isEmpty ? 0 : 1
    #expect(row[9] == inverted)
    // The continuous bulge is the apex of Glow's tent, Δ = h/4 = 25 pt at progress ½, halved;
    // the frames miss it (24.12 pt at t = 11/60 s).
    #expect(abs(row[10] - 12.5) < 1e-7 && row[8] < row[10])
    #expect(row[9] == 1, "ζ = 0.85 overshoots, so the block inverts")
    // The free spring (the old model) has no jump and settles after its duration.
    let freeResult = sweep(
      folder,
      [
        "--damping", "0.8:0.9:0.05", "--format", "none", "--uikit-solver", "ideal",
        "--free-spring",
      ])
    #expect(freeResult.status == 0)
    let freeRow = NumericCSV(try folder.text("out/jelly-sweep.csv")).rows[1]
    var freePreset = preset
    freePreset.animationModel = UIKitAnimationModel(solver: .ideal, cutsAtDuration: false)
    let freeCell = try PresetSweepCell(preset: freePreset, epsilon: 0.001, framesPerSecond: 60)
    #expect(freeRow[6] == freeCell.settlingDuration && freeRow[6] > 1)
    #expect(freeRow[7] == 0 && freeCell.endJump == 0)
  }

  @Test("--metric end_jump: the column holds each cell's jump at the cut, as the library has it")
  func endJumpColumn() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = sweep(
      folder,
      [
        "--preset", "skype", "--damping", "0.2:1:0.4", "--velocity", "0:2:1", "--metric",
        "end_jump", "--format", "none",
      ])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    let csv = NumericCSV(try folder.text("out/skype-sweep.csv"))
    let column = try #require(csv.header.firstIndex(of: "end_jump"))
    #expect(csv.rows.count == 9)
    #expect(csv.column(column).allSatisfy { $0.isFinite })
    // The row at damping 0.2, velocity 2: the side helper jumps back by 0.144 of the distance.
    let row = csv.rows[2]
    #expect(Array(row[0..<3]) == [0.2, 2, 1])
    let preset = try FrameDiffPreset.skype.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.2, initialVelocity: 2)))
    let cell = try PresetSweepCell(preset: preset, epsilon: 0.001, framesPerSecond: 60)
    #expect(row[column] == cell.endJump)
    #expect(abs(row[column] - 0.14426137061715158) <= 1e-12)
    let manifest = try Manifest.read(
      from: folder.url.appendingPathComponent("out/skype-sweep.json"))
    #expect(manifest.parameters["metric"] == "end_jump")
  }

  @Test(
    "two axes: damping-major rows; cells without a spring are empty and counted in a warning")
  func gridOrder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The ideal solver has no spring for ζ 0.1 with v 3; iOS's Newton steps end on one.
    let result = sweep(
      folder,
      [
        "--damping", "0.1:0.3:0.2", "--velocity", "0:3:1.5", "--format", "none", "--uikit-solver",
        "ideal",
      ])
    #expect(result.status == 0)
    #expect(result.errorLines.count == 1)
    #expect(
      result.errorLines.first?.hasPrefix("warning: 1 of 6 cells have no UIKit spring") == true)
    let csv = NumericCSV(try folder.text("out/jelly-sweep.csv"))
    #expect(csv.column(0) == [0.1, 0.1, 0.1, 0.3, 0.3, 0.3])
    #expect(csv.column(1) == [0, 1.5, 3, 0, 1.5, 3])
    let missing = csv.rows[2][3...].filter { !$0.isNaN }
    #expect(missing.isEmpty, "ζ 0.1 with v 3 has no UIKit spring")
    let present = csv.rows[5][3...].filter { $0.isNaN }
    #expect(present.isEmpty)
    // Under iOS's solver (the default) ζ 0.2 with v 0.5 is the cell without a spring: its 12
    // Newton steps end on nan. The warning gives that reason, not the envelope's.
    let iOS = sweep(
      folder, ["--damping", "0.2:0.4:0.2", "--velocity", "0:1:0.5", "--format", "none"])
    #expect(iOS.status == 0)
    #expect(
      iOS.errorLines == [
        "warning: 1 of 6 cells have no UIKit spring (iOS's 12 Newton steps end on no finite,"
          + " nonzero frequency there); their metrics are empty"
      ])
    let iOSRows = NumericCSV(try folder.text("out/jelly-sweep.csv")).rows
    #expect(iOSRows.count == 6)
    for row in iOSRows {
      let missing = row[0] == 0.2 && row[1] == 0.5
      #expect(row[3...].allSatisfy(\.isNaN) == missing, "\(row)")
      #expect(row[3...].contains(where: \.isNaN) == missing, "\(row)")
    }
  }

  @Test(
    "heatmap and small multiples render at the requested size without gnuplot warnings",
    .enabled(if: installedGnuplot != nil),
    arguments: [
      // The ideal solver: every cell of this grid has a spring (under iOS's ζ 0.2, v 0.5 has
      // none, which gridOrder covers), so no warning can hide among gnuplot's.
      [
        "--damping", "0.2:1:0.1", "--velocity", "0:2:0.5", "--metric", "settling_duration",
        "--uikit-solver", "ideal",
      ],
      ["--damping", "0.2:1:0.05", "--preset", "gooey"],
      ["--duration", "0.5", "--damping", "0.5"],
    ])
  func pngRenders(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let preset = arguments.contains("gooey") ? "gooey" : "jelly"
    let result = sweep(folder, arguments + ["--size", "900x450"])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty, "gnuplot printed: \(result.errorLines)")
    let png = try folder.bytes("out/\(preset)-sweep.png")
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(Array(png[12..<16]) == Array("IHDR".utf8))
    #expect(bigEndian(png, at: 16) == 900)
    #expect(bigEndian(png, at: 20) == 450)
    let names = ["csv", "gp", "png", "json"].map { "\(preset)-sweep.\($0)" }
    #expect(result.output == names.map { folder.path("out") + "/" + $0 + "\n" }.joined())
    #expect(folder.listing("out") == names.sorted())
    let manifest = try Manifest.read(
      from: folder.url.appendingPathComponent("out/\(preset)-sweep.json"))
    #expect(manifest.files == names)
    #expect(
      manifest.command == ["jellylab", "sweep", "--out-dir", folder.path("out")] + arguments
        + ["--size", "900x450"])
  }

  @Test(
    "SVG and PDF headers; dumb prints the chart",
    .enabled(if: installedGnuplot != nil))
  func otherFormats() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let axes = ["--damping", "0.3:0.9:0.3", "--velocity", "0:1:1"]
    #expect(sweep(folder, axes + ["--format", "svg", "--size", "640x320"]).status == 0)
    let svg = try folder.text("out/jelly-sweep.svg")
    #expect(svg.contains("width=\"640\" height=\"320\""))
    #expect(sweep(folder, axes + ["--format", "pdf"]).status == 0)
    #expect(try folder.bytes("out/jelly-sweep.pdf").starts(with: Array("%PDF-".utf8)))
    let dumb = sweep(folder, axes + ["--format", "dumb"])
    #expect(dumb.status == 0)
    #expect(dumb.errorLines.isEmpty)
    #expect(dumb.output.contains("overshoot"))
    #expect(dumb.output.split(separator: "\n").count > 20)
  }

  @Test("without gnuplot: data, script and manifest are written, the install hint printed")
  func withoutGnuplot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var options = ParsedOptions()
    try options.set("out-dir", .text(folder.path("out")))
    try options.set("damping", .text("0.5:0.6:0.1"))
    let console = CapturingConsole()
    let status = try SweepCommand(gnuplotSearchPath: folder.path("no-such-bin")).run(
      options, context: CommandContext(console: console))
    #expect(status == .success)
    #expect(console.errorLines.count == 1)
    #expect(console.errorLines.first?.contains("apt-get install gnuplot-nox") == true)
    #expect(folder.exists("out/jelly-sweep.gp") && folder.exists("out/jelly-sweep.csv"))
    #expect(!folder.exists("out/jelly-sweep.png"))
  }

  @Test(
    "bad input exits 2 with one error line naming the option, before anything is written",
    arguments: [
      (["--damping", "0.1:1.0"], "--damping"),
      (["--damping", "1:0:0.1"], "--damping"),
      (["--damping", "0.1:1:0"], "--damping"),
      (["--velocity", "nan"], "--velocity"),
      (["--velocity", "0:nan:1"], "--velocity"),
      (["--damping", "0:1:0.1"], "--damping"),
      (["--duration", "-1"], "--duration"),
      (["--damping", "0.0001:1:0.0001", "--velocity", "0:10:0.001"], "--damping x --velocity"),
      (
        ["--damping", "0.1:1:0.1", "--velocity", "0:1:0.5", "--duration", "0.5:1:0.5"], "--duration"
      ),
      (["--preset", "jelly"], "--damping"),
      (["--damping", "0.5", "--size", "100x100"], "--size"),
      (["--damping", "0.5", "--metric", "area"], "--metric"),
      (["--damping", "0.5", "--format", "gif"], "--format"),
      (["--damping", "0.5", "--epsilon", "1"], "--epsilon"),
      (
        ["--damping", "0.1:1:0.01", "--velocity", "0:4.4:0.1", "--format", "html"], "--format html"
      ),
    ])
  func badInput(arguments: [String], option: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = sweep(folder, arguments)
    #expect(result.status == 2)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains(option) == true, "\(result.errorMessages)")
    #expect(!folder.exists("out"))
  }
}

extension SweepCommandTests {
  @Test("--format html: the CSV, the page holding its text and the manifest; no gnuplot")
  func page() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = sweep(
      folder,
      ["--preset", "skype", "--damping", "0.4:0.6:0.1", "--velocity", "0:1:1", "--format", "html"])
    #expect(result.status == 0 && result.errorLines.isEmpty)
    let names = ["skype-sweep.csv", "skype-sweep.html", "skype-sweep.json"]
    #expect(result.output == names.map { folder.path("out") + "/" + $0 + "\n" }.joined())
    let page = try folder.text("out/skype-sweep.html")
    #expect(page.contains(PageData.stringText(try folder.text("out/skype-sweep.csv"))))
    #expect(!folder.exists("out/skype-sweep.gp"))
  }

  @Test("every clamped axis value is named in one warning")
  func everyClampedValueWarned() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "sweep", "--damping", "0.8:1.2:0.1", "--format", "none", "--out-dir", folder.path("out"),
    ])
    #expect(result.status == 0)
    #expect(
      result.errorLines.filter { $0.hasPrefix("warning: UIKit runs") } == [
        "warning: UIKit runs --damping 1.1, 1.2 as 1 (damping above 1 acts as 1); the CSV holds"
          + " the values in effect"
      ])
    let csv = NumericCSV(try folder.text("out/jelly-sweep.csv"))
    #expect(csv.column(0) == [0.8, 0.9, 1, 1, 1])
  }
}

extension SweepCommandTests {
  /// The command lines of the tables in data/sweep (see its README), written by the command
  /// before each cell's peaks were found once.
  static let pinnedTables: [(file: String, arguments: [String])] = [
    ("skype", ["--preset", "skype", "--damping", "0.1:1.5:0.1", "--velocity", "-2:10:1"]),
    ("jelly", ["--preset", "jelly", "--velocity", "-5:5:0.5"]),
    ("gooey", ["--preset", "gooey", "--duration", "0.2:1.4:0.2", "--damping", "0.3:1:0.1"]),
    ("bouncyview", ["--preset", "bouncyview", "--damping", "0.05:1:0.05"]),
    (
      "skype-close-free",
      [
        "--preset", "skype-close", "--free-spring", "--damping", "0.2:1:0.2", "--velocity",
        "0:8:2",
      ]
    ),
    (
      "gooey-ideal",
      [
        "--preset", "gooey", "--side-delay", "0.05", "--uikit-solver", "ideal", "--fps", "120",
        "--epsilon", "0.01", "--damping", "0.1:0.9:0.1", "--velocity", "-3:3:1.5",
      ]
    ),
  ]

  @Test("the tables are byte for byte those pinned in data/sweep, on 1 and 2 threads")
  func pinnedTablesUnchanged() throws {
    for (file, arguments) in Self.pinnedTables {
      let expected = try RepositoryFiles.read("data/sweep/\(file).csv")
      for threads in ["1", "2"] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = sweep(folder, arguments + ["--format", "none", "--threads", threads])
        #expect(result.status == 0, "\(file): \(result.errorLines)")
        let name = try #require(
          try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).first {
            $0.hasSuffix(".csv")
          })
        #expect(try folder.text("out/\(name)") == expected, "\(file) on \(threads) threads")
      }
    }
  }

  @Test("a grid above --max-cells is refused with its size, the CSV estimate and the option")
  func tooManyCellsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The grid of the report that wrote 970 MB unasked: 3001 x 3001 cells.
    let result = sweep(
      folder, ["--preset", "skype", "--damping", "0.1:1:0.0003", "--velocity", "0:3:0.001"])
    #expect(result.status == 2)
    #expect(result.errorMessages.count == 1)
    let message = try #require(result.errorMessages.first)
    #expect(
      message.contains("--damping x --velocity give 3001 x 3001 = 9006001 cells"), "\(message)")
    #expect(message.contains("(about 990.7 MB of CSV)"), "\(message)")
    #expect(message.contains("--max-cells 1000000 (default)"), "\(message)")
    #expect(!folder.exists("out"))
    // Raising the limit is allowed up to the library's, and then a smaller grid passes.
    let small = sweep(
      folder, ["--damping", "0.8:0.9:0.05", "--max-cells", "3", "--format", "none"])
    #expect(small.status == 0)
    let over = sweep(folder, ["--damping", "0.8:0.9:0.05", "--max-cells", "2"])
    #expect(over.status == 2)
    #expect(over.errorMessages.first?.contains("3 cells") == true, "\(over.errorMessages)")
    #expect(sweep(folder, ["--damping", "0.8:0.9:0.05", "--max-cells", "10000001"]).status == 2)
    #expect(sweep(folder, ["--damping", "0.8:0.9:0.05", "--threads", "0"]).status == 2)
  }

  @Test("no progress text on a standard error that is not a terminal, even on a long sweep")
  func progressSilentWhenNotATerminal() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let process = Process()
    process.executableURL = try jellylabExecutable()
    // 6191 cells on one thread: several seconds in a debug build, past the one-second delay
    // after which a terminal would show the bar.
    process.arguments = [
      "sweep", "--preset", "skype", "--damping", "0.2:1:0.02", "--velocity", "0:3:0.02",
      "--format", "none", "--threads", "1", "--out-dir", folder.path("out"),
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(!text.contains("\r") && !text.contains("cells ["), "\(text)")
    #expect(!text.contains("/6191 cells"), "\(text)")
  }
}
