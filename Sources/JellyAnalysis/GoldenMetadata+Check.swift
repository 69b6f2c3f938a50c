import Foundation
import JellyFrameDiff

extension GoldenMetadata {
  /// The settings a check against this recorded metadata runs with: the preset is always the
  /// run's (it is what is being checked); the method, frame rate and horizon are the run's where
  /// given, else the recorded ones, so a file written with sampled peaks is checked with them.
  ///
  /// - Parameters:
  ///   - preset: The run's preset (overrides applied).
  ///   - method: The run's peak method, or `nil` when the user did not choose one.
  ///   - framesPerSecond: The run's frame rate in Hz, or `nil` when not given.
  ///   - horizon: The run's last time in seconds, or `nil` when not given.
  public func checkSettings(
    preset: FrameDiffPreset, method: PeakMethod?, framesPerSecond: Double?, horizon: Double?
  ) -> GoldenMetadata {
    GoldenMetadata(
      preset: preset, method: method ?? self.method,
      framesPerSecond: framesPerSecond ?? self.framesPerSecond, horizon: horizon ?? self.horizon)
  }

  /// One line naming every setting in which `run` differs from this recorded metadata, e.g.
  /// `method sampled (this run: refined), side.dampingRatio 0.5 (this run: 0.51)`; `nil` when
  /// they agree. Preset differences are named by their JSON key path.
  public func differences(from run: GoldenMetadata) -> String? {
    var parts: [String] = []
    func note(_ name: String, _ recorded: String, _ current: String) {
      if recorded != current { parts.append("\(name) \(recorded) (this run: \(current))") }
    }
    note("method", method.rawValue, run.method.rawValue)
    note("fps", "\(framesPerSecond)", "\(run.framesPerSecond)")
    note("horizon", "\(horizon)", "\(run.horizon)")
    if preset != run.preset {
      let recorded = Self.leaves(of: preset)
      let current = Self.leaves(of: run.preset)
      for key in Set(recorded.keys).union(current.keys).sorted() where key != "source" {
        note(key, recorded[key] ?? "none", current[key] ?? "none")
      }
      if parts.isEmpty { parts.append("preset (this run: another one)") }
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// The preset's JSON leaves by dotted key path (`side.dampingRatio` → `0.5`).
  private static func leaves(of preset: FrameDiffPreset) -> [String: String] {
    var result: [String: String] = [:]
    func walk(_ value: Any, _ path: String) {
      if let object = value as? [String: Any] {
        for (key, child) in object { walk(child, path.isEmpty ? key : "\(path).\(key)") }
      } else {
        result[path] = "\(value)"
      }
    }
    if let data = try? JSONEncoder().encode(preset),
      let object = try? JSONSerialization.jsonObject(with: data)
    {
      walk(object, "")
    }
    return result
  }
}
