import Foundation
import JellyArguments
import JellyIO
import JellyLottie

/// The curve name `lottie(FILE, PATH, SEGMENT[, DIMENSION])`: the easing of one segment of a
/// Lottie document's property (SEGMENT from 0, as `jellylab lottie FILE` lists them), which
/// `ease`, `compare curves` and `export` take wherever they take a curve name.
enum LottieCurveName {
  /// `text` with a `lottie(…)` form replaced by the segment's `cubic-bezier(x1, y1, x2, y2)`;
  /// any other name as it is.
  ///
  /// - Throws: ``CLIError`` naming `option`: a malformed form, a file that cannot be read, or
  ///   the document's own error (no such property, segment or dimension, a held segment).
  static func resolve(_ text: String, option: String) throws(CLIError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.lowercased().hasPrefix("lottie("), trimmed.hasSuffix(")") else { return text }
    let inside = trimmed.dropFirst("lottie(".count).dropLast()
    let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let usage = "lottie(FILE, PATH, SEGMENT[, DIMENSION]), SEGMENT and DIMENSION from 0"
    guard (3...4).contains(parts.count), !parts[0].isEmpty, !parts[1].isEmpty,
      let segment = Int(parts[2]), let dimension = parts.count == 4 ? Int(parts[3]) : 0
    else {
      throw CLIError("\(option) \(text): a Lottie segment is named \(usage)")
    }
    let document = try LottieCommand.document(at: parts[0], prefix: "\(option) \(text): ")
    do {
      let (x1, y1, x2, y2) = try document.segmentEasing(
        path: parts[1], index: segment, dimension: dimension)
      return "cubic-bezier(\(x1), \(y1), \(x2), \(y2))"
    } catch {
      throw CLIError("\(option) \(text): \(error)", showsUsage: false)
    }
  }
}
