import JellySprings

/// The report of a fit as `jellylab fit` prints it: for each fit, best first, its parameters
/// with standard errors, the fitted spring's constants, the residuals and criteria, the
/// recording's profile and the warnings, as a table (``table()``), JSON (``json()``) or CSV
/// (``csv()``).
public struct MotionFitReport: Sendable {
  /// One line of a fit: a key, its value (`nil`: undefined), standard error and unit.
  public struct Row: Sendable, Equatable {
    /// The snake_case key.
    public let key: String
    /// The value in ``unit``, `nil` when undefined.
    public let value: Double?
    /// The standard error in ``unit``, for a fitted parameter.
    public var standardError: Double? = nil
    /// The unit in words (empty for a pure number).
    public var unit = ""
    /// Whether the value is a count, written without a fraction.
    public var isWholeNumber = false
  }

  /// The fits and the profile they share.
  public let results: MotionFitResults
  /// Whether several models were fitted (`auto` or a list): JSON is then an object with the
  /// ranked `models`, else the one fit's object.
  public let listsModels: Bool

  /// The report of `results`; `listsModels` when several models were asked for.
  public init(results: MotionFitResults, listsModels: Bool) {
    self.results = results
    self.listsModels = listsModels
  }

  /// The rows of `fit`: its parameters, the spring's constants, the residuals and criteria,
  /// then the profile's counts.
  public func rows(_ fit: MotionFit) -> [Row] {
    var rows = fit.parameters.map { parameter in
      Row(
        key: parameter.key.rawValue, value: parameter.value, standardError: parameter.standardError,
        unit: parameter.unit)
    }
    if let spring = fit.spring {
      if fit.model == .uiKit {
        rows.append(
          Row(
            key: MotionParameter.Key.naturalFrequency.rawValue, value: spring.naturalFrequency,
            unit: "rad/s"))
      }
      rows += [
        Row(key: "mass", value: spring.mass, unit: "mass units"),
        Row(key: "stiffness", value: spring.stiffness, unit: "force/distance"),
        Row(key: "damping_coefficient", value: spring.damping, unit: "force/velocity"),
      ]
    }
    if fit.model == .spring {
      rows += [
        Row(key: "uikit_duration", value: fit.uiKitEquivalent?.duration, unit: "s"),
        Row(key: "uikit_damping", value: fit.uiKitEquivalent?.dampingRatio),
        Row(key: "snap_time", value: fit.snap?.time, unit: "s"),
        Row(key: "snap_jump", value: fit.snap?.jump, unit: "value units"),
      ]
    }
    let profile = results.profile
    rows += [
      Row(key: "rms_residual", value: fit.rmsResidual, unit: "value units"),
      Row(key: "max_residual", value: fit.maximumResidual, unit: "value units"),
      Row(key: "aic", value: fit.aic),
      Row(key: "bic", value: fit.bic),
      Row(key: "points", value: Double(fit.pointCount), isWholeNumber: true),
      Row(key: "fitted_parameters", value: Double(fit.fittedParameterCount), isWholeNumber: true),
      Row(key: "trimmed_start", value: Double(profile.trimmedAtStart), isWholeNumber: true),
      Row(key: "trimmed_end", value: Double(profile.trimmedAtEnd), isWholeNumber: true),
      Row(
        key: "repeated_frames", value: Double(profile.repeatedFrames.count), isWholeNumber: true),
      Row(key: "dropped_frames", value: Double(profile.droppedFrames), isWholeNumber: true),
      Row(key: "noise", value: profile.noise, unit: "value units"),
    ]
    return rows
  }

  /// The warnings of `fit`: the recording's notes, then the fit's own.
  public func warnings(_ fit: MotionFit) -> [String] { results.notes + fit.warnings }

  // MARK: - JSON

  /// One object per fit; several fits as `{"best": …, "models": [...]}`, best first.
  public func json() -> String {
    value().text(indent: 0) + "\n"
  }

  /// The JSON value of ``json()``.
  public func value() -> ReportJSON {
    let objects = results.fits.enumerated().map { object($1, rank: $0 + 1) }
    if listsModels {
      return ReportJSON.object([
        ("best", .text(results.fits.first(where: \.isRanked)?.model.rawValue ?? "")),
        ("models", .array(objects)),
      ])
    }
    return objects.first ?? .object([])
  }

  /// The JSON object of `fit`.
  public func object(_ fit: MotionFit, rank: Int) -> ReportJSON {
    var members: [(key: String, value: ReportJSON)] = [
      ("model", .text(fit.model.rawValue)), ("rank", fit.isRanked ? .integer(rank) : .number(nil)),
    ]
    let parameters = Set(fit.parameters.map(\.key.rawValue))
    for row in rows(fit) {
      members.append(
        (row.key, row.isWholeNumber ? .integer(Int(row.value ?? 0)) : .number(row.value)))
      if parameters.contains(row.key) {
        members.append(("\(row.key)_stderr", .number(row.standardError)))
      }
    }
    members.append(("converged", .boolean(fit.converged)))
    members.append(("ranked", .boolean(fit.isRanked)))
    members.append(
      ("fixed", .array(fit.parameters.filter(\.isFixed).map { .text($0.key.rawValue) })))
    members.append(("held", .array(fit.parameters.filter(\.isHeld).map { .text($0.key.rawValue) })))
    members.append(("warnings", .array(warnings(fit).map { .text($0) })))
    if let spring = fit.spring {
      let report = SpringReport(spring: spring, initialVelocity: fit[.velocity] ?? 0)
      members.append(
        (
          "spring",
          .object(
            report.report.entries.map { entry in
              (entry.key, entry.integer.map { .integer(Int($0)) } ?? .number(entry.value))
            })
        ))
    }
    return .object(members)
  }
}
