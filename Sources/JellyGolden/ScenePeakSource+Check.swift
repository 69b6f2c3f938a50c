import Foundation
import JellyFrameDiff

extension ScenePeakSource {
  /// The preset's JSON leaves by dotted key path (`side.damping_ratio` → `0.5`), sorted by path,
  /// without its `source` note.
  var presetSettings: [(name: String, value: String)] {
    var result: [(name: String, value: String)] = []
    func walk(_ value: Any, _ path: String) {
      if let object = value as? [String: Any] {
        for (key, child) in object.sorted(by: { $0.key < $1.key }) {
          walk(child, path.isEmpty ? key : "\(path).\(key)")
        }
      } else {
        result.append((path, "\(value)"))
      }
    }
    if let object = try? JSONSerialization.jsonObject(with: Data(DataJSON.text(preset).utf8)) {
      walk(object, "")
    }
    return result.filter { $0.name != "source" }
  }
}
