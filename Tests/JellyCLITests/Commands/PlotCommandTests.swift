import Foundation
import JellyCLITestSupport
import JellyFigures
import JellyFrameDiff
import JellyIO
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct PlotCommandTests {
  /// Runs `jellylab plot` writing into `folder/out` with `arguments` after it.
  private func plot(_ folder: TemporaryFolder, _ arguments: [String]) -> CLIResult {
    runCLI(["plot", "--out-dir", folder.path("out")] + arguments)
  }

  @Test(
    "PNG: the requested size in the IHDR chunk, no gnuplot warning, paths printed",
    .enabled(if: installedGnuplot != nil))
  func pngHasTheRequestedSize() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = plot(folder, ["--size", "900x450"])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty, "gnuplot printed: \(result.errorLines)")
    let png = try folder.bytes("out/jelly.png")
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(Array(png[12..<16]) == Array("IHDR".utf8))
    #expect(bigEndian(png, at: 16) == 900)
    #expect(bigEndian(png, at: 20) == 450)
    let printed = result.output.split(separator: "\n").map(String.init)
    let names = [
      "jelly-series.csv", "jelly-peaks.csv", "jelly-bend-peaks.csv", "jelly-shape-1.csv",
      "jelly-shape-2.csv",
      "jelly-shape-3.csv", "jelly-shape-4.csv", "jelly-shape-5.csv", "jelly-shape-6.csv",
      "jelly.gp", "jelly.png", "jelly.json",
    ]
    #expect(printed == names.map { folder.path("out") + "/" + $0 })
    #expect(folder.listing("out") == names.sorted(), "no temporary files are left behind")
  }

  @Test(
    "square pages take every panel count (a layout's fractions once summed to −1.1e-16)",
    arguments: [3, 5, 6, 16, 24])
  func squarePages(panels: Int) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = plot(folder, ["--format", "none", "--size", "1200x1200", "--panels", "\(panels)"])
    #expect(result.status == 0, "\(result.errorLines)")
    #expect(try folder.text("out/jelly.gp").contains("set origin 0,0\n"))
  }

  @Test("the shared scene overrides: --screen moves the menus, --side-damping is --damping")
  func sceneOverrides() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    func series(_ arguments: [String]) throws -> String {
      let result = plot(folder, ["--preset", "skype", "--format", "none"] + arguments)
      #expect(result.status == 0, "\(result.errorLines)")
      return try folder.text("out/skype-series.csv")
    }
    // Skype helpers start at H + 60 and settle at H/2: the first side displacement is H/2 + 60
    // (393.5 on the default 375x667 screen, 482 on 390x844).
    #expect(NumericCSV(try series([])).rows.first?[1] == 393.5)
    #expect(NumericCSV(try series(["--screen", "390x844"])).rows.first?[1] == 482)
    #expect(try series(["--side-damping", "0.4"]) == (try series(["--damping", "0.4"])))
  }

  @Test(
    "the manifest records the command, the parameters and exactly the files written",
    .enabled(if: installedGnuplot != nil))
  func manifestListsTheFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = plot(folder, ["--preset", "skype", "--damping", "0.4", "--panels", "3"])
    #expect(result.status == 0)
    let manifest = try JSONDecoder().decode(
      Manifest.self, from: Data(try folder.text("out/skype.json").utf8))
    #expect(
      manifest.command == [
        "jellylab", "plot", "--out-dir", folder.path("out"), "--preset", "skype", "--damping",
        "0.4",
        "--panels", "3",
      ])
    #expect(manifest.parameters["side_damping_ratio"] == .number(0.4))
    #expect(manifest.parameters["center_damping_ratio"] == .number(0.8), "the center keeps 0.8")
    #expect(manifest.parameters["uikit_solver"] == .string("ios"))
    #expect(manifest.parameters["cuts_at_duration"] == .number(1))
    let free = runCLI([
      "plot", "--out-dir", folder.path("free"), "--preset", "skype", "--uikit-solver", "ideal",
      "--free-spring",
    ])
    #expect(free.status == 0)
    let freeManifest = try JSONDecoder().decode(
      Manifest.self, from: Data(try folder.text("free/skype.json").utf8))
    #expect(freeManifest.parameters["uikit_solver"] == .string("ideal"))
    #expect(freeManifest.parameters["cuts_at_duration"] == .number(0))
    guard case .list(let times) = manifest.parameters["snapshot_times"] else {
      Issue.record("snapshot_times is not a list")
      return
    }
    #expect(times.count == 3)
    #expect(times.allSatisfy { if case .number = $0 { true } else { false } })
    // Series, motion peaks, bend peaks; 3 shapes; script, image, manifest.
    #expect(manifest.files.count == 3 + 3 + 3)
    for file in manifest.files { #expect(folder.exists("out/" + file), "\(file)") }
  }

  @Test(
    "SVG, PDF and GIF render with their headers; the GIF has one image per page",
    .enabled(if: installedGnuplot != nil))
  func otherFormatsRender() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(plot(folder, ["--format", "svg", "--size", "900x450"]).status == 0)
    let svg = try folder.text("out/jelly.svg")
    #expect(svg.contains("width=\"900\" height=\"450\""))
    #expect(svg.contains("t [s]") && svg.contains("Δ [pt]") && svg.contains("peaks of Δ"))
    #expect(plot(folder, ["--format", "pdf"]).status == 0)
    #expect(try folder.bytes("out/jelly.pdf").starts(with: Array("%PDF-".utf8)))
    let gif = plot(folder, ["--format", "gif", "--size", "480x240"])
    #expect(gif.status == 0)
    #expect(gif.errorLines.isEmpty, "the frame count message is informational: \(gif.errorLines)")
    let bytes = try folder.bytes("out/jelly.gif")
    #expect(bytes[6] == 224 && bytes[7] == 1, "logical screen width 480, little-endian")
    // The jelly runs 1 s at 60 fps: frames 0...60. GIF delays are whole centiseconds, so every
    // 3rd frame is shown for 5 cs (3/60 s): 21 pages in real time (it used to be all 61 frames
    // at 2 cs, i.e. 50 fps: 1.2 times too slow).
    #expect(gifImageCount(bytes) == 21)
    let marker = try folder.text("out/jelly-anim-marker.csv")
    #expect(marker.components(separatedBy: "t,diff,bend\n").count - 1 == 21, "one header per block")
    let script = try folder.text("out/jelly.gp")
    #expect(script.contains("set terminal gif animate delay 5 loop 0"))
    // The first page's title lines (screen labels), joined, state the playback.
    let titleLines = script.split(separator: "\n").filter { $0.contains(" at screen 0.5, ") }
      .prefix { _ in true }.map { $0.components(separatedBy: "'")[1] }
    #expect(
      titleLines.joined(separator: " ").contains("GIF: every 3rd frame, 5 cs per page, real time"))
    let manifest = try JSONDecoder().decode(
      Manifest.self, from: Data(try folder.text("out/jelly.json").utf8))
    #expect(manifest.parameters["gif_delay_centiseconds"] == .number(5))
    #expect(manifest.parameters["gif_playback_speed"] == .number(1))
  }

  @Test(
    "dumb prints the time series as text on stdout before the paths",
    .enabled(if: installedGnuplot != nil))
  func dumbPrintsTheChart() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = plot(folder, ["--format", "dumb", "--size", "800x400"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains { $0.contains("t [s]") })
    #expect(lines.contains { $0.contains("jellylab plot: jelly | block: duration 1 s") })
    #expect(lines.contains { $0.contains("+-----") }, "the chart frame is drawn")
    #expect(lines.dropLast().last.map(String.init) == folder.path("out") + "/jelly.json")
    #expect(lines.count > 20 + 11)
  }

  @Test("without gnuplot: data, script and manifest are written, the install hint printed")
  func withoutGnuplot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var options = ParsedOptions()
    try options.set("out-dir", .text(folder.path("out")))
    let console = CapturingConsole()
    let status = try PlotCommand(gnuplotSearchPath: folder.path("no-such-bin")).run(
      options, context: CommandContext(console: console))
    #expect(status == .success)
    #expect(console.errorLines.count == 1)
    #expect(console.errorLines.first?.contains("apt-get install gnuplot-nox") == true)
    #expect(folder.exists("out/jelly.gp") && folder.exists("out/jelly.json"))
    #expect(folder.exists("out/jelly-series.csv") && !folder.exists("out/jelly.png"))
    #expect(!console.outputText.contains("jelly.png"))
  }

  @Test("a gnuplot warning fails the render: exit 1 with gnuplot's message, no image")
  func gnuplotWarningExitsOne() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // A stand-in gnuplot that prints a warning on stderr and exits 0, as gnuplot does for
    // e.g. a missing column header.
    let bin = folder.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let fake = bin.appendingPathComponent("gnuplot")
    try writeExecutableScript(
      "#!/bin/sh\necho 'warning: no column with header \"x\"' >&2\nexit 0\n", to: fake)
    var options = ParsedOptions()
    try options.set("out-dir", .text(folder.path("out")))
    let console = CapturingConsole()
    let status = try PlotCommand(gnuplotSearchPath: bin.path).run(
      options, context: CommandContext(console: console))
    #expect(status == .checkFailed)
    let errors = console.errorLines.filter { $0.hasPrefix("error:") }
    #expect(errors.count == 1)
    #expect(errors.first?.contains("no column with header") == true)
    #expect(!folder.exists("out/jelly.png") && folder.exists("out/jelly.gp"))
  }

  @Test(
    "a script written with --format none renders standalone from its folder",
    .enabled(if: installedGnuplot != nil))
  func scriptRunsStandalone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(plot(folder, ["--format", "none", "--preset", "gooey"]).status == 0)
    #expect(!folder.exists("out/gooey.png"))
    let renderer = try #require(installedGnuplot)
    try renderer.run(scriptFileName: "gooey.gp", in: folder.url.appendingPathComponent("out"))
    #expect(try folder.bytes("out/gooey.png").starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try folder.text("out/gooey.gp").contains("'./gooey-series.csv'"))
  }

  /// Titles that would run `touch PWN` if they reached gnuplot unquoted.
  static let hostileTitles = [
    "back `touch PWN` quotes",
    "call system('touch PWN')",
    "x' ; system('touch PWN') ; '",
    "ends with backslash \\",
    "macro @PWN and { } ^ _ markup",
  ]

  @Test(
    "hostile --title text is drawn literally and runs nothing",
    .enabled(if: installedGnuplot != nil), arguments: hostileTitles)
  func injectionThroughTheTitle(title: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = plot(folder, ["--title", title, "--format", "svg"])
    #expect(result.status == 0, "\(result.errorLines)")
    #expect(!folder.exists("out/PWN") && !folder.exists("PWN"))
    #expect(!FileManager.default.fileExists(atPath: "PWN"))
    let escaped = title.replacing("&", with: "&amp;").replacing("'", with: "&#39;")
      .replacing("<", with: "&lt;")
    let svg = try folder.text("out/jelly.svg")
    #expect(svg.contains(escaped) || svg.contains(title), "the title is drawn as typed")
  }

  static let badInputs = [
    BadInput(["--title", "line1\nsystem('touch PWN')"], mentions: "--title"),
    BadInput(["--size", "0x0"], mentions: "--size"),
    BadInput(["--size", "1200"], mentions: "--size"),
    BadInput(["--size", "1200x600x2"], mentions: "--size"),
    BadInput(["--size", "319x600"], mentions: "--size"),
    BadInput(["--size", "320x160", "--panels", "24"], mentions: "--panels 24 does not fit"),
    BadInput(["--format", "bmp"], mentions: "--format"),
    BadInput(["--panels", "0"], mentions: "--panels must be an integer in [1, 24] (got '0')"),
    BadInput(["--panels", "25"], mentions: "--panels must be an integer in [1, 24] (got '25')"),
    BadInput(
      ["--frames", "3"],
      mentions: "unknown option '--frames' for 'jellylab plot'"),
    BadInput(["--preset", "nope"], mentions: "--preset"),
    BadInput(["--damping", "0"], mentions: "--damping"),
    BadInput(["--center-damping", "0.5"], mentions: "--center-damping"),
    BadInput(
      ["--damping", "0.85,0.5"],
      mentions: "--damping takes two values only with --format html"),
    BadInput(
      ["--preset", "skype,gooey", "--format", "svg"],
      mentions: "--preset takes two values only with --format html"),
    BadInput(
      ["--damping", "0.5,0.6,0.7", "--format", "html"],
      mentions: "--damping must be a finite number >= 0, or two separated by a comma"),
    BadInput(["--preset", "jelly,nope", "--format", "html"], mentions: "--preset"),
  ]

  @Test("bad input exits 2 with one error line naming the option", arguments: badInputs)
  func badInputIsRejected(input: BadInput) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = plot(folder, input.arguments)
    #expect(result.status == 2)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains(input.mentions) == true, "\(result.errorMessages)")
    #expect(!folder.exists("out/PWN"))
    #expect(!folder.exists("out"), "nothing is written for bad input")
  }

  @Test("an --out path that is a file exits 2 with one line naming --out")
  func outPathThatIsAFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("x".utf8).write(to: folder.url.appendingPathComponent("file"))
    let result = runCLI(["plot", "--out-dir", folder.path("file"), "--format", "none"])
    #expect(result.status == 2)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains("--out-dir") == true)
    #expect(try folder.text("file") == "x")
  }

  // MARK: - UIKit clamps (one warning; the manifest, title and data use the value in effect)

  /// The manifest, the script and the series of `plot --format none` with `arguments`.
  private func plotFiles(_ arguments: [String]) throws -> (
    result: CLIResult, manifest: Manifest, script: String, series: String
  ) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = plot(folder, ["--format", "none"] + arguments)
    let manifest = try Manifest.read(from: folder.url.appendingPathComponent("out/jelly.json"))
    return (
      result, manifest, try folder.text("out/jelly.gp"), try folder.text("out/jelly-series.csv")
    )
  }

  @Test("--damping 85: one warning 'UIKit treats --damping 85 as 1'; manifest and title say 1")
  func dampingAboveOneIsClampedOnce() throws {
    let clamped = try plotFiles(["--damping", "85"])
    #expect(clamped.result.status == 0)
    #expect(
      clamped.result.errorLines == [
        "warning: UIKit treats --damping 85 as 1 (critically damped); using 1"
      ])
    #expect(clamped.manifest.parameters["side_damping_ratio"] == .number(1))
    // The command is recorded as typed; the parameters give the value in effect.
    #expect(Array(clamped.manifest.command.prefix(3)) == ["jellylab", "plot", "--out-dir"])
    #expect(Array(clamped.manifest.command.suffix(4)) == ["--format", "none", "--damping", "85"])
    #expect(
      clamped.script.contains(
        "jellylab plot: jelly | block: duration 1 s, damping 1, velocity 0; 60 fps"))
    #expect(!clamped.script.contains("damping 85"))
    // The figure is the one of damping 1, bit for bit.
    let critical = try plotFiles(["--damping", "1"])
    #expect(critical.result.errorLines.isEmpty)
    #expect(clamped.series == critical.series)
  }

  @Test("--duration 500: one warning, and the side helper runs 10 s (manifest sideDuration 10)")
  func durationAboveTenIsClamped() throws {
    let clamped = try plotFiles(["--duration", "500"])
    #expect(clamped.result.status == 0)
    #expect(
      clamped.result.errorLines == [
        "warning: UIKit clamps --duration 500 to 10 s (durations run from 0.01 to 10 s); using 10"
      ])
    #expect(clamped.manifest.parameters["side_duration"] == .number(10))
    #expect(clamped.manifest.parameters["horizon"] == .number(10))
    #expect(clamped.script.contains("block: duration 10 s, damping 0.85"))
    let ten = try plotFiles(["--duration", "10"])
    #expect(ten.result.errorLines.isEmpty)
    #expect(clamped.series == ten.series)
  }

  @Test("--preset skype --duration 20: one error naming --duration, after the clamp warning")
  func unusableDurationNamesDuration() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The ideal solver has no spring for this helper; iOS's 12 Newton steps end on one.
    let result = plot(
      folder,
      ["--preset", "skype", "--duration", "20", "--format", "none", "--uikit-solver", "ideal"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errorLines.first
        == "warning: UIKit clamps --duration 20 to 10 s (durations run from 0.01 to 10 s); using 10"
    )
    #expect(result.errorMessages.count == 1)
    let message = try #require(result.errorMessages.first)
    #expect(message.hasPrefix("error: --duration gives no usable UIKit spring for the side helper"))
    #expect(message.hasSuffix("; change --duration"))
    #expect(!message.contains("--damping"))
    #expect(!folder.exists("out"))
    let iOS = plot(folder, ["--preset", "skype", "--duration", "20", "--format", "none"])
    #expect(iOS.status == 0)
    #expect(
      iOS.errorLines
        == [
          "warning: UIKit clamps --duration 20 to 10 s (durations run from 0.01 to 10 s); using 10"
        ]
    )
    #expect(folder.exists("out"))
  }

  @Test("--out - is refused: a figure is several files")
  func figureToStandardOutputIsRefused() {
    let result = runCLI(["plot", "--out-dir", "-"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errorLines
        == [
          "error: --out-dir must be a folder path ('-' cannot hold a figure's several files) (got '-')"
        ] + usageLines("jellylab plot"))
  }

  @Test("html: the CSV files, the page and the manifest, without gnuplot; no script, no image")
  func htmlPageWithoutGnuplot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var options = ParsedOptions()
    try options.set("out-dir", .text(folder.path("out")))
    try options.set("format", .text("html"))
    let console = CapturingConsole()
    let status = try PlotCommand(gnuplotSearchPath: folder.path("no-such-bin")).run(
      options, context: CommandContext(console: console))
    #expect(status == .success)
    #expect(console.errorLines.isEmpty)
    let printed = console.outputText.split(separator: "\n").map(String.init)
    #expect(
      printed.suffix(2) == [folder.path("out") + "/jelly.html", folder.path("out") + "/jelly.json"])
    #expect(folder.exists("out/jelly-series.csv") && folder.exists("out/jelly-peaks.csv"))
    #expect(!folder.exists("out/jelly.gp") && !folder.exists("out/jelly.png"))
    let page = try folder.text("out/jelly.html")
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.utf8.count < 1_000_000)
    let manifest = try folder.text("out/jelly.json")
    #expect(manifest.contains("\"jelly.html\"") && manifest.contains("\"html\""))
  }

  @Test("html: a page over 1 MB is written with one warning giving its size and frames")
  func htmlWarnsOfALargePage() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = plot(folder, ["--format", "html", "--duration", "10", "--fps", "1000"])
    #expect(result.status == 0)
    let bytes = try folder.text("out/jelly.html").utf8.count
    #expect(bytes > 1_000_000)
    #expect(result.errorLines.count == 1)
    let line = result.errorLines.first ?? ""
    #expect(line.hasPrefix("warning: jelly.html is 1.") && line.contains(" MB (more than 1 MB)"))
    #expect(line.contains("10001 frames") && line.contains("--fps"), "\(line)")
    // The default page stays quiet.
    #expect(plot(folder, ["--format", "html"]).errorLines.isEmpty)
  }

  @Test("html: --size and --panels shape gnuplot pages only; one warning line names them")
  func htmlWarnsOfIgnoredSizeAndPanels() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let both = plot(folder, ["--format", "html", "--size", "900x450", "--panels", "3"])
    #expect(both.status == 0)
    #expect(
      both.errorLines == [
        "warning: --size and --panels shape the gnuplot figure only; the html page fits its"
          + " window and draws the shape of every frame, so they are ignored"
      ])
    #expect(folder.exists("out/jelly.html"))
    let panels = plot(folder, ["--format", "html", "--panels", "3"])
    #expect(panels.status == 0)
    #expect(
      panels.errorLines == [
        "warning: --panels shapes the gnuplot figure only; the html page fits its window and"
          + " draws the shape of every frame, so it is ignored"
      ])
    let plain = plot(folder, ["--format", "html"])
    #expect(plain.status == 0 && plain.errorLines.isEmpty)
  }

  @Test("two sets: each set's CSV files equal the one-set plot's, named NAME-1 and NAME-2")
  func twoSetsWriteEachSetsFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let two = plot(folder, ["--damping", "0.85,0.5", "--format", "html"])
    #expect(two.status == 0, "\(two.errorLines)")
    #expect(folder.exists("out/jelly-1-vs-jelly-2.html"))
    #expect(folder.exists("out/jelly-1-vs-jelly-2.json"))
    let single = runCLI([
      "plot", "--out-dir", folder.path("one"), "--damping", "0.5", "--format", "none",
    ])
    #expect(single.status == 0)
    #expect(try folder.bytes("out/jelly-2-series.csv") == folder.bytes("one/jelly-series.csv"))
    #expect(try folder.bytes("out/jelly-2-peaks.csv") == folder.bytes("one/jelly-peaks.csv"))
    let menus = plot(folder, ["--preset", "skype,gooey", "--format", "html", "--damping", "0.4"])
    #expect(menus.status == 0, "\(menus.errorLines)")
    #expect(folder.exists("out/skype-vs-gooey.html") && folder.exists("out/gooey-series.csv"))
  }
}
