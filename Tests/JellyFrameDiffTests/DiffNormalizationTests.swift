import Foundation
import Testing

@testable import JellyFrameDiff

@Suite struct DiffNormalizationTests {
  @Test("one spring from 0 to 100 at rest: n(u) = x(uT)/100 by the hand-written closed form")
  func oneSpringMatchesClosedForm() throws {
    let helper = try HelperView(from: 0, to: 100, duration: 1, dampingRatio: 0.4)
    let scene = FrameDiffScene(side: helper)
    let normalization = try DiffNormalization(scene: scene)
    // The main excursion is the start, x0 = −100: A = 100 and the sign stays +1 for −1.
    #expect(normalization.amplitude == 100)
    #expect(normalization.mainExcursionTime == 0)
    #expect(normalization.sign == 1)
    let reference = ReferenceSpring(
      stiffness: helper.spring.stiffness, damping: helper.spring.damping, x0: -100, v0: 0)
    for i in 0...50 {
      let u = Double(i) / 50
      let expected = reference.displacement(u * normalization.settlingTime) / 100
      #expect(abs(normalization.value(at: u) - expected) < 1e-12)
    }
  }

  @Test("the time scale is the settling time: |n(1)| = 0.001 and |n(u)| <= 0.001 for u >= 1")
  func timeScaleIsSettlingTime() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let normalization = try DiffNormalization(scene: scene)
    #expect(abs(abs(normalization.value(at: 1)) - 0.001) < 1e-9)
    for i in 1...4000 {
      #expect(abs(normalization.value(at: 1 + Double(i) / 1000)) <= 0.001 + 1e-12)
    }
  }

  @Test("skype: A is the largest |diff| on a 1e-5 s grid (to 1e-6 pt), n = −1 at the excursion")
  func amplitudeIsLargestDeviation() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let normalization = try DiffNormalization(scene: scene)
    var largest = 0.0
    for i in 0...200_000 { largest = max(largest, abs(scene.diff(at: Double(i) * 1e-5))) }
    #expect(abs(normalization.amplitude - largest) < 1e-6)
    #expect(normalization.amplitude >= largest)
    let u = normalization.mainExcursionTime / normalization.settlingTime
    #expect(abs(normalization.value(at: u) + 1) < 1e-12)
    let flipped = try DiffNormalization(scene: scene, mainExcursionSign: 1)
    #expect(abs(flipped.value(at: u) - 1) < 1e-12)
    #expect(flipped.sign == -normalization.sign)
  }

  @Test("a diff that never moves (identical helpers) and a zero sign are rejected")
  func rejectsDegenerateInput() throws {
    let helper = try HelperView(from: 0, to: 100, duration: 1, dampingRatio: 0.5)
    #expect(throws: FrameDiffError.self) {
      try DiffNormalization(scene: FrameDiffScene(side: helper, center: helper))
    }
    #expect(
      throws: FrameDiffError.invalidParameter(
        name: "main excursion sign", value: "0.0", allowed: "nonzero")
    ) {
      try DiffNormalization(scene: FrameDiffScene(side: helper), mainExcursionSign: 0)
    }
  }
}
