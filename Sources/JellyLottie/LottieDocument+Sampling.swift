extension LottieProperty {
  /// The dimensions (0 x, 1 y, 2 z) whose keyframe values are not all equal, in order; `[0]`
  /// for a one-dimensional property without looking at its keyframes.
  package var changingDimensions: [Int] {
    let count = dimensionCount
    if count == 1 { return [0] }
    return (0..<count).filter { index in
      Set(keyframes.compactMap { $0.value.count > index ? $0.value[index] : nil }).count > 1
    }
  }
}

extension LottieDocument {
  /// The times (seconds) at which `layer` is sampled over the frames where both the document
  /// and the layer show, from the first such frame to the last (at least the first): `samples`
  /// evenly spaced times (≥ 2) when given, else every frame of a display link at `frameRate`
  /// frames per second (> 0) from the first.
  package func sampleTimes(of layer: LottieLayer, samples: Int?, frameRate: Double) -> [Double] {
    let rate = self.frameRate
    let first = max(inPoint, layer.inPoint) / rate
    let last = max(first, (min(outPoint, layer.outPoint) - 1) / rate)
    if let count = samples {
      return (0..<count).map { first + (last - first) * Double($0) / Double(count - 1) }
    }
    let step = 1 / frameRate
    let count = Int(((last - first) / step * (1 + 1e-12)).rounded(.down)) + 1
    return (0..<count).map { first + Double($0) * step }
  }
}
