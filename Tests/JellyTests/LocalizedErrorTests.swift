import Foundation
import Jelly
import Testing

/// Every public error of the libraries is a `LocalizedError` whose description is the message
/// the command line prints: `localizedDescription` reads it, not "The operation could not be
/// completed".
@Suite struct LocalizedErrorTests {
  /// One error of each public type, thrown by the library where a call gives one.
  static func errors() throws -> [any Error & CustomStringConvertible] {
    var errors: [any Error & CustomStringConvertible] = []
    func caught(_ body: () throws -> Void) {
      do { try body() } catch let error as any Error & CustomStringConvertible {
        errors.append(error)
      } catch {
        Issue.record("\(type(of: error)) is not CustomStringConvertible")
      }
    }
    caught { _ = try Spring(mass: -1, stiffness: 1, damping: 0) }
    caught { _ = try EasingParser.parse("easeOutElastik") }
    caught { _ = try EasingList.entries(of: " , ") }
    caught { _ = try FrameDiffPreset.named("skipe") }
    caught { _ = try RecordedMotion(times: [0, 1], values: [0]) }
    caught { _ = try RootFinding.brent(in: 0, 1, absoluteTolerance: 1e-9) { _ in 1 } }
    errors += [
      ExportError.roundingExceedsBound, PeakTableError(line: 3, reason: "not a number"),
      DataDecodingError(reason: "bad"),
      GeometryError.invalidParameter(
        ParameterError(.mass, value: -1, allowed: "> 0")),
      TrackError.invalidParameter(ParameterError(.mass, value: -1, allowed: "> 0")),
      ShapeError.unsuitablePreset(name: "x", reason: "no outline"),
      GoldenError("not golden metadata", file: "g.meta.json"), SweepError.noAxes,
      DiffComparisonError.fit(.diffNeverMoves),
    ]
    return errors
  }

  @Test("localizedDescription is the description, for one error of each public type")
  func localizedDescriptions() throws {
    let errors = try Self.errors()
    #expect(errors.count == 15)
    for error in errors {
      #expect(error.localizedDescription == error.description, "\(type(of: error))")
      #expect((error as? LocalizedError)?.errorDescription == error.description)
      #expect(!error.localizedDescription.contains("could not be completed"))
    }
  }
}
