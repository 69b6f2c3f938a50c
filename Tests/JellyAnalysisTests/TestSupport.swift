import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellySprings
import Testing

/// An underdamped spring's closed form written out here by hand, independent of
/// `SpringMotion` (which uses a power series near t = 0): with α = c/2m and ω_d = sqrt(k/m − α²),
/// x(t) = e^(−αt)·(x0·cos ω_d t + (v0 + α·x0)/ω_d·sin ω_d t) and
/// x′(t) = e^(−αt)·(v0·cos ω_d t − (α·v0 + ω0²·x0)/ω_d·sin ω_d t).
struct ReferenceSpring {
  let alpha: Double
  let omegaSquared: Double
  let dampedFrequency: Double
  let x0: Double
  let v0: Double

  init(stiffness k: Double, damping c: Double, mass m: Double = 1, x0: Double, v0: Double) {
    alpha = c / (2 * m)
    omegaSquared = k / m
    dampedFrequency = (k / m - alpha * alpha).squareRoot()
    self.x0 = x0
    self.v0 = v0
  }

  func displacement(_ t: Double) -> Double {
    let wd = dampedFrequency
    return exp(-alpha * t) * (x0 * cos(wd * t) + (v0 + alpha * x0) / wd * sin(wd * t))
  }

  func velocity(_ t: Double) -> Double {
    let wd = dampedFrequency
    return exp(-alpha * t)
      * (v0 * cos(wd * t) - (alpha * v0 + omegaSquared * x0) / wd * sin(wd * t))
  }
}

/// Files of the repository (data/golden), found from this source file's path.
enum RepositoryFiles {
  /// The package root: three levels above Tests/JellyAnalysisTests/TestSupport.swift.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Whether the test run should rewrite the generated data files (JELLYLAB_UPDATE_DATA=1).
  static var shouldUpdate: Bool {
    ProcessInfo.processInfo.environment["JELLYLAB_UPDATE_DATA"] == "1"
  }

  static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

  static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url(relativePath), encoding: .utf8)
  }

  static func write(_ text: String, to relativePath: String) throws {
    let target = url(relativePath)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: target, atomically: true, encoding: .utf8)
  }
}

extension FrameDiffPreset: CustomTestStringConvertible {
  /// Parameterized tests name a preset by its name, not its whole description.
  public var testDescription: String { name }
}
