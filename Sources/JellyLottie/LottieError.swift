/// Why a Lottie document cannot be read or sampled. The description is one line that names the
/// property's path (`layers[0 "box"].ks.p`) where there is one.
package enum LottieError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not a JSON object.
  case notJSON(reason: String)
  /// A member the document needs is missing or has the wrong type.
  case malformed(path: String, reason: String)
  /// The property is driven by an After Effects expression, which a player evaluates and a
  /// document does not hold the result of.
  case expression(path: String)
  /// A feature the reader does not model.
  case unsupported(path: String, feature: String)

  /// One line, e.g. `layers[0 "box"].ks.p: driven by an expression, which is not read`.
  package var description: String {
    switch self {
    case .notJSON(let reason): "not a Lottie document (a JSON object): \(reason)"
    case .malformed(let path, let reason): "\(path): \(reason)"
    case .expression(let path):
      "\(path): driven by an expression, which is not read (its keyframes do not say what plays)"
    case .unsupported(let path, let feature): "\(path): \(feature) is not read"
    }
  }
}
