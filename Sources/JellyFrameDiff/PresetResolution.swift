import JellyMath
import JellySprings

/// Which helper view of a preset a value belongs to.
public enum HelperRole: String, Sendable, Hashable, CaseIterable {
  /// The helper under study (the jelly's block, the menus' side helper): the diff's minuend.
  case side
  /// The menus' reference helper (absent from one-spring presets).
  case center
}

/// A spring argument UIKit changes before it animates, as ``FrameDiffPreset/resolving(_:)``
/// applies it: the helper, the value given and the value in effect.
public struct UIKitClampAdjustment: Sendable, Hashable {
  /// Which UIKit spring argument was changed.
  public typealias Argument = UIKitSpringModel.ArgumentInEffect.Argument

  /// The helper whose argument was changed.
  public let role: HelperRole
  /// The argument, as given and as UIKit uses it.
  public let clamp: UIKitSpringModel.ArgumentInEffect

  /// The helper `role`'s argument as UIKit clamps it.
  public init(role: HelperRole, _ clamp: UIKitSpringModel.ArgumentInEffect) {
    self.role = role
    self.clamp = clamp
  }

  /// An adjustment of `argument` of the `role` helper from `given` to `used`.
  public init(role: HelperRole, argument: Argument, given: Double, used: Double) {
    self.init(role: role, UIKitSpringModel.ArgumentInEffect(argument, given: given, used: used))
  }

  /// The argument changed.
  public var argument: Argument { clamp.argument }
  /// The value given (seconds for the duration).
  public var given: Double { clamp.given }
  /// The value UIKit uses instead (seconds for the duration).
  public var used: Double { clamp.used }
}

/// A preset with overrides applied and UIKit's clamps made: the complete preset every output
/// describes, and each value UIKit changed.
public struct PresetResolution: Sendable, Hashable {
  /// The complete preset: overrides applied, durations and damping ratios as UIKit uses them.
  public var preset: FrameDiffPreset
  /// The spring arguments UIKit changed, side helper first (duration, then damping ratio).
  public var adjustments: [UIKitClampAdjustment]
}

/// Why ``FrameDiffPreset/resolving(_:)`` refused the overrides, with the clamps it had made
/// before (a caller reports those first, as they happened).
public struct PresetResolutionError: Error, Sendable, Equatable {
  /// The reason for the refusal.
  public enum Reason: Sendable, Equatable {
    /// Center-helper overrides were given for a one-spring preset.
    case centerOverridesWithoutCenter
    /// The `role` helper's damping ratio (`given`) is not above 0, which the ideal UIKit
    /// solver gives no spring for (iOS's solver raises it to 2^−23).
    case nonPositiveDampingRatio(role: HelperRole, given: Double)
    /// The `role` helper, with overrides and clamps applied (`spec`), gives no usable spring.
    case unusableHelper(role: HelperRole, spec: HelperSpec, error: FrameDiffError)
    /// A layout size or the travel distance is out of range, or the overridden scene cannot
    /// be built (``FrameDiffError/parameterError`` names the layout parameter, if any).
    case invalidLayout(FrameDiffError)
  }

  /// The reason for the refusal.
  public let reason: Reason
  /// The clamps made before the refusal, in order.
  public let adjustments: [UIKitClampAdjustment]

  /// A refusal for `reason` after `adjustments`.
  public init(_ reason: Reason, adjustments: [UIKitClampAdjustment] = []) {
    self.reason = reason
    self.adjustments = adjustments
  }
}

/// A one-spring preset whose animated view starts on its target, so nothing moves.
public struct StationaryViewError: Error, Sendable, Equatable {
  /// The animated coordinate ("x" or "y").
  public let coordinate: String
  /// Where the view starts and stops, in points.
  public let position: Double

  /// The error for a view at `position` points on `coordinate`.
  public init(coordinate: String, position: Double) {
    self.coordinate = coordinate
    self.position = position
  }
}

