/// The name of a parameter that a jellylab library checks and may reject with a
/// ``ParameterError``, as `Notification.Name` names a notification.
///
/// Each library declares the parameters it checks as static members of its own (JellySprings'
/// `Parameter.mass`, JellyEasing's `Parameter.x1`, …), each with its unit and range, and lists
/// them (`Parameter.springParameters`, …); no two libraries declare one name. So adding a
/// parameter touches only the library that checks it.
///
/// The raw value is the parameter's name in the rejection message ("damping ratio must be
/// > 0 and finite (got 0.0)"), so a caller recognises the parameter with a `switch`
/// (`case .dampingRatio:` … `default:`) instead of matching text. Two parameters are equal when
/// their names are.
public struct Parameter: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The parameter's name in messages, e.g. `damping ratio`.
  public let rawValue: String

  /// The parameter named `rawValue` in messages.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The name in messages (``rawValue``).
  public var description: String { rawValue }
}
