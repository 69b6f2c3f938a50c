import JellyFrameDiff
import JellyMath
import Testing

@testable import JellyGeometry
@testable import JellyShapes

@Suite struct ShapeErrorTests {
  @Test("descriptions are one line naming the parameter and the allowed range")
  func descriptions() {
    #expect(
      ShapeError.invalidParameter(ParameterError(.blockWidth, value: -1, allowed: "> 0 and finite"))
        .description == "block width must be > 0 and finite (got -1.0)")
    #expect(
      ShapeError.unsuitablePreset(name: "skype", reason: "the jelly needs a one-spring preset")
        .description
        == "preset 'skype' cannot drive this shape: the jelly needs a one-spring preset")
    #expect(
      ShapeError.geometry(.invalidTolerance(0)).description
        == GeometryError.invalidTolerance(0).description)
    let frameError = FrameDiffError.invalidParameter(
      ParameterError(.framesPerSecond, value: 0.0, allowed: "> 0"))
    #expect(ShapeError.frameDiff(frameError).description == frameError.description)
  }

  @Test("the rejected parameter is found also through the geometry and helper-view layers")
  func parameterError() {
    let width = ParameterError(.blockWidth, value: -1, allowed: "> 0 and finite")
    #expect(ShapeError.invalidParameter(width).parameterError == width)
    #expect(ShapeError.geometry(.invalidTolerance(0)).parameterError?.parameter == .tolerance)
    let frameError = FrameDiffError.invalidParameter(
      ParameterError(.framesPerSecond, value: 0.0, allowed: "> 0"))
    #expect(ShapeError.frameDiff(frameError).parameterError?.parameter == .framesPerSecond)
    #expect(ShapeError.unsuitablePreset(name: "x", reason: "y").parameterError == nil)
  }

  @Test("each shape's size error carries the parameter's enum case")
  func errorsCarryTheParameter() {
    let cases: [(Parameter, () throws(ShapeError) -> Void)] = [
      (
        .screenWidth,
        { () throws(ShapeError) in _ = try GooeySideMenu(screenWidth: 0, screenHeight: 1) }
      ),
      (
        .blankWidth,
        { () throws(ShapeError) in
          _ = try SkypeMenu(width: 1, keyWindowHeight: 1, blankWidth: -1)
        }
      ),
      (.blockHeight, { () throws(ShapeError) in _ = try JellyBlock(width: 1, height: .infinity) }),
    ]
    for (parameter, make) in cases {
      do {
        try make()
        Issue.record("\(parameter) was accepted")
      } catch {
        guard case .invalidParameter(let rejected) = error else {
          Issue.record("\(error)")
          continue
        }
        #expect(rejected.parameter == parameter)
      }
    }
  }
}
