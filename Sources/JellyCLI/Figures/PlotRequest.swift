import Foundation
import JellyFrameDiff
import JellyOutput

/// The validated options of `jellylab plot`.
struct PlotRequest {
  /// The preset with the spring overrides applied.
  let preset: FrameDiffPreset
  /// The display-link rate, in frames per second (0, 1000].
  let framesPerSecond: Double
  /// The number of snapshot panels, 1...24.
  let snapshotCount: Int
  /// The image format.
  let format: PlotFormat
  /// Page width in pixels, 320...20000.
  let width: Int
  /// Page height in pixels, 160...20000.
  let height: Int
  /// The `--out` folder as typed.
  let outPath: String
  /// The `--title` text, if given (checked safe for gnuplot).
  let title: String?
  /// The options as given, for the manifest.
  let options: ParsedOptions

  /// Validates `options`.
  ///
  /// - Throws: ``CLIError`` naming the option at fault.
  init(_ options: ParsedOptions) throws(CLIError) {
    self.options = options
    let base: FrameDiffPreset
    do {
      base = try FrameDiffPreset.named(options.text("preset") ?? "jelly")
    } catch {
      throw CLIError("--preset: \(error)")
    }
    let side = HelperOverrides(
      duration: options.number("duration"), dampingRatio: options.number("damping"),
      initialVelocity: options.number("velocity"))
    let center = HelperOverrides(
      duration: options.number("center-duration"),
      dampingRatio: options.number("center-damping"),
      initialVelocity: options.number("center-velocity"))
    if base.center == nil,
      let given = ["center-duration", "center-damping", "center-velocity"].first(
        where: options.contains)
    {
      throw CLIError("--\(given) needs a two-helper preset; '\(base.name)' has one spring")
    }
    do {
      preset = try base.applying(PresetOverrides(side: side, center: center))
    } catch {
      throw CLIError("--damping/--duration/--velocity give no usable scene: \(error)")
    }
    framesPerSecond = options.number("fps") ?? DisplayLink.defaultFramesPerSecond
    snapshotCount = options.integer("frames") ?? 6
    guard snapshotCount <= PlotCommand.maximumSnapshots else {
      throw CLIError.invalidValue(
        option: "--frames", allowed: "an integer in 1...\(PlotCommand.maximumSnapshots)",
        got: "\(snapshotCount)")
    }
    format = PlotFormat(rawValue: options.text("format") ?? "png") ?? .png
    (width, height) = try Self.size(options.text("size") ?? "1200x600")
    outPath = options.text("out") ?? "out"
    title = options.text("title")
    if let title {
      do {
        _ = try GnuplotQuoting.quoted(title, parameter: "--title")
      } catch {
        throw CLIError("\(error)")
      }
    }
  }

  /// Parses `WxH` with whole pixels, W in 320...20000 and H in 160...20000 (smaller pages
  /// cannot hold the two panels and their labels).
  static func size(_ text: String) throws(CLIError) -> (Int, Int) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (320...20_000).contains(width), (160...20_000).contains(height)
    else {
      throw CLIError.invalidValue(
        option: "--size", allowed: "WxH, W in 320...20000 and H in 160...20000 pixels",
        got: text)
    }
    return (width, height)
  }

  /// Creates the `--out` folder if needed.
  ///
  /// - Throws: ``CLIError`` when the path is a file or the folder cannot be created.
  func makeOutputFolder() throws(CLIError) -> URL {
    try Self.makeOutputFolder(outPath)
  }

  /// Creates the folder `outPath` (the value of `--out`) if needed.
  ///
  /// - Throws: ``CLIError`` when the path is a file or the folder cannot be created.
  static func makeOutputFolder(_ outPath: String) throws(CLIError) -> URL {
    let url = URL(fileURLWithPath: outPath)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw CLIError("--out: \(CLIError.quoted(outPath)) is a file, not a folder")
      }
      return url
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw CLIError("--out: cannot create folder \(CLIError.quoted(outPath))", showsUsage: false)
    }
    return url
  }

  /// `file` inside the `--out` folder, as the user would type it.
  func displayPath(_ file: String) -> String {
    Self.displayPath(file, in: outPath)
  }

  /// `file` inside the folder `outPath`, as the user would type it.
  static func displayPath(_ file: String, in outPath: String) -> String {
    outPath.hasSuffix("/") ? outPath + file : outPath + "/" + file
  }

  /// The page title: the `--title` text (or the preset name) and the spring parameters.
  func pageTitle(_ data: DiffFigureData) -> String {
    let side = preset.side
    var text = (title ?? "jellylab plot: \(preset.name)") + " | "
    let sideLabel = preset.center == nil ? "block" : "side"
    text +=
      "\(sideLabel): duration \(Self.number(side.duration)) s, damping "
      + "\(Self.number(side.dampingRatio)), velocity \(Self.number(side.initialVelocity))"
    if let center = preset.center {
      text +=
        "; center: duration \(Self.number(center.duration)) s, damping "
        + "\(Self.number(center.dampingRatio)), velocity \(Self.number(center.initialVelocity))"
    }
    text += "; \(Self.number(framesPerSecond)) fps"
    return text
  }

  /// The manifest for `files`.
  func manifest(files: [String], data: DiffFigureData) throws(CLIError) -> Manifest {
    var command = ["jellylab", "plot"]
    var parameters: [String: ManifestValue] = [
      "preset": .string(preset.name), "fps": .number(framesPerSecond),
      "frames": .number(Double(snapshotCount)), "format": .string(format.rawValue),
      "width": .number(Double(width)), "height": .number(Double(height)),
      "sideDuration": .number(preset.side.duration),
      "sideDampingRatio": .number(preset.side.dampingRatio),
      "sideInitialVelocity": .number(preset.side.initialVelocity),
      "horizon": .number(data.sequence.horizon),
      "snapshotTimes": .string(data.snapshots.map { "\($0.frame.time)" }.joined(separator: " ")),
    ]
    if let center = preset.center {
      parameters["centerDuration"] = .number(center.duration)
      parameters["centerDampingRatio"] = .number(center.dampingRatio)
      parameters["centerInitialVelocity"] = .number(center.initialVelocity)
    }
    if let title { parameters["title"] = .string(title) }
    let specs = PlotCommand().options
    for name in options.names {
      command.append("--\(name)")
      switch specs.first(where: { $0.name == name })?.kind {
      case .number: command.append(options.number(name).map { "\($0)" } ?? "")
      case .integer: command.append(options.integer(name).map { "\($0)" } ?? "")
      case .text, .choice: command.append(options.text(name) ?? "")
      case .flag, nil: break
      }
    }
    do {
      return try Manifest(
        command: command, parameters: parameters, jellylabVersion: JellyLab.version, files: files)
    } catch {
      throw CLIError("cannot write the manifest: \(error)", showsUsage: false)
    }
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
