import JellyGnuplot

/// A panel's title wrapped into lines no wider than the panel, drawn as screen labels centred
/// over its plot area (a gnuplot title is one line, cut at the panel's edges when longer).
package struct PanelTitle: Sendable, Equatable {
  /// The lines, top first.
  package let lines: [String]

  /// `text` wrapped into at most `maximumLines` lines of at most `width` pixels
  /// (``TextMetrics``), broken after spaces, commas and opening parentheses; a piece wider than a
  /// line is cut, and
  /// text left over after the last line ends it in "…".
  package init(_ text: String, width: Double, maximumLines: Int = 2) {
    var pieces: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if character == " " || character == "," || character == "(" {
        pieces.append(current)
        current = ""
      }
    }
    if !current.isEmpty { pieces.append(current) }
    var lines: [String] = []
    var line = ""
    func fits(_ candidate: String) -> Bool {
      TextMetrics.width(candidate.trimmingTrailingSpaces) <= width
    }
    var index = 0
    while index < pieces.count {
      let piece = pieces[index]
      if fits(line + piece) {
        line += piece
        index += 1
      } else if line.isEmpty {
        // A piece wider than a whole line: as much of it as fits.
        var head = ""
        for character in piece where fits(head + String(character)) { head.append(character) }
        if head.isEmpty { head = String(piece.prefix(1)) }
        lines.append(head)
        pieces[index] = String(piece.dropFirst(head.count))
        if pieces[index].isEmpty { index += 1 }
      } else {
        lines.append(line.trimmingTrailingSpaces)
        line = ""
      }
    }
    if !line.isEmpty { lines.append(line.trimmingTrailingSpaces) }
    if lines.isEmpty { lines = [""] }
    if lines.count > maximumLines {
      var last = lines[maximumLines - 1]
      while !last.isEmpty, !fits(last + "…") { last.removeLast() }
      lines = Array(lines.prefix(maximumLines - 1)) + [last + "…"]
    }
    self.lines = lines
  }

  /// The whole text shows (nothing cut).
  package var isWhole: Bool { !(lines.last?.hasSuffix("…") ?? false) }

  /// Adds the lines as labels centred at screen x `centerX`, the last line's middle
  /// `lineHeight` × 0.8 above screen y `plotTop` (the top of the plot area), on a
  /// `pageHeight`-pixel page. They show on the next `plot`; clear them after it.
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for text gnuplot cannot quote.
  package func addLabels(
    to script: inout GnuplotScript, centerX: Double, plotTop: Double, pageHeight: Int
  ) throws(GnuplotScriptError) {
    for (offset, line) in lines.enumerated() {
      let fromTop = Double(lines.count - 1 - offset) + 0.8
      let y = plotTop + fromTop * TextMetrics.lineHeight / Double(pageHeight)
      try script.addLabel(
        line, x: min(max(centerX, 0), 1), y: min(max(y, 0), 1), coordinates: .screen,
        alignment: .center)
    }
  }
}

extension String {
  /// The text without trailing spaces.
  var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
