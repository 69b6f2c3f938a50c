import Foundation
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

/// The options reference generated from the declarations (the pages in `docs/commands` are
/// checked by RepositoryTests' CommandReferencePagesTests).
@Suite struct CommandReferenceTests {
  @Test("the reference lists every option with its range, unit and default")
  func referenceRows() {
    let text = CommandReference.markdown(SpringCommand())
    #expect(text.hasPrefix("Usage: `jellylab spring [options]`"))
    #expect(
      text.contains(
        "| `--fps F` | frames/s | a finite number in (0, 1000] | 60 | Display-link rate: frame n at t = n/F |"
      ))
    #expect(text.contains("| `--duration D` | s | a finite number > 0 |  |"))
  }

  @Test("a command with modes lists its subcommands and each one's options")
  func subcommands() {
    let text = CommandReference.markdown(PeaksCommand())
    #expect(text.contains("| `check` |"))
    #expect(text.contains("#### `jellylab peaks check`"))
    #expect(text.contains("Usage: `jellylab peaks check [GOLDEN] [options]`"))
    #expect(text.contains("- `GOLDEN`: The golden CSV, or a folder of them (same as --check)"))
  }

  @Test("every limit a command enforces is in its --help and in its generated reference")
  func limitsDocumented() {
    func all(_ command: any CommandInterface, _ path: String) -> [(any CommandInterface, String)] {
      [(command, path)] + command.modes.flatMap { all($0, "\(path) \($0.name)") }
    }
    let squeezed = { (text: String) in
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    var limited = 0
    for top in CommandRegistry.all {
      for (command, path) in all(top, "jellylab \(top.name)") {
        let help = squeezed(HelpFormatter.commandHelp(command, path: path))
        let reference = CommandReference.markdown(command, path: path)
        for limit in command.limits {
          limited += 1
          #expect(help.contains("LIMITS: - ") && help.contains(squeezed(limit)), "\(path)")
          // A command's own --help lists its modes' limits too (`peaks --help`).
          if path.split(separator: " ").count == 3 {
            let parent = squeezed(HelpFormatter.commandHelp(top, path: "jellylab \(top.name)"))
            #expect(parent.contains(squeezed(limit)), "jellylab \(top.name) --help: \(limit)")
          }
          #expect(
            reference.contains("Limits:\n\n") && reference.contains("- \(limit)\n"), "\(path)")
        }
      }
    }
    #expect(limited >= 15)
    let limits = { (arguments: [String]) in
      CommandRegistry.all.first { $0.name == arguments[0] }.flatMap { command in
        arguments.count == 1 ? command : command.subcommand(named: arguments[1])
      }?.limits.joined(separator: "\n") ?? ""
    }
    #expect(limits(["compare", "curves"]) == "At most 12 curves.")
    #expect(limits(["compare", "report"]).contains("searched up to 1000 s"))
    #expect(limits(["compare", "plot"]).contains("may last at most 166666.65 s"))
    #expect(limits(["peaks", "scene"]).contains("--until × --fps at most 9999999"))
    #expect(
      limits(["peaks", "scene"]).contains("--summary's settling time is searched up to 1000 s"))
    #expect(limits(["diff"]).contains("(9999.999 s at 1000 fps, 166666.65 s at 60 fps)"))
    #expect(limits(["shape"]).contains("--metrics and --inversions: at most 10000000 frames"))
    #expect(limits(["spring"]).contains("gives at most 10000000 rows"))
    #expect(limits(["export"]).contains("turn at most 2048 times"))
    #expect(limits(["sweep"]).contains("--format html: at most 4000 cells."))
  }

  @Test("the generated part is replaced between the markers and nowhere else")
  func replacement() throws {
    let page = "# x\n\nprose\n\n<!-- options:begin -->\nold\n<!-- options:end -->\n\nmore\n"
    let updated = try #require(CommandReference.replacingGeneratedPart(of: page, with: "new\n"))
    #expect(
      updated == "# x\n\nprose\n\n<!-- options:begin -->\nnew\n<!-- options:end -->\n\nmore\n")
    #expect(CommandReference.generatedPart(of: updated) == "new\n")
    #expect(CommandReference.replacingGeneratedPart(of: "no markers", with: "x") == nil)
  }
}
