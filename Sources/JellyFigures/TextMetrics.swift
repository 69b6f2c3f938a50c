/// Estimated sizes of the text and point markers that gnuplot draws on a figure page, in pixels
/// of a PNG page (pngcairo, the 10-point Sans font, DejaVu Sans on Debian); SVG pages and PDF
/// pages (whose font is scaled with the page, see ``PlotFormat``) come out within a few per cent.
///
/// Figures use these sizes to keep labels apart from each other, from point markers, from the
/// key and inside the plot area, before gnuplot runs.
package enum TextMetrics {
  /// The em of the 10-point font, in pixels (a digit is 0.636 em, 8.1 pixels).
  package static let emPixels = 12.8
  /// gnuplot's character width, the unit of the left and right margins, in pixels.
  package static let characterWidth = 8.0
  /// gnuplot's line height, the unit of the top and bottom margins, in pixels.
  package static let lineHeight = 15.5
  /// How far the ink of a label reaches above its anchor (capitals and digits), in pixels.
  package static let ascent = 6.0
  /// How far the ink of a label reaches below its anchor (descenders), in pixels.
  package static let descent = 7.0
  /// Half the drawn size of a point marker of point size 1, in pixels (a filled circle of
  /// point size 1.3 is 9 pixels wide).
  package static let markerHalfSize = 3.6

  /// The width of `text` in pixels: the sum of DejaVu Sans's advance widths (others as a wide
  /// 0.7 em).
  package static func width(_ text: String) -> Double {
    text.unicodeScalars.reduce(0) { $0 + advance($1) } * emPixels
  }

  /// The advance of `scalar`, in em.
  static func advance(_ scalar: Unicode.Scalar) -> Double {
    switch scalar {
    case "0"..."9": return 0.636
    case " ", ".", ",", ";", "!": return 0.318
    case ":": return 0.337
    case "−", "+", "=", "<", ">", "×": return 0.838
    case "-": return 0.361
    case "(", ")", "[", "]": return 0.39
    case "/": return 0.337
    case "'": return 0.275
    case "|": return 0.337
    case "%": return 0.95
    case "_": return 0.5
    case "Δ": return 0.684
    case "a"..."z":
      let index = Int(scalar.value - Unicode.Scalar("a").value)
      return lowercase[index]
    case "A"..."Z":
      let index = Int(scalar.value - Unicode.Scalar("A").value)
      return uppercase[index]
    default: return 0.7
    }
  }

  private static let lowercase = [
    0.613, 0.635, 0.550, 0.635, 0.615, 0.352, 0.635, 0.634, 0.278, 0.278, 0.579, 0.278, 0.974,
    0.634, 0.612, 0.635, 0.635, 0.411, 0.521, 0.392, 0.634, 0.592, 0.818, 0.592, 0.592, 0.525,
  ]
  private static let uppercase = [
    0.684, 0.686, 0.698, 0.770, 0.632, 0.575, 0.775, 0.752, 0.295, 0.295, 0.656, 0.557, 0.863,
    0.748, 0.787, 0.603, 0.787, 0.695, 0.635, 0.611, 0.732, 0.684, 0.989, 0.685, 0.611, 0.685,
  ]
}
