import Foundation
import JellySprings

/// An independent oracle: classic fourth-order Runge–Kutta on m·x'' + c·x' + k·x = 0 with a
/// fixed step, written from the textbook scheme and sharing no code with the closed form.
/// Returns (x, v) at each of `times` (ascending, ≥ 0), reached in a whole number of equal steps
/// of about `step` from the previous one, so every step lands exactly on a sample time. Global
/// error is O(h⁴): h = 1e-4 s gives ~1e-13 relative for the springs of the tests (ω0 ≤ 50/s).
package func rungeKutta4(
  spring: Spring, x0: Double, v0: Double, times: [Double], step: Double = 1e-4
) -> [(x: Double, v: Double)] {
  let m = spring.mass
  let k = spring.stiffness
  let c = spring.damping
  func accel(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
  var x = x0
  var v = v0
  var t = 0.0
  var out: [(x: Double, v: Double)] = []
  var n = 0
  for target in times {
    // Integer step count so the step lands exactly on the sample time.
    let steps = Int((target / step).rounded())
    let h = steps > n ? (target - t) / Double(steps - n) : 0
    while n < steps {
      let k1x = v
      let k1v = accel(x, v)
      let k2x = v + 0.5 * h * k1v
      let k2v = accel(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
      let k3x = v + 0.5 * h * k2v
      let k3v = accel(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
      let k4x = v + h * k3v
      let k4v = accel(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      n += 1
      t += h
    }
    t = target
    out.append((x, v))
  }
  return out
}

/// An underdamped spring's closed form written out here by hand, independent of
/// `SpringMotion` (which uses a power series near t = 0): with α = c/2m and ω_d = sqrt(k/m − α²),
/// x(t) = e^(−αt)·(x0·cos ω_d t + (v0 + α·x0)/ω_d·sin ω_d t) and
/// x′(t) = e^(−αt)·(v0·cos ω_d t − (α·v0 + ω0²·x0)/ω_d·sin ω_d t).
package struct ReferenceSpring: Sendable {
  package let alpha: Double
  package let omegaSquared: Double
  package let dampedFrequency: Double
  package let x0: Double
  package let v0: Double

  /// The motion of mass m, stiffness k and damping c from x0 with velocity v0.
  package init(stiffness k: Double, damping c: Double, mass m: Double = 1, x0: Double, v0: Double) {
    alpha = c / (2 * m)
    omegaSquared = k / m
    dampedFrequency = (k / m - alpha * alpha).squareRoot()
    self.x0 = x0
    self.v0 = v0
  }

  /// x(t).
  package func displacement(_ t: Double) -> Double {
    let wd = dampedFrequency
    return exp(-alpha * t) * (x0 * cos(wd * t) + (v0 + alpha * x0) / wd * sin(wd * t))
  }

  /// x′(t).
  package func velocity(_ t: Double) -> Double {
    let wd = dampedFrequency
    return exp(-alpha * t)
      * (v0 * cos(wd * t) - (alpha * v0 + omegaSquared * x0) / wd * sin(wd * t))
  }
}
