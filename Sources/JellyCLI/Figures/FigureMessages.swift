import JellyArguments
import JellyFigures
import JellyGnuplot

extension CLIError {
  /// The error line for a figure library failure: the folder and file failures name `folder`
  /// (default `--out-dir`); a script failure shows the usage lines when `scriptShowsUsage`.
  init(
    figure error: FigureError, folder: String = FigureOptions.folder.flag,
    scriptShowsUsage: Bool = true
  ) {
    switch error {
    case .folderIsFile(let path):
      self.init("\(folder): \(CLIError.quoted(path)) is a file, not a folder")
    case .cannotCreateFolder(let path, let reason):
      self.init(
        "\(folder): cannot create folder \(CLIError.quoted(path)): \(reason)", showsUsage: false)
    case .cannotWrite:
      self.init("\(folder): \(error)", showsUsage: false)
    case .script:
      self.init("\(error)", showsUsage: scriptShowsUsage)
    case .unusableFit, .manifest, .scene, .panelsDoNotFit:
      self.init("\(error)", showsUsage: false)
    }
  }
}

extension CommandContext {
  /// Reports a written figure: a missing gnuplot is a warning with the command to run later; a
  /// gnuplot error or warning is one `error:` line and exit status 1. Then the dumb chart (when
  /// rendered) and every file written, one path per line.
  func report(
    _ outcome: FigureOutcome, name: String, folder: FigureFolder, filesOnStandardError: Bool = false
  ) throws -> ExitStatus {
    stopActivity()
    var status = ExitStatus.success
    switch outcome.renderError {
    case .gnuplotNotFound(let searchPath):
      warn(
        "gnuplot was not found on PATH (\(searchPath)); \(GnuplotRenderError.installHint),"
          + " then run: cd \(folder.path) && gnuplot \(name).gp")
    case .some(let error):
      console.writeError("error: \(CLIError("\(error)").message)\n")
      status = .checkFailed
    case nil: break
    }
    if outcome.rendered, folder.format == .dumb {
      try console.writeOutput(outcome.chart ?? "")
    }
    for file in outcome.files {
      if filesOnStandardError {
        console.writeError("wrote \(folder.displayPath(file))\n")
      } else {
        try console.writeOutput(folder.displayPath(file) + "\n")
      }
    }
    return status
  }
}

extension ParsedOptions {
  /// The command line as given, for a manifest: `jellylab NAME --option value …`.
  func commandLine(_ path: String) -> [String] {
    path.split(separator: " ").map(String.init) + typedArguments
  }
}

extension CommandContext {
  /// Writes `figure` into `folder`, saying `activity` while it works, and reports the files on
  /// stderr (the `--plot DIR` figures, whose command writes its data elsewhere): a figure that
  /// cannot be written is an error naming `option`.
  ///
  /// - Returns: ``ExitStatus/checkFailed`` when gnuplot failed, else success.
  func drawFigure(
    _ figure: some Figure, in folder: FigureFolder, activity: String, command: [String],
    option: String
  ) throws -> ExitStatus {
    var folder = folder
    startFigureActivity(activity, in: &folder)
    let outcome: FigureOutcome
    do {
      outcome = try folder.write(figure, command: command, jellylabVersion: JellyLab.version)
    } catch {
      throw CLIError(figure: error, folder: option, scriptShowsUsage: false)
    }
    return try report(outcome, name: figure.name, folder: folder, filesOnStandardError: true)
  }
}
