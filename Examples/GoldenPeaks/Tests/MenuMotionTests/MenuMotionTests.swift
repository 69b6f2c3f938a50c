import Foundation
import JellyGolden
import MenuMotion
import Testing

/// The menu's diff, the card's spring and the badge's easing, each pinned in a golden file under
/// `golden/`; `UPDATE_GOLDEN=1 swift test` pins them again (after a deliberate change).
@Suite struct MenuMotionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("golden")

  static func check(_ source: PeakSource, _ name: String) throws -> GoldenReport {
    let url = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try GoldenPeaks.record(source, to: url, tolerance: GoldenTolerance(time: 1e-6, value: 1e-6))
    }
    return try GoldenPeaks.check(source, against: url)
  }

  @Test("the menu's diff keeps its peaks")
  func menu() throws {
    let report = try Self.check(.scene(ScenePeakSource(preset: MenuMotion.menuScene())), "menu.csv")
    #expect(report.passed, "\(report)")
  }

  @Test("the card's spring keeps its peaks")
  func card() throws {
    let spring = SpringPeakSource(
      .swiftUIResponse, [.response: MenuMotion.cardResponse, .damping: MenuMotion.cardDamping])
    let report = try Self.check(.spring(spring), "card.csv")
    #expect(report.passed, "\(report)")
  }

  @Test("the badge's easing keeps its peaks")
  func badge() throws {
    let easing = EasingPeakSource(curve: MenuMotion.badgeCurve, duration: MenuMotion.badgeDuration)
    let report = try Self.check(.easing(easing), "badge.csv")
    #expect(report.passed, "\(report)")
  }

  @Test("a one-percent change of the card's damping is caught; the report names the drifted peaks")
  func driftIsCaught() throws {
    let softer = SpringPeakSource(
      .swiftUIResponse, [.response: MenuMotion.cardResponse, .damping: 0.693])
    let report = try GoldenPeaks.check(
      .spring(softer), against: Self.folder.appendingPathComponent("card.csv"))
    #expect(!report.passed)
    #expect("\(report)".contains("DRIFT"))
    #expect(report.differences == ["damping: recorded 0.7, this run 0.693"])
  }
}
