import JellyGeometry
import JellyGnuplot

/// The plot area of one panel of a figure page, in pixels from the page's bottom left (y up),
/// and the data ranges it shows: where gnuplot draws a panel placed with
/// `JellyGnuplot.GnuplotScript.setPanel(originX:originY:width:height:)` and margins in
/// character units (``TextMetrics/characterWidth`` left and right, ``TextMetrics/lineHeight``
/// top and bottom).
package struct PlotArea: Sendable, Equatable {
  /// The plot area's edges, in pixels.
  package let left: Double
  /// The right edge, in pixels.
  package let right: Double
  /// The bottom edge, in pixels from the page's bottom.
  package let bottom: Double
  /// The top edge, in pixels from the page's bottom.
  package let top: Double
  /// The x range shown.
  package let xLow: Double
  /// The upper end of the x range.
  package let xHigh: Double
  /// The y range shown.
  package let yLow: Double
  /// The upper end of the y range.
  package let yHigh: Double

  /// The plot area of a panel at (`originX`, `originY`) of size `width`×`height` (page
  /// fractions) on a `pageWidth`×`pageHeight` page with `margins` in character units, showing
  /// `x` and `y`.
  package init(
    pageWidth: Int, pageHeight: Int, originX: Double, originY: Double, width: Double,
    height: Double, margins: (left: Double, right: Double, bottom: Double, top: Double),
    x: (Double, Double), y: (Double, Double)
  ) {
    let pageWidth = Double(pageWidth)
    let pageHeight = Double(pageHeight)
    left = originX * pageWidth + margins.left * TextMetrics.characterWidth
    right = max(
      (originX + width) * pageWidth - margins.right * TextMetrics.characterWidth, left + 1)
    bottom = originY * pageHeight + margins.bottom * TextMetrics.lineHeight
    top = max((originY + height) * pageHeight - margins.top * TextMetrics.lineHeight, bottom + 1)
    (xLow, xHigh) = x
    (yLow, yHigh) = y
  }

  /// The area's box in pixels.
  package var box: BoundingBox { BoundingBox(minX: left, minY: bottom, maxX: right, maxY: top) }

  /// The pixel x of the data value `x`.
  package func pixelX(_ x: Double) -> Double {
    left + (x - xLow) / (xHigh - xLow) * (right - left)
  }

  /// The pixel y of the data value `y`.
  package func pixelY(_ y: Double) -> Double {
    bottom + (y - yLow) / (yHigh - yLow) * (top - bottom)
  }

  /// The data x at pixel `x`.
  package func dataX(_ x: Double) -> Double { xLow + (x - left) / (right - left) * (xHigh - xLow) }

  /// The data y at pixel `y`.
  package func dataY(_ y: Double) -> Double {
    yLow + (y - bottom) / (top - bottom) * (yHigh - yLow)
  }

  /// The pixel point of the data point (`x`, `y`).
  package func pixel(_ x: Double, _ y: Double) -> Vector2 { Vector2(pixelX(x), pixelY(y)) }

  /// The box of the key that gnuplot draws inside the top right (or, for
  /// `JellyGnuplot.GnuplotKeyPlacement/insideTopLeft`, top left) corner for `titles`: its width
  /// from gnuplot's estimate, a character width per character plus the line sample and gaps.
  package func keyBox(titles: [String], placement: GnuplotKeyPlacement = .insideTopRight)
    -> BoundingBox
  {
    let characters = Double(titles.map(\.count).max() ?? 0)
    let width = (characters + 9) * TextMetrics.characterWidth
    let height = Double(titles.count) * TextMetrics.lineHeight + 8
    let minX = placement == .insideTopLeft ? left : right - width
    return BoundingBox(minX: minX, minY: top - height, maxX: minX + width, maxY: top)
  }
}

/// A label laid out on a plot: its text, its anchor in data units with the alignment gnuplot
/// draws it with (vertically centred on the anchor), and the pixels its ink covers.
package struct PlacedLabel: Sendable, Equatable {
  /// The text.
  package let text: String
  /// The anchor's x, data units.
  package let x: Double
  /// The anchor's y, data units.
  package let y: Double
  /// Where the anchor sits on the text.
  package let alignment: GnuplotLabelAlignment
  /// The pixels the text covers (estimated with ``TextMetrics``).
  package let box: BoundingBox
}

