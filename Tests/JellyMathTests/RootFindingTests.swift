import Foundation
import JellyMath
import Testing

@Suite struct RootFindingTests {
  @Test("Brent and bisection find √2, π and the root of a flat cubic")
  func knownRoots() throws {
    let sqrt2 = try RootFinding.brent(in: 0, 2) { $0 * $0 - 2 }
    #expect(abs(sqrt2 - 2.0.squareRoot()) <= 4e-16)
    let pi = try RootFinding.brent(in: 3, 4) { sin($0) }
    #expect(abs(pi - .pi) <= 1e-15)
    let flat = try RootFinding.bisection(in: 0, 3) { pow($0 - 1, 3) }
    #expect(abs(flat - 1) <= 1e-5)  // x³ is flat: |f| < 1e-15 already at 1e-5 from the root
    let brentFlat = try RootFinding.brent(in: 0, 3) { pow($0 - 1, 3) }
    #expect(abs(brentFlat - 1) <= 1e-5)
  }

  @Test("an exact zero at an end is returned as is")
  func zeroAtEnd() throws {
    #expect(try RootFinding.brent(in: 1, 2) { $0 - 1 } == 1)
    #expect(try RootFinding.bisection(in: 0, 2) { $0 - 2 } == 2)
  }

  @Test("a bracket without a sign change throws")
  func notBracketed() {
    #expect(throws: RootFindingError.self) { try RootFinding.brent(in: 0, 1) { $0 * $0 + 1 } }
    #expect(throws: RootFindingError.self) { try RootFinding.bisection(in: 0, 1) { _ in .nan } }
  }

  @Test("Brent agrees with bisection on random smooth functions")
  func agreesWithBisection() throws {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<200 {
      let a = rng.nextUnitDouble() * 5 + 0.1
      let f = { (x: Double) in exp(-a * x) - 0.5 * x }
      let brent = try RootFinding.brent(in: 0, 10, f)
      let bisection = try RootFinding.bisection(in: 0, 10, f)
      #expect(abs(brent - bisection) <= 1e-14)
    }
  }
}
