import Foundation
import JellyIO

/// Runs gnuplot on script files and checks the result strictly.
///
/// A run fails when gnuplot exits non-zero, or when it prints anything on standard error other
/// than a known informational line (the GIF terminal's "N frames in animation sequence"); gnuplot
/// exits 0 after warnings such as a missing column header, so they are caught this way.
///
/// ``render(_:scriptFileName:in:pageProgress:)`` writes the figure through a temporary name and renames it
/// only after a clean run, so a failed render leaves no output file behind. While gnuplot runs,
/// its process and the temporary files are registered with an ``InterruptCleanup``, so an
/// interrupt ends gnuplot and deletes them.
package struct GnuplotRenderer: Sendable {
  /// The gnuplot executable.
  package let executable: URL
  /// Where the gnuplot process and the temporary files are registered while a run lasts.
  package let cleanup: InterruptCleanup

  /// Uses the gnuplot executable at `executable`, registering with `cleanup` (default
  /// ``InterruptCleanup/shared``).
  package init(executable: URL, cleanup: InterruptCleanup = .shared) {
    self.executable = executable
    self.cleanup = cleanup
  }

  /// Finds `gnuplot` in the folders of `searchPath` (a `PATH`-style, colon-separated list).
  ///
  /// - Parameter searchPath: Defaults to the process's `PATH`.
  /// - Throws: ``GnuplotRenderError/gnuplotNotFound(searchPath:)``, whose description carries
  ///   the install command.
  package static func locate(
    searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
  ) throws(GnuplotRenderError) -> GnuplotRenderer {
    for folder in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
      let base = folder.isEmpty ? "." : String(folder)
      let candidate = URL(fileURLWithPath: base).appendingPathComponent("gnuplot").path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder),
        !isFolder.boolValue, FileManager.default.isExecutableFile(atPath: candidate)
      {
        return GnuplotRenderer(executable: URL(fileURLWithPath: candidate))
      }
    }
    throw .gnuplotNotFound(searchPath: searchPath)
  }

  /// Whether a standard-error line is informational rather than a problem.
  ///
  /// Only "N frames in animation sequence" (GIF terminal) is informational.
  package static func isInformational(_ line: String) -> Bool {
    let suffix = " frames in animation sequence"
    guard line.hasSuffix(suffix) else { return false }
    let count = line.dropLast(suffix.count)
    return !count.isEmpty && count.allSatisfy(\.isASCII) && count.allSatisfy(\.isNumber)
  }

  /// Runs `gnuplot <scriptFileName>` with `folder` as the working directory.
  ///
  /// - Parameters:
  ///   - scriptFileName: The script's name relative to `folder`.
  ///   - folder: The folder holding the script and its data files.
  ///   - pageProgress: When given, standard output is read as it comes and this is called on
  ///     the calling thread with the number of ``GnuplotScript/pageMarker`` lines seen so far
  ///     (a script from ``GnuplotScript/text(outputFileName:pageMarkers:)``).
  /// - Returns: The informational lines gnuplot printed on standard error.
  /// - Throws: ``GnuplotRenderError/failed(exitStatus:message:)`` for a non-zero exit,
  ///   ``GnuplotRenderError/warnings(message:)`` for any other line on standard error,
  ///   ``GnuplotRenderError/launchFailed(reason:)`` when gnuplot cannot start.
  @discardableResult
  package func run(
    scriptFileName: String, in folder: URL, pageProgress: ((Int) -> Void)? = nil
  ) throws(GnuplotRenderError) -> [String] {
    let process = Process()
    process.executableURL = executable
    process.arguments = [scriptFileName]
    process.currentDirectoryURL = folder
    let errorPipe = Pipe()
    process.standardError = errorPipe
    let outputPipe = pageProgress == nil ? nil : Pipe()
    if let outputPipe {
      process.standardOutput = outputPipe
    } else {
      process.standardOutput = FileHandle.nullDevice
    }
    process.standardInput = FileHandle.nullDevice
    // Started and registered under the registry's lock, so an interrupt cannot fall between.
    let registration = try cleanup.withRegistry {
      registry throws(GnuplotRenderError) -> InterruptCleanup.Registration in
      do {
        try process.run()
      } catch {
        throw .launchFailed(reason: error.localizedDescription)
      }
      return registry.add(childProcess: process.processIdentifier)
    }
    defer { cleanup.unregister(registration) }
    let errorData: Data
    if let outputPipe, let pageProgress {
      // Standard error is drained on another thread while the markers are counted here, so
      // neither pipe can fill up and stall gnuplot.
      let errorReader = PipeDrain(errorPipe.fileHandleForReading)
      countMarkers(outputPipe.fileHandleForReading, progress: pageProgress)
      errorData = errorReader.wait()
    } else {
      // Only standard error is a pipe, so reading it to the end cannot deadlock.
      errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
    }
    process.waitUntilExit()
    let message = String(decoding: errorData, as: UTF8.self)
    let lines = message.split(whereSeparator: \.isNewline).map(String.init)
    let meaningful = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    let status = process.terminationStatus
    if process.terminationReason != .exit || status != 0 {
      throw .failed(exitStatus: status, message: message)
    }
    if meaningful.contains(where: { !Self.isInformational($0) }) {
      throw .warnings(message: message)
    }
    return meaningful
  }

  /// Writes `script` as `scriptFileName` in `folder` and renders its figure there.
  ///
  /// The saved script writes ``GnuplotScript/outputFileName`` and runs standalone. The render
  /// itself runs a temporary copy writing to a temporary name in the same folder, and renames
  /// that file to the final name only after a clean run; on failure both temporaries are
  /// removed and any older figure of the same name is left untouched.
  ///
  /// - Parameters:
  ///   - script: The figure's script.
  ///   - scriptFileName: The name the script is saved under, relative to `folder`.
  ///   - folder: The folder holding the data files.
  ///   - pageProgress: When given, called on the calling thread with the number of multiplot
  ///     pages (GIF frames) gnuplot has finished, out of ``GnuplotScript/multiplotPageCount``.
  /// - Returns: The informational lines gnuplot printed.
  /// - Throws: ``GnuplotRenderError`` describing the first problem.
  @discardableResult
  package func render(
    _ script: GnuplotScript, scriptFileName: String, in folder: URL,
    pageProgress: ((Int) -> Void)? = nil
  ) throws(GnuplotRenderError) -> [String] {
    let token = UUID().uuidString.prefix(8).lowercased()
    let temporaryOutput = Self.temporaryName(for: script.outputFileName, token: token)
    let temporaryScript = Self.temporaryName(for: scriptFileName, token: token)
    let scriptText: String
    let temporaryText: String
    do {
      try GnuplotQuoting.validateRelativeFileName(scriptFileName, parameter: "script file name")
      scriptText = script.text
      temporaryText = try script.text(
        outputFileName: temporaryOutput, pageMarkers: pageProgress != nil)
    } catch {
      throw .invalidScript(error)
    }
    let temporaryOutputURL = folder.appendingPathComponent(temporaryOutput)
    let temporaryScriptURL = folder.appendingPathComponent(temporaryScript)
    // Registered before they exist, so an interrupt at any point deletes them.
    let registrations = [temporaryOutputURL, temporaryScriptURL].map {
      cleanup.register(temporaryFile: $0.path)
    }
    defer { registrations.forEach(cleanup.unregister) }
    try write(scriptText, to: folder.appendingPathComponent(scriptFileName))
    try write(temporaryText, to: temporaryScriptURL)
    defer { try? FileManager.default.removeItem(at: temporaryScriptURL) }
    let messages: [String]
    do {
      messages = try run(scriptFileName: temporaryScript, in: folder, pageProgress: pageProgress)
    } catch {
      try? FileManager.default.removeItem(at: temporaryOutputURL)
      throw error.naming(temporaryScript, as: scriptFileName)
    }
    guard FileManager.default.fileExists(atPath: temporaryOutputURL.path) else {
      throw .outputMissing(fileName: script.outputFileName)
    }
    let finalURL = folder.appendingPathComponent(script.outputFileName)
    // A new figure is registered as created with the rename, so an interrupt removes it.
    let renamed = cleanup.withRegistry { registry -> Bool in
      let isNew = access(finalURL.path, F_OK) != 0
      guard Foundation.rename(temporaryOutputURL.path, finalURL.path) == 0 else { return false }
      if isNew { _ = registry.add(createdPath: finalURL.path) }
      return true
    }
    if !renamed {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporaryOutputURL)
      throw .fileSystem(reason: "renaming to \(script.outputFileName): \(reason)")
    }
    return messages
  }

  /// `dir/.name.tmp-token` for `dir/name`: hidden, in the same folder, so a rename is atomic.
  private static func temporaryName(for name: String, token: some StringProtocol) -> String {
    let bare = name.hasPrefix("./") ? String(name.dropFirst(2)) : name
    var components = bare.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let last = components.removeLast()
    components.append(".\(last).tmp-\(token)")
    return components.joined(separator: "/")
  }

  private func write(_ text: String, to url: URL) throws(GnuplotRenderError) {
    do {
      let writer = try AtomicFileWriter(path: url.path, cleanup: cleanup)
      try writer.write(text)
      try writer.commit()
    } catch {
      throw .fileSystem(reason: "writing \(url.lastPathComponent): \(error.detail)")
    }
  }
}

/// Counts the ``GnuplotScript/pageMarker`` lines read from `handle` until its end, reporting
/// the count after each one.
private func countMarkers(_ handle: FileHandle, progress: (Int) -> Void) {
  let marker = Array((GnuplotScript.pageMarker + "\n").utf8)
  var pending: [UInt8] = []
  var count = 0
  while true {
    let chunk = handle.availableData
    if chunk.isEmpty { return }
    pending += chunk
    while let newline = pending.firstIndex(of: 10) {
      if Array(pending[...newline]) == marker {
        count += 1
        progress(count)
      }
      pending.removeSubrange(...newline)
    }
  }
}

extension GnuplotRenderError {
  /// The same error with gnuplot's references to the temporary script shown as the saved one.
  fileprivate func naming(_ temporaryScript: String, as scriptFileName: String) -> Self {
    switch self {
    case .failed(let status, let message):
      .failed(exitStatus: status, message: message.replacing(temporaryScript, with: scriptFileName))
    case .warnings(let message):
      .warnings(message: message.replacing(temporaryScript, with: scriptFileName))
    default: self
    }
  }
}
