import Foundation
import JellyMath

/// Why an ``InterruptedMotion`` cannot be built.
public enum InterruptionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A value out of its range: a constant, a start, a target, a time or a velocity.
  case parameter(ParameterError)
  /// The platform (its raw value) does not run that kind of animation (``ValueAnimation/kind``).
  case animationNotRun(platform: String, animation: String)

  /// The message the command line prints after `error: `.
  public var description: String {
    switch self {
    case .parameter(let error): error.description
    case .animationNotRun(let platform, let animation):
      "\(platform) does not run a \(animation) animation"
    }
  }
}

extension InterruptionError: LocalizedError {
  /// ``description``.
  public var errorDescription: String? { description }
}
