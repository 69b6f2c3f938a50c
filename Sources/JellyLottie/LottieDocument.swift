import Foundation

/// A Lottie animation as its JSON gives it: the composition's clock and size, and each layer's
/// timing and transform properties, sampled as the Lottie model defines them.
package struct LottieDocument: Sendable {
  /// Frames per second (`fr`).
  package let frameRate: Double
  /// The composition's first and end frame (`ip`, `op`).
  package let inPoint: Double
  package let outPoint: Double
  /// The canvas, in pixels (`w`, `h`).
  package let width: Double
  package let height: Double
  /// The top-level layers, in document order.
  package let layers: [LottieLayer]

  /// Reads a document from its JSON bytes.
  ///
  /// - Throws: ``LottieError``: not JSON, a missing member, an expression, an unsupported
  ///   feature, each naming the path.
  package init(json: Data) throws(LottieError) {
    let root: [String: Any]
    do {
      guard let object = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
        throw LottieError.notJSON(reason: "the top level is not an object")
      }
      root = object
    } catch let error as LottieError {
      throw error
    } catch {
      throw .notJSON(reason: "\(error.localizedDescription)")
    }
    let reader = JSONReader(path: "")
    frameRate = try reader.number(root, "fr")
    inPoint = try reader.number(root, "ip")
    outPoint = try reader.number(root, "op")
    width = try reader.number(root, "w")
    height = try reader.number(root, "h")
    guard frameRate > 0, frameRate.isFinite else {
      throw .malformed(path: "fr", reason: "the frame rate must be > 0 (got \(frameRate))")
    }
    guard let layerList = root["layers"] as? [[String: Any]] else {
      throw .malformed(path: "layers", reason: "missing, or not a list of objects")
    }
    var layers: [LottieLayer] = []
    for (index, layer) in layerList.enumerated() {
      layers.append(try LottieLayer(layer, index: index))
    }
    self.layers = layers
  }

  /// Every animated transform property of every layer, in document order.
  package var animatedProperties: [(layer: LottieLayer, property: LottieProperty)] {
    layers.flatMap { layer in
      layer.transform.filter(\.isAnimated).map { (layer, $0) }
    }
  }

  /// The value of `property` at `time` seconds of the composition's clock (frame `time · fr`).
  package func value(of property: LottieProperty, at time: Double) throws(LottieError)
    -> [Double]
  {
    try property.value(atFrame: time * frameRate)
  }
}

