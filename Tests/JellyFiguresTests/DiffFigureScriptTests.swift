import Foundation
import JellyFrameDiff
import JellyGeometry
import JellyOutput
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
      set multiplot title 'golden | block: duration 1 s, damping 0.85, velocity 0; 60 fps' noenhanced
      unset label
      unset arrow
      unset xlabel
      unset ylabel
      unset title
      set size noratio
      set origin 0,0
      set size 0.5,0.93
      set xtics autofreq
      set ytics autofreq
      set lmargin
      set rmargin
      set bmargin
      set tmargin
      set xlabel 't [s]' noenhanced
      set ylabel 'displacement [pt]' noenhanced
      set grid
      set key top right
      set xrange [0:1]
      set yrange [-44.87:558.62]
      set arrow from first 0.18333333333333332, first -44.87 to first 0.18333333333333332, first 558.62 nohead lc rgb '#6baed6' lw 1.5
      set label ' 1' at first 0.18333333333333332, first -26.765299999999996 noenhanced
      set arrow from first 1, first -44.87 to first 1, first 558.62 nohead lc rgb '#08306b' lw 1.5
      set label ' 2' at first 1, first -26.765299999999996 noenhanced
      plot './jelly-series.csv' using 't':'diff' with lines ls 1 title 'displacement y − target' noenhanced, \\
           './jelly-series.csv' using 't':'bend' with lines ls 2 title 'Δ edge bend (deltaHeight)' noenhanced, \\
           './jelly-peaks.csv' using 't':'diff' with points ls 4 title 'peaks of diff' noenhanced
      unset label
      unset arrow
      unset xlabel
      unset ylabel
      unset title
      set xlabel 'x [pt]' noenhanced
      set ylabel 'y [pt]' noenhanced
      unset grid
      unset key
      set xrange [-6.01:106.01]
      set yrange [106.01:-6.06]
      set xtics 50
      set ytics 50
      set size ratio -1
      set origin 0.5,0
      set size 0.25,0.93
      set lmargin 7
      set rmargin 1
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
      set size 0.25,0.93
      set lmargin 7
      set rmargin 1
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
    #expect(DiffFigureScript.niceStep(37.5) == 50)
    #expect(DiffFigureScript.niceStep(140) == 200)
    #expect(DiffFigureScript.niceStep(100) == 100)
    #expect(DiffFigureScript.niceStep(0.3) == 0.5)
    #expect(DiffFigureScript.niceStep(6) == 10)
    #expect(DiffFigureScript.niceStep(0) == 1)
  }

  @Test("seconds print with three decimals, rounded to the nearest millisecond")
  func secondsText() {
    #expect(DiffFigureScript.seconds(11.0 / 60) == "0.183")
    #expect(DiffFigureScript.seconds(1) == "1.000")
    #expect(DiffFigureScript.seconds(0.0405) == "0.041")
    #expect(DiffFigureScript.seconds(12.05) == "12.050")
  }

  @Test("ranges round outward to 0.01 and always contain the data")
  func rangesContainTheData() throws {
    let builder = try Self.jellyBuilder(snapshots: 6)
    let (low, high) = builder.seriesRange()
    let diffs = builder.data.sequence.frames.map(\.diff)
    let bends = builder.data.bends
    #expect(low <= min(diffs.min() ?? 0, bends.min() ?? 0))
    #expect(high >= max(diffs.max() ?? 0, bends.max() ?? 0))
    #expect((low * 100).rounded() == low * 100 && (high * 100).rounded() == high * 100)
    let box = builder.shapeBox(builder.data.snapshots.map(\.shape.outline))
    for point in builder.data.snapshots.flatMap(\.shape.outline) {
      #expect(box.minX < point.x && point.x < box.maxX && box.minY < point.y && point.y < box.maxY)
    }
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
    #expect(text.components(separatedBy: "set multiplot title").count - 1 == 3)
    #expect(text.components(separatedBy: "unset multiplot").count - 1 == 3)
    for block in 0..<3 {
      #expect(text.contains("'./jelly-anim-marker.csv' index \(block) using 't':'diff'"))
      #expect(text.contains("'./jelly-anim-shapes.csv' index \(block) using 'x':'y'"))
    }
    #expect(text.contains("set title 'frame 30, t = 0.500 s' noenhanced"))
  }
}
