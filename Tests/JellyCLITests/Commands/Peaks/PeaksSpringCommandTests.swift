import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct PeaksSpringCommandTests {
  @Test("a single spring: extrema every half damped period, each v_k = 100·(−r)^k")
  func singleSpring() {
    let result = runCLI([
      "peaks", "--duration", "1", "--damping", "0.5", "--from", "100", "--to", "0",
    ])
    #expect(result.status == 0)
    let found = parsedPeaks(result.output)
    // ζ = 0.5: r = exp(−πζ/√(1 − ζ²)) per half period.
    let r = exp(-Double.pi * 0.5 / (0.75).squareRoot())
    #expect(found.count == 3)
    for (k, peak) in found.enumerated() {
      #expect(abs(peak.value - 100 * pow(-r, Double(k + 1))) <= 1e-8)
      #expect(abs(peak.time - Double(k + 1) * found[0].time) <= 1e-9)
    }
    #expect(found.map(\.kind) == [.minimum, .maximum, .minimum])
  }

  @Test("a spring settling after more than 10^7 frames is refused, naming the default --until")
  func tooManyFrames() {
    let result = runCLI([
      "peaks", "spring", "--mass", "1", "--stiffness", "1000000", "--damping-coefficient",
      "0.0001", "--fps", "1000",
    ])
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(
      result.errorLines.first
        == "error: the spring settles after 138155.10264981448 s (the default --until), which at"
        + " --fps 1000 asks for 138155104 frames; at most 10000000 are allowed: give --until at"
        + " most 9999.999 s or a lower --fps")
  }
}
