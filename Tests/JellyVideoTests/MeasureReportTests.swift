import Foundation
import JellyFit
import JellyTrack
import Testing

@testable import JellyVideo

@Suite struct MeasureReportTests {
  /// A box whose centre eases from x = 20 to 100 px over 40 frames at 60 fps, frame 5 repeated
  /// while it moves, with its fits and a spring's constants.
  static func report(springModel: String?, code: String? = nil) throws -> MeasureReport {
    let x = { (frame: Int) in 20 + 80 * (1 - exp(-8 * Double(frame) / 60)) }
    var observations = (0..<40).map { MeasuredSeriesTests.seen(x: x($0)) }
    observations[5] = MeasuredSeriesTests.seen(x: x(4), repeat: true)
    let measured = MeasuredSeries(
      track: MeasuredSeriesTests.track(observations), property: .x)
    let motion = try RecordedMotion(times: measured.times, values: measured.values)
    let fits = MotionFitReport(
      results: try MotionFitter.fit(motion, models: [.spring]), listsModels: false)
    return MeasureReport(
      recording: "rec's.mp4", measured: measured, fits: fits, springModel: springModel,
      constants: springModel == nil
        ? [] : [("swiftui", [("response", "0.5 s"), ("dampingFraction", "1.0")])],
      reproduce: springModel == nil ? [] : ["jellylab", "export", "--curve", "a b"], code: code,
      warnings: ["track: one"])
  }

  @Test("the header names the property, the element, the frames kept and the time span")
  func header() throws {
    let report = try Self.report(springModel: nil)
    #expect(
      report.header
        == "measured: x (px) of the element at 0,90,40,20 in 'rec's.mp4', 39 of 40 frames (1"
        + " repeating the frame before while it moves left out), t = 0 to 0.65 s\n")
  }

  @Test("the table adds the constants aligned and the command shell-quoted, then the code")
  func table() throws {
    let report = try Self.report(springModel: "spring", code: "code\n")
    #expect(
      report.table()
        == report.header + "\n" + report.fits.table()
        + "\nplatform constants of the spring fit, as 'jellylab export' prints them:\n"
        + MotionFitReport.aligned([["response", "0.5 s"], ["dampingFraction", "1.0"]])
        + "reproduce: jellylab export --curve 'a b'\n\ncode\n")
    let plain = try Self.report(springModel: nil)
    #expect(plain.table() == plain.header + "\n" + plain.fits.table())
  }

  @Test("the JSON holds the measurement, the constants, the command, the code and the fits")
  func json() throws {
    let report = try Self.report(springModel: "spring", code: "c")
    let text = report.json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["recording"] as? String == "rec's.mp4")
    #expect(object["measured"] as? String == "x" && object["unit"] as? String == "px")
    #expect(object["element"] as? [Int] == [0, 90, 40, 20])
    #expect(object["frames"] as? Int == 40 && object["samples"] as? Int == 39)
    #expect(object["repeated_frames_left_out"] as? Int == 1)
    #expect(object["warnings"] as? [String] == ["track: one"])
    #expect(
      object["constants"] as? [String: [String: String]]
        == ["swiftui": ["response": "0.5 s", "dampingFraction": "1.0"]])
    #expect(object["reproduce"] as? [String] == ["jellylab", "export", "--curve", "a b"])
    #expect(object["code"] as? String == "c")
    #expect(text.hasSuffix(report.fits.value().text(indent: 2) + "\n}\n"))
    let keys = ["recording", "element", "warnings", "constants", "reproduce", "code", "fit"]
    let positions = keys.compactMap { text.range(of: "\"\($0)\":")?.lowerBound }
    #expect(positions.count == keys.count && positions == positions.sorted())
    let plain = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.report(springModel: nil).json().utf8))
        as? [String: Any])
    #expect(plain["reproduce"] == nil && plain["code"] == nil)
    #expect((plain["constants"] as? [String: Any])?.isEmpty == true)
  }

  @Test("shell quoting leaves plain words bare and quotes the rest, quotes escaped")
  func shellQuoted() {
    #expect(MeasureReport.shellQuoted("--mass=1.5:x/y+z_") == "--mass=1.5:x/y+z_")
    #expect(MeasureReport.shellQuoted("a b") == "'a b'")
    #expect(MeasureReport.shellQuoted("it's") == #"'it'\''s'"#)
  }

  @Test("an amount carries the property's unit, the opacity none")
  func amount() {
    #expect(MeasuredProperty.x.amount(0.4) == "0.4 px")
    #expect(MeasuredProperty.scale.amount(0.003) == "0.003 of the reference size")
    #expect(MeasuredProperty.opacity.amount(0.004) == "0.004")
  }
}
