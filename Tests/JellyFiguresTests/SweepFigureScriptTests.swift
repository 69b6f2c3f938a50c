import JellyFrameDiff
import JellyShapes
import JellySprings
import JellySweep
import Testing

@testable import JellyFigures

@Suite struct SweepFigureScriptTests {
  @Test("ranges: pixels half a step beyond the ends; constants padded; no values gives 0...1")
  func ranges() throws {
    let axis = try SweepAxis(start: 0.1, stop: 1, step: 0.1)
    let (low, high) = SweepFigureScript.pixelRange(axis)
    #expect(abs(low - 0.05) < 1e-12 && abs(high - 1.05) < 1e-12)
    #expect(SweepFigureScript.pixelRange(try SweepAxis(value: 2)) == (1.5, 2.5))
    #expect(SweepFigureScript.padded((0, 10)) == (-0.5, 10.5))
    #expect(SweepFigureScript.padded((3, 3)) == (2.5, 3.5))
    #expect(SweepFigureScript.padded((100, 100)) == (95, 105))
    #expect(SweepFigureScript.padded(nil) == (0, 1))
  }

  @Test("two axes: a heatmap of the metric; one axis: seven panels, one per metric")
  func scripts() throws {
    let damping = PresetSweepAxis(.dampingRatio, try SweepAxis(start: 0.5, stop: 1, step: 0.25))
    let velocity = PresetSweepAxis(.velocity, try SweepAxis(start: 0, stop: 1, step: 1))
    let two = try PresetSweep(preset: .jelly, rows: damping, columns: velocity)
    let heatmap = try SweepFigureScript(
      sweep: two, fileName: "s.csv", metric: .settlingDuration,
      ranges: [.settlingDuration: (0.5, 0.9)], title: "t"
    ).script(terminal: .png(width: 800, height: 400), outputFileName: "s.png")
    #expect(heatmap.commands.contains("set cbrange [0.5:0.9]"))
    #expect(
      heatmap.commands.last
        == "plot './s.csv' using 'damping':'velocity':(strcol('settling_duration') eq '' ? NaN"
        + " : column('settling_duration')) with image notitle")
    #expect(
      heatmap.commands.contains(
        "set cblabel 'settling duration [s]; blank = no spring' noenhanced"))
    // Every cell has a spring: no note under the map.
    #expect(!heatmap.commands.contains { $0.contains("no UIKit spring") })
    let one = try PresetSweep(preset: .jelly, rows: damping)
    let panels = try SweepFigureScript(
      sweep: one, fileName: "s.csv", metric: .overshoot, ranges: [:], title: "t"
    ).script(terminal: .svg(width: 800, height: 400), outputFileName: "s.svg")
    let plots = panels.commands.filter { $0.hasPrefix("plot ") }
    #expect(plots.count == SweepMetric.everySweep.count && plots.count == 7)
    for metric in SweepMetric.everySweep {
      // An empty field (no value) is NaN, so the line breaks there instead of joining across.
      let y = "(strcol('\(metric.name)') eq '' ? NaN : column('\(metric.name)'))"
      #expect(plots.contains { $0.contains("using 'damping':\(y) with linespoints") })
    }
    // Each panel is named by its title (the metric and its unit) in screen labels.
    let titles = SweepFigureScript(
      sweep: one, fileName: "s.csv", metric: .overshoot, ranges: [:], title: "t"
    ).smallMultiplesTitles
    for (metric, title) in zip(SweepMetric.everySweep, titles) {
      #expect(title.lines.joined(separator: " ") == metric.label)
      for line in title.lines {
        #expect(panels.commands.contains { $0.hasPrefix("set label '\(line)' at screen") })
      }
    }
    #expect(panels.commands.contains("set yrange [-0.1:1.1]"), "inverted is 0 or 1")
    // No key sits on the data: the title names each panel's metric.
    #expect(!panels.commands.contains { $0.hasPrefix("set key") })
  }

  @Test(
    "the largest-bulge panel draws the per-frame and the continuous maximum, named in its title")
  func bulgePanel() throws {
    let damping = PresetSweepAxis(.dampingRatio, try SweepAxis(start: 0.1, stop: 1, step: 0.01))
    let one = try PresetSweep(preset: .jelly, rows: damping)
    let panels = try SweepFigureScript(
      sweep: one, fileName: "s.csv", metric: .overshoot, ranges: [.largestBulge: (9.9, 18)],
      title: String(repeating: "t ", count: 150), continuousBulgeRange: (12.5, 18.2)
    ).script(terminal: .png(width: 1200, height: 600), outputFileName: "s.png")
    let plot = try #require(panels.commands.first { $0.contains("'largest_bulge'") })
    #expect(
      plot.contains(
        "using 'damping':(strcol('largest_bulge_continuous') eq '' ? NaN :"
          + " column('largest_bulge_continuous')) with lines ls 2"))
    let builder = SweepFigureScript(
      sweep: one, fileName: "s.csv", metric: .overshoot, ranges: [.largestBulge: (9.9, 18)],
      title: "t", continuousBulgeRange: (12.5, 18.2), pageWidth: 1200, pageHeight: 600)
    let title = try #require(
      builder.smallMultiplesTitles.first { $0.lines[0].hasPrefix("largest bulge") })
    #expect(
      title.lines.joined(separator: " ")
        == "largest bulge [pt]; blue: 60 fps frames; orange: continuous")
    for line in title.lines {
      #expect(panels.commands.contains { $0.hasPrefix("set label '\(line)' at screen") })
    }
    // The y range holds both curves: 9.9...18.2 padded by 5 %.
    let yRange = try #require(
      panels.commands.first { $0.hasPrefix("set yrange [9.48") && $0.hasSuffix(":18.615]") })
    #expect(yRange.hasPrefix("set yrange [9.485"))
    // A 300-character title wraps into screen labels instead of a clipped multiplot title.
    #expect(!panels.commands.contains { $0.hasPrefix("set multiplot title") })
    #expect(panels.commands.filter { $0.contains(" at screen 0.5, ") }.count == 2)
  }

  @Test(
    "small multiples: titles whole and within their panels, the grid fitted to the page",
    arguments: [(1200, 600, 4, 2), (800, 800, 2, 4), (1200, 1200, 2, 4), (1800, 1200, 3, 3)])
  func smallMultiples(width: Int, height: Int, columns: Int, rows: Int) throws {
    let velocity = PresetSweepAxis(.velocity, try SweepAxis(start: -5, stop: 5, step: 0.5))
    let sweep = try PresetSweep(preset: .jelly, rows: velocity)
    let builder = SweepFigureScript(
      sweep: sweep, fileName: "s.csv", metric: .overshoot, ranges: [:], title: "t",
      continuousBulgeRange: (11.8, 12.5), pageWidth: width, pageHeight: height)
    #expect(builder.smallMultiplesLayout == (columns, rows))
    let room = Double(width) / Double(columns) - 8 * TextMetrics.characterWidth - 4
    for title in builder.smallMultiplesTitles {
      #expect(title.isWhole, "\(title.lines)")
      #expect(title.lines.allSatisfy { TextMetrics.width($0) <= room })
    }
    let script = try builder.script(
      terminal: .png(width: width, height: height), outputFileName: "s.png")
    // The swept axis is named once per column, under its lowest panel.
    let named = script.commands.filter {
      $0 == "set xlabel 'initial velocity [distances/s]' noenhanced"
    }
    #expect(named.count == columns)
    // No y label: the titles name the metrics.
    #expect(!script.commands.contains { $0.hasPrefix("set ylabel") })
  }

  @Test("blank cells are explained under the heatmap: how many, and why for the sweep's solver")
  func missingCellsNote() throws {
    let damping = PresetSweepAxis(.dampingRatio, try SweepAxis(start: 0.1, stop: 0.3, step: 0.2))
    let velocity = PresetSweepAxis(.velocity, try SweepAxis(start: 0, stop: 3, step: 1.5))
    var preset = FrameDiffPreset.jelly
    preset.animationModel = UIKitAnimationModel(solver: .ideal, cutsAtDuration: true)
    let sweep = try PresetSweep(preset: preset, rows: damping, columns: velocity)
    for (metric, colour) in [(SweepMetric.overshoot, "Blank"), (.endJump, "Grey")] {
      let script = try SweepFigureScript(
        sweep: sweep, fileName: "s.csv", metric: metric, ranges: [:], title: "t", missingCount: 1
      ).script(terminal: .png(width: 1200, height: 600), outputFileName: "s.png")
      let note =
        "\(colour) cells (1 of 6): no UIKit spring, as the damping ratio is too small for the"
        + " velocity: no stiffness brings the envelope to 0.001 at the duration"
      #expect(
        script.commands.contains { $0.hasPrefix("set label '\(note)' at screen 0.5, screen ") })
      #expect(script.commands.contains("set bmargin 5"))
    }
    #expect(sweep.missingSpringReason.hasPrefix("the damping ratio is too small"))
    #expect(
      try PresetSweep(preset: .jelly, rows: damping).missingSpringReason
        == "iOS's 12 Newton steps end on no finite, nonzero frequency there")
  }
}
