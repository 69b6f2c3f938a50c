import Foundation
import JellyAnalysis
import JellyFrameDiff
import Testing

@Suite struct PeakProminenceTests {
  private func peaks(_ values: [Double], firstIsMaximum: Bool = true) -> [Peak] {
    values.enumerated().map { i, v in
      Peak(
        index: i, time: Double(i), value: v,
        kind: (i.isMultiple(of: 2) == firstIsMaximum) ? .maximum : .minimum)
    }
  }

  /// The definition, quadratic: for a maximum, walk each way to the nearest strictly higher
  /// maximum (or the end) and take the lowest minimum met; the base is the higher of the two
  /// sides that met one. Minima the same, upside down.
  private func bruteForce(_ list: [Peak]) -> [Double] {
    list.indices.map { i in
      let sign: Double = list[i].kind == .maximum ? 1 : -1
      let v = sign * list[i].value
      func side(_ range: [Int]) -> Double? {
        var lowest: Double?
        for j in range {
          let w = sign * list[j].value
          if list[j].kind == list[i].kind {
            if w > v { break }
          } else {
            lowest = min(lowest ?? w, w)
          }
        }
        return lowest
      }
      let bases = [side(Array((0..<i).reversed())), side(Array((i + 1)..<list.count))]
        .compactMap { $0 }
      return bases.max().map { v - $0 } ?? .infinity
    }
  }

  @Test("a hand-worked list: maxima 3, 2, 4 and minima 1, 1.5 give 2, 2, 0.5, 0.5, 3")
  func handWorked() {
    let list = peaks([3, 1, 2, 1.5, 4])
    #expect(PeakProminence.prominences(of: list) == [2, 2, 0.5, 0.5, 3])
    #expect(PeakProminence.filter(list, minimum: 1).map(\.value) == [3, 1, 4])
    #expect(PeakProminence.prominences(of: peaks([5])) == [.infinity])
    #expect(PeakProminence.prominences(of: []) == [])
  }

  @Test("a damped oscillation's prominences shrink with its swings; the tail is filtered out")
  func dampedTail() {
    // Maximum n at 1 + 0.5^n, minimum n at 1 − 0.5^n: each peak's base is its next
    // neighbour, so its prominence is 0.5^n + 0.5^(n+1) = 1.5 · 0.5^n, ≥ 1e-3 for n ≤ 10; the
    // last one has only its previous neighbour: 0.5^(n−1) + 0.5^n = 3 · 0.5^n.
    let list = (1...30).map { n in
      Peak(
        index: n, time: Double(n), value: 1 + (n.isMultiple(of: 2) ? -1 : 1) * pow(0.5, Double(n)),
        kind: n.isMultiple(of: 2) ? .minimum : .maximum)
    }
    let prominences = PeakProminence.prominences(of: list)
    for (n, p) in zip(1..., prominences) {
      let expected = (n == list.count ? 3 : 1.5) * pow(0.5, Double(n))
      #expect(abs(p - expected) < 1e-15, "peak \(n)")
    }
    #expect(PeakProminence.filter(list, minimum: 1e-3).count == 10)
  }

  @Test("equals the quadratic definition on 500 random alternating lists")
  func matchesTheDefinition() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let count = Int.random(in: 1...30, using: &generator)
      let firstIsMaximum = Bool.random(using: &generator)
      var values: [Double] = []
      var last = 0.0
      for i in 0..<count {
        // Alternating: each maximum above its neighbouring minima; small integer steps, so
        // that equal heights (ties) occur too.
        let isMaximum = i.isMultiple(of: 2) == firstIsMaximum
        let step = Double(Int.random(in: 1...5, using: &generator))
        last = i == 0 ? 0 : (isMaximum ? last + step : last - step)
        values.append(last)
      }
      let list = peaks(values, firstIsMaximum: firstIsMaximum)
      #expect(PeakProminence.prominences(of: list) == bruteForce(list), "\(values)")
    }
  }
}