/// Places labels one by one on a plot area so that none covers another, a point marker, the
/// key or any other box given as an obstacle, and each stays inside the plot area; among the
/// places that allow, the first that no curve crosses, else the one crossed least.
package struct LabelPlacer: Sendable {
  /// The plot area.
  package let area: PlotArea
  /// Boxes no label may touch (the key, other labels, markers), in pixels.
  package private(set) var obstacles: [BoundingBox]
  /// The curves drawn, as pixel polylines, which a label should not cross.
  package let curves: [[Vector2]]
  /// The labels placed so far.
  package private(set) var placed: [PlacedLabel] = []

  /// The free room kept between a label and anything else, in pixels.
  package static let gap = 2.0
  /// The further room kept beside a label (left and right) from another label, in pixels.
  package static let textGap = 5.0

  /// A placer on `area` avoiding `obstacles` and, where it can, `curves` (pixel polylines).
  package init(area: PlotArea, obstacles: [BoundingBox], curves: [[Vector2]]) {
    self.area = area
    self.obstacles = obstacles
    self.curves = curves
  }

  /// The box of a marker of `pointSize` at pixel `point`.
  package static func markerBox(_ point: Vector2, pointSize: Double) -> BoundingBox {
    let half = TextMetrics.markerHalfSize * pointSize
    return BoundingBox(
      minX: point.x - half, minY: point.y - half, maxX: point.x + half, maxY: point.y + half)
  }

  /// The ink box of `text` anchored at pixel `anchor` with `alignment`.
  package static func textBox(_ text: String, at anchor: Vector2, alignment: GnuplotLabelAlignment)
    -> BoundingBox
  {
    let width = TextMetrics.width(text)
    let minX =
      switch alignment {
      case .left: anchor.x
      case .center: anchor.x - width / 2
      case .right: anchor.x - width
      }
    return BoundingBox(
      minX: minX, minY: anchor.y - TextMetrics.descent, maxX: minX + width,
      maxY: anchor.y + TextMetrics.ascent)
  }

  /// Adds `box` to the obstacles.
  package mutating func block(_ box: BoundingBox) { obstacles.append(box) }

  /// Whether `box` lies inside the plot area (by ``gap``) and clear of every obstacle and
  /// placed label.
  package func isFree(_ box: BoundingBox) -> Bool {
    let gap = Self.gap
    guard box.minX >= area.left + gap, box.maxX <= area.right - gap,
      box.minY >= area.bottom + gap, box.maxY <= area.top - gap
    else { return false }
    let grown = BoundingBox(
      minX: box.minX - gap, minY: box.minY - gap, maxX: box.maxX + gap, maxY: box.maxY + gap)
    // Two texts side by side need a wider gap than a text and a marker, or they read as one.
    let wide = BoundingBox(
      minX: grown.minX - Self.textGap, minY: grown.minY, maxX: grown.maxX + Self.textGap,
      maxY: grown.maxY)
    return !obstacles.contains { $0.intersects(grown) }
      && !placed.contains { $0.box.intersects(wide) }
  }

  /// The number of curve segments crossing `box` grown by ``gap``.
  package func crossings(_ box: BoundingBox) -> Int {
    let gap = Self.gap
    let box = BoundingBox(
      minX: box.minX - gap, minY: box.minY - gap, maxX: box.maxX + gap, maxY: box.maxY + gap)
    var count = 0
    for curve in curves {
      for (a, b) in zip(curve, curve.dropFirst()) where Self.segment(a, b, meets: box) {
        count += 1
      }
    }
    return count
  }

  /// Places the first of `texts` (longest first) at the first of `candidates` (pixel anchors
  /// with their alignments) that is free and crossed by no curve; failing that, the free
  /// place crossed least (the earlier text, then the earlier candidate, on ties). Nil, and
  /// nothing placed, when no candidate of any text is free.
  @discardableResult
  package mutating func place(
    _ texts: [String], candidates: [(anchor: Vector2, alignment: GnuplotLabelAlignment)]
  ) -> PlacedLabel? {
    var best: (crossings: Int, label: PlacedLabel)?
    for text in texts {
      for candidate in candidates {
        let box = Self.textBox(text, at: candidate.anchor, alignment: candidate.alignment)
        guard isFree(box) else { continue }
        let crossed = crossings(box)
        if crossed < best?.crossings ?? .max {
          best = (
            crossed,
            PlacedLabel(
              text: text, x: area.dataX(candidate.anchor.x), y: area.dataY(candidate.anchor.y),
              alignment: candidate.alignment, box: box)
          )
        }
        if crossed == 0 { break }
      }
      if best?.crossings == 0 { break }
    }
    guard let label = best?.label else { return nil }
    placed.append(label)
    return label
  }

  /// The places beside a marker of `pointSize` at pixel `point` for a peak of `kind`: beyond
  /// the peak first (above a maximum, below a minimum), then diagonally beyond it, then level
  /// with it on either side, then on the other side of the curve.
  package static func peakCandidates(
    at point: Vector2, pointSize: Double, isMaximum: Bool
  ) -> [(anchor: Vector2, alignment: GnuplotLabelAlignment)] {
    let half = TextMetrics.markerHalfSize * pointSize + gap + 1
    let up = Vector2(point.x, point.y + half + TextMetrics.descent)
    let down = Vector2(point.x, point.y - half - TextMetrics.ascent)
    let (beyond, behind) = isMaximum ? (up, down) : (down, up)
    return [
      (beyond, .center),
      (Vector2(point.x + half, beyond.y), .left),
      (Vector2(point.x - half, beyond.y), .right),
      (Vector2(point.x + half, point.y), .left),
      (Vector2(point.x - half, point.y), .right),
      (Vector2(point.x + half, behind.y), .left),
      (Vector2(point.x - half, behind.y), .right),
      (behind, .center),
    ]
  }

  /// Whether the segment from `a` to `b` meets `box` (Liang–Barsky clipping).
  static func segment(_ a: Vector2, _ b: Vector2, meets box: BoundingBox) -> Bool {
    var low = 0.0
    var high = 1.0
    let d = b - a
    for (p, q) in [
      (-d.x, a.x - box.minX), (d.x, box.maxX - a.x), (-d.y, a.y - box.minY), (d.y, box.maxY - a.y),
    ] {
      if p == 0 {
        if q < 0 { return false }
      } else {
        let r = q / p
        if p < 0 { low = max(low, r) } else { high = min(high, r) }
        if low > high { return false }
      }
    }
    return true
  }
}
