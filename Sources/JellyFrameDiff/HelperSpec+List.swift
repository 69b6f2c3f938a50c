import Foundation
import JellyMath

extension HelperSpec {
  /// A key of a helper list (`duration=D,damping=Z[,velocity=V][,delay=S]`), in the order help
  /// shows them.
  public enum ListKey: String, Sendable, Hashable, CaseIterable {
    /// The UIKit duration in seconds: > 0.
    case duration
    /// The UIKit damping ratio: ≥ 0 (UIKit's clamps apply later).
    case damping
    /// The UIKit initial velocity in distances per second: any finite number.
    case velocity
    /// The delay in seconds: ≥ 0.
    case delay

    /// The smallest value allowed and whether it is itself allowed (`nil`: no lower bound);
    /// every value must be finite and there is no upper bound.
    public var lowerBound: (value: Double, inclusive: Bool)? {
      switch self {
      case .duration: (0, false)
      case .damping, .delay: (0, true)
      case .velocity: nil
      }
    }

    /// Whether `value` is finite and above ``lowerBound``.
    public func allows(_ value: Double) -> Bool {
      guard value.isFinite else { return false }
      guard let (bound, inclusive) = lowerBound else { return true }
      return inclusive ? value >= bound : value > bound
    }
  }

  /// The helper a list `duration=D,damping=Z[,velocity=V][,delay=S]` describes (spaces around
  /// keys and values ignored; velocity and delay default to 0), moving from `from` to `to`
  /// points. Items are read in order and the first bad one is reported.
  ///
  /// - Throws: ``HelperListError`` for an unknown or repeated key, a value that is not a decimal
  ///   number within its key's range (``ListKey/allows(_:)``), or a missing duration or damping.
  public init(list text: String, from: Double, to: Double) throws(HelperListError) {
    var values: [ListKey: Double] = [:]
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = pair[0].trimmingCharacters(in: .whitespaces)
      guard let key = ListKey(rawValue: name) else { throw .unknownKey(name) }
      guard values[key] == nil else { throw .repeatedKey(key) }
      let raw = pair.count == 2 ? pair[1].trimmingCharacters(in: .whitespaces) : ""
      guard let value = PlainNumberText.decimal(raw), key.allows(value) else {
        throw .invalidValue(key, text: raw)
      }
      values[key] = value
    }
    guard let duration = values[.duration], let damping = values[.damping] else {
      throw .missingDurationOrDamping
    }
    self.init(
      from: ScreenExpression(constant: from), to: ScreenExpression(constant: to),
      delay: values[.delay] ?? 0, duration: duration, dampingRatio: damping,
      initialVelocity: values[.velocity] ?? 0)
  }
}

/// Why ``HelperSpec/init(list:from:to:)`` refused a helper list.
public enum HelperListError: Error, Sendable, Equatable {
  /// A key that is not one of ``HelperSpec/ListKey`` (as written, spaces trimmed).
  case unknownKey(String)
  /// A key given twice.
  case repeatedKey(HelperSpec.ListKey)
  /// A value that is not a decimal number allowed for its key (as written, spaces trimmed).
  case invalidValue(HelperSpec.ListKey, text: String)
  /// The list has no duration or no damping.
  case missingDurationOrDamping
}
