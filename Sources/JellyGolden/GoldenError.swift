import Foundation
import JellyAnalysis
import JellyEasing
import JellyFrameDiff
import JellyMath

/// A golden file or source that cannot be used: one line naming the file (when there is one)
/// and the problem, e.g. `golden/ca.meta.json: not golden metadata: …`. Reading, writing,
/// recording and checking golden peaks throw it, as does running any ``PeakSource``; where a
/// library below refused the source (a spring's constants, an easing's text, a frame rate),
/// ``cause`` holds that library's error and the problem is its message.
public struct GoldenError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The error of the library that refused a source's run.
  public enum Cause: Sendable, Equatable, CustomStringConvertible {
    /// A spring's or a curve's parameter out of range.
    case parameter(ParameterError)
    /// A scene, frame rate, horizon or tolerance out of range.
    case frameDiff(FrameDiffError)
    /// An easing's text that does not read as a curve.
    case easing(EasingParseError)
    /// A golden CSV that is not a peak table.
    case peakTable(PeakTableError)

    /// The wrapped error's message.
    public var description: String {
      switch self {
      case .parameter(let error): error.description
      case .frameDiff(let error): error.description
      case .easing(let error): error.description
      case .peakTable(let error): error.description
      }
    }
  }

  /// The file concerned, as given, or `nil`.
  public let file: String?
  /// What is wrong, in words.
  public let problem: String
  /// The library error behind the problem, or `nil` for a problem of the golden file itself.
  public let cause: Cause?

  /// The error `problem` about `file` (none by default).
  public init(_ problem: String, file: String? = nil) {
    self.file = file
    self.problem = problem
    cause = nil
  }

  /// The error for a library's refusal, its message as the problem.
  public init(_ cause: Cause, file: String? = nil) {
    self.file = file
    problem = cause.description
    self.cause = cause
  }

  /// `file: problem`, or the problem alone.
  public var description: String { file.map { "\($0): \(problem)" } ?? problem }

  /// Runs `body`, wrapping its library's error as the cause `wrap` makes of it (e.g.
  /// ``Cause/frameDiff(_:)``).
  static func wrapping<T, Failure: Error>(
    _ wrap: (Failure) -> Cause, _ body: () throws(Failure) -> T
  ) throws(GoldenError) -> T {
    do { return try body() } catch { throw GoldenError(wrap(error)) }
  }
}

extension GoldenError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
