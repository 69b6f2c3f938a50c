import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

/// A recording in `folder/name`: a spring (ζ 0.5, ω0 20 rad/s) from 100 to 400 px released at
/// 0.25 s, 60 Hz, rounded to whole pixels, until 1.5 s.
private func springRecording(
  in folder: TemporaryFolder, name: String = "recording.csv", hold: Double = 0.25
) throws -> String {
  let omega = 20.0
  let zeta = 0.5
  let damped = omega * (1 - zeta * zeta).squareRoot()
  var text = "t,x\n"
  for frame in 0...(90 + Int((60 * (hold - 0.25)).rounded())) {
    let t = Double(frame) / 60
    let u = t - hold
    let x =
      u < 0
      ? 100
      : 400 - 300 * exp(-zeta * omega * u)
        * (cos(damped * u) + zeta * omega / damped * sin(damped * u))
    text += "\(t),\(Int(x.rounded()))\n"
  }
  let path = folder.path(name)
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}

private func json(_ output: String) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
}

@Suite struct FitCommandTests {
  @Test("a spring fit as JSON: every key the report promises, the spring within 0.5 %")
  func springJSON() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI([
      "fit", "--input", try springRecording(in: folder), "--model", "spring", "--format", "json",
    ])
    #expect(result.status == 0 && result.errorLines.isEmpty)
    let object = try json(result.output)
    for key in [
      "model", "damping_ratio", "natural_frequency", "mass", "stiffness", "damping_coefficient",
      "velocity", "start_time", "from", "to", "rms_residual", "max_residual",
      "damping_ratio_stderr", "natural_frequency_stderr", "start_time_stderr", "from_stderr",
      "to_stderr", "velocity_stderr", "bic", "aic", "points", "warnings", "uikit_duration",
      "uikit_damping", "snap_time", "trimmed_start", "trimmed_end", "repeated_frames", "spring",
    ] {
      #expect(object[key] != nil, "\(key)")
    }
    #expect(object["model"] as? String == "spring")
    let zeta = try #require(object["damping_ratio"] as? Double)
    let omega = try #require(object["natural_frequency"] as? Double)
    #expect(abs(zeta / 0.5 - 1) <= 0.005 && abs(omega / 20 - 1) <= 0.005)
    #expect(
      abs(try #require(object["stiffness"] as? Double) - omega * omega) <= 1e-9 * omega * omega)
    let spring = try #require(object["spring"] as? [String: Any])
    for key in ["period", "response", "bounce", "uikit_duration", "settling_duration"] {
      #expect(spring[key] != nil, "spring.\(key)")
    }
    #expect(object["held"] as? [String] == ["velocity"])
  }

