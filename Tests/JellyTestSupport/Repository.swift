import Foundation

/// An underdamped spring's closed form written out here by hand, independent of
/// `SpringMotion` (which uses a power series near t = 0): with α = c/2m and ω_d = sqrt(k/m − α²),
/// x(t) = e^(−αt)·(x0·cos ω_d t + (v0 + α·x0)/ω_d·sin ω_d t) and
/// x′(t) = e^(−αt)·(v0·cos ω_d t − (α·v0 + ω0²·x0)/ω_d·sin ω_d t).
public struct ReferenceSpring: Sendable {
  public let alpha: Double
  public let omegaSquared: Double
  public let dampedFrequency: Double
  public let x0: Double
  public let v0: Double

  /// The motion of mass m, stiffness k and damping c from x0 with velocity v0.
  public init(stiffness k: Double, damping c: Double, mass m: Double = 1, x0: Double, v0: Double) {
    alpha = c / (2 * m)
    omegaSquared = k / m
    dampedFrequency = (k / m - alpha * alpha).squareRoot()
    self.x0 = x0
    self.v0 = v0
  }

  /// x(t).
  public func displacement(_ t: Double) -> Double {
    let wd = dampedFrequency
    return exp(-alpha * t) * (x0 * cos(wd * t) + (v0 + alpha * x0) / wd * sin(wd * t))
  }

  /// x′(t).
  public func velocity(_ t: Double) -> Double {
    let wd = dampedFrequency
    return exp(-alpha * t)
      * (v0 * cos(wd * t) - (alpha * v0 + omegaSquared * x0) / wd * sin(wd * t))
  }
}

/// Files of the repository (data/presets, data/golden, docs), found from this source file's path.
public enum RepositoryFiles {
  /// The package root: three levels above Tests/JellyTestSupport/ReferenceSpring.swift.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Whether the test run should rewrite the generated data files (JELLYLAB_UPDATE_DATA=1).
  public static var shouldUpdate: Bool {
    ProcessInfo.processInfo.environment["JELLYLAB_UPDATE_DATA"] == "1"
  }

  /// The file at `relativePath`.
  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// The UTF-8 text at `relativePath`.
  public static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url(relativePath), encoding: .utf8)
  }

  /// Writes `text` at `relativePath`, creating folders.
  public static func write(_ text: String, to relativePath: String) throws {
    let target = url(relativePath)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: target, atomically: true, encoding: .utf8)
  }

  /// The names in `directory` ending in `suffix`, without it.
  public static func names(in directory: String, suffix: String) throws -> Set<String> {
    let files = try FileManager.default.contentsOfDirectory(atPath: url(directory).path)
    return Set(files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) })
  }
}
