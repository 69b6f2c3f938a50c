import JellyAnalysis
import JellyFrameDiff
import JellyGolden
import JellyMath
import Testing

@Suite struct GoldenComparisonTests {
  @Test("side damping 0.5 → 0.51 fails the skype check and reports every peak's drift")
  func oneParameterChangeFails() throws {
    let golden = try GoldenPeaks(.scene(ScenePeakSource(preset: .skype)))
    let changed = try FrameDiffPreset.skype.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.51)))
    let run = try GoldenPeaks(.scene(ScenePeakSource(preset: changed)))
    let comparison = try GoldenComparison(
      expected: golden.peaks, actual: run.peaks, tolerance: GoldenTolerance(time: 1e-3, value: 0.1))
    #expect(!comparison.passes)
    #expect(comparison.missing.isEmpty && comparison.extra.isEmpty)
    #expect(comparison.pairs.count == golden.peaks.count)
    #expect(!comparison.drifted.isEmpty)
    // The big minimum (−148.6 pt near 0.213 s) moves by more than the value tolerance.
    let big = try #require(comparison.pairs.first { $0.expected.value < -100 })
    #expect(!big.isWithinTolerance)
    #expect(abs(big.valueDrift) > 0.1)
    #expect(big.valueDrift == big.actual.value - big.expected.value)
    #expect(big.timeDrift == big.actual.time - big.expected.time)
    #expect(comparison.maximumValueDrift >= abs(big.valueDrift))
    let table = comparison.table
    #expect(table.contains("DRIFT"))
    #expect(table.hasSuffix("(tolerance t 0.001 s, value 0.1)\n"))
    #expect(table.split(separator: "\n").last?.hasPrefix("FAIL: ") == true)
    // The same run passes against itself.
    let same = try GoldenComparison(
      expected: golden.peaks, actual: golden.peaks, tolerance: GoldenTolerance(time: 0, value: 0))
    #expect(same.passes)
    #expect(same.matched.count == golden.peaks.count)
    #expect(same.table.split(separator: "\n").last?.hasPrefix("PASS: 4 matched") == true)
  }

  let golden = [
    Peak(index: 6, time: 0.1, value: 10, kind: .maximum),
    Peak(index: 18, time: 0.3, value: -5, kind: .minimum),
    Peak(index: 30, time: 0.5, value: 2, kind: .maximum),
  ]

  @Test("missing and extra peaks are reported and fail the check")
  func missingAndExtra() throws {
    let run = [
      Peak(index: 6, time: 0.1004, value: 10.01, kind: .maximum),
      Peak(index: 30, time: 0.5, value: 2, kind: .maximum),
      Peak(index: 42, time: 0.7, value: -1, kind: .minimum),
    ]
    let comparison = try GoldenComparison(
      expected: golden, actual: run, tolerance: GoldenTolerance(time: 1e-3, value: 0.05))
    #expect(comparison.matched.map(\.ordinal) == [1, 3])
    #expect(comparison.missing == [golden[1]])
    #expect(comparison.extra == [run[2]])
    #expect(!comparison.passes)
    #expect(abs(comparison.pairs[0].timeDrift - 0.0004) <= 1e-15)
    let lines = comparison.table.split(separator: "\n").map(String.init)
    #expect(lines.count == 6)  // header, 4 rows in time order, summary
    #expect(lines[2].hasSuffix("MISSING") && lines[4].hasSuffix("EXTRA"))
    // What a row does not have (the run's side of a missing peak, the golden side of an extra
    // one, their ordinals) is n/a, the one missing-value marker of a table.
    #expect(
      lines[2].hasPrefix(" n/a") && lines[2].split(separator: " ").filter { $0 == "n/a" }.count == 5
    )
    #expect(
      lines[4].hasPrefix(" n/a") && lines[4].split(separator: " ").filter { $0 == "n/a" }.count == 5
    )
    #expect(!comparison.table.contains(" - "))
    #expect(lines[1].hasSuffix("ok") && lines[1].contains("+4.000e-04"))
    // Fixed width: every row is as long as the header up to the status column.
    let statusColumn = lines[0].count - "status".count
    for line in lines[1...4] {
      #expect(line.dropLast(line.count - statusColumn).count == statusColumn)
    }
  }

  @Test("pairing by search near each peak equals pairing over every pair of peaks")
  func pairingEqualsTheExhaustiveOne() throws {
    var state: UInt64 = 0x5EED
    func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    for trial in 0..<200 {
      let count = 1 + trial % 40
      var time = 0.0
      let expected = (0..<count).map { i -> Peak in
        time += 0.001 + unit() * (trial.isMultiple(of: 5) ? 1e-6 : 0.1)
        return Peak(index: i, time: time, value: unit(), kind: unit() < 0.5 ? .maximum : .minimum)
      }
      // The run: golden peaks moved a little or a lot, some dropped, some added, out of order.
      var actual = expected.filter { _ in unit() < 0.9 }.map {
        Peak(
          index: $0.index, time: $0.time + (unit() - 0.5) * (unit() < 0.8 ? 1e-4 : 0.05),
          value: $0.value + (unit() - 0.5) * 1e-3, kind: unit() < 0.95 ? $0.kind : .maximum)
      }
      actual += (0..<(trial % 4)).map { _ in
        Peak(index: 0, time: unit() * time, value: 0, kind: .minimum)
      }
      if trial.isMultiple(of: 3) { actual.reverse() }
      let tolerance = [0, 1e-5, 1e-3, 0.2][trial % 4]
      let comparison = try GoldenComparison(
        expected: expected, actual: actual, tolerance: GoldenTolerance(time: tolerance, value: 1e-3)
      )
      // The definition, spelled out: every same-kind pair within the window, closest first.
      let gaps = zip(expected, expected.dropFirst()).map { $1.time - $0.time }
      let window = max(tolerance, 0.5 * (gaps.min() ?? .infinity))
      var candidates: [(Double, Int, Int)] = []
      for (i, e) in expected.enumerated() {
        for (j, a) in actual.enumerated() where a.kind == e.kind && abs(a.time - e.time) <= window {
          candidates.append((abs(a.time - e.time), i, j))
        }
      }
      candidates.sort { $0 < $1 }
      var partner = [Int?](repeating: nil, count: expected.count)
      var used = Set<Int>()
      for (_, i, j) in candidates where partner[i] == nil && !used.contains(j) {
        partner[i] = j
        used.insert(j)
      }
      #expect(
        comparison.pairs.map { $0.ordinal }
          == partner.indices.filter { partner[$0] != nil }.map { $0 + 1 })
      #expect(comparison.pairs.map(\.actual) == partner.compactMap { $0.map { actual[$0] } })
      #expect(comparison.extra == actual.indices.filter { !used.contains($0) }.map { actual[$0] })
    }
  }

  @Test("a peak of the other kind never pairs; tolerances must be ≥ 0")
  func kindsAndTolerances() throws {
    let flipped = golden.map {
      Peak(
        index: $0.index, time: $0.time, value: -$0.value,
        kind: $0.kind == .maximum ? .minimum : .maximum)
    }
    let comparison = try GoldenComparison(
      expected: golden, actual: flipped, tolerance: GoldenTolerance(time: 0.01, value: 100))
    #expect(
      comparison.pairs.isEmpty && comparison.missing.count == 3 && comparison.extra.count == 3)
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.timeTolerance, value: -1.0, allowed: ">= 0 and finite"))
    ) {
      try GoldenComparison(
        expected: golden, actual: golden, tolerance: GoldenTolerance(time: -1, value: 0))
    }
  }

  @Test("relative tolerances scale with the golden peak: max(absolute, relative × |golden|)")
  func relativeTolerances() throws {
    let expected = [Peak(index: 120, time: 2, value: 200, kind: .maximum)]
    let actual = [Peak(index: 121, time: 2.015, value: 203, kind: .maximum)]
    let relative = GoldenTolerance(time: 1e-9, relativeTime: 0.01, value: 1e-6, relativeValue: 0.02)
    #expect(relative.allowedTimeDrift(at: 2) == 0.02)
    #expect(relative.allowedValueDrift(at: -200) == 4)
    #expect(try GoldenComparison(expected: expected, actual: actual, tolerance: relative).passes)
    var tight = relative
    tight.relativeValue = 0.01
    let failing = try GoldenComparison(expected: expected, actual: actual, tolerance: tight)
    #expect(failing.drifted.count == 1)
    #expect(
      failing.table.hasSuffix(
        "(tolerance t 1e-09 s or 0.01 of t, value 1e-06 or 0.01 of |value|)\n"))
  }
}
