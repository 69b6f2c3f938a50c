import JellyFit
import JellySprings
import JellyText

/// The report `jellylab fit` prints: for each fit, best first, its parameters with standard
/// errors, the fitted spring's constants, the residuals and criteria, the recording's profile
/// and the warnings, as a table, JSON or CSV.
struct FitReport {
  /// One line of a fit: a key, its value (`nil`: undefined), standard error and unit.
  struct Row: Equatable {
    let key: String
    let value: Double?
    var standardError: Double? = nil
    var unit = ""
    var isWholeNumber = false
  }

  /// The fits and the profile they share.
  let results: MotionFitResults
  /// Whether the command fits several models (`auto` or a list): JSON is then an object with
  /// the ranked `models`, else the one fit's object.
  let listsModels: Bool

  /// The rows of `fit`: its parameters, the spring's constants, the residuals and criteria,
  /// then the profile's counts.
  func rows(_ fit: MotionFit) -> [Row] {
    var rows = fit.parameters.map { parameter in
      Row(
        key: parameter.key, value: parameter.value, standardError: parameter.standardError,
        unit: parameter.unit)
    }
    if let spring = fit.spring {
      if fit.model == .uikit {
        rows.append(
          Row(key: "natural_frequency", value: spring.naturalFrequency, unit: "rad/s"))
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
  func warnings(_ fit: MotionFit) -> [String] { results.notes + fit.warnings }

  // MARK: - JSON

  /// One object per fit; several fits as `{"best": …, "models": [...]}`, best first.
  func json() -> String {
    value().text(indent: 0) + "\n"
  }

  /// The JSON value of ``json()``.
  func value() -> FitJSON {
    let objects = results.fits.enumerated().map { object($1, rank: $0 + 1) }
    if listsModels {
      return FitJSON.object([
        ("best", .text(results.fits.first(where: \.isRanked)?.model.rawValue ?? "")),
        ("models", .array(objects)),
      ])
    }
    return objects.first ?? .object([])
  }

  /// The JSON object of `fit`.
  func object(_ fit: MotionFit, rank: Int) -> FitJSON {
    var members: [(String, FitJSON)] = [
      ("model", .text(fit.model.rawValue)), ("rank", fit.isRanked ? .integer(rank) : .number(nil)),
    ]
    let parameters = Set(fit.parameters.map(\.key))
    for row in rows(fit) {
      members.append(
        (row.key, row.isWholeNumber ? .integer(Int(row.value ?? 0)) : .number(row.value)))
      if parameters.contains(row.key) {
        members.append(("\(row.key)_stderr", .number(row.standardError)))
      }
    }
    members.append(("converged", .boolean(fit.converged)))
    members.append(("ranked", .boolean(fit.isRanked)))
    members.append(("fixed", .array(fit.parameters.filter(\.isFixed).map { .text($0.key) })))
    members.append(("held", .array(fit.parameters.filter(\.isHeld).map { .text($0.key) })))
    members.append(("warnings", .array(warnings(fit).map { .text($0) })))
    if let spring = fit.spring {
      let velocity = fit["velocity"]
      let report = SpringReport(spring: spring, initialVelocity: velocity.isNaN ? 0 : velocity)
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
