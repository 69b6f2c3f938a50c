/// A builder for standalone gnuplot 5.4 scripts that plot CSV files from their own folder.
///
/// The script starts with the terminal and output commands (``setupLines(outputFileName:)``),
/// followed by the commands added through the builder methods, in call order. The text is
/// deterministic: the same calls give the same bytes, so a golden test can pin it.
///
/// Safety: every user-supplied text (titles, labels, key entries, column and file names) goes
/// through ``GnuplotQuoting``: single quotes with `'` doubled, control characters rejected, file
/// names prefixed with `./`. The builder never emits double quotes, backquotes, `system`, `!`,
/// `shell`, `load` or `call`, so no text passed to it can make gnuplot run a command.
///
/// Run the result as `gnuplot NAME.gp` from the folder holding the CSV files.
package struct GnuplotScript: Equatable, Sendable {
  /// The output device and size.
  package let terminal: GnuplotTerminal
  /// The figure's file name, relative to the script's folder (e.g. `spring.png`).
  package let outputFileName: String
  /// The commands after the setup lines, one per element (a `plot` may span lines).
  package internal(set) var commands: [String] = []

  /// Starts a script writing to `outputFileName` on `terminal`.
  ///
  /// - Throws: ``GnuplotScriptError`` when the terminal is out of range or the name is not a
  ///   safe relative file name.
  package init(terminal: GnuplotTerminal, outputFileName: String) throws(GnuplotScriptError) {
    _ = try terminal.command()
    try GnuplotQuoting.validateRelativeFileName(outputFileName, parameter: "output file name")
    self.terminal = terminal
    self.outputFileName = outputFileName
  }

  /// The full script writing to ``outputFileName``, ending in a newline.
  package var text: String {
    // The terminal and the name were validated by `init`, so this cannot fail.
    (try? text(outputFileName: outputFileName)) ?? ""
  }

  /// The full script with its output sent to `outputFileName` instead, e.g. a temporary name.
  ///
  /// - Throws: ``GnuplotScriptError`` when the name is not a safe relative file name.
  package func text(outputFileName: String) throws(GnuplotScriptError) -> String {
    (try setupLines(outputFileName: outputFileName) + commands).joined(separator: "\n") + "\n"
  }

  /// The marker line that ``text(outputFileName:pageMarkers:)`` prints on standard output after
  /// each finished page.
  package static let pageMarker = "jellylab-page"

  /// The number of multiplot pages (``endMultiplot()`` calls): the frames of an animated GIF.
  package var multiplotPageCount: Int {
    commands.reduce(0) { $0 + ($1 == "unset multiplot" ? 1 : 0) }
  }

  /// The full script to `outputFileName`, and when `pageMarkers` is true also printing the line
  /// ``pageMarker`` on standard output after each multiplot page, so that a caller can show
  /// progress (the saved script never has these lines).
  ///
  /// - Throws: ``GnuplotScriptError`` when the name is not a safe relative file name.
  package func text(outputFileName: String, pageMarkers: Bool) throws(GnuplotScriptError)
    -> String
  {
    guard pageMarkers else { return try text(outputFileName: outputFileName) }
    var lines = try setupLines(outputFileName: outputFileName) + ["set print '-'"]
    for command in commands {
      lines.append(command)
      if command == "unset multiplot" { lines.append("print '\(Self.pageMarker)'") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `set terminal …` and `set output './…'` lines for `outputFileName`.
  ///
  /// - Throws: ``GnuplotScriptError`` when the name is not a safe relative file name.
  package func setupLines(outputFileName: String) throws(GnuplotScriptError) -> [String] {
    [
      "# jellylab figure; run from this folder: gnuplot <this file>",
      try terminal.command(),
      "set output " + (try GnuplotQuoting.quotedFileName(outputFileName, parameter: "output")),
    ]
  }

  // MARK: - Data and axes

  /// Reads data files as comma-separated with a header row, so columns are used by name.
  package mutating func readCommaSeparatedValuesWithHeaders() {
    commands.append("set datafile separator comma")
    commands.append("set datafile columnheaders")
  }

  /// Sets the plot title (or the page title inside a multiplot panel).
  ///
  /// - Throws: ``GnuplotScriptError`` for control characters in `title`.
  package mutating func setTitle(_ title: String) throws(GnuplotScriptError) {
    commands.append("set title \(try GnuplotQuoting.quoted(title, parameter: "title")) noenhanced")
  }

  /// Sets the x axis label, e.g. `time [s]`.
  ///
  /// - Throws: ``GnuplotScriptError`` for control characters in `label`.
  package mutating func setXLabel(_ label: String) throws(GnuplotScriptError) {
    let text = try GnuplotQuoting.quoted(label, parameter: "x label")
    commands.append("set xlabel \(text) noenhanced")
  }

  /// Sets the y axis label, e.g. `diff [pt]`.
  ///
  /// - Throws: ``GnuplotScriptError`` for control characters in `label`.
  package mutating func setYLabel(_ label: String) throws(GnuplotScriptError) {
    let text = try GnuplotQuoting.quoted(label, parameter: "y label")
    commands.append("set ylabel \(text) noenhanced")
  }

  /// Removes the axis labels and the title (e.g. between multiplot panels).
  package mutating func clearLabelsAndTitle() {
    commands.append("unset xlabel")
    commands.append("unset ylabel")
    commands.append("unset title")
  }

  /// Fixes the x range to `lower...upper` (finite, lower < upper) in data units.
  ///
  /// - Throws: ``GnuplotScriptError`` for a non-finite or empty range.
  package mutating func setXRange(_ lower: Double, _ upper: Double) throws(GnuplotScriptError) {
    commands.append("set xrange " + (try Self.range(lower, upper, "x range")))
  }

  /// Fixes the y range to `lower...upper` (finite, lower < upper) in data units.
  ///
  /// - Throws: ``GnuplotScriptError`` for a non-finite or empty range.
  package mutating func setYRange(_ lower: Double, _ upper: Double) throws(GnuplotScriptError) {
    commands.append("set yrange " + (try Self.range(lower, upper, "y range")))
  }

  /// Fixes the y range to `lower...upper` (finite, lower < upper) with y growing downwards, as
  /// in UIKit: written `set yrange [upper:lower]`, because gnuplot 5.4 ignores `reverse` on an
  /// explicit range.
  ///
  /// - Throws: ``GnuplotScriptError`` for a non-finite or empty range.
  package mutating func setYRangePointingDown(_ lower: Double, _ upper: Double)
    throws(GnuplotScriptError)
  {
    _ = try Self.range(lower, upper, "y range")
    let low = try GnuplotQuoting.number(lower, parameter: "y range")
    let high = try GnuplotQuoting.number(upper, parameter: "y range")
    commands.append("set yrange [\(high):\(low)]")
  }

  /// Puts major tics every `x` and `y` data units (each finite and > 0), or back to automatic
  /// spacing for a nil step.
  ///
  /// - Throws: ``GnuplotScriptError`` for a step that is not finite and > 0.
  package mutating func setTickSteps(x: Double?, y: Double?) throws(GnuplotScriptError) {
    var lines: [String] = []
    for (axis, step) in [("x", x), ("y", y)] {
      guard let step else {
        lines.append("set \(axis)tics autofreq")
        continue
      }
      guard step.isFinite, step > 0 else {
        throw GnuplotScriptError(
          parameter: "\(axis) tic step", value: "\(step)", allowed: "a finite number > 0")
      }
      lines.append("set \(axis)tics \(try GnuplotQuoting.number(step, parameter: "tic step"))")
    }
    commands += lines
  }

  /// Shows (`true`, gnuplot's default format) or hides the x tic labels, keeping the tic marks
  /// and the grid: e.g. on the upper of two panels that share an x axis labelled below.
  package mutating func setXTickLabels(_ visible: Bool) {
    commands.append(visible ? "set format x '% h'" : "set format x ''")
  }

  /// Writes the y tick labels with `places` (0...20) digits after the point (`%.Nf`), so that
  /// small steps (5e-05) read as one column of numbers rather than gnuplot's mix of decimals
  /// and exponents.
  ///
  /// - Throws: ``GnuplotScriptError`` for `places` outside 0...20.
  package mutating func setYTickDecimals(_ places: Int) throws(GnuplotScriptError) {
    guard (0...20).contains(places) else {
      throw GnuplotScriptError(
        parameter: "y tick decimals", value: "\(places)", allowed: "an integer in 0...20")
    }
    commands.append("set format y '%.\(places)f'")
  }

  /// Shows or hides the y axis' tick labels (the ticks stay).
  package mutating func setYTickLabels(_ visible: Bool) {
    commands.append(visible ? "set format y '% h'" : "set format y ''")
  }

  /// Fixes the margins around the next plots, in character heights/widths (each in 0...100), or
  /// lets gnuplot choose them for a nil value.
  ///
  /// - Throws: ``GnuplotScriptError`` for a margin outside 0...100.
  package mutating func setMargins(left: Double?, right: Double?, bottom: Double?, top: Double?)
    throws(GnuplotScriptError)
  {
    var lines: [String] = []
    for (side, value) in [("l", left), ("r", right), ("b", bottom), ("t", top)] {
      if let value {
        let text = try GnuplotNumbers.inRange(value, 0...100, "\(side)margin")
        lines.append("set \(side)margin \(text)")
      } else {
        lines.append("set \(side)margin")
      }
    }
    commands += lines
  }

  /// Shows (`true`) or hides the background grid.
  package mutating func setGrid(_ visible: Bool) {
    commands.append(visible ? "set grid" : "unset grid")
  }

  /// Shows the key (legend) in the top right corner (`true`) or hides it.
  package mutating func setKey(_ visible: Bool) {
    commands.append(visible ? "set key top right" : "unset key")
  }

  /// Gives x and y the same length per data unit, so shapes are not distorted.
  package mutating func setEqualAxisScales() {
    commands.append("set size ratio -1")
  }

  /// Lets x and y scale independently again (undoes ``setEqualAxisScales()``).
  package mutating func setFreeAxisScales() {
    commands.append("set size noratio")
  }

  /// Defines a numbered line style for ``GnuplotPlotClause/lineStyle``.
  ///
  /// - Throws: ``GnuplotScriptError`` when a field is out of range.
  package mutating func defineLineStyle(_ style: GnuplotLineStyle) throws(GnuplotScriptError) {
    commands.append(try style.command())
  }

  // MARK: - Annotations

  /// Places `text` with its left end at the data point (`x`, `y`).
  ///
  /// - Throws: ``GnuplotScriptError`` for control characters or non-finite coordinates.
  package mutating func addLabel(_ text: String, x: Double, y: Double) throws(GnuplotScriptError) {
    let quoted = try GnuplotQuoting.quoted(text, parameter: "label")
    commands.append("set label \(quoted) at \(try Self.point(x, y, "label position")) noenhanced")
  }

  /// Draws an arrow between two data points, with a head at the end when `head` is true.
  ///
  /// - Throws: ``GnuplotScriptError`` for non-finite coordinates or a width outside 0.1...50.
  package mutating func addArrow(
    fromX: Double, fromY: Double, toX: Double, toY: Double, head: Bool = true,
    color: GnuplotColor = .jellyNavy, lineWidth: Double = 1
  ) throws(GnuplotScriptError) {
    let start = try Self.point(fromX, fromY, "arrow start")
    let end = try Self.point(toX, toY, "arrow end")
    let width = try GnuplotNumbers.inRange(lineWidth, 0.1...50, "arrow width")
    commands.append(
      "set arrow from \(start) to \(end) \(head ? "head" : "nohead") lc \(color) lw \(width)")
  }

  /// Removes all labels and arrows (e.g. before the next multiplot panel).
  package mutating func clearAnnotations() {
    commands.append("unset label")
    commands.append("unset arrow")
  }

  // MARK: - Layout

  /// Starts a multiplot page with an optional page `title`; place panels with
  /// ``setPanel(originX:originY:width:height:)`` and close with ``endMultiplot()``.
  ///
  /// - Throws: ``GnuplotScriptError`` for control characters in `title`.
  package mutating func beginMultiplot(title: String? = nil) throws(GnuplotScriptError) {
    if let title {
      let quoted = try GnuplotQuoting.quoted(title, parameter: "multiplot title")
      commands.append("set multiplot title \(quoted) noenhanced")
    } else {
      commands.append("set multiplot")
    }
  }

  /// Places the next plot at `originX`, `originY` with size `width`×`height`, all as fractions
  /// of the page in 0...1 (origin at the bottom left). A layout's sums of fractions may miss
  /// 0 or 1 by rounding: values within ``panelRoundingSlack`` outside 0...1 are taken as 0 or 1.
  ///
  /// - Throws: ``GnuplotScriptError`` when a fraction is outside 0...1 or a size is 0.
  package mutating func setPanel(originX: Double, originY: Double, width: Double, height: Double)
    throws(GnuplotScriptError)
  {
    func snapped(_ fraction: Double) -> Double {
      let slack = Self.panelRoundingSlack
      return fraction < 0 && fraction >= -slack
        ? 0 : fraction > 1 && fraction <= 1 + slack ? 1 : fraction
    }
    let x = try GnuplotNumbers.inRange(snapped(originX), 0...1, "panel origin x")
    let y = try GnuplotNumbers.inRange(snapped(originY), 0...1, "panel origin y")
    let w = try GnuplotNumbers.inRange(snapped(width), 0.001...1, "panel width")
    let h = try GnuplotNumbers.inRange(snapped(height), 0.001...1, "panel height")
    commands.append("set origin \(x),\(y)")
    commands.append("set size \(w),\(h)")
  }

  /// How far outside 0...1 a panel fraction may fall by rounding and still count as 0 or 1
  /// (1e-9 of the page, far below a pixel of the largest page).
  package static let panelRoundingSlack = 1e-9

  /// Ends the multiplot page started by ``beginMultiplot(title:)``.
  package mutating func endMultiplot() {
    commands.append("unset multiplot")
  }

  // MARK: - Plotting

  /// Draws `clauses` in one `plot` command (one frame on an animated terminal).
  ///
  /// - Throws: ``GnuplotScriptError`` for an empty list, unsafe text or out-of-range values.
  package mutating func plot(_ clauses: [GnuplotPlotClause]) throws(GnuplotScriptError) {
    guard !clauses.isEmpty else {
      throw GnuplotScriptError(
        parameter: "plot clauses", value: "[]", allowed: "at least one clause")
    }
    var texts: [String] = []
    for clause in clauses { texts.append(try clause.text()) }
    commands.append("plot " + texts.joined(separator: ", \\\n     "))
  }

  private static func range(_ lower: Double, _ upper: Double, _ parameter: String)
    throws(GnuplotScriptError) -> String
  {
    guard lower.isFinite, upper.isFinite, lower < upper else {
      throw GnuplotScriptError(
        parameter: parameter, value: "\(lower)...\(upper)", allowed: "finite bounds, lower < upper")
    }
    let low = try GnuplotQuoting.number(lower, parameter: parameter)
    let high = try GnuplotQuoting.number(upper, parameter: parameter)
    return "[\(low):\(high)]"
  }

  private static func point(_ x: Double, _ y: Double, _ parameter: String)
    throws(GnuplotScriptError) -> String
  {
    let xText = try GnuplotQuoting.number(x, parameter: parameter)
    let yText = try GnuplotQuoting.number(y, parameter: parameter)
    return "first \(xText), first \(yText)"
  }
}
