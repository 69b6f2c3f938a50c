import Foundation
import JellyMath
import JellySprings
import Testing

// Where iOS's 12 Newton steps end over the (ζ, v) plane, the counts docs/spring-model.md and
// docs/figures.md quote (and notebooks/uikit-vs-ideal.ipynb asserts from its own replica of the
// routine).
//
// For ζ < 1 and v > 0 the routine solves ε = |B(ω)|·e^(−ζTω), B(ω) = (ζω − v)/(ω√(1 − ζ²)).
// B changes sign at ω = v/ζ and the signed envelope B·e^(−ζTω) peaks at ω*, the positive root
// of ζ²T·ω² − ζTv·ω − v = 0. On (0, v/ζ) the envelope |B|e^(−ζTω) falls from ∞ to 0, on
// (v/ζ, ω*) it rises and beyond ω* it falls to 0, so the equation has one root below v/ζ
// (where B < 0; the signed equation has none there) and, when the peak exceeds ε, a middle
// root in (v/ζ, ω*) and the largest root beyond ω* (the ideal solver's). For ζ = 1 the
// routine's value ((ω − v)T + 1)e^(−Tω) − ε (+ε while ω < v) rises on (0, v) and falls beyond
// its peak at ω = v: a root below v and the largest root, no middle one. With v ≤ 0 there is
// only the largest root.
//
// Everything depends on T only through ωT and vT (substitute u = ωT in f: f(ω) =
// ε − |ζu − vT|/(u√(1 − ζ²))·e^(−ζu), and a Newton step in ω is the same step in u), so the
// map at T = 1 with v replaced by vT is the map at any T in [0.01, 10] s. The start 5/T lies
// past the peak exactly when v < 25ζ²/(T(1 + 5ζ)) (ζ < 1; v < 5/T for ζ = 1).

/// Where iOS's 12 Newton steps end, against the roots of the equation they solve.
enum IOSLanding: String, CaseIterable, Sendable {
  /// Within 1e-6 (relative, in k = ω²) of the largest root: the ideal solver's spring.
  case largestRoot
  /// Within 1e-6 of the root below v/ζ, where B < 0 (below v for ζ = 1).
  case rootBelowSignChange
  /// Within 1e-6 of the root between v/ζ and the envelope's peak.
  case middleRoot
  /// A finite nonzero ω that is no root: negative, or positive but not within 1e-6 of one.
  case noRoot
  /// NaN, 0 or ±∞: no spring (jellylab reports an error).
  case fails
}

/// The |end jump| band of the release from −1 with velocity v, cut at T (fraction of the
/// travel).
enum EndJumpBand: String, CaseIterable, Sendable {
  /// |x(T)| ≤ ε = 0.001 (to 1e-9 relative: ζ = 1 gives exactly ε on its largest root).
  case withinEpsilon
  /// ε < |x(T)| ≤ 0.01.
  case upToHundredth
  /// 0.01 < |x(T)| ≤ 0.1.
  case upToTenth
  /// |x(T)| > 0.1.
  case aboveTenth

  init(_ jump: Double) {
    let size = abs(jump)
    if size <= UIKitSpringModel.epsilon * (1 + 1e-9) {
      self = .withinEpsilon
    } else if size <= 0.01 {
      self = .upToHundredth
    } else if size <= 0.1 {
      self = .upToTenth
    } else {
      self = .aboveTenth
    }
  }
}

/// One (T, ζ, v) classified.
struct IOSRegionCell: Sendable {
  let landing: IOSLanding
  /// iOS's ω as its routine ends (possibly negative or not finite), rad/s.
  let omega: Double
  /// `spring.motion(initialDisplacement: -1, initialVelocity: v, endTime: T).endJump`, or `nil`
  /// without a spring.
  let endJump: Double?

  var band: EndJumpBand? { endJump.map(EndJumpBand.init) }
}