  @Test("auto ranks four models by BIC, best first, as {best, models}")
  func autoRanking() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = runCLI(["fit", "--input", try springRecording(in: folder), "--format", "json"])
    #expect(result.status == 0)
    let object = try json(result.output)
    let models = try #require(object["models"] as? [[String: Any]])
    #expect(models.count == 4)
    let criteria = models.compactMap { $0["bic"] as? Double }
    #expect(criteria == criteria.sorted())
    #expect(object["best"] as? String == models.first?["model"] as? String)
    #expect(["spring", "uikit"].contains(object["best"] as? String ?? ""))
  }

  @Test("fixed values are not fitted; --mass scales the reported spring; csv and --out")
  func fixedValuesAndCSV() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let input = try springRecording(in: folder)
    let out = folder.path("fit.csv")
    let result = runCLI([
      "fit", "--input", input, "--model", "spring", "--from", "100", "--to", "400", "--mass", "2",
      "--format", "csv", "--out", out,
    ])
    #expect(result.status == 0 && result.output.isEmpty)
    let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == "model,rank,key,value,stderr,unit")
    #expect(lines.contains("spring,1,from,100.0,,value units"))
    #expect(lines.contains("spring,1,mass,2.0,,mass units"))
    let stiffness = try #require(lines.first { $0.hasPrefix("spring,1,stiffness,") })
    let k = try #require(Double(stiffness.split(separator: ",")[3]))
    #expect(abs(k / (2 * 400) - 1) <= 0.01)
  }

  @Test("--plot writes the data, the script and the manifest (and the PNG with gnuplot)")
  func plot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let plot = folder.path("figure")
    let result = runCLI([
      // A hold of 2 s: more than the fit keeps, so some samples are left out.
      "fit", "--input", try springRecording(in: folder, hold: 2), "--model", "spring,uikit",
      "--plot", plot,
    ])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("rank  model"))
    for file in ["fit-samples.csv", "fit-curves.csv", "fit-left-out.csv", "fit.gp", "fit.json"] {
      #expect(FileManager.default.fileExists(atPath: "\(plot)/\(file)"), "\(file)")
    }
    if installedGnuplot != nil {
      #expect(FileManager.default.fileExists(atPath: "\(plot)/fit.png"))
      #expect(result.errorLines.contains("wrote \(plot)/fit.png"))
    }
    let curves = try String(contentsOfFile: "\(plot)/fit-curves.csv", encoding: .utf8)
    #expect(curves.hasPrefix("t,fit_1,fit_2\n"))
  }

  /// Bad input: one `error:` line (no usage lines: the input is at fault), exit status 2, and
  /// nothing written (not the --plot folder either).
  @Test(
    "bad input is one error line and exit 2",
    arguments: [
      ("x,value\n0,1\n0.1,2\n", "no time column"),
      ("t,value\n0,1\n0.2,2\n0.1,3\n", "column 't' must increase, but 0.1 follows 0.2"),
      ("t,value\n0,1\n0.1,2\n0.2,3\n0.3,3\n", "needs at least 7 points (got 4)"),
      ("t,value\n0,5\n0.1,5\n0.2,5\n0.3,5\n0.4,5\n0.5,5\n0.6,5\n0.7,5\n", "a constant series"),
    ])
  func badInput(text: String, message: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let input = folder.path("bad.csv")
    try text.write(toFile: input, atomically: true, encoding: .utf8)
    let plot = folder.path("figure")
    let result = runCLI(["fit", "--input", input, "--plot", plot])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("error: --input \(input)") == true)
    #expect(result.errorLines.first?.contains(message) == true, "\(result.errorLines)")
    #expect(!FileManager.default.fileExists(atPath: plot))
  }

  @Test(
    "a trace as other tools write it: a text column, time in ms, rows without the object (gaps)"
  )
  func foreignTrace() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The spring recording of the other tests, its times in milliseconds, with 12 rows before
    // the element appears (empty x) and a play-state column of text, one cell quoted.
    let rows = try String(contentsOfFile: try springRecording(in: folder), encoding: .utf8)
      .split(separator: "\n").dropFirst()
    var text = "frame,time_ms,x,state\n"
    for index in 0..<12 { text += "\(index),\(Double(index) * 1000 / 60 - 200),,idle\n" }
    for (index, row) in rows.enumerated() {
      let cells = row.split(separator: ",")
      let ms = try #require(Double(cells[0])) * 1000
      text += "\(index + 12),\(ms),\(cells[1]),\(index % 2 == 0 ? "running" : "\"paused, soon\"")\n"
    }
    let input = folder.path("trace.csv")
    try text.write(toFile: input, atomically: true, encoding: .utf8)
    let result = runCLI([
      "fit", "--input", input, "--value-column", "x", "--model", "spring", "--format", "json",
    ])
    #expect(result.status == 0, "\(result.errorLines)")
    #expect(
      result.errorLines.contains(
        "note: --input \(input): the time column 'time_ms' is read in milliseconds (converted to"
          + " seconds; --time-unit overrides it)"))
    #expect(
      result.errorLines.contains(
        "warning: --input \(input): 12 of \(12 + rows.count) rows have an empty 'x' or 'time_ms'"
          + " (lines 2-13): skipped as gaps"))
    let object = try json(result.output)
    let zeta = try #require(object["damping_ratio"] as? Double)
    let omega = try #require(object["natural_frequency"] as? Double)
    #expect(abs(zeta / 0.5 - 1) <= 0.005 && abs(omega / 20 - 1) <= 0.005, "\(zeta) \(omega)")
    // --time-unit s reads the same column as seconds: a spring 1000 times slower.
    let seconds = runCLI([
      "fit", "--input", input, "--value-column", "x", "--model", "spring", "--time-unit", "s",
      "--format", "json",
    ])
    let slow = try #require(try json(seconds.output)["natural_frequency"] as? Double)
    #expect(abs(slow * 1000 / omega - 1) <= 1e-3, "\(slow)")
    #expect(!seconds.errorLines.contains { $0.hasPrefix("note:") })
  }

  @Test(
    "series that hold no samples are refused by name",
    arguments: [
      ("t,x\n", "no data rows after the header (line 1)"),
      ("# a comment\nt,x\n\n", "no data rows after the header (line 2)"),
      ("t,x\n0,\n1,\n", "every one of the 2 data rows has an empty 't' or 'x'"),
      (
        "time_ns,x\n0,1\n",
        "the time column 'time_ns' is in 'ns', which is not read; give its"
          + " unit with --time-unit s, ms or us"
      ),
      ("t,x,note\n0,1,\"open\n", "a double quote opens a cell that the line does not close"),
    ])
  func emptySeries(text: String, message: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let input = folder.path("empty.csv")
    try text.write(toFile: input, atomically: true, encoding: .utf8)
    for command in [["fit"], ["peaks", "series"], ["peaks"]] {
      let result = runCLI(command + ["--input", input])
      #expect(result.status == 2, "\(command)")
      #expect(result.errorLines.count == 1, "\(command) \(result.errorLines)")
      #expect(result.errorLines.first?.contains(message) == true, "\(result.errorLines)")
    }
  }

  @Test("option errors name the option: --model, --mass, a missing --input")
  func optionErrors() {
    let model = runCLI(["fit", "--input", "x.csv", "--model", "spring,bezier"])
    #expect(model.status == 2)
    #expect(
      model.errorMessages == [
        "error: --model must be a comma-separated list of spring, uikit, cubic-bezier, elastic or"
          + " auto (got 'spring,bezier')"
      ])
    #expect(runCLI(["fit", "--input", "x.csv", "--mass", "0"]).status == 2)
    #expect(runCLI(["fit"]).errorMessages.first?.hasPrefix("error: --input is required") == true)
  }

  @Test("the model list: auto is every model, duplicates are allowed, unknown words are refused")
  func parseModels() {
    #expect(FitOptions.parseModels("auto")?.count == 4)
    #expect(FitOptions.parseModels("spring,uikit")?.map(\.rawValue) == ["spring", "uikit"])
    #expect(FitOptions.parseModels("spring,") == nil)
    #expect(FitOptions.parseModels("Spring") == nil)
  }
}
