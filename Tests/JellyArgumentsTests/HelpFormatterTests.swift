import Testing

@testable import JellyArguments

@Suite struct HelpFormatterTests {
  @Test("wrapping keeps every word, in order, within the width")
  func wrap() {
    let text = "Display frames per second: rows at t = i/F (a finite number > 0; default 60)"
    let lines = HelpFormatter.wrap(text, width: 20)
    #expect(lines.allSatisfy { $0.count <= 20 })
    #expect(lines.joined(separator: " ") == text)
    #expect(HelpFormatter.wrap("a-very-long-word x", width: 5) == ["a-very-long-word", "x"])
    #expect(HelpFormatter.wrap("", width: 5).isEmpty)
  }

  @Test("option lines: synopsis, help, then (range; default)")
  func optionLine() {
    #expect(
      HelpFormatter.commandHelp(Probe()) == """
        OVERVIEW: Probes.

        USAGE: jellylab probe [options]

        OPTIONS:
          --fps <F>     Frames (a finite number > 0; default 60)
          --out <FILE>  Output
          --check       Check
          -h, --help    Show this help.

        """)
    // A synopsis wider than the 30-column cap gets its own line; help continues under the column.
    let long = Probe(extra: [
      OptionSpec("a-rather-long-option-name", .text, valueName: "VALUE", help: "Long one")
    ])
    let lines = HelpFormatter.commandHelp(long).split(separator: "\n")
    let index = lines.firstIndex { $0 == "  --a-rather-long-option-name <VALUE>" }
    #expect(index.map { String(lines[$0 + 1]) } == String(repeating: " ", count: 32) + "Long one")
    #expect(
      lines.contains("  --fps <F>                     Frames (a finite number > 0; default 60)"))
  }
}

/// A minimal command for layout tests.
private struct Probe: CommandInterface {
  var extra: [OptionSpec] = []
  var name: String { "probe" }
  var abstract: String { "Probes." }
  var discussion: String { "" }
  var options: [OptionSpec] {
    [
      OptionSpec("fps", .number(.positive), valueName: "F", help: "Frames", default: "60"),
      OptionSpec("out", .text, valueName: "FILE", help: "Output"),
      OptionSpec("check", .flag, help: "Check"),
    ] + extra
  }
  var modes: [any CommandInterface] { [] }
}
