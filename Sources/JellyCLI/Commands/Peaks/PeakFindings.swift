import JellyAnalysis
import JellyArguments
import JellyFrameDiff

/// What a mode of `jellylab peaks` found: the peaks of its source, and what `--summary` needs
/// besides.
struct PeakFindings {
  /// `--sampled`: frame-level extrema, not refined (every mode declares it).
  static let sampled = Option<Bool>.flag("sampled", help: "Frame-level extrema (no refinement)")

  /// The peaks, in time order.
  let peaks: [Peak]
  /// The settling time of the curve (`nil`: it has not settled), computed when asked.
  let settlingTime: () throws -> Double?
  /// The studied motion's displacement just before UIKit ends it, as a signed fraction of its
  /// travel; `nil` when nothing is cut.
  var endJump: Double? = nil

  /// Runs `find`, a mode's search for peaks (seconds at high frame rates and long horizons),
  /// with an activity line saying `finding the peaks` and the time elapsed on a terminal.
  static func searching<Result>(
    context: CommandContext, _ find: () throws -> Result
  ) throws -> Result {
    try context.whileWorking("finding the peaks", find)
  }

  /// Runs `deliver`, the last step of a mode, with an activity line saying `verb` and the number
  /// of peaks (`writing 4 peaks`) on a terminal.
  func delivering(
    _ verb: String, context: CommandContext, _ deliver: () throws -> ExitStatus
  ) throws -> ExitStatus {
    try context.whileWorking("\(verb) \(peaks.count) peaks", deliver)
  }

  /// Writes the peaks as CSV `index,t,value,kind` to `--out` (default stdout).
  func writeTable(_ options: ParsedOptions, context: CommandContext) throws {
    let output = try context.openOutput(options[OutputOptions.file])
    try output.write(PeakTable.csv(peaks))
    try output.commit()
  }
}