/// The routine's value f(ω) at ω (ζ and T as UIKit clamps them), with its ζ = 1 branch; its
/// zeros are the roots the 12 steps can land on.
private func routineValue(_ w: Double, zeta: Double, duration t: Double, velocity v: Double)
  -> Double
{
  if zeta < 1 {
    let b = (zeta * w - v) / (w * (1 - zeta * zeta).squareRoot())
    return UIKitSpringModel.epsilon - abs(b) * exp(-zeta * t * w)
  }
  return ((w - v) * t + 1) * exp(-t * w)
    + (w < v ? UIKitSpringModel.epsilon : -UIKitSpringModel.epsilon)
}

/// The sign change of B (v/ζ; v for ζ = 1) and the peak of the envelope (ω*; v for ζ = 1),
/// both 0 for v ≤ 0.
private func signChangeAndPeak(zeta: Double, duration t: Double, velocity v: Double)
  -> (signChange: Double, peak: Double)
{
  guard v > 0 else { return (0, 0) }
  if zeta >= 1 { return (v, v) }
  let a = zeta * zeta * t
  let b = zeta * t * v
  return (v / zeta, (b + (b * b + 4 * a * v).squareRoot()) / (2 * a))
}

/// The root of the routine's value `f` in (lower, upper), where it is monotone, or `nil` when
/// the value keeps one sign there. `lower` 0 stands for 0+ (searched by up to 200 halvings,
/// short of subnormal numbers, where the value's rounding could fake a sign change) and `upper`
/// ∞ for ∞ (by doubling); `start` is a point inside an interval that is open at both ends.
private func monotoneRoot(
  _ lower: Double, _ upper: Double, start: Double, _ f: (Double) -> Double
) -> Double? {
  let inside =
    lower > 0 && upper.isFinite
    ? (lower + upper) / 2 : upper.isFinite ? upper / 2 : max(2 * lower, start)
  let insideIsNegative = f(inside) < 0
  var a = lower
  if a == 0 {
    a = inside
    var halvings = 0
    while a > 0, (f(a) < 0) == insideIsNegative, halvings < 200 {
      a /= 2
      halvings += 1
    }
  }
  if a > 0, (f(a) < 0) != insideIsNegative {
    return try? RootFinding.brent(in: a, inside, absoluteTolerance: 0, f)
  }
  var b = upper
  if !b.isFinite {
    b = inside
    while b.isFinite, (f(b) < 0) == insideIsNegative { b *= 2 }
  }
  guard b.isFinite, (f(b) < 0) != insideIsNegative else { return nil }
  return try? RootFinding.brent(in: inside, b, absoluteTolerance: 0, f)
}

/// Classifies iOS's result for `animate(withDuration: t, usingSpringWithDamping: zeta,
/// initialSpringVelocity: v)`.
func iOSRegionCell(duration: Double, dampingRatio: Double, velocity v: Double)
  -> IOSRegionCell
{
  let raw = UIKitSpringModel.iOSNewtonFrequency(
    duration: duration, dampingRatio: dampingRatio, velocity: v)
  guard raw.isFinite, raw != 0, (raw * raw).isFinite else {
    return IOSRegionCell(landing: .fails, omega: raw, endJump: nil)
  }
  let t = UIKitSpringModel.durationInEffect(duration)
  let endJump =
    (try? Spring(uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: v))
    .map { $0.motion(initialDisplacement: -1, initialVelocity: v, endTime: t).endJump }
  guard raw > 0 else { return IOSRegionCell(landing: .noRoot, omega: raw, endJump: endJump) }
  let zeta = UIKitSpringModel.dampingRatioInEffect(dampingRatio)
  let f = { (w: Double) in routineValue(w, zeta: zeta, duration: t, velocity: v) }
  let (signChange, peak) = signChangeAndPeak(zeta: zeta, duration: t, velocity: v)
  let interval: (Double, Double, IOSLanding) =
    raw < signChange
    ? (0, signChange, .rootBelowSignChange)
    : raw < peak ? (signChange, peak, .middleRoot) : (peak, .infinity, .largestRoot)
  guard let root = monotoneRoot(interval.0, interval.1, start: 5 / t, f),
    abs(raw * raw - root * root) <= 1e-6 * root * root
  else { return IOSRegionCell(landing: .noRoot, omega: raw, endJump: endJump) }
  return IOSRegionCell(landing: interval.2, omega: raw, endJump: endJump)
}

