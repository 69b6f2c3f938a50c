import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyGeometry
import JellyGnuplot
import JellyShapes
import Testing

@testable import JellyFigures

@Suite struct DiffFigureScriptTests {
  /// The jelly figure with two snapshots on an 800×400 SVG page.
  static func jellyBuilder(snapshots: Int = 2) throws -> DiffFigureScript {
    let data = try DiffFigureData(
      preset: FrameDiffPreset.jelly, framesPerSecond: 60, snapshotCount: snapshots)
    let files = DiffFigureCSV(folder: URL(fileURLWithPath: "/unused"), name: "jelly")
    return DiffFigureScript(
      data: data, files: files,
      title: "golden | block: duration 1 s, damping 0.85, velocity 0; 60 fps", pageWidth: 800,
      pageHeight: 400)
  }

  @Test("golden script of the two-snapshot jelly figure (deterministic text)")
  func goldenJellyScript() throws {
    // Under iOS's model the block reaches its target exactly at the cut (1 s), so the second
    // snapshot is the undeformed square and its panel's padded range is [-6:106]; the free
    // spring was still 0.06 pt short and inverted there.
    let script = try Self.jellyBuilder().staticScript(
      terminal: .svg(width: 800, height: 400), outputFileName: "jelly.svg")
    let expected = """
      # jellylab figure; run from this folder: gnuplot <this file>
      set terminal svg size 800,400 font 'Sans,10' noenhanced
      set output './jelly.svg'
      set datafile separator comma
      set datafile columnheaders
      set style line 1 lc rgb '#3366cc' lw 2.5
      set style line 2 lc rgb '#31a354' lw 1.5
      set style line 3 lc rgb '#756bb1' lw 1.5 dt 2
      set style line 4 lc rgb '#e6550d' lw 1 pt 7 ps 1.3
      set style line 5 lc rgb '#cb181d' lw 1 pt 7 ps 2.5
      set style line 6 lc rgb '#31a354' lw 2
      set style line 7 lc rgb '#006d2c' lw 1 pt 9 ps 1.5
      set multiplot
      unset label
      unset arrow
      unset object
      unset xlabel
      unset ylabel
      unset title
      set size noratio
      set origin 0,0.365
      set size 0.5,0.5475
      set lmargin 7
      set rmargin 1.5
      set bmargin 1.2
      set tmargin 0.5
      set label 'golden | block: duration 1 s, damping 0.85, velocity 0; 60 fps' at screen 0.5, screen 0.9525 center front noenhanced
      set xtics autofreq
      set ytics 500
      set grid
      unset key
      set xrange [-0.02:1.02]
      set yrange [-122.02:621.05]
      set arrow from first 0.18333333333333332, graph 0.09343368803529717 to first 0.18333333333333332, graph 1 nohead back lc rgb '#6baed6' lw 1.5
      set label '1' at first 0.18333333333333332, first -93.09176226317155 center front noenhanced
      set arrow from first 1, graph 0.09343368803529717 to first 1, graph 1 nohead back lc rgb '#08306b' lw 1.5
      set label '2' at first 1, first -93.09176226317155 center front noenhanced
      set arrow from first 1, graph 0.09343368803529717 to first 1, graph 1 nohead back lc rgb '#252525' lw 2
      set label 'UIKit ends: displacement jumps +0.56 pt' at first 0.9874698795180723, first 338.68339999999995 right front noenhanced
      plot './jelly-series.csv' using 't':'diff' with lines ls 1 title 'displacement y − target' noenhanced, \\
           './jelly-peaks.csv' using 't':'diff' with points ls 4 title 'peaks of displacement' noenhanced
      unset label
      unset arrow
      unset xlabel
      unset ylabel
      unset title
      unset label
      unset arrow
      unset object
      unset xlabel
      unset ylabel
      unset title
      set origin 0,0
      set size 0.5,0.365
      set lmargin 7
      set rmargin 1.5
      set bmargin 1.8
      set tmargin 0.5
      set grid
      unset key
      set xrange [-0.02:1.02]
      set yrange [-2.85:32.6]
      set xtics autofreq
      set ytics 20
      set object rectangle from first 0.5651008081142457, graph 0 to first 1, graph 1 behind fillcolor rgb '#cb181d' fillstyle solid 0.18 noborder
      set arrow from first 0.18333333333333332, graph 0 to first 0.18333333333333332, graph 1 nohead back lc rgb '#6baed6' lw 1.5
      set arrow from first 1, graph 0 to first 1, graph 1 nohead back lc rgb '#08306b' lw 1.5
      plot './jelly-series.csv' using 't':'bend' with lines ls 6 title 'Δ edge bend' noenhanced, \\
           './jelly-bend-peaks.csv' using 't':'bend' with points ls 7 title 'peaks of Δ (continuous)' noenhanced
      unset label
      unset arrow
      unset object
      unset xlabel
      unset ylabel
      unset title
      set xtics autofreq
      set ytics autofreq
      set xlabel 'x [pt]' noenhanced
      set ylabel 'y [pt]' noenhanced
      unset grid
      unset key
      set xrange [-6:106]
      set yrange [106:-6]
      set xtics 50
      set ytics 50
      set size ratio -1
      set origin 0.5,0
      set size 0.25,0.9125
      set lmargin 7
      set rmargin 3
      set bmargin 3
      set tmargin 2.5
      unset xlabel
      unset ylabel
      unset title
      set xlabel 'x [pt]' noenhanced
      set ylabel 'y [pt]' noenhanced
      set title '1: t = 0.183 s (max bend)' noenhanced
      plot './jelly-shape-1.csv' using 'x':'y' with filledcurves closed fs solid 0.55 lc rgb '#6baed6' notitle, \\
           './jelly-shape-1.csv' using 'x':'y' with lines lc rgb '#1a3366' lw 1.5 notitle
      set origin 0.75,0
      set size 0.25,0.9125
      set lmargin 7
      set rmargin 3
      set bmargin 3
      set tmargin 2.5
      unset xlabel
      unset ylabel
      unset title
      set xlabel 'x [pt]' noenhanced
      set title '2: t = 1.000 s' noenhanced
      plot './jelly-shape-2.csv' using 'x':'y' with filledcurves closed fs solid 0.55 lc rgb '#08306b' notitle, \\
           './jelly-shape-2.csv' using 'x':'y' with lines lc rgb '#1a3366' lw 1.5 notitle
      unset multiplot

      """
    #expect(script.text == expected)
  }

