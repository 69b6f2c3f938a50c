import JellyMath

/// Both solvers of ``UIKitSpringModel`` on one `animate(withDuration:…usingSpringWithDamping:
/// initialSpringVelocity:…)` call, side by side: where iOS's 12 Newton steps and the envelope's
/// largest root differ, how fragile iOS's value is, and the jump the cut at the duration leaves.
public struct UIKitSolverComparison: Sendable, Equatable {
  /// The spring iOS's routine gives, or `nil` when its steps end on no finite frequency.
  public let iOS: Spring?
  /// The spring of the envelope's largest root, or `nil` when the envelope never reaches ε.
  public let ideal: Spring?
  /// |k_iOS − k_ideal| / k_ideal, or `nil` unless both exist.
  public let relativeDifference: Double?
  /// ``UIKitSpringModel/iOSFrequencySpread(duration:dampingRatio:initialVelocity:)``.
  public let spread: Double
  /// The displacement value − target just before the animation ends at its duration, as a
  /// fraction of the travel, for the iOS spring released from −1 with the velocity (negative:
  /// short of the target); `nil` without an iOS spring.
  public let iOSEndJump: Double?
  /// The same for the ideal spring.
  public let idealEndJump: Double?

  /// The relative difference above which the solvers are reported to differ (1e-6).
  public static let reportedDifference = 1e-6

  /// Both solvers for `duration` (seconds), `dampingRatio` and `initialVelocity` (distances per
  /// second toward the target).
  public init(duration: Double, dampingRatio: Double, initialVelocity v: Double) {
    iOS = try? Spring(uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: v)
    ideal = try? Spring(
      uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: v, solver: .ideal)
    if let iOS, let ideal {
      relativeDifference = abs(iOS.stiffness - ideal.stiffness) / ideal.stiffness
    } else {
      relativeDifference = nil
    }
    spread = UIKitSpringModel.iOSFrequencySpread(
      duration: duration, dampingRatio: dampingRatio, initialVelocity: v)
    let end = UIKitSpringModel.durationInEffect(duration)
    let jump = { (spring: Spring) in
      spring.motion(initialDisplacement: -1, initialVelocity: v, endTime: end).endJump
    }
    iOSEndJump = iOS.map(jump)
    idealEndJump = ideal.map(jump)
  }

  /// Whether the solvers' stiffnesses differ by more than ``reportedDifference`` (or only one
  /// of them gives a spring).
  public var solversDiffer: Bool {
    guard let relativeDifference else { return (iOS == nil) != (ideal == nil) }
    return relativeDifference > Self.reportedDifference
  }

  /// Whether iOS's value moves by more than ``UIKitSpringModel/fragileSpread`` when its last
  /// bits change.
  public var isFragile: Bool { spread > UIKitSpringModel.fragileSpread }

  /// What a reader of a UIKit spring should know of its solvers, one line each: that iOS's
  /// 12 Newton steps and the envelope's largest root give different stiffnesses (each, or
  /// `none`, with their relative difference) when ``solversDiffer``, and that iOS's value is
  /// fragile when ``isFragile``; empty when neither holds. Numbers in their plain form.
  public var warnings: [String] {
    let format = PlainNumberText.format
    var lines: [String] = []
    if solversDiffer {
      let text = { (spring: Spring?) in spring.map { format($0.stiffness) } ?? "none" }
      lines.append(
        "iOS's 12 Newton steps and the envelope's largest root differ here: stiffness "
          + "\(text(iOS)) (ios) vs \(text(ideal)) (ideal)"
          + (relativeDifference.map { ", relative difference \(format($0))" } ?? ""))
    }
    if isFragile {
      lines.append(
        "iOS's value is fragile here: it moves by \(format(spread)) (relative) when the "
          + "routine's last bits change, so a device may land on another spring")
    }
    return lines
  }

  /// The entries `jellylab convert` adds for a UIKit spring: ios_stiffness, ideal_stiffness,
  /// solver_difference (relative), ios_spread (relative), end_jump (fraction of the travel, for
  /// the solver in use) and ideal_end_jump.
  public func entries(solver: UIKitSpringModel.Solver) -> [KeyValueReport.Entry] {
    let values = [
      iOS?.stiffness, ideal?.stiffness, relativeDifference, spread.isFinite ? spread : nil,
      solver == .iOS ? iOSEndJump : idealEndJump,
    ]
    return zip(Self.keys, values).map {
      KeyValueReport.Entry(key: $0.key, value: $1, unit: $0.unit)
    }
  }

  /// The same keys with no values, for springs that are not UIKit's.
  public static let emptyEntries: [KeyValueReport.Entry] = keys.map {
    KeyValueReport.Entry(key: $0.key, value: nil, unit: $0.unit)
  }

  /// The keys of ``entries(solver:)``, their units and meanings.
  public static let keys: [(key: String, unit: String, meaning: String)] = [
    ("ios_stiffness", "force/distance", "k of iOS's 12 Newton steps; n/a when they fail"),
    ("ideal_stiffness", "force/distance", "k of the envelope's largest root"),
    ("solver_difference", "relative", "|ios_stiffness − ideal_stiffness| / ideal_stiffness"),
    ("ios_spread", "relative", "how far iOS's k moves when its inputs' last bits change"),
    ("end_jump", "of the distance", "the jump at the duration, for --uikit-solver's spring"),
  ]
}
