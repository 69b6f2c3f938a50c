import Testing

@testable import JellyArguments

@Suite struct ArgumentTokenizerTests {
  @Test("each argument shape is classified")
  func classify() {
    typealias Token = ArgumentTokenizer.Token
    #expect(ArgumentTokenizer.classify("--fps") == Token.longOption(name: "fps", inlineValue: nil))
    #expect(ArgumentTokenizer.classify("--fps=30") == .longOption(name: "fps", inlineValue: "30"))
    #expect(ArgumentTokenizer.classify("--fps=") == .longOption(name: "fps", inlineValue: ""))
    #expect(ArgumentTokenizer.classify("--a=b=c") == .longOption(name: "a", inlineValue: "b=c"))
    #expect(ArgumentTokenizer.classify("--") == .terminator)
    #expect(ArgumentTokenizer.classify("-h") == .shortOption("-h"))
    #expect(ArgumentTokenizer.classify("-5") == .shortOption("-5"))
    #expect(ArgumentTokenizer.classify("-") == .positional("-"))
    #expect(ArgumentTokenizer.classify("file.csv") == .positional("file.csv"))
  }

  @Test("help is requested by --help or -h before any --")
  func help() {
    #expect(ArgumentTokenizer.requestsHelp(["--fps", "3", "--help"]))
    #expect(ArgumentTokenizer.requestsHelp(["-h"]))
    #expect(!ArgumentTokenizer.requestsHelp(["--", "--help"]))
    #expect(!ArgumentTokenizer.requestsHelp(["--helpful"]))
  }
}
