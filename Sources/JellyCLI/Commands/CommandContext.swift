import JellyArguments
import JellyFigures
import JellyIO
import JellyText

/// What a running command may use: the console and the shared output helpers.
struct CommandContext {
  /// The streams of this run.
  let console: any Console
  /// The ``ActivityLine`` of ``whileWorking(_:_:)`` or ``startFigureActivity(_:in:)`` while it
  /// runs (one at a time).
  private let activity = ActivityHolder()

  /// A context on `console`.
  init(console: any Console) {
    self.console = console
  }

  /// Writes `warning: <message>` on the error stream (never changes the exit status).
  func warn(_ message: String) {
    writeErrorLine("warning: \(message)")
  }

  /// Writes `note: <message>` on the error stream: how an input was read, where nothing is wrong.
  func note(_ message: String) {
    writeErrorLine("note: \(message)")
  }

  /// Writes `error: <message>` on the error stream for one of several items a command goes on
  /// past (a golden file of a folder); the command still ends with its own error and status.
  func reportError(_ message: String) {
    writeErrorLine("error: \(message)")
  }

  private func writeErrorLine(_ text: String) {
    guard let line = activity.line else {
      console.writeError(text + "\n")
      return
    }
    line.clearing { console.writeError(text + "\n") }
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
    guard startActivity(text) != nil else { return try body() }
    defer { stopActivity() }
    return try body()
  }

  /// Starts an ``ActivityLine`` for writing the figure in `folder`: it says `text` (e.g.
  /// `writing the jelly figure`) until gnuplot starts, then `drawing NAME with gnuplot`; for
  /// an animated GIF it gives way to the bar of ``RenderProgress`` once the first frame is done.
  /// Drawn on the process's stderr after a second, when it is a terminal and this console is
  /// the process's own; ``stopActivity()`` (called by `report`) ends it.
  func startFigureActivity(_ text: String, in folder: inout FigureFolder) {
    guard let line = startActivity(text) else { return }
    folder.renderActivity = { imageName in
      line.retitle("drawing \(imageName) with gnuplot")
      return {}
    }
    if let pages = folder.renderProgress {
      folder.renderProgress = { done, total in
        if done == 0 {
          line.retitle("drawing the first of \(total) GIF frames with gnuplot")
        } else {
          line.stop()
        }
        pages(done, total)
      }
    }
  }

  /// Starts the ``ActivityLine`` saying `text` in place of any running one, when stderr is a
  /// terminal and this console is the process's own; else `nil`.
  private func startActivity(_ text: String) -> ActivityLine? {
    guard console is StandardConsole, ProgressBar.standardErrorIsTerminal else { return nil }
    stopActivity()
    let line = ActivityLine(text: text, write: StandardConsole.writeStandardError)
    line.start()
    activity.line = line
    return line
  }

  /// Stops and clears the running activity line, if any (a figure's report calls it first, so
  /// that nothing is written into the line; a warning only clears it for a moment).
  func stopActivity() {
    activity.line?.stop()
    activity.line = nil
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

/// Where a ``CommandContext`` keeps its running ``ActivityLine`` (the context is a value; the
/// line is shared by its copies). Used on the command's thread only.
final class ActivityHolder: @unchecked Sendable {
  /// The line running, if any.
  var line: ActivityLine?
}
