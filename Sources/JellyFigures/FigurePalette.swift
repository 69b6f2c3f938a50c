import JellyGnuplot

/// The colours of jellylab's figures, one entry per drawn series, shared by the gnuplot scripts
/// and the HTML pages so that a series has the same colour wherever it is drawn.
package enum FigurePalette {
  /// One named colour of the table.
  package struct Entry: Sendable, Equatable {
    /// The series' name, lower case with hyphens (a CSS custom property `--c-NAME` on pages).
    package let name: String
    /// The colour.
    package let color: GnuplotColor
  }

  /// The plot's main curve: the jelly's displacement, a menu's diff (`#3366cc`).
  package static let motion = GnuplotColor.jellyBlue
  /// A menu's side helper, displacement from its target (`#31a354`).
  package static let side = GnuplotColor(red: 0x31, green: 0xA3, blue: 0x54)
  /// A menu's center helper, displacement from its target, dashed (`#756bb1`).
  package static let center = GnuplotColor(red: 0x75, green: 0x6B, blue: 0xB1)
  /// The peaks of the motion (`#e6550d`).
  package static let peaks = GnuplotColor.jellyOrange
  /// The edge bend Δ (`#31a354`).
  package static let bend = GnuplotColor(red: 0x31, green: 0xA3, blue: 0x54)
  /// The continuous peaks of Δ (`#006d2c`).
  package static let bendPeaks = GnuplotColor(red: 0x00, green: 0x6D, blue: 0x2C)
  /// The shading of inverted intervals and the "this frame" marker (`#cb181d`).
  package static let inversion = GnuplotColor(red: 0xCB, green: 0x18, blue: 0x1D)
  /// The line where UIKit ends an animation (`#252525`).
  package static let cut = GnuplotColor(red: 0x25, green: 0x25, blue: 0x25)
  /// The shapes' outline stroke (`#1a3366`).
  package static let outline = GnuplotColor.jellyNavy
  /// The lightest colour of the snapshot ramp: early frames (`#6baed6`).
  package static let rampStart = GnuplotColor(red: 0x6B, green: 0xAE, blue: 0xD6)
  /// The darkest colour of the snapshot ramp: late frames (`#08306b`).
  package static let rampEnd = GnuplotColor(red: 0x08, green: 0x30, blue: 0x6B)
  /// The compare figure's diff, wide and light (`#6baed6`).
  package static let compareDiff = GnuplotColor(red: 0x6B, green: 0xAE, blue: 0xD6)
  /// The compare figure's first fit (`#e6550d`).
  package static let compareFirstFit = GnuplotColor.jellyOrange
  /// The compare figure's second fit, dashed (`#31a354`).
  package static let compareSecondFit = GnuplotColor(red: 0x31, green: 0xA3, blue: 0x54)
  /// The compare figure's third fit, dashed (`#54278f`).
  package static let compareThirdFit = GnuplotColor(red: 0x54, green: 0x27, blue: 0x8F)

  /// The curves of `jellylab compare curves`, one colour per curve in the order given (twelve,
  /// as many as its figure holds): on pages `curve-1` … `curve-12`.
  package static let curves: [GnuplotColor] = [
    .jellyBlue, .jellyOrange, GnuplotColor(red: 0x31, green: 0xA3, blue: 0x54),
    GnuplotColor(red: 0x75, green: 0x6B, blue: 0xB1),
    GnuplotColor(red: 0xCB, green: 0x18, blue: 0x1D),
    .jellyNavy,
    GnuplotColor(red: 0x17, green: 0xA2, blue: 0xB8),
    GnuplotColor(red: 0x8C, green: 0x56, blue: 0x4B),
    GnuplotColor(red: 0xE3, green: 0x77, blue: 0xC2),
    GnuplotColor(red: 0x9A, green: 0x9B, blue: 0x1A),
    GnuplotColor(red: 0x5F, green: 0x5F, blue: 0x5F),
    GnuplotColor(red: 0xF2, green: 0xA9, blue: 0x00),
  ]

  /// The entry name of curve `index` (0-based) of ``curves``: `curve-1` … `curve-12`, wrapping
  /// around past the twelfth.
  package static func curveName(_ index: Int) -> String { "curve-\(index % curves.count + 1)" }

  /// Every entry, in a fixed order; pages turn these into CSS custom properties.
  package static let entries: [Entry] =
    [
      Entry(name: "motion", color: motion), Entry(name: "side", color: side),
      Entry(name: "center", color: center), Entry(name: "peaks", color: peaks),
      Entry(name: "bend", color: bend), Entry(name: "bend-peaks", color: bendPeaks),
      Entry(name: "inversion", color: inversion), Entry(name: "cut", color: cut),
      Entry(name: "outline", color: outline), Entry(name: "ramp-start", color: rampStart),
      Entry(name: "ramp-end", color: rampEnd), Entry(name: "compare-diff", color: compareDiff),
      Entry(name: "compare-fit-1", color: compareFirstFit),
      Entry(name: "compare-fit-2", color: compareSecondFit),
      Entry(name: "compare-fit-3", color: compareThirdFit),
    ] + curves.indices.map { Entry(name: curveName($0), color: curves[$0]) }
}
