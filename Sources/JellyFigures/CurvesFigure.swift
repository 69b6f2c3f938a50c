import Foundation
import JellyAnalysis
import JellyEasing
import JellyGnuplot
import JellyIO
import JellyText

/// The `compare --curves` figure: easing curves as small multiples, one column per curve with
/// its value over progress on top and its velocity d(value)/d(progress) below, both from
/// JellyEasing (`JellyEasing.EasingCurve.value(at:)` and
/// `JellyEasing.EasingCurve.derivative(at:)`) on N evenly spaced progress values in [0, 1].
///
/// Files (NAME = `curves`): `NAME-K.csv` per curve K (1-based) with progress, value, velocity.
package struct CurvesFigure: Figure {
  /// The most curves one figure holds.
  package static let maximumCurves = 12
  /// The most columns per row group; more curves wrap into further value/velocity row pairs.
  package static let maximumColumns = 4
  /// Fraction of the page height below a one-line page title.
  package static let panelAreaHeight = 0.93
  /// Room for tic labels, axis labels and the title around a panel, in pixels (width, height):
  /// the left and right margins (8 + 2 characters), and the larger of a value panel's (up to
  /// three title lines) and a velocity panel's (tic labels and the x label) top and bottom
  /// margins.
  package static let panelMargins = (80.0, 66.0)
  /// Distinct line colours, one per curve (twelve, as many as a figure holds).
  package static let palette: [GnuplotColor] = [
    .jellyBlue, .jellyOrange, GnuplotColor(red: 0x31, green: 0xA3, blue: 0x54),
    GnuplotColor(red: 0x75, green: 0x6B, blue: 0xB1),
    GnuplotColor(red: 0xCB, green: 0x18, blue: 0x1D),
    .jellyNavy,
    // Six more, so that the 12 curves a figure holds have 12 colours in the overlay's key.
    GnuplotColor(red: 0x17, green: 0xA2, blue: 0xB8),
    GnuplotColor(red: 0x8C, green: 0x56, blue: 0x4B),
    GnuplotColor(red: 0xE3, green: 0x77, blue: 0xC2),
    GnuplotColor(red: 0x9A, green: 0x9B, blue: 0x1A),
    GnuplotColor(red: 0x5F, green: 0x5F, blue: 0x5F),
    GnuplotColor(red: 0xF2, green: 0xA9, blue: 0x00),
  ]
  /// The CSV column names.
  package static let header = ["progress", "value", "velocity"]

  /// The curves, in the order given.
  package let curves: [any EasingCurve]
  /// The number of samples per curve, ≥ 3.
  package let samples: Int
  /// The caller's title (safe for gnuplot), or nil for `jellylab compare: easing curves`.
  package let title: String?

  /// The figure of `curves` (1...``maximumCurves``), each sampled `samples` (≥ 3) times, titled
  /// `title` (nil: `jellylab compare: easing curves`).
  package init(curves: [any EasingCurve], samples: Int, title: String? = nil) {
    self.curves = curves
    self.samples = samples
    self.title = title
    differences = CurveDifferences(curves: curves, samples: samples)
  }

  /// The largest difference between each pair of curves on the figure's grid.
  package let differences: CurveDifferences

  /// The differences file's name and columns: the curves' numbers (as in `curves-N.csv`), the
  /// largest |difference| and the progress where it occurs.
  package static let differencesFileName = "curves-differences.csv"
  package static let differencesHeader = ["first", "second", "largest_difference", "at_progress"]

  /// The figure name: `curves`.
  package var name: String { "curves" }

  /// `NAME-K.csv` for curve `number` (1-based).
  package static func fileName(_ name: String, _ number: Int) -> String { "\(name)-\(number).csv" }

  /// The progress of sample `i`.
  package func progress(_ i: Int) -> Double { Double(i) / Double(samples - 1) }

  /// (columns, row groups) of the grid on a `width`×`height` page: each group is a value row
  /// over a velocity row, in the left ``smallMultiplesShare(width:)`` of the page. Of
  /// 1...``maximumColumns`` columns, the one whose panels have the largest
  /// min(plot width, 1.5 × plot height): curves read best wider than tall.
  package func layout(width: Int, height: Int) -> (columns: Int, groups: Int) {
    let share = smallMultiplesShare(width: width)
    let best = PanelGrid.best(
      count: curves.count, columns: 1...max(1, min(curves.count, Self.maximumColumns))
    ) { columns, groups in
      let area = Self.panelArea(
        width: width, height: height, columns: columns, groups: groups, share: share)
      return min(area.width, 1.5 * area.height)
    }
    return (best.columns, best.rows)
  }

  /// The plot area of one panel on a `width`×`height` page, in pixels, in the chosen layout.
  package func panelArea(width: Int, height: Int) -> (width: Double, height: Double) {
    let (columns, groups) = layout(width: width, height: height)
    return Self.panelArea(
      width: width, height: height, columns: columns, groups: groups,
      share: smallMultiplesShare(width: width))
  }

  /// The plot area of one panel of a `columns` × (2·`groups`) grid in the left `share` of the
  /// page, in pixels.
  package static func panelArea(width: Int, height: Int, columns: Int, groups: Int, share: Double)
    -> (width: Double, height: Double)
  {
    let cell = PanelGrid(columns: columns, rows: 2 * groups, width: share, height: panelAreaHeight)
      .cellPixels(pageWidth: width, pageHeight: height)
    return (cell.width - panelMargins.0, cell.height - panelMargins.1)
  }

  /// The share of a `width`-pixel page taken by the small multiples: the overlay at the right
  /// gets at least ``minimumOverlayShare`` of the page, more (up to ``maximumOverlayShare``)
  /// where its key needs it for the longest name to show whole.
  package func smallMultiplesShare(width: Int) -> Double {
    let name = curves.map { TextMetrics.width($0.name) }.max() ?? 0
    // The key's text starts 13 characters right of the panel's edge (the margin, then the line
    // sample); text runs up to 12 % wider than the estimate (PDF pages).
    let needed = 13 * TextMetrics.characterWidth + Self.textSlack * name + 20
    return 1 - min(max(needed / Double(width), Self.minimumOverlayShare), Self.maximumOverlayShare)
  }

  /// How much wider than ``TextMetrics`` estimates gnuplot's text may come out (pdfcairo's is
  /// about 6 % wider than pngcairo's), for text that must not be cut.
  package static let textSlack = 1.12

  /// The smallest share of the page the overlay panel takes.
  package static let minimumOverlayShare = 0.3
  /// The largest share of the page the overlay panel takes.
  package static let maximumOverlayShare = 0.45

  /// Writes one CSV per curve into `folder` and returns their names.
  package func write(name: String, in folder: URL) throws(FigureError) -> [String] {
    var names: [String] = []
    for (offset, curve) in curves.enumerated() {
      let fileName = Self.fileName(name, offset + 1)
      try FigureFolder.writeCSV(fileName, in: folder, header: Self.header, rows: samples) {
        let u = progress($0)
        return [u, curve.value(at: u), curve.derivative(at: u)]
      }
      names.append(fileName)
    }
    let pairs = differences.pairs
    if !pairs.isEmpty {
      do {
        let path = folder.appendingPathComponent(Self.differencesFileName).relativePath
        let writer = try AtomicFileWriter(path: path)
        var csv = try CSVWriter(header: Self.differencesHeader) { bytes in try writer.write(bytes) }
        for pair in pairs {
          try csv.append(pair.first + 1)
          try csv.append(pair.second + 1)
          try csv.append(pair.largest)
          try csv.append(pair.progress)
          try csv.endRow()
        }
        try csv.finish()
        try writer.commit()
      } catch {
        throw .cannotWrite(detail: "\(error)")
      }
      names.append(Self.differencesFileName)
    }
    return names
  }

  /// The page title: the title (or `jellylab compare: easing curves`), the sampling and, for
  /// two curves or more, the pair that differs most (every pair is in curves-differences.csv).
  package func pageTitle(_ title: String?) -> String {
    var text =
      (title ?? "jellylab compare: easing curves") + " | value and velocity"
      + " d(value)/d(progress) on \(samples) samples"
    if let pair = differences.largest {
      text +=
        " | largest difference \(FigureNumber.significant(pair.largest)) between"
        + " \(curves[pair.first].name) and \(curves[pair.second].name) at progress"
        + " \(FigureNumber.significant(pair.progress))"
    }
    return text
  }

  /// Builds the script, then writes one CSV per curve into `folder`.
  ///
  /// - Throws: ``FigureError/panelsDoNotFit`` (before anything is written) when a panel of a
  ///   page other than dumb would be smaller than ``DiffFigureScript/minimumPanelPixels``;
  ///   otherwise a ``FigureError`` naming what could not be built or written.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let area = panelArea(width: folder.width, height: folder.height)
    if folder.format != .dumb, min(area.width, area.height) < DiffFigureScript.minimumPanelPixels {
      throw .panelsDoNotFit
    }
    let script = try FigureFolder.script { () throws(GnuplotScriptError) in
      try self.script(
        name: name, title: pageTitle(title), terminal: folder.terminal,
        outputFileName: folder.imageName(name), width: folder.width, height: folder.height)
    }
    let written = try write(name: name, in: try folder.makeFolder())
    let parameters: [String: ManifestValue] = [
      "curves": .strings(curves.map(\.name)), "samples": .number(Double(samples)),
    ].merging(
      differences.largest.map { ["largest_difference": .number($0.largest)] } ?? [:]
    ) { a, _ in a }
    return FigureDrawing(body: .script(script), dataFiles: written, parameters: parameters)
  }

  /// The script for `terminal`: small multiples, or for dumb every value curve in one chart.
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for unsafe text or out-of-range values.
  package func script(
    name: String, title: String, terminal: GnuplotTerminal, outputFileName: String,
    width: Int, height: Int
  ) throws(GnuplotScriptError) -> GnuplotScript {
    var script = try GnuplotScript.figure(terminal: terminal, outputFileName: outputFileName)
    let colors = (0..<curves.count).map { Self.palette[$0 % Self.palette.count] }
    if case .dumb = terminal {
      try script.setTitle(title)
      try script.setXLabel("progress")
      try script.setYLabel("value")
      script.setKey(true)
      try script.setXRange(0, 1)
      try script.plot(
        curves.enumerated().map { offset, curve in
          GnuplotPlotClause(
            fileName: Self.fileName(name, offset + 1), xColumn: "progress", yColumn: "value",
            title: curve.name)
        })
      return script
    }
    try script.beginMultiplot()
    let pageTitle = PageTitle(title, pageWidth: width)
    let area = 1 - pageTitle.heightFraction(pageHeight: height)
    let share = smallMultiplesShare(width: width)
    try addOverlay(
      &script, name: name, colors: colors, area: area, share: share, pageWidth: width)
    try pageTitle.addLabels(to: &script, pageHeight: height)
    let (columns, groups) = layout(width: width, height: height)
    let grid = PanelGrid(columns: columns, rows: 2 * groups, width: share, height: area)
    let (cellWidth, cellHeight) = (grid.cellWidth, grid.cellHeight)
    let titles = panelTitles(width: width, height: height)
    let titleLines = Double(titles.map(\.lines.count).max() ?? 1)
    for (offset, curve) in curves.enumerated() {
      let column = offset % columns
      let group = offset / columns
      let fileName = Self.fileName(name, offset + 1)
      for (row, isVelocity) in [(2 * group, false), (2 * group + 1, true)] {
        let cell = grid.cell(row: row, column: column)
        let originY = cell.originY
        try script.setPanel(
          originX: cell.originX, originY: originY, width: cell.width, height: cell.height)
        // The value panel above the velocity panel shares its x axis: only the velocity panel
        // has tic labels, and only the last row group names the axis.
        let margins =
          isVelocity
          ? (top: 0.4, bottom: group == groups - 1 ? 3.0 : 1.8)
          : (top: titleLines + 0.8, bottom: 0.4)
        try script.setMargins(left: 8, right: 2, bottom: margins.bottom, top: margins.top)
        script.clearLabelsAndTitle()
        script.setGrid(true)
        script.setKey(false)
        try script.setXRange(0, 1)
        let (low, high) = range(curve, velocity: isVelocity)
        try script.setYRange(low, high)
        let plotHeight =
          cellHeight * Double(height) - (margins.top + margins.bottom) * TextMetrics.lineHeight
        // Six progress labels need about 170 pixels; narrower panels get three.
        let plotWidth = cellWidth * Double(width) - Self.panelMargins.0
        try script.setTickSteps(
          x: plotWidth >= 170 ? 0.2 : 0.5,
          y: AxisRange.tickStep(span: high - low, pixels: plotHeight))
        script.setXTickLabels(isVelocity)
        if isVelocity {
          if group == groups - 1 { try script.setXLabel("progress") }
          try script.setYLabel("velocity")
        } else {
          try script.setYLabel("value")
          // The name, whole, in one or two lines centred over the plot area, moved toward the
          // cell's middle only as far as needed to stay inside the cell.
          let page = Double(width)
          let half =
            Self.textSlack * (titles[offset].lines.map(TextMetrics.width).max() ?? 0) / 2 / page
          // The plot area starts 8 characters (64 pixels) into the cell and is 80 pixels
          // narrower than it.
          let plotCenter = Double(column) * cellWidth + (64 + (cellWidth * page - 80) / 2) / page
          let inset = TextMetrics.characterWidth / page
          let center = min(
            max(plotCenter, Double(column) * cellWidth + inset + half),
            Double(column + 1) * cellWidth - inset - half)
          try titles[offset].addLabels(
            to: &script, centerX: center,
            plotTop: originY + cellHeight - margins.top * TextMetrics.lineHeight / Double(height),
            pageHeight: height)
        }
        try script.plot([
          GnuplotPlotClause(
            fileName: fileName, xColumn: "progress", yColumn: isVelocity ? "velocity" : "value",
            color: colors[offset], lineWidth: isVelocity ? 1.5 : 2.5)
        ])
        script.clearAnnotations()
      }
    }
    script.setXTickLabels(true)
    script.endMultiplot()
    return script
  }

  /// The value panels' titles: each curve's name in at most three lines of its cell's width.
  package func panelTitles(width: Int, height: Int) -> [PanelTitle] {
    let (columns, _) = layout(width: width, height: height)
    let cell = smallMultiplesShare(width: width) * Double(width) / Double(columns)
    // Centred on its cell, a title may take the cell less a character each side.
    let room = (cell - 2 * TextMetrics.characterWidth) / Self.textSlack
    return curves.map { PanelTitle($0.name, width: room, maximumLines: 3) }
  }

  /// The right-hand panel: every curve's value on one shared scale, named in a key below it.
  private func addOverlay(
    _ script: inout GnuplotScript, name: String, colors: [GnuplotColor], area: Double,
    share: Double, pageWidth: Int
  ) throws(GnuplotScriptError) {
    try script.setPanel(originX: share, originY: 0, width: 1 - share, height: area)
    try script.setMargins(left: 9, right: 3, bottom: nil, top: 2)
    script.clearLabelsAndTitle()
    // The key below names the curves; an x label there would collide with it.
    // Centred on the plot area (margins of 9 and 3 characters), a title reaches the panel's
    // right edge at twice the plot's half width plus the right margin.
    let room = (1 - share) * Double(pageWidth) - 6 * TextMetrics.characterWidth - 8
    let overlayTitle = "all curves, one scale (progress 0...1)"
    try script.setTitle(
      TextMetrics.width(overlayTitle) <= room ? overlayTitle : "all curves, one scale")
    try script.setYLabel("value")
    script.setGrid(true)
    script.setKey(.belowOneColumn, opaque: false)
    try script.setXRange(0, 1)
    let (low, high) = overlayRange()
    try script.setYRange(low, high)
    try script.setTickSteps(x: 0.2, y: AxisRange.niceStep((high - low) / 6))
    try script.plot(
      curves.enumerated().map { offset, curve in
        GnuplotPlotClause(
          fileName: Self.fileName(name, offset + 1), xColumn: "progress", yColumn: "value",
          color: colors[offset], lineWidth: 2,
          title: Self.keyTitle(curve.name, pageWidth: pageWidth, share: share))
      })
    script.setKey(false)
  }

  /// `name` as the overlay's key shows it on a `pageWidth`-pixel page whose small multiples
  /// take `share`: whole where it fits the page, else cut and ending in "…" (the panels' titles
  /// show every name whole).
  package static func keyTitle(_ name: String, pageWidth: Int, share: Double) -> String {
    let room =
      ((1 - share) * Double(pageWidth) - 13 * TextMetrics.characterWidth - 16) / Self.textSlack
    guard TextMetrics.width(name) > room else { return name }
    var text = name
    while !text.isEmpty, TextMetrics.width(text + "…") > room { text.removeLast() }
    return text + "…"
  }

  /// `name` cut to `limit` characters (at least 4), ending in "…" when cut.
  package static func shortened(_ name: String, to limit: Int) -> String {
    let limit = max(limit, 4)
    return name.count <= limit ? name : String(name.prefix(limit - 1)) + "…"
  }

  /// The overlay's y range: every curve's value range (``range(_:velocity:)``) together.
  package func overlayRange() -> (Double, Double) {
    var low = 0.0
    var high = 1.0
    for curve in curves {
      let (curveLow, curveHigh) = range(curve, velocity: false)
      low = min(low, curveLow)
      high = max(high, curveHigh)
    }
    return (low, high)
  }

  /// How far above the 95th percentile of |velocity| the largest must be to count as a spike.
  package static let spikeRatio = 20.0

  /// The smallest span of a velocity panel: a constant velocity (e.g. `steps`, 0 between its
  /// jumps) is drawn on −0.5...0.5, whose tic labels leave room for the axis label.
  package static let minimumVelocitySpan = 1.0

  /// The y range of a curve's value (always showing 0 and 1) or velocity (always showing 0,
  /// at least ``minimumVelocitySpan`` wide), padded by 8 % and rounded outward to 0.01.
  package func range(_ curve: any EasingCurve, velocity: Bool) -> (Double, Double) {
    var low = 0.0
    var high = velocity ? 0.0 : 1.0
    var magnitudes: [Double] = []
    for i in 0..<samples {
      let u = progress(i)
      let value = velocity ? curve.derivative(at: u) : curve.value(at: u)
      guard value.isFinite else { continue }
      low = min(low, value)
      high = max(high, value)
      magnitudes.append(abs(value))
    }
    // A velocity that spikes (a vertical tangent: cubic-bezier(0.1, 0.7, 1, 0.1) reaches 1e15)
    // would flatten the rest of its curve: the range stops at 3 × the 95th percentile of |v|,
    // and the spike runs off the panel.
    magnitudes.sort()
    if velocity, let largest = magnitudes.last {
      let typical = magnitudes[Int(0.95 * Double(magnitudes.count - 1))]
      if typical > 0, largest > Self.spikeRatio * typical {
        (low, high) = (max(low, -3 * typical), min(high, 3 * typical))
      }
    }
    if velocity, high - low < Self.minimumVelocitySpan {
      let middle = (low + high) / 2
      (low, high) = (middle - Self.minimumVelocitySpan / 2, middle + Self.minimumVelocitySpan / 2)
    }
    let pad = 0.08 * max(high - low, 1e-3)
    return AxisRange.outward(low - pad, high + pad)
  }
}
