/// A font for gnuplot terminals: a face name (fontconfig, e.g. "Sans") and a size in points.
package struct GnuplotFont: Equatable, Sendable {
  /// The face name; any text without control characters or commas.
  package let face: String
  /// The size in points, in 1...200.
  package let pointSize: Double

  /// Creates a font of `face` at `pointSize` points.
  package init(face: String, pointSize: Double) {
    self.face = face
    self.pointSize = pointSize
  }

  /// "Sans" at 10 pt (DejaVu Sans on Debian).
  package static let standard = GnuplotFont(face: "Sans", pointSize: 10)

  /// The `font '<face>,<size>'` option.
  func option() throws(GnuplotScriptError) -> String {
    guard !face.contains(",") else {
      throw GnuplotScriptError(
        parameter: "font face", value: face, allowed: "a face name without commas")
    }
    guard pointSize.isFinite, (1...200).contains(pointSize) else {
      throw GnuplotScriptError(
        parameter: "font size", value: "\(pointSize)", allowed: "a number of points in 1...200")
    }
    let size = try GnuplotQuoting.number(pointSize, parameter: "font size")
    return "font " + (try GnuplotQuoting.quoted("\(face),\(size)", parameter: "font face"))
  }
}
