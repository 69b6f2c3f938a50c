import Foundation
import JellyEasing

/// A curve exported as breakpoints within an error bound E: the certified `linear()` stops of
/// ``CSSLinear``, written in one of the curve formats (``ExportFormat/Kind/curve``), with Ramer–Douglas–Peucker's point
/// count at the same bound for comparison.
///
/// Every format prints the same stops: the same values and, except at a jump, the same
/// positions. A jump (two stops at one position in `linear()` and in `keyTimes`) becomes two
/// keyframes at the two ends of the fit's 10^-12-wide jump window in `@keyframes` (where two
/// equal selectors would merge) and in WAAPI.
public struct CurveExport: Sendable {
  /// The custom property the CSS and WAAPI keyframes animate: a registered `<number>`.
  public static let propertyName = "--jellylab-progress"

  /// The format written.
  public let format: ExportFormat
  /// What was exported.
  public let source: ExportSource
  /// The certified, rounded stops.
  public let css: CSSLinear
  /// Breakpoints Ramer–Douglas–Peucker keeps on 10 001 samples at the same E.
  public let rdpCount: Int
  /// The code, ending in a newline.
  public let code: String
  /// The largest |printed polyline − curve| on 100 001 evenly spaced progress values plus every
  /// stop, away from jumps: an independent check of ``CSSLinear/certifiedError`` (≤ E).
  public let checkedError: Double

  /// Exports `source` within `bound` (fraction of the travel) as `format`, a curve format;
  /// `label` names the source in the code's comment (comment terminators are defused);
  /// `travelPoints` is the travel written into `ca-keyframes` for a spring or easing (points,
  /// > 0).
  ///
  /// - Throws: ``ExportError/notCurveFormat(_:)`` for a spring format (before any work);
  ///   ``ExportError`` from the fit or the rounding, and
  ///   ``ExportError/boundNotMet(measured:)`` if the independent check of the printed points
  ///   finds an error above `bound`.
  public init(
    _ source: ExportSource, bound: Double, format: ExportFormat, label: String,
    travelPoints: Double = 100
  ) throws(ExportError) {
    guard format.kind == .curve else { throw .notCurveFormat(format.name) }
    let css = try CSSLinear(
      curve: source.curve, bound: bound, durationSeconds: source.durationSeconds,
      start: source.start, end: source.end)
    self.format = format
    self.source = source
    self.css = css
    rdpCount = try RamerDouglasPeucker(curve: source.curve, bound: bound).count
    checkedError = DeviationMeasure.maxDeviation(
      of: css.stops, from: source.curve, atPointsSkippingJumps: true)
    guard checkedError <= bound * (1 + 1e-9) else { throw .boundNotMet(measured: checkedError) }
    let writer = CurveText(css: css, source: source, label: label, travel: travelPoints)
    code = format.curveCode(writer) ?? ""
  }
}

/// The texts of the curve formats, from certified stops.
struct CurveText {
  let css: CSSLinear
  let source: ExportSource
  let label: String
  /// The travel written into `ca-keyframes` for a spring or easing, in points.
  let travel: Double

  private var property: String { CurveExport.propertyName }
  private var count: Int { css.stops.count }
  private var milliseconds: String { CSSLinear.shortest(css.durationMilliseconds) }

  /// The comment lines shared by every format (without comment markers).
  var summary: [String] {
    var lines = [
      "\(count) points, max error \(Self.brief(css.certifiedError)) of the "
        + (source.scale == 1 ? "travel " : "scale ")
        + "(bound \(CSSLinear.shortest(css.bound)), certified between the points); "
        + "duration \(milliseconds) ms"
    ]
    if source.scale != 1 {
      lines.append(
        "values are diff / \(CSSLinear.shortest(source.scale)) pt (the largest |diff|)")
    }
    return lines
  }

  func cssLinear() -> String {
    cssComment("css-linear")
      + "animation-duration: \(milliseconds)ms;\n"
      + "animation-timing-function: \(css.text);\n"
  }

  func cssKeyframes() -> String {
    let positions = keyframePercents()
    var text = cssComment("css-keyframes")
    text += "@property \(property) { syntax: \"<number>\"; inherits: false; initial-value: 0; }\n"
    text += "@keyframes jellylab {\n"
    for index in 0..<count {
      text += "  \(positions[index])% { \(property): \(css.valueTexts[index]); }\n"
    }
    text += "}\n"
    text += ".jellylab { animation: jellylab \(milliseconds)ms linear both; }\n"
    return text
  }

  func waapi() -> String {
    let offsets = keyframePercents().map(Self.fraction(percent:))
    var text = jsComment("waapi")
    text += "const jellylabKeyframes = [\n"
    for index in 0..<count {
      text += "  { offset: \(offsets[index]), \"\(property)\": \(css.valueTexts[index]) },\n"
    }
    text += "];\n"
    text +=
      "const jellylabTiming = { duration: \(milliseconds), easing: \"linear\", fill: \"both\" };\n"
    text +=
      "// CSS.registerProperty({ name: \"\(property)\", syntax: \"<number>\", inherits: false, "
    text += "initialValue: \"0\" });\n"
    text += "// element.animate(jellylabKeyframes, jellylabTiming);\n"
    return text
  }

