import Foundation
import JellyEasing
import JellyLottie

/// A curve exported as a Lottie document: one shape layer, a box whose y position follows the
/// curve in cubic keyframes (``CubicKeyframeFit``) over a canvas that holds the whole motion,
/// overshoot included.
///
/// The keyframes are fitted at ``fitFraction`` × E and certified there; the rest of E is left
/// to the players' arithmetic (rlottie eases in single precision). Every keyframe time and
/// value is written in full double precision, so the certified error is the written
/// document's. An independent check reads the document back with the Lottie reader and
/// measures it against the curve on 100 001 evenly spaced times away from jumps.
public struct LottieExport: Sendable {
  /// The share of E the keyframe fit may use.
  public static let fitFraction = 0.9
  /// The default frame rate (frames per second), travel (pixels) and box (pixels).
  public static let defaultFrameRate = 60.0
  public static let defaultDistance = 100.0
  public static let defaultBox = (width: 40.0, height: 40.0)
  /// The empty border around the motion, in pixels.
  public static let margin = 10.0
  /// Where the moving value is, as `jellylab lottie` names it.
  public static let propertyPath = "layers[0].ks.p.y"

  /// What was exported.
  public let source: ExportSource
  /// E: the bound, in fractions of the travel (of the scale for a diff).
  public let bound: Double
  /// The keyframes' fit.
  public let fit: CubicKeyframeFit
  /// The points of `linear()` and of Ramer–Douglas–Peucker at the same E, for comparison.
  public let linearCount: Int
  public let rdpCount: Int
  /// Pixels per unit of the curve: `--distance` for a spring or easing, the diff's scale (1 px
  /// per point) for a diff.
  public let pixelsPerUnit: Double
  /// The canvas, in whole pixels.
  public let canvas: (width: Double, height: Double)
  /// The box's y (pixels, down) where the curve's value is 0; value v is at y = originY +
  /// ``pixelsPerUnit`` · v.
  public let originY: Double
  /// Frames per second.
  public let frameRate: Double
  /// The document (JSON, ending in a newline).
  public let document: String
  /// The largest |document − curve| found by the independent check, in fractions of the
  /// travel (≤ E).
  public let checkedError: Double

  /// The keyframes as (progress in [0, 1], value in curve units): each piece's start, then
  /// the end (1, the source's end value).
  public var keyframes: [(progress: Double, value: Double)] {
    fit.pieces.map { ($0.start.progress, $0.start.value) } + [(1, source.end)]
  }

  /// The number of keyframes written.
  public var keyframeCount: Int { fit.keyframeCount }

  /// Exports `source` within `bound` (a fraction of the travel) as a document named `label`:
  /// `frameRate` frames per second (> 0), the travel `distance` in pixels (> 0; a diff uses its
  /// own scale), a box of `box` pixels.
  ///
  /// - Throws: ``ExportError`` from the fits, and ``ExportError/boundNotMet(measured:)`` if the
  ///   independent check finds an error above `bound`.
  public init(
    _ source: ExportSource, bound: Double, label: String, frameRate: Double = defaultFrameRate,
    distance: Double = defaultDistance, box: (width: Double, height: Double) = defaultBox
  ) throws(ExportError) {
    try ExportError.check(bound: bound)
    let check = ChordCheck(curve: source.curve)
    fit = try CubicKeyframeFit(
      curve: source.curve, bound: bound * Self.fitFraction, check: check, start: source.start,
      end: source.end)
    linearCount = try CSSLinear(exporting: source, bound: bound, check: check).stops.count
    rdpCount = try RamerDouglasPeucker(curve: source.curve, bound: bound).count
    self.source = source
    self.bound = bound
    self.frameRate = frameRate
    pixelsPerUnit = source.scale == 1 ? distance : source.scale
    var (low, high) = (Double.infinity, -Double.infinity)
    for index in 0...10_000 {
      let value = source.curve.value(at: Double(index) / 10_000)
      (low, high) = (min(low, value), max(high, value))
    }
    (low, high) = (low - bound, high + bound)
    let origin = Self.margin + box.height / 2 - pixelsPerUnit * low
    originY = origin
    canvas = (
      (box.width + 2 * Self.margin).rounded(.up),
      (pixelsPerUnit * (high - low) + box.height + 2 * Self.margin).rounded(.up)
    )
    let frames = source.durationSeconds * frameRate
    let scale = pixelsPerUnit
    func y(_ value: Double) -> Double { origin + scale * value }
    let jumps = Set(fit.jumpStarts + fit.holdStarts)
    var keyframes = fit.pieces.enumerated().map { index, piece in
      LottieScalarKeyframe(
        time: piece.start.progress * frames, value: y(piece.start.value),
        segment: jumps.contains(index)
          ? .hold : .cubic(outY: piece.outHandleY, inY: piece.inHandleY))
    }
    if let last = fit.pieces.last {
      keyframes.append(
        LottieScalarKeyframe(
          time: last.end.progress * frames, value: y(last.end.value), segment: .last))
    }
    document = LottieWriter.movingBox(
      name: label, frameRate: frameRate, outPoint: frames.rounded(.up) + 1, canvas: canvas,
      box: box, x: canvas.width / 2, yKeyframes: keyframes)
    checkedError = Self.measure(
      document, fit: fit, curve: source.curve, origin: origin, scale: scale)
    guard checkedError <= bound else { throw .boundNotMet(measured: checkedError) }
  }

  /// max |document's y − curve| / scale on 100 001 evenly spaced progress values and every
  /// keyframe, away from jumps, as the Lottie reader plays the document.
  static func measure(
    _ document: String, fit: CubicKeyframeFit, curve: any EasingCurve, origin: Double,
    scale: Double
  ) -> Double {
    guard let read = try? LottieDocument(json: Data(document.utf8)),
      let property = read.animatedProperties.first?.property
    else { return .infinity }
    let frames = property.keyframes.last?.time ?? 0
    let jumpWindows = fit.jumpStarts.map {
      fit.pieces[$0].start.progress...fit.pieces[$0].end.progress
    }
    var progresses = (0...100_000).map { Double($0) / 100_000 }
    progresses += fit.pieces.map(\.start.progress)
    var worst = 0.0
    for progress in progresses where !jumpWindows.contains(where: { $0.contains(progress) }) {
      guard let value = try? property.value(atFrame: progress * frames).first else {
        return .infinity
      }
      worst = max(worst, abs((value - origin) / scale - curve.value(at: progress)))
    }
    return worst
  }
}