/// The side of the curve v = 25ζ²/(T(1 + 5ζ)) (v = 5/T for ζ = 1) where the start 5/T sits on
/// the envelope's peak, exactly, for ζ = a/1000 and v = b/10 at T = 1: below it the start lies
/// past the peak.
enum CurveSide: String, CaseIterable, Sendable {
  case below, on, above

  init(dampingThousandths a: Int, velocityTenths b: Int) {
    // v(1 + 5ζ) against 25ζ², times 10^6: 100·b·(1000 + 5a) against 25·a².
    let lhs = a >= 1000 ? b : 100 * b * (1000 + 5 * a)
    let rhs = a >= 1000 ? 50 : 25 * a * a
    self = lhs < rhs ? .below : lhs == rhs ? .on : .above
  }
}

/// The grid of `jellylab sweep --preset skype --damping 0.05:1:0.025 --velocity 0:4:0.1`:
/// ζ = a/1000 for a = 50, 75, …, 1000 and v = b/10 for b = 0…40 (the same doubles the sweep's
/// axes give), 39 × 41 = 1599 cells.
let sweepGridIndices: [(a: Int, b: Int)] = (0..<39).flatMap { i in
  (0...40).map { b in (50 + 25 * i, b) }
}

@Suite struct UIKitSpringModelRegionsTests {
  /// Every cell of the sweep grid at T = 1.
  static let cells: [(a: Int, b: Int, cell: IOSRegionCell)] = sweepGridIndices.map {
    (
      $0.a, $0.b,
      iOSRegionCell(duration: 1, dampingRatio: Double($0.a) / 1000, velocity: Double($0.b) / 10)
    )
  }

