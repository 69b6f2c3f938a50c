import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct CompareCommandTests {
  @Test("the subcommands, and the default rule: curves, plot, else report")
  func modesAndDefaultRule() throws {
    let command = CompareCommand()
    let rule = try #require(command.defaultSubcommand)
    #expect(command.subcommands.map(\.name) == ["report", "plot", "curves"])
    #expect(rule.cases.map(\.mode) == ["curves", "plot"])
    #expect(rule.cases.map { $0.given.map(\.name) } == [["curves"], ["plot"]])
    #expect(rule.fallback == "report")
  }

  static let badInputs = [
    BadInput(
      ["--curves", "easeOutElastc,linear"],
      mentions:
        "error: --curves: unknown easing 'easeOutElastc' (did you mean 'easeOutElastic'?)"),
    BadInput(
      ["--curves", " , "],
      mentions: "error: --curves: empty list; give curve names separated by commas"),
    BadInput(
      ["--curves", "linear,,easeOutBack"],
      mentions: "error: --curves: entry 2 of 3 is empty"),
    BadInput(
      ["--curves", "linear", "--preset", "skype"],
      mentions:
        "error: --preset belongs to 'jellylab compare report|plot', not to 'jellylab compare curves'",
      usage: "jellylab compare curves"),
    BadInput(
      ["--preset", "skype", "--curves", "linear"],
      mentions:
        "error: --preset belongs to 'jellylab compare report|plot', not to 'jellylab compare curves'",
      usage: "jellylab compare curves"),
    BadInput(
      ["--curves", "linear", "--side", "duration=1,damping=1"],
      mentions:
        "error: --side belongs to 'jellylab compare report|plot', not to 'jellylab compare curves'",
      usage: "jellylab compare curves"),
    BadInput(
      ["--curves", "linear", "--damping", "0.5"],
      mentions:
        "error: --damping belongs to 'jellylab compare report|plot', not to 'jellylab compare curves'",
      usage: "jellylab compare curves"),
    BadInput(
      ["curves", "--curves", "linear", "--format", "gif"],
      mentions: "error: --format must be one of png, svg, pdf, dumb, none, html (got 'gif')",
      usage: "jellylab compare curves"),
    BadInput(
      ["--curves", "cubic-bezier(0.68,-0.6,0.32)"],
      mentions: "error: --curves: cubic-bezier() takes 4 arguments, got 3"),
    BadInput(
      ["--preset", "skype", "--plot", "--format", "json"],
      mentions: "error: --format must be one of png, svg, pdf, dumb, none, html (got 'json')",
      usage: "jellylab compare plot"),
    BadInput(
      ["plot", "--preset", "skype", "--format", "json"],
      mentions: "error: --format must be one of png, svg, pdf, dumb, none, html (got 'json')",
      usage: "jellylab compare plot"),
    BadInput(
      ["--preset", "skype", "--format", "xml"],
      mentions: "error: --format must be one of table, json, csv (got 'xml')",
      usage: "jellylab compare report"),
    BadInput(
      ["--preset", "skype", "--format", "png"],
      mentions: "error: --format must be one of table, json, csv (got 'png')",
      usage: "jellylab compare report"),
    BadInput(
      ["--preset", "skype", "--size", "800x400"],
      mentions:
        "error: --size belongs to 'jellylab compare plot|curves', not to 'jellylab compare report'",
      usage: "jellylab compare report"),
    BadInput(
      ["--preset", "skype", "--plot", "--out-dir", "-"],
      mentions:
        "error: --out-dir must be a folder path ('-' cannot hold a figure's several files) (got '-')",
      usage: "jellylab compare plot"),
    BadInput(
      ["curves", "--curves", "linear", "--out-dir", "-"],
      mentions:
        "error: --out-dir must be a folder path ('-' cannot hold a figure's several files) (got '-')",
      usage: "jellylab compare curves"),
    BadInput(
      [
        "--curves", Array(repeating: "linear", count: 12).joined(separator: ","),
        "--size", "320x160",
      ],
      mentions: "error: --curves: 12 curves do not fit --size 320x160: each panel needs a plot area"
        + " of at least 16 px each way; give fewer curves or a larger --size"),
  ]

  @Test("bad figure input: exit 2, exactly one stderr line, nothing written", arguments: badInputs)
  func badInput(_ input: BadInput) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The report's --out is a file; the figures' folder is --out-dir.
    let figure = input.usage != "jellylab compare report" && !input.arguments.contains("--out-dir")
    let out = figure ? ["--out-dir", folder.path("out")] : []
    let result = runCLI(["compare"] + input.arguments + out)
    #expect(result.status == 2)
    #expect(result.errorLines == [input.mentions] + usageLines(input.usage))
    #expect(result.output.isEmpty)
    #expect(!folder.exists("out"))
  }
}
