import JellyGnuplot

/// A page title wrapped into lines that fit the page width, drawn centred at the top of a
/// multiplot page as screen-placed labels (a gnuplot multiplot title is a single line, cut off at
/// both sides when longer than the page).
package struct PageTitle: Sendable, Equatable {
  /// A conservative average glyph width of the 10-point Sans font, in pixels.
  package static let characterWidth = 6.5
  /// The distance between title lines, in pixels.
  package static let lineHeight = 15.0
  /// Free space above the first line and below the last one, in pixels.
  package static let padding = 10.0

  /// The lines, each at most ``charactersPerLine(pageWidth:)`` characters.
  package let lines: [String]

  /// `text` wrapped at spaces for a `pageWidth`-pixel page; a word longer than a line is cut.
  package init(_ text: String, pageWidth: Int) {
    let limit = Self.charactersPerLine(pageWidth: pageWidth)
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      while word.count > limit {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(limit)))
        word = word.dropFirst(limit)
      }
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= limit {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    self.lines = lines
  }

  /// The most characters of a line on a `pageWidth`-pixel page (at least 10).
  package static func charactersPerLine(pageWidth: Int) -> Int {
    max(10, Int((Double(pageWidth) - 2 * padding) / characterWidth))
  }

  /// The title's share of a `pageHeight`-pixel page, in 0...0.5.
  package func heightFraction(pageHeight: Int) -> Double {
    min(0.5, (Double(lines.count) * Self.lineHeight + 2 * Self.padding) / Double(pageHeight))
  }

  /// Adds one centred label per line at the top of the page. They show on the next `plot`;
  /// clear them (`JellyGnuplot.GnuplotScript.clearAnnotations()`) after it so later panels do
  /// not draw them again.
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for control characters in the text.
  package func addLabels(to script: inout GnuplotScript, pageHeight: Int)
    throws(GnuplotScriptError)
  {
    for (offset, line) in lines.enumerated() {
      let fromTop = Self.padding + (Double(offset) + 0.6) * Self.lineHeight
      let y = min(max(1 - fromTop / Double(pageHeight), 0), 1)
      try script.addLabel(line, x: 0.5, y: y, coordinates: .screen, alignment: .center)
    }
  }
}