  private func count<Key: Hashable>(_ keys: [Key]) -> [Key: Int] {
    keys.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  @Test("T 1, the sweep grid: where iOS's 12 steps land, the counts the docs quote")
  func landingCounts() {
    let cells = Self.cells
    #expect(cells.count == 1599)
    let landings = count(cells.map(\.cell.landing))
    #expect(landings[.largestRoot] == 751)
    #expect(landings[.rootBelowSignChange] == 728)
    #expect(landings[.middleRoot] == 57)
    #expect(landings[.noRoot] == 41)
    #expect(landings[.fails] == 22)
    #expect(cells.filter { $0.cell.landing == .noRoot && $0.cell.omega < 0 }.count == 23)
    // By side of the curve v = 25ζ²/(1 + 5ζ) (v = 5 for ζ = 1).
    let sides = count(cells.map { CurveSide(dampingThousandths: $0.a, velocityTenths: $0.b) })
    #expect(sides[.below] == 783)
    #expect(sides[.on] == 3)
    #expect(sides[.above] == 813)
    let below = count(
      cells.filter { CurveSide(dampingThousandths: $0.a, velocityTenths: $0.b) == .below }
        .map(\.cell.landing))
    #expect(below[.largestRoot] == 746)
    #expect(below[.rootBelowSignChange] == 2)
    #expect(below[.middleRoot] == 2)
    #expect(below[.noRoot] == 15)
    #expect(below[.fails] == 18)
    let above = count(
      cells.filter { CurveSide(dampingThousandths: $0.a, velocityTenths: $0.b) == .above }
        .map(\.cell.landing))
    #expect(above[.largestRoot] == 5)
    #expect(above[.rootBelowSignChange] == 726)
    #expect(above[.middleRoot] == 55)
    #expect(above[.noRoot] == 26)
    #expect(above[.fails] == 1)
    // The three cells on the curve (ζ 0.2, v 0.5; ζ 0.3, v 0.9; ζ 0.8, v 3.2): the first step
    // divides by a slope of rounding size.
    let on = cells.filter { CurveSide(dampingThousandths: $0.a, velocityTenths: $0.b) == .on }
    #expect(on.map(\.a) == [200, 300, 800])
    #expect(on.allSatisfy { $0.cell.landing == .fails })
  }

  @Test("T 1, the sweep grid: where iOS lands on the largest root it is the ideal solver's spring")
  func largestRootIsIdeal() throws {
    var largestRootCells = 0
    var noIdeal = 0
    for (a, b, cell) in Self.cells {
      let zeta = Double(a) / 1000
      let v = Double(b) / 10
      let ideal = try? Spring(
        uiKitDuration: 1, dampingRatio: zeta, initialVelocity: v, solver: .ideal)
      if ideal == nil {
        noIdeal += 1
        #expect(CurveSide(dampingThousandths: a, velocityTenths: b) == .above, "ζ \(zeta) v \(v)")
        #expect(cell.landing == .rootBelowSignChange, "ζ \(zeta) v \(v)")
      }
      guard cell.landing == .largestRoot else { continue }
      largestRootCells += 1
      let k = cell.omega * cell.omega
      let idealK = try #require(ideal).stiffness
      #expect(abs(k - idealK) <= 1e-13 * idealK, "ζ \(zeta) v \(v)")
    }
    #expect(largestRootCells == 751)
    // Where the envelope's peak stays below ε the largest root (and the ideal spring) does
    // not exist: all above the curve, and iOS lands on the root below v/ζ there.
    #expect(noIdeal == 180)
  }

  @Test("T 1, the sweep grid: the end jump's bands, the counts the docs quote")
  func endJumpCounts() throws {
    let cells = Self.cells
    let bands = count(cells.compactMap(\.cell.band))
    #expect(bands[.withinEpsilon] == 396)
    #expect(bands[.upToHundredth] == 449)
    #expect(bands[.upToTenth] == 540)
    #expect(bands[.aboveTenth] == 192)
    #expect(cells.filter { $0.cell.endJump == nil }.count == 22)
    func bandsWhere(_ keep: (Int, Int, IOSRegionCell) -> Bool) -> [EndJumpBand: Int] {
      count(cells.filter { keep($0.a, $0.b, $0.cell) }.compactMap(\.cell.band))
    }
    let largest = bandsWhere { $2.landing == .largestRoot }
    // Above 0.01 on the largest root only at the smallest damping ratios: ζ 0.05 with v 0 and
    // 0.1, ζ 0.075 with v 0.2, by at most 0.0183.
    let largeOnLargest = cells.filter {
      $0.cell.landing == .largestRoot && $0.cell.band == .upToTenth
    }
    #expect(largeOnLargest.map { [$0.a, $0.b] } == [[50, 0], [50, 1], [75, 2]])
    #expect(largeOnLargest.allSatisfy { abs($0.cell.endJump ?? 1) < 0.0183 })
    #expect(largest[.withinEpsilon] == 368)
    #expect(largest[.upToHundredth] == 380)
    #expect(largest[.upToTenth] == 3)
    #expect(largest[.aboveTenth] == nil)
    let belowRoot = bandsWhere { $2.landing == .rootBelowSignChange }
    #expect(belowRoot[.withinEpsilon] == 8)
    #expect(belowRoot[.upToHundredth] == 61)
    #expect(belowRoot[.upToTenth] == 478)
    #expect(belowRoot[.aboveTenth] == 181)
    let belowCurve = bandsWhere { a, b, _ in
      CurveSide(dampingThousandths: a, velocityTenths: b) == .below
    }
    #expect(belowCurve[.withinEpsilon] == 377)
    #expect(belowCurve[.upToHundredth] == 379)
    #expect(belowCurve[.upToTenth] == 5)
    #expect(belowCurve[.aboveTenth] == 4)
    let aboveCurve = bandsWhere { a, b, _ in
      CurveSide(dampingThousandths: a, velocityTenths: b) == .above
    }
    #expect(aboveCurve[.withinEpsilon] == 19)
    #expect(aboveCurve[.upToHundredth] == 70)
    #expect(aboveCurve[.upToTenth] == 535)
    #expect(aboveCurve[.aboveTenth] == 188)
    // The largest jump: ζ 0.1, v 0.3 (iOS on the root below v/ζ = 3: k 8.76, 0.73 of the travel).
    let largestJump = cells.max { abs($0.cell.endJump ?? 0) < abs($1.cell.endJump ?? 0) }
    #expect(largestJump?.a == 100 && largestJump?.b == 3)
    expectClose(largestJump?.cell.endJump ?? 0, 0.729_707, tolerance: 1e-6)
    let soft = try Spring(uiKitDuration: 1, dampingRatio: 0.1, initialVelocity: 0.3)
    let ideal = try Spring(
      uiKitDuration: 1, dampingRatio: 0.1, initialVelocity: 0.3, solver: .ideal)
    expectClose(soft.stiffness, 8.763_95, tolerance: 1e-6)
    expectClose(ideal.stiffness, 2062.85, tolerance: 1e-6)
  }

  @Test("on the largest root |x(T)| ≤ ε·√(1 + 1/B(ω)²), which is ε/ζ at v = 0")
  func largestRootJumpBound() {
    for (a, b, cell) in Self.cells where cell.landing == .largestRoot && a < 1000 {
      let zeta = Double(a) / 1000
      let v = Double(b) / 10
      let w = cell.omega
      let bValue = (zeta * w - v) / (w * (1 - zeta * zeta).squareRoot())
      let bound = UIKitSpringModel.epsilon * (1 + 1 / (bValue * bValue)).squareRoot()
      #expect(abs(cell.endJump ?? .nan) <= bound * (1 + 1e-9), "ζ \(zeta) v \(v)")
    }
  }

  @Test("the map depends on T only through vT: T 0.5, 2 and 4 give the same cells bit for bit")
  func scalingExact() {
    for t in [0.5, 2, 4] {
      for (a, b, cell) in Self.cells {
        let zeta = Double(a) / 1000
        let scaled = iOSRegionCell(duration: t, dampingRatio: zeta, velocity: Double(b) / 10 / t)
        #expect(scaled.landing == cell.landing, "T \(t) ζ \(zeta) v·T \(Double(b) / 10)")
        #expect(
          scaled.omega * t == cell.omega || (scaled.omega.isNaN && cell.omega.isNaN),
          "T \(t) ζ \(zeta)")
        if let jump = cell.endJump, let other = scaled.endJump {
          expectClose(other, jump, tolerance: 1e-12, "T \(t) ζ \(zeta) v·T \(Double(b) / 10)")
        }
      }
    }
  }

