import JellyEasing
import JellyExport
import Testing

@testable import JellyFigures

@Suite struct ExportFigureExportsTests {
  @Test("a curve export's figure: its source's curve and scale, its stops and bound, its format")
  func curveExport() throws {
    let (export, figure) = try ExportFigureCases.skype()
    #expect(figure.stops.map(\.progress) == export.css.stops.map(\.progress))
    #expect(figure.stops.map(\.value) == export.css.stops.map(\.value))
    #expect(figure.bound == export.css.bound && figure.bound == 0.001)
    #expect(figure.scale == export.source.scale && figure.isDiff)
    #expect(figure.durationSeconds == export.source.durationSeconds)
    #expect(figure.formatName == "ca-keyframes")
    #expect(figure.curve.value(at: 0.25) == export.source.curve.value(at: 0.25))
    #expect(figure.approximation == nil)
  }

  @Test("a Lottie export's figure: its keyframes as points, its cubics between them")
  func lottieExport() throws {
    let source = ExportSource.easing(try EasingParser.parse("easeOutBack"), durationSeconds: 1)
    let export = try LottieExport(source, bound: 0.01, label: "easeOutBack over 1 s")
    let figure = ExportFigure(export, label: "easeOutBack over 1 s")
    #expect(figure.formatName == "lottie" && figure.sourceLabel == "easeOutBack over 1 s")
    #expect(figure.stops.map(\.progress) == export.keyframes.map(\.progress))
    #expect(figure.stops.map(\.value) == export.keyframes.map(\.value))
    #expect(figure.bound == 0.01 && figure.scale == 1 && figure.durationSeconds == 1)
    let approximation = try #require(figure.approximation)
    #expect(approximation(0.3) == export.fit.value(at: 0.3))
    #expect(abs(approximation(0.3) - source.curve.value(at: 0.3)) <= 0.01)
  }
}
