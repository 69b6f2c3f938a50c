import Foundation
import JellyTestSupport

/// The engines' outputs Tests/Engines/check_engines.py records in Tests/Fixtures/engines (and
/// checks against the live engines in `make engines`).
enum EngineRecordings {
  /// The rows of `name`, split at commas.
  static func rows(_ name: String) throws -> [[String]] {
    try RepositoryFiles.read("Tests/Fixtures/engines/" + name).split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// `label,x,value` rows grouped by label, in file order.
  static func curves(_ name: String) throws -> [(label: String, points: [(x: Double, y: Double)])] {
    var result: [(label: String, points: [(x: Double, y: Double)])] = []
    for row in try rows(name) {
      // Labels with arguments hold commas: the last two fields are x and the value.
      let label = row.dropLast(2).joined(separator: ",")
      guard let x = Double(row[row.count - 2]), let y = Double(row[row.count - 1]) else {
        throw RecordingError.notANumber(row.joined(separator: ","))
      }
      let point = (x: x, y: y)
      if result.last?.label == label {
        result[result.count - 1].points.append(point)
      } else {
        result.append((label, [point]))
      }
    }
    return result
  }

  /// A recording row whose numbers do not read.
  enum RecordingError: Error { case notANumber(String) }
}
