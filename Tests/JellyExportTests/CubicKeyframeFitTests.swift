import JellyEasing
import Testing

@testable import JellyExport

@Suite struct CubicKeyframeFitTests {
  /// The sources of the Lottie acceptance: UIKit, SwiftUI (both forms), Core Animation and
  /// easeOutElastic, each as export builds it.
  static let sources = [
    "spring(duration=1,damping=0.5)",
    "spring(response=0.5,damping=0.7,velocity=1)",
    "spring(duration=0.6,bounce=0.3)",
    "spring(mass=1,stiffness=100,damping-coefficient=10)",
    "easeOutElastic",
  ]

  static func source(_ name: String, bound: Double) throws -> ExportSource {
    let curve = try EasingParser.parse(name)
    if let spring = curve as? SpringEasing {
      return try ExportSource.spring(
        spring.spring, initialVelocity: spring.initialVelocity,
        endTime: spring.motion.endTime, bound: bound, name: name)
    }
    return ExportSource.easing(curve, durationSeconds: 1)
  }

  /// max |fit − curve| over 200 001 evenly spaced progress values (``CubicKeyframeFit/value(at:)``,
  /// which holds a jump's start value inside its 10^-12 window): an independent check of the
  /// certified bound.
  static func sampledError(_ fit: CubicKeyframeFit, _ curve: any EasingCurve) -> Double {
    (0...200_000).reduce(0.0) { worst, sample in
      let t = Double(sample) / 200_000
      return max(worst, abs(fit.value(at: t) - curve.value(at: t)))
    }
  }

  @Test(
    "within the bound, certified and on 200 001 samples, the certificate not loose",
    arguments: sources)
  func bound(name: String) throws {
    let bound = 1e-4
    let source = try Self.source(name, bound: bound)
    let fit = try CubicKeyframeFit(curve: source.curve, bound: bound)
    #expect(fit.certifiedError <= bound)
    let sampled = Self.sampledError(fit, source.curve)
    #expect(sampled <= fit.certifiedError * (1 + 1e-9))
    #expect(sampled > fit.certifiedError / 2)
    // Every keyframe is on the curve with its slope, so the pieces join with C1 continuity.
    #expect(fit.holdStarts.isEmpty)
    let jumps = Set(fit.jumpStarts)
    for (index, (left, right)) in zip(fit.pieces, fit.pieces.dropFirst()).enumerated()
    where !jumps.contains(index) && !jumps.contains(index + 1) {
      #expect(left.end == right.start && left.endSlope == right.startSlope)
    }
  }

  @Test("steps(4): flat stretches are holds and the four steps are jumps, certified outside them")
  func steps() throws {
    let curve = try EasingParser.parse("steps(4)")
    let fit = try CubicKeyframeFit(curve: curve, bound: 1e-3)
    #expect(fit.holdStarts == [0, 2, 4, 6], "\(fit.holdStarts)")
    #expect(fit.jumpStarts == [1, 3, 5, 7], "\(fit.jumpStarts)")
    #expect(fit.certifiedError < 1e-15)
    #expect(fit.pieces.map(\.start.value) == [0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75])
  }

  @Test("a cubic through a cubic is exact; the handles of the Lottie easing are its control values")
  func exactOnCubics() throws {
    let curve = CubicTestCurve()
    let fit = try CubicKeyframeFit(curve: curve, bound: 1e-9)
    #expect(fit.keyframeCount == 2)
    let piece = try #require(fit.pieces.first)
    // f(t) = 3t² − 2t³ (smoothstep): slopes 0 at both ends, so the handles are (1/3, 0) and
    // (2/3, 1), the CSS ease-in-out-like cubic-bezier(1/3, 0, 2/3, 1).
    #expect(abs(piece.outHandleY) < 1e-15 && abs(piece.inHandleY - 1) < 1e-15)
    #expect(abs(piece.value(at: 0.3) - curve.value(at: 0.3)) < 1e-15)
  }
}

/// Smoothstep, 3t² − 2t³.
struct CubicTestCurve: EasingCurve {
  var name: String { "smoothstep" }
  func value(at t: Double) -> Double { t * t * (3 - 2 * t) }
  func derivative(at t: Double) -> Double { 6 * t * (1 - t) }
}