  func caKeyframes() -> String {
    let isDiff = source.scale != 1
    let keyTimes = css.percentTexts.map(Self.fraction(percent:))
    var text = jsComment("ca-keyframes")
    if isDiff {
      text +=
        "// The menu's control-point offset (the diff, in points) without helper views: read\n"
      text += "// it from the layer's presentation() in your display link or draw(in:).\n"
      text += "let scale: CGFloat = \(CSSLinear.shortest(source.scale))  // points\n"
      text +=
        "let animation = CAKeyframeAnimation(keyPath: \"diff\")  // your layer's @NSManaged property\n"
    } else {
      text += "// Additive: set the layer's model value to the target first; the values are the\n"
      text += "// offsets from it, (fraction of the travel - 1) x travel, ending on 0.\n"
      text += "let travel: CGFloat = \(CSSLinear.shortest(travel))  // points (--distance)\n"
      text += "let animation = CAKeyframeAnimation(keyPath: \"transform.translation.x\")\n"
      text += "animation.isAdditive = true\n"
    }
    text += "animation.values = ([\n"
    text += Self.wrapped(css.valueTexts, indent: "  ")
    text +=
      isDiff
      ? "] as [CGFloat]).map { $0 * scale }\n" : "] as [CGFloat]).map { ($0 - 1) * travel }\n"
    text += "animation.keyTimes = [\n"
    text += Self.wrapped(keyTimes, indent: "  ")
    text += "]\n"
    text += "animation.duration = \(CSSLinear.shortest(source.durationSeconds))  // seconds\n"
    text += "animation.calculationMode = .linear\n"
    return text
  }

  /// The positions in percent for keyframes: the `linear()` ones, except that the two stops of
  /// a jump move to the two ends of its window so that they stay distinct.
  func keyframePercents() -> [String] {
    var percents = css.percentTexts
    for start in css.fit.jumpStarts where start + 1 < count {
      let left = CSSLinear.decimal(100 * css.fit.breakpoints[start].progress, places: 13)
      let right = CSSLinear.decimal(100 * css.fit.breakpoints[start + 1].progress, places: 13)
      let before = start > 0 ? Double(percents[start - 1]) ?? 0 : -1
      let after = start + 2 < count ? Double(percents[start + 2]) ?? 101 : 101
      if let l = Double(left), let r = Double(right), before < l, l < r, r < after {
        (percents[start], percents[start + 1]) = (left, right)
      }
    }
    return percents
  }

  /// A percentage text as a fraction text by moving the decimal point two places, exactly:
  /// `12.5` → `0.125`, `100` → `1`, `5` → `0.05`.
  static func fraction(percent text: String) -> String {
    let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
    let whole = parts[0]
    let decimals = parts.count > 1 ? parts[1] : ""
    let padded = String(repeating: "0", count: max(0, 3 - whole.count)) + whole
    let integer = String(padded.dropLast(2))
    var fractionPart = String(padded.suffix(2)) + decimals
    while fractionPart.hasSuffix("0") { fractionPart.removeLast() }
    let integerPart = String(integer.drop { $0 == "0" })
    let head = integerPart.isEmpty ? "0" : integerPart
    return fractionPart.isEmpty ? head : "\(head).\(fractionPart)"
  }

  /// `items` joined by `, ` on lines of at most about 96 characters, each line indented and
  /// ending in a comma.
  static func wrapped(_ items: [String], indent: String) -> String {
    var lines: [String] = []
    var line = indent
    for item in items {
      if line.count > indent.count, line.count + item.count + 2 > 96 {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + item + ","
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Four significant digits, e.g. `0.0009373`.
  static func brief(_ value: Double) -> String {
    guard value != 0 else { return "0" }
    let places = max(0, 3 - Int((abs(value)).log10Floor))
    return CSSLinear.decimal(value, places: min(places, 20))
  }

  private func headline(_ format: String) -> String {
    "jellylab export \(format): \(Self.defused(label))"
  }

  private func cssComment(_ format: String) -> String {
    "/* " + ([headline(format)] + summary).joined(separator: "\n   ") + " */\n"
  }

  private func jsComment(_ format: String) -> String {
    ([headline(format)] + summary).map { "// \($0)\n" }.joined()
  }

  /// `text` on one line with no comment terminator.
  static func defused(_ text: String) -> String {
    String(
      text.map { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true ? " " : $0 }
    ).replacingOccurrences(of: "*/", with: "* /")
  }
}

extension Double {
  /// ⌊log10 |self|⌋ for a finite non-zero value.
  fileprivate var log10Floor: Int {
    var exponent = 0
    var magnitude = Swift.abs(self)
    while magnitude >= 10 {
      magnitude /= 10
      exponent += 1
    }
    while magnitude < 1 {
      magnitude *= 10
      exponent -= 1
    }
    return exponent
  }
}
