import Foundation
import Jelly
import JellyTestSupport
import Testing

/// The parameters of every library together: each library declares and lists its own, and no
/// two libraries give one message name two meanings.
@Suite struct ParameterNamesTests {
  /// Each library's list, by library.
  static let lists: [(library: String, parameters: [Parameter])] = [
    ("JellySprings", Parameter.springParameters), ("JellyEasing", Parameter.easingParameters),
    ("JellyFrameDiff", Parameter.frameDiffParameters),
    ("JellyAnalysis", Parameter.analysisParameters), ("JellyShapes", Parameter.shapeParameters),
    ("JellySweep", Parameter.sweepParameters), ("JellyGeometry", Parameter.geometryParameters),
    ("JellyExport", Parameter.exportParameters), ("JellyFit", Parameter.fitParameters),
    ("JellyTrack", Parameter.trackParameters), ("JellyGolden", Parameter.goldenParameters),
  ]

  @Test("every parameter has a non-empty message name, and no two share one")
  func namesAreUniqueAndNonEmpty() {
    let names = Self.lists.flatMap(\.parameters).map(\.rawValue)
    #expect(names.allSatisfy { !$0.isEmpty && $0.trimmingCharacters(in: .whitespaces) == $0 })
    #expect(Set(names).count == names.count)
    var owner: [String: String] = [:]
    for (library, parameters) in Self.lists {
      #expect(!parameters.isEmpty, "\(library)")
      for parameter in parameters {
        if let other = owner.updateValue(library, forKey: parameter.rawValue) {
          Issue.record("'\(parameter)' is declared by \(other) and by \(library)")
        }
      }
    }
  }

  @Test("each library's list holds exactly the parameters its Parameter+<Library>.swift declares")
  func listsAreComplete() throws {
    let declaration = try Regex(#"static let \w+ = Parameter\(rawValue: "([^"]+)"\)"#)
    for (library, parameters) in Self.lists {
      let folder = RepositoryFiles.url("Sources/\(library)")
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasPrefix("Parameter+") && $0.hasSuffix(".swift")
      }
      #expect(files.count == 1, "\(library): \(files)")
      var declared: [String] = []
      for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        declared += text.matches(of: declaration).map { String($0.output[1].substring ?? "") }
      }
      #expect(declared.sorted() == parameters.map(\.rawValue).sorted(), "\(library)")
    }
  }

  @Test("the message names are the words libraries have always printed")
  func messageNames() {
    #expect(Parameter.dampingRatio.rawValue == "damping ratio")
    #expect(Parameter.dampingCoefficient.rawValue == "damping")
    #expect(Parameter.screenWidth.rawValue == "screen width")
    #expect(Parameter.framesPerSecond.rawValue == "fps")
    #expect(Parameter.dropRate.rawValue == "drop rate")
    #expect(Parameter.travel.rawValue == "distance |to - from|")
    #expect(Parameter.stepCount.rawValue == "n")
    #expect(Parameter.shapeTime.rawValue == "t")
  }
}
