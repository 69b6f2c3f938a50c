import JellyMath

/// The values of a recorded motion that are known and so not fitted: the value before the
/// start, the target, the start time, and the mass the fitted spring is reported with.
public struct FixedValues: Sendable, Hashable {
  /// The value held before the start, in value units (finite), or `nil` to fit it.
  public var from: Double?
  /// The target, in value units (finite), or `nil` to fit it.
  public var to: Double?
  /// When the motion starts, in seconds (finite), or `nil` to fit it.
  public var startTime: Double?
  /// The mass of the reported spring (> 0, finite; default 1): k = m·ω0², c = 2ζ·m·ω0. It does
  /// not change the motion, so it is never fitted.
  public var mass: Double?

  /// Nothing fixed but what is given.
  public init(from: Double? = nil, to: Double? = nil, startTime: Double? = nil, mass: Double? = nil)
  {
    self.from = from
    self.to = to
    self.startTime = startTime
    self.mass = mass
  }

  /// Checks every given value.
  ///
  /// - Throws: ``MotionFitError/invalidFixedValue(_:)`` naming the first value out of range.
  public func validate() throws(MotionFitError) {
    do {
      if let from { try ParameterError.check(.from, from, allowed: "finite") }
      if let to { try ParameterError.check(.to, to, allowed: "finite") }
      if let startTime { try ParameterError.check(.startTime, startTime, allowed: "finite") }
      if let mass { try ParameterError.check(.mass, mass, allowed: "> 0 and finite") { $0 > 0 } }
    } catch {
      throw .invalidFixedValue(error)
    }
  }

  /// The fixed entries of `model`'s parameter vector (`nil` where the parameter is fitted).
  func vector(for model: MotionModel) -> [Double?] {
    var vector = [Double?](repeating: nil, count: model.parameters.count)
    vector[model.startTimeIndex] = startTime
    vector[model.fromIndex] = from
    vector[model.toIndex] = to
    return vector
  }
}
