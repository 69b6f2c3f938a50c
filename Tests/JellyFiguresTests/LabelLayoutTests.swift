import Foundation
import JellyFrameDiff
import JellyGeometry
import Testing

@testable import JellyFigures

@Suite struct LabelLayoutTests {
  static func builder(
    _ preset: FrameDiffPreset, damping: Double? = nil, velocity: Double? = nil, snapshots: Int = 6,
    width: Int = 1200, height: Int = 600
  ) throws -> DiffFigureScript {
    let overridden = try preset.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: damping, initialVelocity: velocity)))
    let data = try DiffFigureData(
      preset: overridden, framesPerSecond: 60, snapshotCount: snapshots)
    return DiffFigureScript(
      data: data, files: DiffFigureCSV(folder: URL(fileURLWithPath: "/u"), name: preset.name),
      title: "t", pageWidth: width, pageHeight: height)
  }

  /// The scenes checked: the jelly at its extremes of damping, the menus, and Skype at ζ 0.1,
  /// v 0.3, whose largest |diff| comes just before UIKit's cut.
  static let scenes: [(FrameDiffPreset, Double?, Double?)] = [
    (.jelly, 0.85, nil), (.jelly, 0.05, nil), (.jelly, 1, nil), (.skype, nil, nil),
    (.skype, 0.1, 0.3), (.skype, 0.05, nil), (.gooey, nil, nil),
  ]
  static let pages = [(1200, 600), (2400, 600), (1200, 1200), (800, 600), (4000, 2000)]

  @Test("text widths follow DejaVu Sans at 10 pt in pngcairo")
  func textWidths() {
    #expect(abs(TextMetrics.width("0000") - 4 * 0.636 * 12.8) < 1e-9)
    // gnuplot drew this label 333 pixels wide in a 1200×600 PNG.
    let cut = TextMetrics.width("UIKit ends at 1.000 s: displacement jumps +0.56 pt")
    #expect(cut > 325 && cut < 345, "\(cut)")
    // The minus sign is wider than a hyphen; a marker does not fit under it.
    #expect(TextMetrics.width("−") > 2 * TextMetrics.width("-"))
  }

  @Test("a plot area maps data to the pixels gnuplot uses for a panel and back")
  func plotArea() {
    let area = PlotArea(
      pageWidth: 1200, pageHeight: 600, originX: 0, originY: 0.4, width: 0.5, height: 0.5,
      margins: (10, 2, 1.5, 1), x: (-0.02, 1.02), y: (-100, 500))
    #expect(area.left == 80 && area.right == 584)
    #expect(abs(area.bottom - (240 + 1.5 * 15.5)) < 1e-12 && abs(area.top - (540 - 15.5)) < 1e-12)
    #expect(abs(area.pixelX(-0.02) - 80) < 1e-12 && abs(area.pixelY(500) - area.top) < 1e-12)
    #expect(abs(area.dataX(area.pixelX(0.37)) - 0.37) < 1e-12)
    #expect(abs(area.dataY(area.pixelY(123.5)) - 123.5) < 1e-9)
    let key = area.keyBox(titles: ["abc", "abcdef"], placement: .insideTopLeft)
    #expect(key.minX == 80 && key.width == 15 * 8 && abs(key.maxY - area.top) < 1e-12)
  }

  @Test("segments meet boxes only where they cross them")
  func segments() {
    let box = BoundingBox(minX: 0, minY: 0, maxX: 10, maxY: 5)
    #expect(LabelPlacer.segment(Vector2(-5, 2), Vector2(15, 2), meets: box))
    #expect(LabelPlacer.segment(Vector2(5, 2), Vector2(6, 3), meets: box))
    #expect(!LabelPlacer.segment(Vector2(-5, 6), Vector2(15, 6), meets: box))
    #expect(!LabelPlacer.segment(Vector2(-5, -5), Vector2(-1, 10), meets: box))
    #expect(LabelPlacer.segment(Vector2(-1, -1), Vector2(11, 6), meets: box))
  }

  /// Every label of both series panels: inside its plot area, clear of every peak marker, of
  /// the key and of every other label of its panel.
  static func checkPanels(_ builder: DiffFigureScript) -> [String] {
    var problems: [String] = []
    let motion = builder.motionPlotArea()
    let layout = builder.motionLabelLayout()
    let motionLabels = layout.cuts.compactMap(\.label) + layout.peaks
    let motionMarkers = builder.data.peaks.map {
      LabelPlacer.markerBox(
        motion.pixel($0.time, $0.value), pointSize: DiffFigureScript.motionPeakPointSize)
    }
    let motionKey = motion.keyBox(titles: builder.motionKeyTitles, placement: layout.key)
    let bend = builder.bendPlotArea()
    let bendLayout = builder.bendLabelLayout()
    let bendMarkers = builder.data.bendExtrema.peaks.map {
      LabelPlacer.markerBox(
        bend.pixel($0.time, $0.value), pointSize: DiffFigureScript.bendPeakPointSize)
    }
    let bendKey = bend.keyBox(
      titles: [builder.shownBendTitle, "peaks of Δ (continuous)"], placement: bendLayout.key)
    for (area, labels, markers, key) in [
      (motion, motionLabels, motionMarkers, motionKey),
      (bend, bendLayout.labels, bendMarkers, bendKey),
    ] {
      for (offset, label) in labels.enumerated() {
        let box = label.box
        if box.minX < area.left || box.maxX > area.right || box.minY < area.bottom
          || box.maxY > area.top
        {
          problems.append("\(label.text) outside the plot")
        }
        if markers.contains(where: { $0.intersects(box) }) {
          problems.append("\(label.text) on a marker")
        }
        if builder.showsKeys, key.intersects(box) { problems.append("\(label.text) on the key") }
        for other in labels[(offset + 1)...] where other.box.intersects(box) {
          problems.append("\(label.text) on \(other.text)")
        }
        // The anchor gnuplot gets lies on the box the layout reserved.
        let anchor = area.pixel(label.x, label.y)
        if anchor.y < box.minY || anchor.y > box.maxY { problems.append("\(label.text) anchor") }
      }
    }
    return problems
  }

  @Test(
    "peak and cut labels sit beside their markers, never on one, on the key or on each other",
    arguments: scenes.indices)
  func labelsClear(scene: Int) throws {
    let (preset, damping, velocity) = Self.scenes[scene]
    for (width, height) in Self.pages {
      let builder = try Self.builder(
        preset, damping: damping, velocity: velocity, width: width, height: height)
      let problems = Self.checkPanels(builder)
      #expect(problems.isEmpty, "\(preset.name) \(width)x\(height): \(problems)")
      if builder.showsAxisLabels {
        // Only a crowded panel leaves a peak without its label: the motion panel's three
        // largest peaks always have one.
        let labelled = Set(builder.motionPeakLabels().map(\.text))
        let largest = builder.data.peaks.sorted { abs($0.value) > abs($1.value) }.prefix(3)
        for peak in largest {
          #expect(
            DiffFigureScript.peakTexts(peak).contains { labelled.contains($0) },
            "\(preset.name) \(width)x\(height): \(peak.value) unlabelled")
        }
      }
    }
  }

  @Test("Skype at ζ 0.1, v 0.3: the peak just before the cut says so, beside the cut's label")
  func peakBeforeTheCut() throws {
    let builder = try Self.builder(.skype, damping: 0.1, velocity: 0.3)
    let last = try #require(builder.data.peaks.max { abs($0.value) < abs($1.value) })
    #expect(last.isBeforeJump && abs(last.value + 286.95) < 0.005 && last.time < 1)
    let layout = builder.motionLabelLayout()
    let cut = try #require(layout.cuts.first?.label)
    #expect(cut.text == "UIKit ends at 1.000 s: diff jumps +286.95 pt")
    let label = try #require(layout.peaks.first { $0.text.hasPrefix("−286.95 pt") })
    #expect(label.text == "−286.95 pt before the cut")
    #expect(!label.box.intersects(cut.box))
    // Both end left of the cut line, inside the plot.
    let area = builder.motionPlotArea()
    #expect(label.box.maxX < area.pixelX(1) && cut.box.maxX < area.pixelX(1))
    #expect(label.alignment == .right && cut.alignment == .right)
    // The minus sign is a true minus in the Δ panel too.
    #expect(builder.bendPeakLabels().contains { $0.text == "−186.12 pt" })
  }

  @Test("snapshot numbers: every one shown, none touching another, under their lines")
  func snapshotNumbers() throws {
    for (width, height) in [(1200, 600), (800, 600), (1200, 1200), (2400, 600), (900, 600)] {
      for count in [1, 2, 6, 7, 12, 16, 20, 24] {
        let builder = try Self.builder(.jelly, snapshots: count, width: width, height: height)
        let area = builder.snapshotPlotArea()
        guard min(area.width, area.height) >= DiffFigureScript.minimumPanelPixels else { continue }
        let labels = builder.snapshotLabels()
        #expect(labels.map(\.text) == (1...count).map(String.init))
        let plot = builder.motionPlotArea()
        for (offset, label) in labels.enumerated() {
          #expect(label.box.minX >= plot.left && label.box.maxX <= plot.right)
          // In the strip, below the lines (which start at its top) and the curves.
          #expect(label.box.maxY <= builder.snapshotStripTop)
          for other in labels[(offset + 1)...] {
            let apart =
              other.box.minY >= label.box.maxY || other.box.maxY <= label.box.minY
              || other.box.minX >= label.box.maxX + 3 || other.box.maxX <= label.box.minX - 3
            #expect(apart, "\(width)x\(height) \(count): \(label.text) and \(other.text)")
          }
          // Centred under its line unless that would cross the plot's edge.
          let line = plot.pixelX(label.lineX)
          let center = (label.box.minX + label.box.maxX) / 2
          #expect(
            abs(center - line) < 1e-6 || label.box.minX <= plot.left + 3
              || label.box.maxX >= plot.right - 3)
        }
        #expect(
          (1...3).contains(builder.snapshotRowCount), "\(width)x\(height) \(count)")
        // The curves stay above the strip.
        let lowest = builder.data.sequence.frames.flatMap(builder.plottedValues).min() ?? 0
        #expect(plot.pixelY(lowest) >= builder.snapshotStripTop)
      }
    }
  }

  @Test("keys show only where they fit the panel's width; axis labels where it is tall enough")
  func keysFit() throws {
    let wide = try Self.builder(.jelly, width: 1200, height: 600)
    #expect(wide.showsKeys && wide.shownBendTitle == "Δ edge bend (Glow's deltaHeight)")
    // At 900 px the jelly's long bend entry is cut to its first words, and the key fits.
    let narrower = try Self.builder(.jelly, width: 900, height: 600)
    #expect(narrower.showsKeys && narrower.shownBendTitle == "Δ edge bend")
    let narrow = try Self.builder(.jelly, width: 600, height: 600)
    #expect(!narrow.showsKeys && narrow.showsAxisLabels)
    #expect(try Self.builder(.skype, width: 900, height: 600).showsKeys)
    let low = try Self.builder(.jelly, width: 1200, height: 300)
    #expect(!low.showsKeys && !low.showsAxisLabels)
  }
}
