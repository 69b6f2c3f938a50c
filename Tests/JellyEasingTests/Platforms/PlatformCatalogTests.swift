import Foundation
import JellyEasing
import JellyTestSupport
import Testing

/// Names, arguments and errors of the platform catalog.
@Suite struct PlatformCatalogTests {
  @Test("every entry parses by its usage and its name, and reads back from the curve's name")
  func everyEntryParses() throws {
    #expect(PlatformCatalog.entries.count > 200)
    for entry in PlatformCatalog.entries {
      let curve = try EasingParser.parse(entry.qualifiedName)
      #expect(curve.name == entry.qualifiedName)
      let again = try EasingParser.parse(entry.usage)
      #expect(again.name == entry.qualifiedName, "\(entry.usage)")
      #expect(entry.source.hasPrefix("https://"))
      for x in [0.0, 0.25, 0.5, 1.0] {
        #expect(curve.value(at: x).isFinite, "\(entry.qualifiedName)")
      }
    }
    #expect(
      Set(PlatformCatalog.entries.map(\.qualifiedName)).count == PlatformCatalog.entries.count)
  }

  @Test("arguments: positional, name=value, any case; defaults left out of the name")
  func arguments() throws {
    #expect(try EasingParser.parse("ANDROID:Overshoot(3)").name == "android:overshoot(3)")
    #expect(try EasingParser.parse("android:overshoot(tension=2)").name == "android:overshoot")
    #expect(try EasingParser.parse("qt:OutElastic(period=0.45)").name == "qt:OutElastic(1, 0.45)")
    #expect(
      try EasingParser.parse("android:anticipate-overshoot(extraTension=1)").name
        == "android:anticipate-overshoot(2, 1)")
  }

  @Test("bad input: one message each, with the nearest names")
  func errors() {
    func message(_ text: String) -> String {
      do {
        _ = try EasingParser.parse(text)
        return ""
      } catch { return error.description }
    }
    #expect(
      message("android:overshot")
        == "unknown platform curve 'android:overshoot' (nearest: 'android:overshoot', 'android:linear', 'android:accelerate')"
        .replacingOccurrences(of: "'android:overshoot' (", with: "'android:overshot' ("))
    #expect(
      message("andriod:bounce").hasPrefix(
        "unknown platform curve 'andriod:bounce' (nearest: 'android:bounce'"))
    #expect(
      message("android:overshoot(-1)")
        == "android:overshoot(): tension must be ≥ 0 and finite (got -1.0)")
    #expect(
      message("android:overshoot(1, 2)") == "android:overshoot() takes at most 1 argument, got 2")
    #expect(
      message("qt:OutElastic(periodd=1)")
        == "qt:OutElastic(): unknown argument 'periodd' (did you mean 'period'?)")
    #expect(
      message("qt:OutElastic(period=x)") == "qt:OutElastic(): period must be a number, got 'x'")
    #expect(message("qt:Linear(1)").contains("takes no arguments"))
    #expect(message("android:overshoot(2").contains("missing closing ')'"))
  }

  @Test("outside [0, 1] a platform curve holds its end values; the slope there is 0")
  func holdsOutside() throws {
    let curve = try EasingParser.parse("android:overshoot")
    #expect(curve.value(at: -0.5) == curve.value(at: 0))
    #expect(curve.value(at: 1.5) == curve.value(at: 1))
    #expect(curve.derivative(at: 1.5) == 0)
    #expect(curve.value(at: .nan).isNaN)
  }
}

/// docs/commands/ease.md lists every platform curve with its source, generated from the
/// catalog (JELLYLAB_WRITE_DOCS=1 rewrites it).
@Suite struct PlatformCatalogDocsTests {
  @Test("docs/commands/ease.md holds the generated table of every platform curve")
  func easePageListsEveryEntry() throws {
    let path = "docs/commands/ease.md"
    let page = try RepositoryFiles.read(path)
    let begin = "<!-- platform-curves:begin -->\n"
    let end = "<!-- platform-curves:end -->"
    let start = try #require(page.range(of: begin), "no platform-curves markers")
    let stop = try #require(page.range(of: end))
    let expected = PlatformCatalog.markdownTables + "\n"
    if ProcessInfo.processInfo.environment["JELLYLAB_WRITE_DOCS"] == "1" {
      let updated = page.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: expected)
      try updated.write(to: RepositoryFiles.url(path), atomically: true, encoding: .utf8)
      return
    }
    #expect(
      String(page[start.upperBound..<stop.lowerBound]) == expected,
      "docs/commands/ease.md is out of date: JELLYLAB_WRITE_DOCS=1 swift test --filter PlatformCatalogDocsTests"
    )
    for entry in PlatformCatalog.entries { #expect(page.contains("`\(entry.usage)`")) }
  }
}
