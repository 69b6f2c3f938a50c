import JellyEasing

/// The curves of jellylab issue 12's export examples, by their parser names.
let exportCurveNames = [
  "easeOutElastic",
  "spring(duration=1,damping=0.5)",
  "spring(stiffness=100,damping-coefficient=10)",
  "easeOutBack",
  "cubic-bezier(0.68,-0.6,0.32,1.6)",
]

/// max |a(x) − b(x)| over 10^5 + 1 evenly spaced x in [0, 1].
func maxDistance(_ a: any EasingCurve, _ b: any EasingCurve) -> Double {
  var worst = 0.0
  for index in 0...100_000 {
    let x = Double(index) / 100_000
    worst = max(worst, abs(a.value(at: x) - b.value(at: x)))
  }
  return worst
}

/// The identity plus a tent of `height` and total width `width` centred at `center`: a spike
/// that hides between coarse samples.
struct SpikeCurve: EasingCurve {
  let center: Double
  let width: Double
  let height: Double

  var name: String { "spike" }

  func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    let distance = abs(x - center)
    return x + max(0, height * (1 - 2 * distance / width))
  }

  func derivative(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    guard abs(x - center) < width / 2 else { return 1 }
    return x < center ? 1 + 2 * height / width : 1 - 2 * height / width
  }
}
