import Testing

@testable import JellySweep

@Suite struct SweepMetricTests {
  @Test("every sweep has the frame metrics; one-axis sweeps add the continuous bulge last")
  func metricsByAxes() {
    #expect(SweepMetric.everySweep.count == 7)
    #expect(!SweepMetric.everySweep.contains(.largestBulgeContinuous))
    #expect(SweepMetric.metrics(axisCount: 2) == SweepMetric.everySweep)
    #expect(SweepMetric.metrics(axisCount: 1) == SweepMetric.everySweep + [.largestBulgeContinuous])
  }

  @Test("labels join the quantity and its unit")
  func labels() {
    #expect(SweepMetric.firstPeakTime.label == "first peak time [s]")
    #expect(SweepMetric.overshoot.label == "overshoot [fraction of travel]")
    #expect(SweepMetric.peakCount.label == "peak count")
    #expect(SweepMetric.inverted.label == "inverted (1 = yes)")
    #expect(SweepMetric.largestBulgeContinuous.unit == "pt")
    #expect(SweepMetric.allCases.allSatisfy { !$0.summary.isEmpty && !$0.label.isEmpty })
  }

  @Test("a continuous metric states its cost; it is not read from a cell")
  func continuousCost() {
    #expect(SweepMetric.largestBulgeContinuous.cost == .continuous(relative: 20))
    #expect(
      SweepMetric.largestBulgeContinuous.summaryWithCost
        == "(one axis only) largest_bulge over continuous time, pt; its search of the exact bend"
        + " extrema costs about 20 times all the other metrics, so a one-axis cell takes about 20"
        + " times a two-axis one")
    #expect(SweepMetric.overshoot.summaryWithCost == SweepMetric.overshoot.summary)
    guard case .largestContinuousBend(let scale) = SweepMetric.largestBulgeContinuous.computation
    else {
      Issue.record("the continuous bulge is computed from the bend extrema")
      return
    }
    #expect(scale == 0.5)
  }
}