  @Test("the largest-bend snapshot is frame 11 (t = 11/60 s), where Glow's progress is nearest 0.5")
  func largestBendSnapshot() throws {
    let builder = try Self.jellyBuilder()
    let snapshots = builder.data.snapshots
    #expect(snapshots.map(\.frame.frame) == [11, 60])
    #expect(snapshots.map(\.isLargestDeformation) == [true, false])
  }

  @Test("grid layout: 6 square jelly panels fit best as 2 rows of 3 on a 1200×600 page")
  func gridLayoutForSixJellyPanels() throws {
    // Hand computation: box 112.02 pt wide and high; area 600 × 558 px, margins 80 × 95 px.
    // 3 columns: min((200 − 80)/112, (279 − 95)/112) = 1.07 px/pt; 2 columns: min(220/112,
    // 91/112) = 0.81; 6 columns: 20/112 = 0.18. So 2 rows × 3 columns wins.
    let data = try DiffFigureData(
      preset: FrameDiffPreset.jelly, framesPerSecond: 60, snapshotCount: 6)
    let builder = DiffFigureScript(
      data: data, files: DiffFigureCSV(folder: URL(fileURLWithPath: "/unused"), name: "jelly"),
      title: "t", pageWidth: 1200, pageHeight: 600)
    let layout = builder.gridLayout(count: 6)
    #expect(layout.rows == 2 && layout.columns == 3)
    let tall = DiffFigureScript(
      data: data, files: builder.files, title: "t", pageWidth: 600, pageHeight: 1200)
    let tallLayout = tall.gridLayout(count: 6)
    #expect(tallLayout.rows * tallLayout.columns >= 6)
    #expect(tallLayout.columns < 3, "a tall page stacks the panels in fewer columns")
  }

  @Test("nice tic steps are 1, 2 or 5 × 10^k, the smallest not below the rough step")
  func niceSteps() {
    #expect(AxisRange.niceStep(37.5) == 50)
    #expect(AxisRange.niceStep(140) == 200)
    #expect(AxisRange.niceStep(100) == 100)
    #expect(AxisRange.niceStep(0.3) == 0.5)
    #expect(AxisRange.niceStep(6) == 10)
    #expect(AxisRange.niceStep(0) == 1)
  }

