import Foundation
import JellyCLITestSupport
import JellyFrameDiff
import Testing

@testable import JellyCLI

@Suite struct LabCommandTests {
  /// The JSON payload of a lab page (the `jellylab-data` element's text), parsed.
  static func payload(_ page: String) throws -> [String: Any] {
    let open = #"<script type="application/json" id="jellylab-data">"#
    let start = try #require(page.range(of: open)).upperBound
    let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
    let object = try JSONSerialization.jsonObject(with: Data(page[start..<end].utf8))
    return try #require(object as? [String: Any])
  }

  static func initial(_ payload: [String: Any]) throws -> [String: Any] {
    try #require(payload["initial"] as? [String: Any])
  }

  @Test("the default page: one self-contained file under 150 KB starting on the jelly")
  func defaultPage() throws {
    let result = runCLI(["lab"])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    let page = result.output
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.utf8.count < 150_000, "\(page.utf8.count) bytes")
    #expect(page.components(separatedBy: "<script>").count - 1 == 4)
    #expect(page.contains("default-src 'none'"))
    #expect(!page.contains("http://") || !page.contains("src=\"http"))
    let payload = try Self.payload(page)
    let presets = try #require(payload["presets"] as? [[String: Any]])
    #expect(
      presets.map { $0["name"] as? String }
        == FrameDiffPreset.all.map(\.name).sorted {
          ($0 == "jelly" ? 0 : 1) < ($1 == "jelly" ? 0 : 1)
        }.map(Optional.some))
    let initial = try Self.initial(payload)
    #expect(initial["preset"] as? String == "jelly")
    #expect(initial["fps"] as? Double == 60)
    #expect(initial["solver"] as? String == "ios")
    #expect(initial["cut"] as? Bool == true)
    #expect(initial["maxError"] as? Double == 0.001)
    let side = try #require(initial["side"] as? [String: Any])
    #expect(side["duration"] as? Double == 1 && side["damping"] as? Double == 0.85)
  }

  @Test("the options set the starting values; layout options reach every preset")
  func startingValues() throws {
    let result = runCLI([
      "lab", "--preset", "skype", "--side-damping", "0.5", "--center-velocity", "2", "--fps",
      "120", "--uikit-solver", "ideal", "--free-spring", "--max-error", "0.002", "--screen",
      "390x844",
    ])
    #expect(result.status == 0, "\(result.errorLines)")
    let payload = try Self.payload(result.output)
    let initial = try Self.initial(payload)
    #expect(initial["preset"] as? String == "skype")
    #expect((initial["side"] as? [String: Any])?["damping"] as? Double == 0.5)
    #expect((initial["center"] as? [String: Any])?["velocity"] as? Double == 2)
    #expect(initial["fps"] as? Double == 120)
    #expect(initial["solver"] as? String == "ideal")
    #expect(initial["cut"] as? Bool == false)
    #expect(initial["maxError"] as? Double == 0.002)
    #expect(payload["layoutArguments"] as? [String] == ["--screen", "390x844"])
    let presets = try #require(payload["presets"] as? [[String: Any]])
    let skype = try #require(presets.first)
    // Desgard's menu on a 844-point screen: edgeY = K/2 + 80 − K/2 = 80, blank width 80.
    #expect(skype["bend"] as? [Double] == [80, 80])
    let gooey = try #require(presets.first { $0["name"] as? String == "gooey" })
    // KittenYang's menu on a 390-point screen: W/2 = 195, edgeX = W/2 + 50 − 50 = 195.
    #expect(gooey["bend"] as? [Double] == [195, 195])
    // The other presets keep their own springs.
    let jelly = try #require(presets.first { $0["name"] as? String == "jelly" })
    #expect((jelly["side"] as? [String: Any])?["damping"] as? Double == 0.85)
  }

  @Test("a clamped duration is warned about and starts as used")
  func clampedDuration() throws {
    let result = runCLI(["lab", "--duration", "20"])
    #expect(result.status == 0)
    #expect(result.errorLines.count == 1)
    #expect(
      result.errorLines.first?.hasPrefix("warning: UIKit clamps --duration 20 to 10 s") == true)
    let side = try #require(try Self.initial(Self.payload(result.output))["side"] as? [String: Any])
    #expect(side["duration"] as? Double == 10)
  }

  @Test(
    "bad input: one error line naming the option, exit 2, nothing written",
    arguments: [
      (["--fps", "0"], "--fps"), (["--max-error", "1"], "--max-error"),
      (["--preset", "jely"], "--preset"), (["--side", "duration=1,damping=1"], "--side"),
      (["--damping", "nan"], "--damping"),
    ])
  func badInput(arguments: [String], option: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("jellylab-lab-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("lab.html").path
    let result = runCLI(["lab"] + arguments + ["--out", path])
    #expect(result.status == 2)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains(option) == true, "\(result.errorMessages)")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("an animation past the page's 200000 frames is refused at once, naming the option")
  func frameLimit() throws {
    for (arguments, option) in [
      (["--side-delay", "1e308"], "--side-delay 1e308"),
      (["--side-delay", "3333"], "--side-delay"),
      (["--fps", "1000", "--side-delay", "199"], "--side-delay"),
    ] {
      let result = runCLI(["lab"] + arguments)
      #expect(result.status == 2)
      #expect(result.output.isEmpty)
      #expect(result.errorMessages.count == 1)
      #expect(result.errorMessages.first?.hasPrefix("error: \(option)") == true)
      #expect(result.errorMessages.first?.contains("at most 200000") == true)
    }
    // 3333.31 s at 60 fps is 199999 frames: the largest page.
    #expect(runCLI(["lab", "--side-delay", "3332.31"]).status == 0)
  }

  @Test("a setting whose motion overflows still gives a page (which says so)")
  func overflowingMotion() throws {
    let result = runCLI(["lab", "--velocity", "1e308"])
    #expect(result.status == 0)
    let side = try #require(try Self.initial(Self.payload(result.output))["side"] as? [String: Any])
    #expect(side["velocity"] as? Double == 1e308)
  }

  @Test("--out writes the page atomically into a new folder, nothing on stdout")
  func outFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("jellylab-lab-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("pages/lab.html").path
    let result = runCLI(["lab", "--preset", "gooey", "--out", path])
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(try Self.initial(Self.payload(page))["preset"] as? String == "gooey")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("pages").path)
    #expect(names == ["lab.html"])
  }
}
