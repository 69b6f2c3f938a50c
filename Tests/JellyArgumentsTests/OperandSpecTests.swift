import Testing

@testable import JellyArguments

/// Positional arguments: a command that declares operands takes exactly that many, among its
/// options or after `--`; help and the reference show them.
@Suite struct OperandSpecTests {
  static let video = OperandSpec("VIDEO", help: "The recording to track")
  static let out = OptionSpec("out", .text, valueName: "FILE", help: "Output")

  @Test("the operand is read before, between or after options, and after --")
  func accepted() throws {
    for arguments in [
      ["rec.mp4", "--out", "a.csv"], ["--out", "a.csv", "rec.mp4"],
      ["--out", "a.csv", "--", "rec.mp4"],
    ] {
      let parsed = try OptionParser.parse(
        arguments, specs: [Self.out], command: "jellylab track", operands: [Self.video])
      #expect(parsed.operands == ["rec.mp4"], "\(arguments)")
    }
    let dashed = try OptionParser.parse(
      ["--", "-odd.mp4"], specs: [Self.out], command: "jellylab track", operands: [Self.video])
    #expect(dashed.operands == ["-odd.mp4"])
  }

  @Test("a missing operand and an extra argument are one-line errors")
  func refused() {
    #expect(throws: CLIError("VIDEO is required: The recording to track")) {
      try OptionParser.parse(
        [], specs: [Self.out], command: "jellylab track", operands: [Self.video])
    }
    #expect(throws: CLIError.unexpectedArgument("b.mp4", command: "jellylab track")) {
      try OptionParser.parse(
        ["a.mp4", "b.mp4"], specs: [Self.out], command: "jellylab track", operands: [Self.video])
    }
    #expect(throws: CLIError.unexpectedArgument("a.mp4", command: "jellylab spring")) {
      try OptionParser.parse(["a.mp4"], specs: [Self.out], command: "jellylab spring")
    }
  }

  /// A command with one operand, for help and the reference.
  struct Track: CommandInterface {
    var name: String { "track" }
    var abstract: String { "Tracks." }
    var discussion: String { "" }
    var options: [OptionSpec] { [OperandSpecTests.out] }
    var modes: [any CommandInterface] { [] }
    var operands: [OperandSpec] { [OperandSpecTests.video] }
  }

  @Test("help and the reference show the operand in the usage line and describe it")
  func documented() {
    let help = HelpFormatter.commandHelp(Track())
    #expect(
      help.contains("USAGE: jellylab track VIDEO [options]\n\nARGUMENTS:\n  VIDEO  The recording"))
    let reference = CommandReference.markdown(Track())
    #expect(
      reference.hasPrefix(
        "Usage: `jellylab track VIDEO [options]`\n\nArguments:\n\n- `VIDEO`: The recording to track\n"
      ))
  }
}
