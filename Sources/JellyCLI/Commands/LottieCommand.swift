import Foundation
import JellyArguments
import JellyIO
import JellyLottie

/// `jellylab lottie FILE`: the animated properties of a Lottie document and their keyframes'
/// easings, or one property sampled as CSV `t,value` on the document's clock.
struct LottieCommand: Command {
  /// `FILE`.
  static let file = OperandSpec(
    "FILE", help: "The Lottie document (JSON; '-' is standard input)")
  /// `--property PATH`.
  static let property = Option<String?>.text(
    "property", valueName: "PATH",
    help:
      "Sample this animated property as CSV t,value (a path as listed, the layer's name optional)")
  /// `--dimension N`.
  static let dimension = Option<Int?>.integer(
    "dimension", 0, 2, valueName: "N",
    help: "The dimension sampled (0 x, 1 y, 2 z)",
    defaultText: "the one that changes, when only one does")

  /// `--at T[,T...]`: times in seconds of the document's clock.
  static let at = Option<[Double]?>.numbers(
    "at", .anyFinite, counts: 1...EvaluationOptions.maximumPoints, unit: "s",
    valueName: "T[,T...]", help: "Sample at these times instead, in this order",
    allowed: "finite numbers, comma-separated")

  var rules: [OptionRule] {
    groupRules + [
      .exclusive([SamplingOptions.fps.spec, SamplingOptions.samples.spec, Self.at.spec]),
      .requires(Self.dimension.spec, anyOf: [Self.property.spec]),
      .requires(SamplingOptions.fps.spec, anyOf: [Self.property.spec]),
      .requires(SamplingOptions.samples.spec, anyOf: [Self.property.spec]),
      .requires(Self.at.spec, anyOf: [Self.property.spec]),
    ]
  }

  /// `"lottie"`.
  var name: String { "lottie" }

  /// One line for the command list.
  var abstract: String {
    "Reads a Lottie document: its animated properties and easings, or one sampled as CSV."
  }

  /// What is read and how it is sampled.
  var discussion: String {
    """
    Without --property: every animated transform property of every layer (anchor, position or
    its split x and y, scale, rotation, opacity), with its dimensions, keyframes and the frames
    its layer shows, then one line per segment: held, eased as cubic-bezier(x1, y1, x2, y2)
    (per dimension where they differ), or along a spatial path (position with to/ti).
    With --property PATH: CSV t,value of that property on the document's clock (t = frame /
    fr, seconds) from its layer's first frame, --fps F per second (default 60), --samples N
    evenly spaced, or at --at T,... seconds; times where its layer is not shown (outside its
    in and out points) give no row. Values as the Lottie model defines them: holds,
    per-dimension cubic Bezier easing solved for time, and spatial segments walked by arc
    length with the eased fraction kept within [0, 1] (as rlottie plays them).
    A segment's easing is also a curve name for ease, compare curves and export:
    lottie(FILE, PATH, SEGMENT[, DIMENSION]), SEGMENT from 0 as listed.
    Refused with one line naming the path: expressions, a shape layer with a clock of its own
    (st other than 0, sr other than 1: the specification defines them for precompositions
    only, and rlottie plays a shape layer's keyframes without them) and easing handles with x
    outside [0, 1].

    """
  }

  /// The document's operand.
  var operands: [OperandSpec] { [Self.file] }

  /// The sampling options' rules are this command's.
  var optionGroups: [any OptionGroup.Type] { [] }

  /// The property, its sampling and the output.
  var options: [OptionSpec] {
    [
      Self.property.spec, Self.dimension.spec, SamplingOptions.fps.spec,
      SamplingOptions.samples.spec, Self.at.spec, OutputOptions.file.spec,
    ]
  }

  /// Reads the document, then lists it or samples the property.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let path = options.operands[0]
    let name = path == "-" ? CSVReader.standardInputName : path
    let document = try Self.document(at: path)
    let output = try context.openOutput(options[OutputOptions.file])
    guard let wanted = options[Self.property] else {
      try OutputTarget.deliver([(output, document.listing)])
      return .success
    }
    guard let (layer, property) = document.animatedProperty(at: wanted) else {
      let known = document.animatedProperties.map(\.property.path)
      throw CLIError(
        "--property: no animated property '\(wanted)' in \(name); it has "
          + (known.isEmpty ? "none" : known.joined(separator: ", ")))
    }
    let dimension = try Self.dimension(options[Self.dimension], of: property)
    let times = Self.times(options, document: document, layer: layer)
    var outside = 0
    try output.writeCSV(header: ["t", "value"]) { csv in
      for time in times {
        guard layer.shows(atFrame: time * document.frameRate) else {
          outside += 1
          continue
        }
        let value: [Double]
        do {
          value = try document.value(of: property, at: time)
        } catch {
          throw CLIError("\(name): \(error)", showsUsage: false)
        }
        try csv.writeRow([time, value[dimension]])
      }
    }
    if outside > 0 {
      context.warn(
        "\(outside) of \(times.count) times lie outside frames"
          + " \(NumberRange.format(layer.inPoint)) to \(NumberRange.format(layer.outPoint)),"
          + " where the layer is shown: no rows for them")
    }
    return .success
  }

  /// The document at `path` ('-' is standard input), read in full.
  ///
  /// - Throws: ``CLIError``, one line after `prefix`: the file that cannot be read, or the
  ///   file's name and the document's own error.
  static func document(at path: String, prefix: String = "") throws(CLIError) -> LottieDocument {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      do {
        data = Data(try FileProblem.contents(ofFile: path))
      } catch {
        throw CLIError("\(prefix)\(error)", showsUsage: false)
      }
    }
    do {
      return try LottieDocument(json: data)
    } catch {
      let name = path == "-" ? CSVReader.standardInputName : path
      throw CLIError("\(prefix)\(name): \(error)", showsUsage: false)
    }
  }

  /// The dimension asked for, or the only one that changes.
  static func dimension(_ asked: Int?, of property: LottieProperty) throws(CLIError) -> Int {
    let count = property.dimensionCount
    if let asked {
      guard asked < count else {
        throw CLIError(
          "--dimension \(asked): \(property.path) has \(count) dimension\(count == 1 ? "" : "s")"
            + " (0 to \(count - 1))")
      }
      return asked
    }
    let changing = property.changingDimensions
    guard changing.count == 1 else {
      throw CLIError(
        "--dimension: \(property.path) changes in dimensions"
          + " \(changing.map(String.init).joined(separator: ", ")); name one (0 x, 1 y, 2 z)")
    }
    return changing[0]
  }

  /// The times sampled, in seconds: --at, --samples over the shown frames, or --fps from the
  /// first shown frame.
  static func times(_ options: ParsedOptions, document: LottieDocument, layer: LottieLayer)
    -> [Double]
  {
    if let at = options[Self.at] { return at }
    return document.sampleTimes(
      of: layer, samples: options[SamplingOptions.samples],
      frameRate: options[SamplingOptions.fps])
  }
}
