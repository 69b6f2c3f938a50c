import JellyEasing
import JellySprings
import Testing

@testable import JellyExport

@Suite struct ExportFormatTests {
  @Test("four curve formats, one keyframe format and seven spring formats, in listing order")
  func kinds() {
    #expect(
      ExportFormat.formats(.curve).map(\.name) == [
        "css-linear", "css-keyframes", "waapi", "ca-keyframes",
      ])
    #expect(ExportFormat.formats(.keyframes) == [.lottie])
    #expect(
      ExportFormat.formats(.springConstants).map(\.name) == [
        "swiftui", "uikit", "core-animation", "android", "flutter", "motion", "react-spring",
      ])
    #expect(ExportFormat.allCases.allSatisfy { !$0.summary.isEmpty })
    #expect(ExportFormat.allCases.filter { $0.listingNote != nil } == [.uiKit])
  }

  @Test("each kind is written by its own writer, and the other refuses it")
  func dispatch() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
    let curve = try ExportSource.spring(
      spring, initialVelocity: 0, endTime: .infinity, bound: 0.01, name: "s")
    for format in ExportFormat.allCases {
      switch format.kind {
      case .curve:
        let export = try CurveExport(curve, bound: 0.01, format: format, label: "s")
        #expect(!export.code.isEmpty && export.format == format)
        #expect(throws: ExportError.notSpringFormat(format.name)) {
          try SpringSnippet(format: format, spring: spring, initialVelocity: 0, endTime: .infinity)
        }
      case .keyframes:
        let export = try LottieExport(curve, bound: 0.01, label: "s")
        #expect(export.document.hasPrefix("{\"v\":"))
        #expect(throws: ExportError.notCurveFormat(format.name)) {
          try CurveExport(curve, bound: 0.01, format: format, label: "s")
        }
        #expect(throws: ExportError.notSpringFormat(format.name)) {
          try SpringSnippet(format: format, spring: spring, initialVelocity: 0, endTime: .infinity)
        }
      case .springConstants:
        let snippet = try SpringSnippet(
          format: format, spring: spring, initialVelocity: 0, endTime: .infinity)
        #expect(snippet.code.hasPrefix("// jellylab export \(format.name):"))
        #expect(throws: ExportError.notCurveFormat(format.name)) {
          try CurveExport(curve, bound: 0.01, format: format, label: "s")
        }
      }
    }
  }
}
