import Foundation
import JellyFrameDiff
import JellyLottie
import JellyTestSupport
import Testing

@testable import JellyExport

/// jellylab's Lottie exports as rlottie 0.1 (rlottie-python 1.3.8) draws them:
/// Tests/Fixtures/lottie/exports holds each document (`export --format lottie --distance 4000`)
/// and the box's centroid in every frame rlottie drew with the keyframe times stretched 8 times
/// (record_rlottie_exports.py), i.e. at 8 times per frame of the document.
@Suite struct LottieExportTests {
  /// The recordings' names and sources.
  static let recordings = [
    ("uikit", "spring(duration=1,damping=0.5)"),
    ("swiftui", "spring(response=0.5,damping=0.7,velocity=1)"),
    ("core-animation", "spring(mass=1,stiffness=100,damping-coefficient=10)"),
    ("ease-out-elastic", "easeOutElastic"),
  ]
  static let distance = 4000.0
  /// How far (frames) from a jump rlottie may still draw either side of it: its frame times are
  /// single precision, so the 10^-12-wide jump window is one float ulp of the frame number.
  static let jumpSlack = 1e-3

  static func recorded(_ file: String) throws -> [(time: Double, y: Double)] {
    let text = try String(
      contentsOfFile: RepositoryFiles.path("Tests/Fixtures/lottie/exports/\(file)"),
      encoding: .utf8)
    return try text.split(separator: "\n").dropFirst().map { line in
      let fields = line.split(separator: ",").compactMap { Double($0) }
      try #require(fields.count == 2, "a row of two numbers: \(line)")
      return (fields[0], fields[1])
    }
  }

  @Test(
    "within E as the reader and rlottie play it, in at most half linear()'s points",
    arguments: recordings, [("1e-3", 1e-3), ("1e-4", 1e-4)])
  func playedWithinBound(recording: (String, String), bound: (String, Double)) throws {
    let (name, curve) = recording
    let stem = "\(name)-\(bound.0)"
    let source = try CubicKeyframeFitTests.source(curve, bound: bound.1)
    let export = try LottieExport(source, bound: bound.1, label: curve, distance: Self.distance)
    #expect(export.fit.certifiedError <= bound.1 * LottieExport.fitFraction)
    #expect(export.checkedError <= export.fit.certifiedError * (1 + 1e-6))
    #expect(export.checkedError > export.fit.certifiedError / 2)
    #expect(2 * export.keyframeCount <= export.linearCount)
    // The recorded document is the one export writes (to rounding of the last digits).
    let data = try Data(
      contentsOf: RepositoryFiles.url("Tests/Fixtures/lottie/exports/\(stem).json"))
    let committed = try #require(try LottieDocument(json: data).animatedProperties.first).property
    let read = try LottieDocument(json: Data(export.document.utf8))
    #expect(read.frameRate == 60 && read.width == export.canvas.width)
    #expect(read.animatedProperties.map(\.property.path) == ["layers[0 \"box\"].ks.p.y"])
    let written = try #require(read.animatedProperties.first).property
    try #require(committed.keyframes.count == written.keyframes.count, "re-record \(stem)")
    for (a, b) in zip(committed.keyframes, written.keyframes) {
      #expect(abs(a.time - b.time) <= 1e-9 && abs(a.value[0] - b.value[0]) <= 1e-9)
    }
    let frames = source.durationSeconds * export.frameRate
    let jumps = export.fit.jumpStarts.map { export.fit.pieces[$0].end.progress * frames }
    var worst = 0.0
    var count = 0
    for row in try Self.recorded("\(stem)-rlottie.csv") {
      let frame = row.time * export.frameRate
      if jumps.contains(where: { abs($0 - frame) <= Self.jumpSlack }) { continue }
      let progress = min(frame / frames, 1)
      let exact = export.originY + Self.distance * source.curve.value(at: progress)
      worst = max(worst, abs(row.y - exact) / Self.distance)
      count += 1
    }
    #expect(count > 400)
    #expect(worst <= bound.1, "rlottie's largest error \(worst) of the travel")
    // Most of it is the fit's own error: the document is close to E · 0.9 somewhere.
    #expect(worst >= export.fit.certifiedError * 0.8)
    print(
      "rlottie \(stem): \(export.keyframeCount) keyframes (linear() \(export.linearCount)),"
        + " largest error \(worst) of the travel over \(count) frames")
  }

  @Test("a scene's diff: 1 px per point of the diff, the canvas holding both signs")
  func diff() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let source = try ExportSource.diff(scene, bound: 1e-3, name: "skype")
    let export = try LottieExport(source, bound: 1e-3, label: "skype", distance: 1)
    #expect(export.pixelsPerUnit == source.scale)
    #expect(export.checkedError <= 1e-3)
    let read = try LottieDocument(json: Data(export.document.utf8))
    let property = try #require(read.animatedProperties.first).property
    // The box starts at the diff's start and rests at its resting value, in points.
    let first = try property.value(atFrame: 0)[0]
    let last = try property.value(atFrame: source.durationSeconds * 60)[0]
    #expect(abs((first - export.originY) - scene.diff(at: 0)) < 1e-9)
    #expect(abs((last - export.originY) - scene.restingDiff) < 1e-9)
  }
}
