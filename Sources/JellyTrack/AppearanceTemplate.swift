/// The reference appearance of a tracked element, as points sampled from a pyramid of the
/// reference frame: on each level, the points of the element's box (and a margin of
/// ``margin`` pixels, so that its outer edges are inside) where the image has structure, with
/// their values and gradients.
///
/// Points are chosen cell by cell, so that they spread over the element: in each cell of a
/// grid the pixel with the steepest gradient (when it stands above the noise), and, with a
/// background (a frame that shows what lies behind the element in the reference frame), the
/// pixel that differs most from the background (a flat coloured band carries the opacity even
/// where it has no edge). With a background, a pixel whose structure is the background's is
/// left out: one where the reference frame equals the background, or where its gradient is the
/// background's seen through a shadow (the two gradients differ by less than half of it), since
/// such structure stays in place when the element moves. The cell grows until at most
/// ``maximumPoints`` are chosen.
struct AppearanceTemplate: Sendable {
  /// Pixels of context around the element's box, on level 0.
  static let margin = 2
  /// The most points of level 0; level `l` takes at most half as many as the level below it,
  /// and at least 500.
  static let maximumPoints = 4_000
  /// The smallest gradient (levels per pixel) or plate difference (levels) a point needs.
  static let minimumContrast: Float = 3

  /// The points of one pyramid level, relative to the box's centre in that level's pixels,
  /// one array per coordinate (the solver's loops read them as plain numbers).
  struct Level: Sendable {
    /// Offsets from the box's centre, in the level's pixels.
    var offsetX: [Float] = []
    var offsetY: [Float] = []
    /// The reference frame's values there.
    var values: [Float] = []
    /// Its gradient there, per level pixel.
    var gradientX: [Float] = []
    var gradientY: [Float] = []
    /// The number of points.
    var count: Int { values.count }

    /// Adds the point at `offset` with `value` and `gradient`.
    mutating func append(offset: SIMD2<Float>, value: Float, gradient: SIMD2<Float>) {
      offsetX.append(offset.x)
      offsetY.append(offset.y)
      values.append(value)
      gradientX.append(gradient.x)
      gradientY.append(gradient.y)
    }
  }

  /// The element's box in the reference frame (region coordinates, level 0).
  let box: PixelRegion
  /// The box's centre, level 0.
  let centre: SIMD2<Double>
  /// Levels 0 ... top.
  let levels: [Level]

  /// The template of `box` in the pyramid `reference` (level 0 first); `background` is the same
  /// pyramid of a frame that shows what lies behind the element there.
  init(box: PixelRegion, reference: [GrayImage], background plate: [GrayImage]?) {
    self.box = box
    centre = SIMD2(Double(box.x) + Double(box.width) / 2, Double(box.y) + Double(box.height) / 2)
    var levels: [Level] = []
    for (index, image) in reference.enumerated() {
      levels.append(
        Self.level(
          index, image: image, plate: plate?[index], box: box,
          centre: SIMD2(Float(centre.x), Float(centre.y))))
    }
    self.levels = levels
  }

  /// The points of level `index`.
  private static func level(
    _ index: Int, image: GrayImage, plate: GrayImage?, box: PixelRegion, centre: SIMD2<Float>
  ) -> Level {
    let factor = 1 << index
    let margin = index == 0 ? Self.margin : 1
    let x0 = max(box.x / factor - margin, 0)
    let y0 = max(box.y / factor - margin, 0)
    let x1 = min((box.x + box.width + factor - 1) / factor + margin, image.width)
    let y1 = min((box.y + box.height + factor - 1) / factor + margin, image.height)
    let levelCentre = centre / Float(factor)
    // Coarser levels widen the search; full resolution sets the precision and gets the most.
    let most = max(maximumPoints >> index, 500)
    // The cell that gives about the most points if every cell gave one, grown from there.
    let area = Double((x1 - x0) * (y1 - y0))
    var cell = max(1, Int((area / Double(most)).squareRoot().rounded(.down)))
    var level = Level()
    while true {
      level = Level()
      var y = y0
      while y < y1 {
        var x = x0
        while x < x1 {
          var steepest: (Int, Int, Float)?
          var farthest: (Int, Int, Float)?
          for cy in y..<min(y + cell, y1) {
            for cx in x..<min(x + cell, x1) {
              let g = image.gradient(cx, cy)
              let magnitude = (g * g).sum().squareRoot()
              var own = true
              if let plate {
                let behind = plate.gradient(cx, cy) - g
                own = (behind * behind).sum() >= 0.25 * magnitude * magnitude
              }
              if own, magnitude >= minimumContrast, magnitude > (steepest?.2 ?? 0) {
                steepest = (cx, cy, magnitude)
              }
              if let plate {
                let contrast = abs(image[cx, cy] - plate[cx, cy])
                if contrast >= 4 * minimumContrast, contrast > (farthest?.2 ?? 0) {
                  farthest = (cx, cy, contrast)
                }
              }
            }
          }
          if let one = steepest, let other = farthest, one.0 == other.0, one.1 == other.1 {
            farthest = nil
          }
          for chosen in [steepest, farthest].compactMap({ $0 }) {
            level.append(
              offset: point(chosen, levelCentre), value: image[chosen.0, chosen.1],
              gradient: image.gradient(chosen.0, chosen.1))
          }
          x += cell
        }
        y += cell
      }
      if level.count <= most { break }
      cell += 1
    }
    return level
  }

  /// The offset of pixel `(x, y)`'s centre from `centre`.
  private static func point(_ pixel: (Int, Int, Float), _ centre: SIMD2<Float>) -> SIMD2<Float> {
    SIMD2(Float(pixel.0) + 0.5, Float(pixel.1) + 0.5) - centre
  }
}