  @Test("seconds print with three decimals, rounded to the nearest millisecond")
  func secondsText() {
    #expect(FigureNumber.seconds(11.0 / 60) == "0.183")
    #expect(FigureNumber.seconds(1) == "1.000")
    #expect(FigureNumber.seconds(0.0405) == "0.041")
    #expect(FigureNumber.seconds(12.05) == "12.050")
  }

  @Test("ranges round outward to 0.01 and always contain the data; Δ has its own range")
  func rangesContainTheData() throws {
    let builder = try Self.jellyBuilder(snapshots: 6)
    let (low, high) = builder.seriesRange()
    let diffs = builder.data.sequence.frames.map(\.diff)
    #expect(low <= (diffs.min() ?? 0) && high >= (diffs.max() ?? 0))
    for value in [low, high] { #expect(abs((value * 100).rounded() - value * 100) < 1e-9) }
    // The bend (≤ 25 pt) no longer shares the 517 pt displacement axis: its range is its own,
    // holding the continuous apex 25 pt and the −0.31 pt inversion.
    let (bendLow, bendHigh) = builder.bendRange()
    #expect(bendLow < -0.31 && bendLow > -3 && bendHigh >= 25 && bendHigh < 60)
    let box = builder.shapeBox(builder.data.snapshots.map(\.shape.outline))
    for point in builder.data.snapshots.flatMap(\.shape.outline) {
      #expect(box.minX < point.x && point.x < box.maxX && box.minY < point.y && point.y < box.maxY)
    }
  }

  /// The labels (`set label … at first x, first y`) of one panel's commands, with the panel's
  /// `set xrange` and `set yrange`.
  static func labelsInsideRanges(_ commands: [String]) -> [String] {
    var outside: [String] = []
    var xRange = (-Double.infinity, Double.infinity)
    var yRange = (-Double.infinity, Double.infinity)
    func range(_ line: String) -> (Double, Double) {
      let inner = line.split(separator: "[")[1].split(separator: "]")[0].split(separator: ":")
      let a = Double(inner[0]) ?? .nan
      let b = Double(inner[1]) ?? .nan
      return (min(a, b), max(a, b))
    }
    for line in commands {
      if line.hasPrefix("set xrange") { xRange = range(line) }
      if line.hasPrefix("set yrange") { yRange = range(line) }
      guard line.hasPrefix("set label"), line.contains(" at first ") else { continue }
      let at = line.components(separatedBy: " at first ")[1].components(separatedBy: " ")
      let x = Double(at[0].trimmingCharacters(in: [","])) ?? .nan
      let y = Double(at[2]) ?? .nan
      if !(xRange.0...xRange.1).contains(x) || !(yRange.0...yRange.1).contains(y) {
        outside.append(line)
      }
    }
    return outside
  }

  @Test(
    "jelly ζ 0.85: Δ in its own panel, the inversion shaded with its exact bounds, peaks marked",
    arguments: [1, 6, 24])
  func bendPanel(snapshots: Int) throws {
    let preset = try FrameDiffPreset.jelly.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.85)))
    let data = try DiffFigureData(preset: preset, framesPerSecond: 60, snapshotCount: snapshots)
    let builder = DiffFigureScript(
      data: data, files: DiffFigureCSV(folder: URL(fileURLWithPath: "/unused"), name: "jelly"),
      title: "t", pageWidth: 1200, pageHeight: 600)
    let script = try builder.staticScript(
      terminal: .png(width: 1200, height: 600), outputFileName: "jelly.png")
    let plots = script.commands.filter { $0.hasPrefix("plot ") }
    // The motion panel plots the displacement only; Δ is plotted in the next panel.
    #expect(plots[0].contains("'diff'") && !plots[0].contains("'bend'"))
    #expect(
      plots[0].contains("title 'peaks of displacement'") && !plots[0].contains("peaks of diff"))
    #expect(plots[1].contains("'bend'") && plots[1].contains("'./jelly-bend-peaks.csv'"))
    // One inversion, from the sign change of Δ to the horizon 1 s, shaded behind the curve.
    let interval = try #require(data.inversions.first)
    #expect(data.inversions.count == 1 && abs(interval.deepestBend + 0.31) < 0.005)
    let band =
      "set object rectangle from first \(try GnuplotQuoting.number(interval.start, parameter: "x"))"
      + ", graph 0 to first 1, graph 1 behind fillcolor rgb '#cb181d' fillstyle solid 0.18 noborder"
    #expect(script.commands.contains(band))
    #expect(builder.bendPanelTitle.hasSuffix("deepest -0.31 pt at 0.686 s"))
    // The labels of the snapshot numbers and of Δ's peaks lie inside their panel's ranges.
    #expect(Self.labelsInsideRanges(script.commands).isEmpty)
    // The snapshot lines are drawn behind across the plot area, t = 0 and t = 1 inside the
    // padded x range, so neither hides under an axis.
    let (xLow, xHigh) = builder.timeRange()
    #expect(xLow < 0 && xHigh > data.sequence.horizon)
    let lines = script.commands.filter { $0.hasPrefix("set arrow") && $0.contains("graph 0") }
    #expect(lines.allSatisfy { $0.contains("nohead back") })
    #expect(
      lines.count == 2 * data.snapshots.count + builder.cutMarks().count,
      "in the motion and the bend panel, and UIKit's cut in the motion panel")
    // The jelly's animation ends at 1 s: one cut mark, labelled with the jump to the target.
    #expect(builder.cutMarks().map(\.x) == [1])
    #expect(
      builder.cutMarks().first?.text.hasPrefix("UIKit ends at 1.000 s: displacement jumps") == true)
    // The key is opaque, so the lines do not strike through it.
    #expect(script.commands.contains("set key inside top right opaque box"))
  }

  @Test("menus: the peaks are of the diff; Δ is the menu's edge bend")
  func menuLabels() throws {
    let data = try DiffFigureData(preset: .skype, framesPerSecond: 60, snapshotCount: 2)
    let builder = DiffFigureScript(
      data: data, files: DiffFigureCSV(folder: URL(fileURLWithPath: "/u"), name: "skype"),
      title: "t", pageWidth: 1200, pageHeight: 600)
    #expect(builder.motionPeaksTitle == "peaks of diff" && builder.bendTitle == "Δ edge bend")
    let text = try builder.staticScript(
      terminal: .png(width: 1200, height: 600), outputFileName: "s.png"
    ).text
    #expect(text.contains("title 'peaks of diff'") && !text.contains("deltaHeight"))
  }

  @Test(
    "page titles wrap to the page and every label stays inside its plot at the extremes",
    arguments: [(320, 160, 1), (320, 160, 24), (1200, 600, 24), (20000, 20000, 24), (600, 1200, 6)])
  func extremes(width: Int, height: Int, snapshots: Int) throws {
    let data = try DiffFigureData(
      preset: .jelly, framesPerSecond: 60, snapshotCount: snapshots)
    let title = String(repeating: "long title ", count: 19) + "end"  // 212 characters
    let builder = DiffFigureScript(
      data: data, files: DiffFigureCSV(folder: URL(fileURLWithPath: "/u"), name: "jelly"),
      title: title, pageWidth: width, pageHeight: height)
    let lines = builder.pageTitle.lines
    #expect(lines.joined(separator: " ") == title)
    let limit = PageTitle.charactersPerLine(pageWidth: width)
    #expect(lines.allSatisfy { $0.count <= limit })
    let script = try builder.staticScript(
      terminal: .png(width: width, height: height), outputFileName: "j.png")
    #expect(Self.labelsInsideRanges(script.commands).isEmpty)
    #expect(!script.commands.contains { $0.hasPrefix("set multiplot title") })
    let titleLabels = script.commands.filter { $0.contains(" at screen 0.5, screen ") }
    #expect(titleLabels.count == lines.count)
  }

  @Test("the GIF script has one multiplot page per frame and moves the marker block")
  func animationPages() throws {
    let builder = try Self.jellyBuilder()
    let frames = [0, 30, 60]
    let outlines = try frames.map {
      try builder.data.shapes.shape(at: builder.data.sequence.frames[$0].time).outline
    }
    let script = try builder.animationScript(
      terminal: .gifAnimation(width: 400, height: 200), outputFileName: "jelly.gif",
      frames: frames, outlines: outlines)
    let text = script.text
    #expect(text.components(separatedBy: "\nset multiplot\n").count - 1 == 3)
    #expect(text.components(separatedBy: "unset multiplot").count - 1 == 3)
    for block in 0..<3 {
      #expect(text.contains("'./jelly-anim-marker.csv' index \(block) using 't':'diff'"))
      #expect(text.contains("'./jelly-anim-marker.csv' index \(block) using 't':'bend'"))
      #expect(text.contains("'./jelly-anim-shapes.csv' index \(block) using 'x':'y'"))
    }
    #expect(text.contains("set title 'frame 30, t = 0.500 s' noenhanced"))
  }
}
