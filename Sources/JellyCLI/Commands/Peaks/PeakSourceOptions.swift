import Foundation
import JellyArguments
import JellyFrameDiff
import JellyGolden
import JellyIO
import JellySprings

/// The four sources of `peaks` as `peaks write` and `peaks check` see them: each kind's options
/// are those of its own subcommand (`peaks scene`, `spring`, `easing`, `series`), so a golden
/// file is written from the very command line that lists the peaks. The kind a command line
/// names is read from its options as `peaks` does; a check's command line is laid over the
/// recorded source (``options(recording:goldenFolder:)``), so `--damping-coefficient 5.05`
/// checks the recorded spring with that one value changed.
enum PeakSourceOptions {
  /// The subcommand whose options name a source of `kind`.
  static func command(_ kind: PeakSource.Kind) -> any Command {
    switch kind {
    case .scene: PeaksSceneCommand()
    case .spring: PeaksSpringCommand()
    case .easing: PeaksEasingCommand()
    case .series: PeaksSeriesCommand()
    }
  }

  /// The options of `kind`'s source, without the listing's (`--summary`, `--threshold`, `--out`),
  /// the recording's (`--write`, the tolerances, `--min-prominence`) and the drop options (golden
  /// files hold drop-free peaks).
  static func specs(_ kind: PeakSource.Kind) -> [OptionSpec] {
    let left = Set(
      (PeakListing.specs + GoldenOptions.recordingSpecs + DropOptions.specs).map(\.name))
    return command(kind).options.filter { !left.contains($0.name) }
  }

  /// Every source option, each once, in the order of the kinds.
  static let allSpecs: [OptionSpec] = {
    var seen = Set<String>()
    return PeakSource.Kind.allCases.flatMap(specs).filter { seen.insert($0.name).inserted }
  }()

  /// The names of the options that belong to scenes only (not to springs).
  private static let sceneOnly: Set<String> = {
    let spring = Set(specs(.spring).map(\.name))
    return Set(specs(.scene).map(\.name)).subtracting(spring)
  }()

  /// The spring parameters a scene also takes: its animation under study.
  private static let sceneAnimation: Set<String> = [
    SpringOptions.duration.spec.name, SpringOptions.damping.spec.name,
    SpringOptions.velocity.spec.name,
  ]

  /// The kind the `given` options name, as `peaks` routes them: `--input` (or a column) a
  /// series, `--curve` an easing, a scene-only option a scene, a spring parameter a spring (a
  /// scene's `--duration`, `--damping` or `--velocity` when the recorded source is a scene and
  /// no `--from` or `--to` is given; an easing's `--duration` when it is an easing);
  /// `nil` when no option names a kind (the frame grid and the method alone keep `recorded`).
  static func kind(given: Set<String>, recorded: PeakSource.Kind?) -> PeakSource.Kind? {
    let series = Set(specs(.series).map(\.name)).subtracting(
      [PeakFindings.sampled.spec.name])
    if !given.isDisjoint(with: series) { return .series }
    if given.contains(CurveOptions.curve.spec.name) { return .easing }
    if !given.isDisjoint(with: sceneOnly) { return .scene }
    let springNames = Set(SpringOptions.parameterSpecs.map(\.name))
    let springGiven = given.intersection(springNames)
    let endpoints = Set(SpringOptions.endpointSpecs.map(\.name))
    if !springGiven.isEmpty {
      // A scene's `--from` and `--to` go with `--side`: given alone, they are a spring's.
      if recorded == .scene, springGiven.isSubset(of: sceneAnimation),
        given.isDisjoint(with: endpoints)
      {
        return .scene
      }
      if recorded == .easing, springGiven == [SpringOptions.duration.spec.name] { return .easing }
      return .spring
    }
    if !given.isDisjoint(with: endpoints) { return recorded ?? .spring }
    return nil
  }

  /// The options of a `kind` source parsed from `arguments` with that subcommand's rules, as
  /// `command` (for messages).
  ///
  /// - Throws: ``CLIError`` for an option of another kind (`--mass does not apply to a scene`)
  ///   or whatever the subcommand's parser refuses.
  static func parse(_ arguments: [String], kind: PeakSource.Kind, command: String)
    throws(CLIError) -> ParsedOptions
  {
    let subcommand = Self.command(kind)
    let specs = specs(kind)
    let names = Set(specs.map(\.name))
    for argument in arguments where argument.hasPrefix("--") {
      let name = String(argument.dropFirst(2).prefix { $0 != "=" })
      if !names.contains(name), allSpecs.contains(where: { $0.name == name }) {
        let article = "aeiou".contains(kind.rawValue.first ?? "x") ? "an" : "a"
        throw CLIError(
          "--\(name) does not apply to \(article) \(kind.rawValue), the source these options name"
            + " (see 'jellylab peaks \(kind.rawValue) --help')")
      }
    }
    return try OptionParser.parse(
      arguments, specs: specs, rules: subcommand.rules, command: command)
  }

