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
/// Beside them, on the right, one overlay of every curve's value on a shared scale and, for two
/// curves or more, below it a panel of each curve's difference from the first curve,
/// value_K(u) − value_1(u) (value units: fractions of the travel), on a scale of its own so that
/// differences the overlay hides (0.02 or 1e-4) show.
///
/// Files (NAME = `curves`): `NAME-K.csv` per curve K (1-based) with progress, value, velocity;
/// for two curves or more `NAME-differences.csv` (every pair's largest difference) and
/// `NAME-minus-first.csv` (progress, then each curve's difference from the first).
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
  /// Distinct line colours, one per curve (twelve, as many as a figure holds; the pages' own,
  /// `JellyFigures.FigurePalette.curves`).
  package static let palette: [GnuplotColor] = FigurePalette.curves
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

  /// The file of each curve's difference from the first curve, written for two curves or more.
  package static let minusFirstFileName = "curves-minus-first.csv"

  /// The column of ``minusFirstFileName`` holding curve `number`'s (1-based) value minus the
  /// first curve's: `curve_K_minus_1` (`curve_1_minus_1` is 0 wherever the first curve has a
  /// value).
  package static func minusFirstColumn(_ number: Int) -> String { "curve_\(number)_minus_1" }

  /// The header of ``minusFirstFileName``: `progress`, then ``minusFirstColumn(_:)`` of every
  /// curve in order.
  package var minusFirstHeader: [String] {
    ["progress"] + curves.indices.map { Self.minusFirstColumn($0 + 1) }
  }

  /// Whether the figure has a difference panel: two curves or more.
  package var showsDifferences: Bool { curves.count >= 2 }

  /// Curve `index`'s (0-based) value minus the first curve's at progress `u` in [0, 1], in value
  /// units (fractions of the travel); NaN where either is not a number.
  package func differenceFromFirst(_ index: Int, at u: Double) -> Double {
    curves[index].value(at: u) - curves[0].value(at: u)
  }

  /// The row of ``minusFirstFileName`` at sample `i`: the progress, then every curve's
  /// ``differenceFromFirst(_:at:)``.
  package func minusFirstRow(_ i: Int) -> [Double] {
    let u = progress(i)
    let first = curves[0].value(at: u)
    return [u] + curves.map { $0.value(at: u) - first }
  }

  /// The difference panel's y range: every finite difference from the first curve and 0, padded
  /// by 8 % of its span and rounded outward to a twentieth of it (a 1, 2 or 5 × 10^k step), so
  /// that differences of 1e-4 fill the panel as well as differences of 0.5; −0.01...0.01 when
  /// every difference is 0.
  package func differenceRange() -> (Double, Double) {
    var low = 0.0
    var high = 0.0
    for i in 0..<samples {
      for value in minusFirstRow(i).dropFirst() where value.isFinite {
        low = min(low, value)
        high = max(high, value)
      }
    }
    let span = high - low
    guard span > 0 else { return (-0.01, 0.01) }
    let pad = 0.08 * span
    let unit = AxisRange.niceStep((span + 2 * pad) / 20)
    return (((low - pad) / unit).rounded(.down) * unit, ((high + pad) / unit).rounded(.up) * unit)
  }

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
    if showsDifferences {
      try FigureFolder.writeCSV(
        Self.minusFirstFileName, in: folder, header: minusFirstHeader, rows: samples,
        row: minusFirstRow)
      names.append(Self.minusFirstFileName)
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
    let right = rightColumn(
      area: 1
        - PageTitle(pageTitle(title), pageWidth: folder.width)
        .heightFraction(pageHeight: folder.height),
      height: folder.height)
    if folder.format != .dumb,
      min(area.width, area.height, right.overlayPlotPixels, right.differencePlotPixels)
        < DiffFigureScript.minimumPanelPixels
    {
      throw .panelsDoNotFit
    }
    let script = try FigureFolder.script { () throws(GnuplotScriptError) in
      try self.script(
        name: name, title: pageTitle(title), terminal: folder.terminal,
        outputFileName: folder.imageName(name), width: folder.width, height: folder.height)
    }
    let written = try write(name: name, in: try folder.makeFolder())
    return FigureDrawing(
      body: .script(script), dataFiles: written, parameters: manifestParameters())
  }

  /// The manifest's parameters: the curves' names, the sample count and, for two curves or
  /// more, the largest difference between any two (value units).
  package func manifestParameters() -> [String: ManifestValue] {
    [
      "curves": .strings(curves.map(\.name)), "samples": .number(Double(samples)),
    ].merging(
      differences.largest.map { ["largest_difference": .number($0.largest)] } ?? [:]
    ) { a, _ in a }
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
      &script, name: name, colors: colors, area: area, share: share, pageWidth: width,
      pageHeight: height)
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

  /// The right-hand column below the page title, which leaves `area` (a fraction of the page)
  /// of a page `height` pixels high: the overlay's height and, for two curves or more, the
  /// difference panel's below it, both fractions of the page (the difference panel's holds the
  /// key below it, one line per curve); and the estimated height of each plot area, in pixels
  /// (infinite for one curve, whose overlay takes the whole column as before). Of the room the
  /// margins, titles and key leave, the overlay's plot takes 55 %, the difference panel's 45 %.
  package func rightColumn(area: Double, height: Int) -> (
    overlay: Double, difference: Double, overlayPlotPixels: Double, differencePlotPixels: Double
  ) {
    let page = Double(height)
    guard showsDifferences else { return (area, 0, .infinity, .infinity) }
    let (overlayMargins, differenceMargins) = Self.rightMargins(curveCount: curves.count)
    let plots = area * page - (overlayMargins + differenceMargins) * TextMetrics.lineHeight
    let differencePlot = 0.45 * plots
    let difference = (differencePlot + differenceMargins * TextMetrics.lineHeight) / page
    return (area - difference, difference, 0.55 * plots, differencePlot)
  }

  /// The lines of margin above and below the overlay's plot (its title, then a gap: its x tic
  /// labels are the difference panel's) and the difference panel's (its title; its tic labels,
  /// x label and the key of `curveCount` lines below).
  static func rightMargins(curveCount: Int) -> (overlay: Double, difference: Double) {
    (2 + 0.6, 2 + differenceBottomMargin(curveCount: curveCount))
  }

  /// The difference panel's bottom margin, in lines: the x tic labels, the x label, then the
  /// key of `curveCount` lines. Fixed rather than gnuplot's own, which puts the key over the x
  /// label.
  static func differenceBottomMargin(curveCount: Int) -> Double { 4 + Double(curveCount) }

  /// The difference panel's y tic step on a plot `pixels` high.
  package func differenceTickStep(pixels: Double) -> Double {
    let (low, high) = differenceRange()
    return AxisRange.tickStep(span: high - low, pixels: pixels)
  }

  /// The digits after the point of the difference panel's tic labels for a tic `step`: nil
  /// (gnuplot's own format) for a step of 0.001 or more, else enough for the step (5e-05: 5).
  package static func differenceTickDecimals(step: Double) -> Int? {
    step >= 1e-3 ? nil : Int((-log10(step)).rounded(.up))
  }

  /// The left margin of both right-hand panels, in characters: 9, or room for a sign, "0." and
  /// the decimals of the difference panel's tic labels beside the y label.
  static func rightLeftMargin(decimals: Int?) -> Double {
    max(9, Double((decimals ?? 0) + 6))
  }

  /// The right-hand panels: every curve's value on one shared scale and, for two curves or
  /// more, each curve's difference from the first below it; the curves named in a key below the
  /// lowest panel.
  private func addOverlay(
    _ script: inout GnuplotScript, name: String, colors: [GnuplotColor], area: Double,
    share: Double, pageWidth: Int, pageHeight: Int
  ) throws(GnuplotScriptError) {
    let column = rightColumn(area: area, height: pageHeight)
    let overlayBottom = area - column.overlay
    let differenceStep =
      showsDifferences ? differenceTickStep(pixels: column.differencePlotPixels) : 1
    let decimals = Self.differenceTickDecimals(step: differenceStep)
    let left = showsDifferences ? Self.rightLeftMargin(decimals: decimals) : 9
    try script.setPanel(
      originX: share, originY: overlayBottom, width: 1 - share, height: area - overlayBottom)
    if showsDifferences {
      try script.setMargins(left: left, right: 3, bottom: 0.6, top: 2)
      script.setXTickLabels(false)
    } else {
      try script.setMargins(left: 9, right: 3, bottom: nil, top: 2)
    }
    script.clearLabelsAndTitle()
    // Alone, the overlay has the key below it in gnuplot's own margin, where an x label would
    // collide with it.
    // Centred on the plot area (margins of 9 and 3 characters), a title reaches the panel's
    // right edge at twice the plot's half width plus the right margin.
    let room = (1 - share) * Double(pageWidth) - 6 * TextMetrics.characterWidth - 8
    let overlayTitle = "all curves, one scale (progress 0...1)"
    try script.setTitle(
      TextMetrics.width(overlayTitle) <= room ? overlayTitle : "all curves, one scale")
    try script.setYLabel("value")
    script.setGrid(true)
    try script.setXRange(0, 1)
    let (low, high) = overlayRange()
    try script.setYRange(low, high)
    try script.setTickSteps(x: 0.2, y: AxisRange.niceStep((high - low) / 6))
    guard showsDifferences else {
      script.setKey(.belowOneColumn, opaque: false)
      try script.plot(
        curves.enumerated().map { offset, curve in
          GnuplotPlotClause(
            fileName: Self.fileName(name, offset + 1), xColumn: "progress", yColumn: "value",
            color: colors[offset], lineWidth: 2,
            title: Self.keyTitle(curve.name, pageWidth: pageWidth, share: share))
        })
      script.setKey(false)
      return
    }
    script.setKey(false)
    try script.plot(
      curves.enumerated().map { offset, _ in
        GnuplotPlotClause(
          fileName: Self.fileName(name, offset + 1), xColumn: "progress", yColumn: "value",
          color: colors[offset], lineWidth: 2)
      })
    script.setXTickLabels(true)
    // Below: each curve's value minus the first's, on its own scale, the key below it.
    try script.setPanel(originX: share, originY: 0, width: 1 - share, height: overlayBottom)
    try script.setMargins(
      left: left, right: 3, bottom: Self.differenceBottomMargin(curveCount: curves.count),
      top: 2)
    let differenceTitle = "each curve − \(curves[0].name) (curve 1)"
    try script.setTitle(
      TextMetrics.width(differenceTitle) <= room ? differenceTitle : "each curve − curve 1")
    try script.setXLabel("progress")
    try script.setYLabel("value − curve 1")
    script.setKey(.belowOneColumn, opaque: false)
    let (differenceLow, differenceHigh) = differenceRange()
    try script.setYRange(differenceLow, differenceHigh)
    try script.setTickSteps(x: 0.2, y: differenceStep)
    if let decimals { try script.setYTickDecimals(decimals) }
    try script.plot(
      curves.enumerated().map { offset, curve in
        GnuplotPlotClause(
          fileName: Self.minusFirstFileName, xColumn: "progress",
          yColumn: Self.minusFirstColumn(offset + 1), color: colors[offset], lineWidth: 2,
          title: Self.keyTitle(curve.name, pageWidth: pageWidth, share: share))
      })
    script.setKey(false)
    script.setYTickLabels(true)
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