  @Test(
    "T 3 and 0.3: the same landings except where vT = 5ζ exactly, where B is 0 at the start")
  func scalingRounded() {
    for t in [3.0, 0.3] {
      var changed: [Int] = []
      for (a, b, cell) in Self.cells {
        let zeta = Double(a) / 1000
        let scaled = iOSRegionCell(duration: t, dampingRatio: zeta, velocity: Double(b) / 10 / t)
        if scaled.landing != cell.landing {
          #expect(5 * a == 100 * b, "T \(t) ζ \(zeta) v·T \(Double(b) / 10)")
          changed.append(a)
        }
      }
      // ζ 0.1, 0.2, 0.4, 0.8 with vT = 0.5, 1, 2, 4: the root below v/ζ at T 1, the middle
      // root here; the start sits on B's sign change, so the last bits decide.
      #expect(changed == [100, 200, 400, 800], "T \(t)")
    }
    // Beyond [0.01, 10] s the duration is clamped: T 0.005 runs as T 0.01.
    let clamped = iOSRegionCell(duration: 0.005, dampingRatio: 0.5, velocity: 180)
    let atMinimum = iOSRegionCell(duration: 0.01, dampingRatio: 0.5, velocity: 180)
    #expect(clamped.landing == atMinimum.landing && clamped.omega == atMinimum.omega)
  }