extension StationaryViewError: CustomStringConvertible {
  /// `the animated view starts on its target (y = 100 pt)`.
  public var description: String {
    "the animated view starts on its target (\(coordinate) = \(PlainNumberText.format(position)) pt)"
  }
}

extension FrameDiffPreset {
  /// The helper of `role` (`nil` for the center helper of a one-spring preset).
  public subscript(role: HelperRole) -> HelperSpec? {
    switch role {
    case .side: side
    case .center: center
    }
  }

  /// This preset with `overrides` applied, as UIKit animates it: first the animation model,
  /// then each helper's spring values with UIKit's clamps (durations to [0.01, 10] s, damping
  /// ratios above 1 to 1 and below 2^−23 to 2^−23), each helper checked in the preset's own
  /// layout, and last the layout sizes and travel distance.
  ///
  /// - Throws: ``PresetResolutionError`` for center overrides of a one-spring preset, a
  ///   damping ratio of 0 under the ideal solver, a helper that gives no spring, or a layout
  ///   out of range.
  public func resolving(_ overrides: PresetOverrides) throws(PresetResolutionError)
    -> PresetResolution
  {
    var preset = self
    if let model = overrides.animationModel { preset.animationModel = model }
    if center == nil, overrides.center != HelperOverrides() {
      throw PresetResolutionError(.centerOverridesWithoutCenter)
    }
    var adjustments: [UIKitClampAdjustment] = []
    let solver = preset.animationModel.solver
    preset.side = try Self.clamped(
      side.applying(overrides.side), role: .side, solver: solver, adjustments: &adjustments)
    if let center {
      preset.center = try Self.clamped(
        center.applying(overrides.center), role: .center, solver: solver,
        adjustments: &adjustments)
    }
    for role in HelperRole.allCases {
      guard let spec = preset[role] else { continue }
      do {
        _ = try spec.helper(in: preset.layout, model: preset.animationModel)
      } catch {
        throw PresetResolutionError(
          .unusableHelper(role: role, spec: spec, error: error), adjustments: adjustments)
      }
    }
    var layout = overrides
    (layout.side, layout.center, layout.animationModel) = (
      HelperOverrides(), HelperOverrides(), nil
    )
    do {
      preset = try preset.applying(layout)
    } catch {
      throw PresetResolutionError(.invalidLayout(error), adjustments: adjustments)
    }
    return PresetResolution(preset: preset, adjustments: adjustments)
  }

  /// `spec` with UIKit's clamps applied, each change appended to `adjustments`.
  static func clamped(
    _ spec: HelperSpec, role: HelperRole, solver: UIKitSpringModel.Solver,
    adjustments: inout [UIKitClampAdjustment]
  ) throws(PresetResolutionError) -> HelperSpec {
    var spec = spec
    let duration = UIKitSpringModel.duration(inEffect: spec.duration)
    if duration.isClamped {
      adjustments.append(UIKitClampAdjustment(role: role, duration))
      spec.duration = duration.used
    }
    let ratio: UIKitSpringModel.ArgumentInEffect
    do {
      ratio = try UIKitSpringModel.dampingRatio(inEffect: spec.dampingRatio, solver: solver)
    } catch {
      throw PresetResolutionError(
        .nonPositiveDampingRatio(role: role, given: spec.dampingRatio), adjustments: adjustments)
    }
    if ratio.isClamped {
      adjustments.append(UIKitClampAdjustment(role: role, ratio))
      spec.dampingRatio = ratio.used
    }
    return spec
  }

  /// Refuses a one-spring preset whose animated view starts on its target (e.g. the jelly,
  /// which starts at H − h/2 and stops at 100 points, on a 150-point screen): nothing moves,
  /// so there is no shape to draw and no diff to compare. Two-spring presets always pass.
  ///
  /// - Throws: ``StationaryViewError`` with the coordinate and the position in points.
  public func checkTravel() throws(StationaryViewError) {
    guard center == nil else { return }
    let from = side.from.evaluate(in: layout)
    let to = side.to.evaluate(in: layout)
    guard from == to else { return }
    throw StationaryViewError(coordinate: coordinate, position: to)
  }
}
