import Foundation
import JellyFigures
import JellyGnuplot
import JellyTestSupport
import Testing

@Suite struct FitFigureTests {
  static func figure(leftOut: Bool) -> FitFigure {
    let times = (0..<30).map { Double($0) / 60 }
    let values = times.map { 100 + 300 * min($0 / 0.3, 1) }
    return FitFigure(
      sampleTimes: times, sampleValues: values, leftOutTimes: leftOut ? [0.6] : [],
      leftOutValues: leftOut ? [400] : [], gridTimes: times,
      curves: [
        FitFigure.Curve(
          label: "spring: ζ = 0.5", gridValues: values, residuals: times.map { _ in 0.1 }),
        FitFigure.Curve(
          label: "uikit: T = 0.6 s", gridValues: values, residuals: times.map { _ in -0.2 }),
      ], valueLabel: "x (input units)", title: "jellylab fit: test")
  }

  @Test("the script labels both axes with units and keys every curve and residual")
  func script() throws {
    let script = try FitFigureScript(
      figure: Self.figure(leftOut: true), pageWidth: 1200, pageHeight: 700
    )
    .script(terminal: .png(width: 1200, height: 700), outputFileName: "fit.png")
    let text = try script.text(outputFileName: "fit.png")
    #expect(text.contains("t, time of the recording (s)"))
    #expect(text.contains("x (input units)"))
    #expect(text.contains("residual, sample − fit"))
    #expect(text.contains("spring: ζ = 0.5") && text.contains("residuals of uikit"))
    #expect(text.contains("fit-left-out.csv"))
  }

  @Test("the data files: samples with residuals, the curves on their grid; no empty left-out file")
  func files() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = FigureFolder(
      path: folder.path("out"), format: .none, width: 1200, height: 700)
    let outcome = try target.write(
      Self.figure(leftOut: false), command: ["jellylab", "fit"], jellylabVersion: "0")
    #expect(outcome.files == ["fit-samples.csv", "fit-curves.csv", "fit.gp", "fit.json"])
    let samples = try folder.text("out/fit-samples.csv")
    #expect(samples.hasPrefix("t,value,residual_1,residual_2\n0.0,100.0,0.1,-0.2\n"))
  }
}
