import Foundation
import JellyFigures
import JellyIO

/// Reading back the data files a page holds, so that the page has exactly their text.
enum PageFiles {
  /// The UTF-8 text of `name` in `folder`.
  ///
  /// - Throws: `FigureError.cannotWrite` naming the file when it cannot be read.
  static func read(_ name: String, in folder: URL) throws(FigureError) -> String {
    do {
      return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    } catch {
      throw .cannotWrite(
        detail: "cannot read back '\(name)' for the page: \(FileProblem.reason(error))")
    }
  }
}