  @Test(
    "the issue's examples: ζ 0.5 v 2 and ζ 0.1 v 0.3 on the root below v/ζ, d 2 ζ 0.5 v 0.9 on no root, ζ 0.5 v 1.74–1.78 and 1.93 fail",
    arguments: [
      (1.0, 0.5, 2.0, IOSLanding.rootBelowSignChange), (1, 0.25, 1, .rootBelowSignChange),
      (1, 0.1, 0.3, .rootBelowSignChange), (2, 0.5, 0.9, .noRoot), (1, 0.5, 1.74, .fails),
      (1, 0.5, 1.76, .fails), (1, 0.5, 1.78, .fails), (1, 0.5, 1.93, .fails),
      (1, 0.5, 0.9, .largestRoot), (1, 0.8, 2, .largestRoot), (1, 0.85, 0, .largestRoot),
    ])
  func examples(duration: Double, zeta: Double, v: Double, landing: IOSLanding) {
    #expect(iOSRegionCell(duration: duration, dampingRatio: zeta, velocity: v).landing == landing)
  }
}

/// The first of iOS's steps from 5/T, written from the equation (ζ < 1): ω1 = 5/T − f/f′.
private func firstStep(duration t: Double, zeta: Double, velocity v: Double) -> Double {
  let w = 5 / t
  let root = (1 - zeta * zeta).squareRoot()
  let b = (zeta * w - v) / (w * root)
  let e = exp(-zeta * t * w)
  let f = UIKitSpringModel.epsilon - abs(b) * e
  let sign: Double = b > 0 ? 1 : -1
  let slope = -sign * (v / (w * w * root) * e - zeta * t * b * e)
  return w - f / slope
}

@Suite struct UIKitSpringModelRegionBoundaryTests {
  /// ζ = a/1000 for a = 50, 55, …, 975 and v = b/100 for b = 0…400 at T = 1: 186 × 401 cells.
  static let cells: [(zeta: Double, v: Double, cell: IOSRegionCell)] = parallelMap(
    0..<(186 * 401), minimumChunk: 401
  ) { index in
    let zeta = Double(50 + 5 * (index / 401)) / 1000
    let v = Double(index % 401) / 100
    return (zeta, v, iOSRegionCell(duration: 1, dampingRatio: zeta, velocity: v))
  }

  @Test("T 1, ζ 0.05–0.975 by 0.005, v 0–4 by 0.01: the band around the curve")
  func band() {
    var fails = 0
    var pastBand = 0
    for (zeta, v, cell) in Self.cells {
      let curve = 25 * zeta * zeta / (1 + 5 * zeta)
      let distance = v - curve
      // Well below the curve the start lies past the envelope's peak: the largest root. With
      // v = 0 that root is the only one.
      if distance <= -0.16 || v == 0 {
        #expect(cell.landing == .largestRoot, "ζ \(zeta) v \(v)")
      }
      // No spring only within the band around the curve.
      if cell.landing == .fails {
        fails += 1
        #expect(distance > -0.13 && distance < 0.17, "ζ \(zeta) v \(v)")
      }
      // Well above it the first step moves toward smaller ω and decides: landing below v/ζ it
      // ends on the root below v/ζ, between v/ζ and the peak on the middle root.
      if distance >= 0.17 {
        pastBand += 1
        let w1 = firstStep(duration: 1, zeta: zeta, velocity: v)
        #expect(w1 > 0, "ζ \(zeta) v \(v)")
        let expected: IOSLanding = w1 < v / zeta ? .rootBelowSignChange : .middleRoot
        #expect(cell.landing == expected, "ζ \(zeta) v \(v) ω1 \(w1)")
      }
    }
    #expect(Self.cells.count == 74_586)
    #expect(fails == 961)
    #expect(pastBand == 36_132)
  }
}