/// A layer: its name, timing and transform properties.
package struct LottieLayer: Sendable {
  /// The layer's name (`nm`) and its place in the document.
  package let name: String
  package let index: Int
  /// The composition frames it shows from and stops showing at (`ip`, `op`).
  package let inPoint: Double
  package let outPoint: Double
  /// The transform properties (`ks`): anchor, position (or its split x and y), scale, rotation,
  /// opacity, in that order where present.
  package let transform: [LottieProperty]

  /// Whether the layer is shown at composition frame `frame`.
  package func shows(atFrame frame: Double) -> Bool { frame >= inPoint && frame < outPoint }

  init(_ object: [String: Any], index: Int) throws(LottieError) {
    self.index = index
    name = object["nm"] as? String ?? ""
    let path = name.isEmpty ? "layers[\(index)]" : "layers[\(index) \"\(name)\"]"
    let reader = JSONReader(path: path)
    inPoint = try reader.number(object, "ip")
    outPoint = try reader.number(object, "op")
    // A layer's own clock: the specification defines st and sr for precomposition layers only,
    // and rlottie plays a shape layer's keyframes on the composition's clock whatever they say,
    // so what they mean for a layer's own transform is not settled.
    for (key, neutral) in [("st", 0.0), ("sr", 1.0)] {
      if let value = try reader.optionalNumber(object, key), value != neutral {
        throw .unsupported(
          path: "\(path).\(key)",
          feature: key == "st" ? "a layer start time other than 0" : "a time stretch other than 1")
      }
    }
    var transform: [LottieProperty] = []
    if let ks = object["ks"] as? [String: Any] {
      for key in ["a", "p", "s", "r", "o"] {
        guard let member = ks[key] as? [String: Any] else { continue }
        if key == "p", JSONReader.flag(member["s"]) {
          for axis in ["x", "y", "z"] {
            guard let split = member[axis] as? [String: Any] else { continue }
            transform.append(try Self.property(split, path: "\(path).ks.p.\(axis)"))
          }
        } else {
          transform.append(try Self.property(member, path: "\(path).ks.\(key)"))
        }
      }
    }
    self.transform = transform
  }

  /// A property object `{a, k}` (or `{x: expression}`).
  static func property(_ object: [String: Any], path: String) throws(LottieError)
    -> LottieProperty
  {
    if object["x"] is String { throw .expression(path: path) }
    let animated = JSONReader.flag(object["a"])
    guard let k = object["k"] else {
      throw .malformed(path: path, reason: "no value (k)")
    }
    if !animated {
      let value = try JSONReader(path: "\(path).k").numbers(k)
      return LottieProperty(
        path: path,
        keyframes: [
          LottieKeyframe(
            time: 0, value: value, end: nil, isHold: true, outHandles: [(0, 0)],
            inHandles: [(1, 1)])
        ], isAnimated: false)
    }
    guard let list = k as? [[String: Any]], !list.isEmpty else {
      throw .malformed(path: "\(path).k", reason: "an animated property needs a list of keyframes")
    }
    var keyframes: [LottieKeyframe] = []
    for (index, frame) in list.enumerated() {
      keyframes.append(try keyframe(frame, path: "\(path).k[\(index)]"))
    }
    for (a, b) in zip(keyframes, keyframes.dropFirst()) where b.time < a.time {
      throw .malformed(
        path: "\(path).k", reason: "keyframe times go backwards (\(a.time), \(b.time))")
    }
    return LottieProperty(path: path, keyframes: keyframes, isAnimated: true)
  }

  /// One keyframe object.
  static func keyframe(_ object: [String: Any], path: String) throws(LottieError)
    -> LottieKeyframe
  {
    let reader = JSONReader(path: path)
    let time = try reader.number(object, "t")
    let value = try object["s"].map { (s) throws(LottieError) in try reader.numbers(s) } ?? []
    let end = try object["e"].map { (e) throws(LottieError) in try reader.numbers(e) }
    let hold = JSONReader.flag(object["h"])
    func handles(_ key: String, default fallback: (Double, Double)) throws(LottieError)
      -> [(x: Double, y: Double)]
    {
      guard let handle = object[key] as? [String: Any] else { return [fallback] }
      let xs = try JSONReader(path: "\(path).\(key).x").numbers(handle["x"] ?? fallback.0)
      let ys = try JSONReader(path: "\(path).\(key).y").numbers(handle["y"] ?? fallback.1)
      let count = max(xs.count, ys.count)
      guard count > 0 else { return [fallback] }
      return (0..<count).map { (xs[min($0, xs.count - 1)], ys[min($0, ys.count - 1)]) }
    }
    return LottieKeyframe(
      time: time, value: value, end: end, isHold: hold,
      outHandles: try handles("o", default: (0, 0)), inHandles: try handles("i", default: (1, 1)),
      spatialOut: try object["to"].map { (to) throws(LottieError) in try reader.numbers(to) },
      spatialIn: try object["ti"].map { (ti) throws(LottieError) in try reader.numbers(ti) })
  }
}

/// Reads numbers out of JSON values, naming `path` when one is missing or not a number.
struct JSONReader {
  let path: String

  func number(_ object: [String: Any], _ key: String) throws(LottieError) -> Double {
    guard let value = try optionalNumber(object, key) else {
      throw .malformed(path: join(key), reason: "missing")
    }
    return value
  }

  func optionalNumber(_ object: [String: Any], _ key: String) throws(LottieError) -> Double? {
    guard let value = object[key] else { return nil }
    guard let number = (value as? NSNumber)?.doubleValue, number.isFinite else {
      throw .malformed(path: join(key), reason: "not a finite number")
    }
    return number
  }

  /// A number or a list of numbers, as a list.
  func numbers(_ value: Any) throws(LottieError) -> [Double] {
    if let list = value as? [Any] {
      var numbers: [Double] = []
      for item in list {
        guard let number = (item as? NSNumber)?.doubleValue, number.isFinite else {
          throw .malformed(path: path, reason: "not a list of finite numbers")
        }
        numbers.append(number)
      }
      return numbers
    }
    guard let number = (value as? NSNumber)?.doubleValue, number.isFinite else {
      throw .malformed(path: path, reason: "not a finite number")
    }
    return [number]
  }

  /// Whether a Lottie flag (`a`, `h`, `s`) is set: 1 or true.
  static func flag(_ value: Any?) -> Bool {
    (value as? NSNumber)?.intValue == 1
  }

  private func join(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
