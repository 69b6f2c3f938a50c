import JellyArguments
import JellyFigures
import JellyOutput

/// What a running command may use: the console and the shared output helpers.
struct CommandContext {
  /// The streams of this run.
  let console: any Console

  /// A context on `console`.
  init(console: any Console) {
    self.console = console
  }

  /// Writes `warning: <message>` on the error stream (never changes the exit status).
  func warn(_ message: String) {
    console.writeError("warning: \(message)\n")
  }

  /// A progress bar for `total` units called `unit` (default "cells") on the process's stderr
  /// when it is a terminal and this console is the process's own, else `nil`.
  func progressBar(total: Int, unit: String = "cells") -> ProgressBar? {
    guard console is StandardConsole, ProgressBar.standardErrorIsTerminal else { return nil }
    return ProgressBar(total: total, unit: unit) { console.writeError($0) }
  }

  /// A meter for a loop over `total` units called `unit`: draws on ``progressBar(total:unit:)``
  /// (after a second, at most 10 times a second), silent when there is no bar.
  func progress(total: Int, unit: String) -> ProgressMeter {
    ProgressMeter(bar: progressBar(total: total, unit: unit))
  }

  /// Runs `body`, a step whose length cannot be counted, with an ``ActivityLine`` saying `text`
  /// and the seconds elapsed on the process's stderr after a second, when it is a terminal and
  /// this console is the process's own; the line is cleared when `body` returns or throws.
  func whileWorking<Result, Failure: Error>(
    _ text: String, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard console is StandardConsole, ProgressBar.standardErrorIsTerminal else {
      return try body()
    }
    let line = ActivityLine(text: text, write: StandardConsole.writeStandardError)
    line.start()
    defer { line.stop() }
    return try body()
  }

  /// Shows the renders of `folder` that have no page count (every figure but an animated GIF,
  /// whose frames ``RenderProgress`` counts) as an ``ActivityLine``, `drawing NAME with
  /// gnuplot … 2.3 s`, on the process's stderr after a second, when it is a terminal and this
  /// console is the process's own; the line is cleared when the render ends.
  func showRenders(of folder: inout FigureFolder) {
    guard console is StandardConsole, ProgressBar.standardErrorIsTerminal else { return }
    folder.renderActivity = { imageName in
      let line = ActivityLine(
        text: "drawing \(imageName) with gnuplot", write: StandardConsole.writeStandardError)
      line.start()
      return { line.stop() }
    }
  }

  /// The destination for a command's data: the file at `path` (written atomically, missing
  /// parent folders created by ``OutputLocation/prepareFile(_:)``), or the console's output
  /// when `path` is `nil` or `"-"`. Its write failures name `option`.
  ///
  /// - Parameters:
  ///   - path: The value of the output option, if given.
  ///   - option: The option's name as typed, for messages (default `--out`).
  /// - Throws: ``CLIError`` (exit 2, one line naming the option and the path) when the path is
  ///   a directory or no file can be created next to it.
  func openOutput(_ path: String?, option: String = "--out") throws(CLIError) -> OutputTarget {
    guard let path, path != "-" else {
      return OutputTarget(write: { try console.writeOutput($0) }, flush: console.flush)
    }
    do {
      try OutputLocation.prepareFile(path)
      return OutputTarget(file: try AtomicFileWriter(path: path), name: option)
    } catch {
      throw CLIError("\(option): \(error)", showsUsage: false)
    }
  }

  /// Streams a CSV to `path` as ``openOutput(_:option:)`` does (see
  /// `OutputTarget.writeCSV(header:body:)`).
  ///
  /// - Throws: ``CLIError`` for an unusable path, or whatever `body` or the output throws.
  func writeCSV(
    _ path: String?, option: String = "--out", header: [String],
    body: (inout CSVWriter) throws -> Void
  ) throws {
    try openOutput(path, option: option).writeCSV(header: header, body: body)
  }
}