  /// The source the options (parsed for `kind`) name; `recorded` is the golden file's, whose
  /// preset a scene starts from; a series' file is recorded relative to `goldenFolder`.
  static func source(
    _ kind: PeakSource.Kind, _ options: ParsedOptions, context: CommandContext,
    recorded: PeakSource?, goldenFolder: String
  ) throws -> PeakSource {
    switch kind {
    case .scene:
      var base: FrameDiffPreset?
      if case .scene(let scene) = recorded { base = scene.preset }
      let search = try ScenePeakSearch(options, context: context, recorded: base)
      try SamplingOptions.checkFrameCount(
        options, horizon: search.horizon, fps: search.fps, defaultText: "the animation ends at",
        setBy: SceneOptions.animationEndSetters(options))
      return .scene(try search.source)
    case .spring:
      return .spring(try PeaksSpringCommand.source(options, context: context))
    case .easing:
      return .easing(try PeaksEasingCommand.source(options, context: context))
    case .series:
      return .series(try series(options, goldenFolder: goldenFolder, context: context))
    }
  }

  /// The series `--input` names, read in full with its SHA-256.
  static func series(_ options: ParsedOptions, goldenFolder: String, context: CommandContext)
    throws -> SeriesPeakSource
  {
    guard let path = options[SeriesOptions.input] else {
      throw CLIError("--input is required: the CSV series to read ('-' is stdin)")
    }
    let samples: CSVSeries.Samples
    do {
      samples = try CSVSeries.read(
        path, timeColumn: options[SeriesOptions.timeColumn],
        valueColumn: options[SeriesOptions.valueColumn] ?? options[SeriesOptions.column],
        timeUnit: options[SeriesOptions.timeUnit], digests: true)
    } catch {
      throw SeriesInput.cliError(error)
    }
    let givenUnit = options[SeriesOptions.timeUnit]
    samples.report(path: path, givenUnit: givenUnit != nil, context: context)
    let file = SeriesPeakSource.File(
      path: path == "-" ? "-" : FilePaths.relative(path, from: goldenFolder),
      size: samples.byteCount, sha256: samples.sha256 ?? "")
    return SeriesPeakSource(
      times: samples.times, values: samples.values,
      method: options[PeakFindings.sampled] ? .sampled : .parabolic, file: file,
      timeColumn: samples.timeColumn, valueColumn: samples.valueColumn,
      timeUnit: givenUnit?.rawValue)
  }

  /// The options that name `source` again, in `peaks` terms (`nil` value: a flag); a series'
  /// file relative to `goldenFolder`. A scene's preset is no option: it is passed as the
  /// recorded preset.
  static func options(recording source: PeakSource, goldenFolder: String)
    -> [(name: String, value: String?)]
  {
    func number(_ value: Double) -> String? { "\(value)" }
    func model(_ solver: String, _ cuts: Bool) -> [(name: String, value: String?)] {
      [("uikit-solver", solver)] + (cuts ? [] : [("free-spring", nil)])
    }
    func method(_ method: PeakMethod) -> [(name: String, value: String?)] {
      method == .sampled ? [("sampled", nil)] : []
    }
    switch source {
    case .scene(let scene):
      let uiKit = scene.preset.animationModel
      return [("fps", number(scene.framesPerSecond)), ("until", number(scene.horizon))]
        + method(scene.method) + model(uiKit.solver.rawValue, uiKit.cutsAtDuration)
    case .spring(let spring):
      var result = spring.inputs.sorted { $0.key.rawValue < $1.key.rawValue }.map {
        ($0.key.rawValue, number($0.value))
      }
      result += [
        ("velocity", number(spring.velocity)), ("from", number(spring.from)),
        ("to", number(spring.to)), ("fps", number(spring.framesPerSecond)),
      ]
      result += spring.horizon.map { [("until", number($0))] } ?? []
      if spring.set?.stopsAtDuration ?? false {
        result += model(spring.solver, spring.cutsAtDuration)
      }
      return result + method(spring.method)
    case .easing(let easing):
      return [
        ("curve", easing.curve), ("duration", number(easing.duration)),
        ("fps", number(easing.framesPerSecond)),
      ] + model(easing.solver, easing.cutsAtDuration) + method(easing.method)
    case .series(let series):
      var result: [(name: String, value: String?)] = []
      if let file = series.file, !file.isStandardInput {
        result.append(("input", FilePaths.resolve(file.path, from: goldenFolder)))
      }
      result += series.timeColumn.map { [("time-column", $0)] } ?? []
      result += series.valueColumn.map { [("value-column", $0)] } ?? []
      result += series.timeUnit.map { [("time-unit", $0)] } ?? []
      return result + method(series.method)
    }
  }

  /// The command line of the recorded options with the `given` ones laid over them: a given
  /// option replaces its recorded one, and a spring parameter outside the recorded set replaces
  /// the whole recorded set. Of another kind than the recorded one, the given options alone.
  static func overlay(
    recorded: [(name: String, value: String?)], recordedKind: PeakSource.Kind,
    given: ParsedOptions, kind: PeakSource.Kind
  ) -> [String] {
    guard kind == recordedKind else { return given.typedArguments }
    var dropped = Set(given.names)
    let springNames = Set(SpringInput.allCases.map(\.name)).subtracting(["velocity"])
    let recordedSet = Set(recorded.map(\.name)).intersection(springNames)
    if kind == .spring, !dropped.intersection(springNames).isSubset(of: recordedSet) {
      dropped.formUnion(springNames)
    }
    // `--column` is `--value-column` under its earlier name.
    if dropped.contains(SeriesOptions.column.spec.name) {
      dropped.insert(SeriesOptions.valueColumn.spec.name)
    }
    let kept = recorded.filter { !dropped.contains($0.name) }.flatMap { option in
      ["--\(option.name)"] + (option.value.map { [$0] } ?? [])
    }
    return kept + given.typedArguments
  }
}
