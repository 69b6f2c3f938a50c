import JellyFrameDiff

/// What a peak list is of: a scene's diff, one spring, an easing curve or a sampled series.
/// Golden files record it completely (JSON `{"kind": "spring", "spring": {…}}`), so that a check
/// can run it again.
public enum PeakSource: Sendable, Hashable, Codable {
  /// A scene's diff(t) (the jelly view, the two helper views).
  case scene(ScenePeakSource)
  /// One spring's value(t).
  case spring(SpringPeakSource)
  /// An easing curve over a duration.
  case easing(EasingPeakSource)
  /// A sampled series.
  case series(SeriesPeakSource)

  /// The kinds, as recorded: `scene`, `spring`, `easing`, `series`.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// ``PeakSource/scene(_:)``.
    case scene
    /// ``PeakSource/spring(_:)``.
    case spring
    /// ``PeakSource/easing(_:)``.
    case easing
    /// ``PeakSource/series(_:)``.
    case series
  }

  /// This source's kind.
  public var kind: Kind {
    switch self {
    case .scene: .scene
    case .spring: .spring
    case .easing: .easing
    case .series: .series
    }
  }

  /// The peaks, in time order.
  ///
  /// - Throws: ``GoldenError``; where a library refused the source, its error is the
  ///   ``GoldenError/cause``.
  public func peaks() throws(GoldenError) -> [Peak] {
    switch self {
    case .scene(let source):
      try GoldenError.wrapping(GoldenError.Cause.frameDiff) { () throws(FrameDiffError) in
        try source.peaks()
      }
    case .spring(let source): try source.peaks()
    case .easing(let source): try source.peaks()
    case .series(let source): try source.peaks()
    }
  }

  /// Every setting that decides the peaks, by name (the command line's option names where there
  /// is one, JSON key paths for a preset's fields), with its value as text, in a stable order.
  public var settings: [(name: String, value: String)] {
    switch self {
    case .scene(let s):
      return [
        ("method", s.method.rawValue), ("fps", "\(s.framesPerSecond)"), ("until", "\(s.horizon)"),
      ]
        + s.presetSettings
    case .spring(let s):
      var result = [("spring", s.parametrization)]
      result += s.inputs.sorted { $0.key.rawValue < $1.key.rawValue }.map {
        ($0.key.rawValue, "\($0.value)")
      }
      result += [("velocity", "\(s.velocity)"), ("from", "\(s.from)"), ("to", "\(s.to)")]
      if s.set?.stopsAtDuration ?? true {
        result += [("uikit-solver", s.solver), ("free-spring", "\(!s.cutsAtDuration)")]
      }
      return result + [
        ("method", s.method.rawValue), ("fps", "\(s.framesPerSecond)"),
        ("until", s.horizon.map { "\($0)" } ?? "settling"),
      ]
    case .easing(let s):
      let model =
        s.usesUIKitModel
        ? [("uikit-solver", s.solver), ("free-spring", "\(!s.cutsAtDuration)")] : []
      return [("curve", s.curve), ("duration", "\(s.duration)")] + model + [
        ("method", s.method.rawValue), ("fps", "\(s.framesPerSecond)"),
      ]
    case .series(let s):
      return [
        ("input", s.file?.path ?? "samples"), ("size", s.file.map { "\($0.size)" } ?? "none"),
        ("sha256", s.file?.sha256 ?? "none"), ("time-column", s.timeColumn ?? "none"),
        ("value-column", s.valueColumn ?? "none"), ("method", s.method.rawValue),
      ]
    }
  }

  /// One line per setting in which `run` differs from this (recorded) source, in the form
  /// `damping: recorded 0.5, this run 0.55`; a different kind is the single line
  /// `source: recorded spring, this run easing`, and another preset the single line
  /// `preset: recorded skype, this run jelly`. Empty when they agree.
  public func differences(from run: PeakSource) -> [String] {
    guard kind == run.kind else {
      return ["source: recorded \(kind.rawValue), this run \(run.kind.rawValue)"]
    }
    // Another preset is one difference, not one per field.
    if case .scene(let was) = self, case .scene(let now) = run, was.preset.name != now.preset.name {
      return ["preset: recorded \(was.preset.name), this run \(now.preset.name)"]
    }
    let recorded = Dictionary(settings, uniquingKeysWith: { first, _ in first })
    let current = Dictionary(run.settings, uniquingKeysWith: { first, _ in first })
    var names = settings.map(\.name)
    names += run.settings.map(\.name).filter { recorded[$0] == nil }
    return names.compactMap { name in
      let (was, now) = (recorded[name] ?? "none", current[name] ?? "none")
      return was == now ? nil : "\(name): recorded \(was), this run \(now)"
    }
  }

  private enum CodingKeys: String, CodingKey {
    case kind, scene, spring, easing, series
  }

  /// Reads `{"kind": K, K: {…}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(Kind.self, forKey: .kind) {
    case .scene: self = .scene(try container.decode(ScenePeakSource.self, forKey: .scene))
    case .spring: self = .spring(try container.decode(SpringPeakSource.self, forKey: .spring))
    case .easing: self = .easing(try container.decode(EasingPeakSource.self, forKey: .easing))
    case .series: self = .series(try container.decode(SeriesPeakSource.self, forKey: .series))
    }
  }

  /// Writes `{"kind": K, K: {…}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    switch self {
    case .scene(let source): try container.encode(source, forKey: .scene)
    case .spring(let source): try container.encode(source, forKey: .spring)
    case .easing(let source): try container.encode(source, forKey: .easing)
    case .series(let source): try container.encode(source, forKey: .series)
    }
  }
}
