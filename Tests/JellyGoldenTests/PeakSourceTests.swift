import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyGolden
import JellySprings
import Testing

@Suite struct PeakSourceTests {
  @Test("a Core Animation spring's peaks are at nπ/ωd with 1 ∓ e^(−ζω0 t) (closed form)")
  func springPeaksMatchTheClosedForm() throws {
    // m = 1, k = 100, c = 5: ω0 = 10, ζ = 0.25, ωd = 10·√(1 − 1/16). Released from 0 toward 1
    // at rest, x = −e^(−ζω0 t)(cos ωd t + ζω0/ωd sin ωd t) and ẋ = 0 exactly at t = nπ/ωd.
    let source = SpringPeakSource(
      .coreAnimation, [.mass: 1, .stiffness: 100, .dampingCoefficient: 5], framesPerSecond: 60,
      horizon: 2)
    let peaks = try PeakSource.spring(source).peaks()
    let omegaD = 10 * (1 - 1.0 / 16).squareRoot()
    #expect(peaks.count == Int((2 * omegaD / .pi).rounded(.down)))
    for (n, peak) in zip(1..., peaks) {
      let t = Double(n) * .pi / omegaD
      let value = 1 + (n.isMultiple(of: 2) ? -1 : 1) * exp(-2.5 * t)
      #expect(abs(peak.time - t) < 1e-9, "peak \(n)")
      #expect(abs(peak.value - value) < 1e-12, "peak \(n)")
      #expect(peak.kind == (n.isMultiple(of: 2) ? .minimum : .maximum))
    }
  }

  @Test(
    "easeOutElastic's extrema are where tan θ = (2π/3)/ln 2, θ = (10x − 0.75)·2π/3 (closed form)")
  func easingPeaksMatchTheClosedForm() throws {
    // f(x) = 2^(−10x) sin θ + 1: f′ = 0 where −ln 2 · sin θ + (2π/3) cos θ = 0.
    let c4 = 2 * Double.pi / 3
    let duration = 0.8
    let peaks = try PeakSource.easing(EasingPeakSource(curve: "easeOutElastic", duration: duration))
      .peaks()
    let theta0 = atan(c4 / log(2))
    let expected = (0..<6).map { k in ((theta0 + Double(k) * .pi) / c4 + 0.75) / 10 }
    #expect(peaks.count == expected.count)
    for (k, (peak, x)) in zip(peaks, expected).enumerated() {
      #expect(abs(peak.time - x * duration) < 1e-9, "extremum \(k)")
      let value = pow(2, -10 * x) * sin((10 * x - 0.75) * c4) + 1
      #expect(abs(peak.value - value) < 1e-12, "extremum \(k)")
      #expect(peak.kind == (k.isMultiple(of: 2) ? .maximum : .minimum))
    }
  }

  @Test("a series' sampled cosine has its extrema on the samples at t = 0.5 and 1")
  func seriesPeaks() throws {
    let times = (0...90).map { Double($0) / 60 }
    let series = SeriesPeakSource(times: times, values: times.map { cos(2 * .pi * $0) })
    let peaks = try PeakSource.series(series).peaks()
    #expect(peaks.map(\.kind) == [.minimum, .maximum])
    #expect(abs(peaks[0].time - 0.5) < 1e-12 && abs(peaks[0].value + 1) < 1e-12)
    #expect(abs(peaks[1].time - 1) < 1e-12 && abs(peaks[1].value - 1) < 1e-12)
    var unordered = series
    unordered.times[3] = unordered.times[2]
    #expect(throws: GoldenError.self) { try PeakSource.series(unordered).peaks() }
  }

  @Test("a scene source runs the same search as PeakFinder (identity)")
  func scenePeaks() throws {
    let source = try ScenePeakSource(preset: .skype)
    let direct = try PeakFinder.refinedPeaks(of: FrameDiffPreset.skype.scene(), framesPerSecond: 60)
    #expect(try source.peaks() == direct)
  }

  @Test("differences name each setting in one line; a preset's by key path")
  func differences() throws {
    let skype = FrameDiffPreset.skype
    let recorded = PeakSource.scene(
      try ScenePeakSource(preset: skype, method: .sampled, framesPerSecond: 30, horizon: 0.8))
    #expect(recorded.differences(from: recorded).isEmpty)
    let run = PeakSource.scene(
      try ScenePeakSource(
        preset: try skype.applying(PresetOverrides(side: HelperOverrides(dampingRatio: 0.51))),
        method: .refined, framesPerSecond: 30, horizon: 1))
    #expect(
      recorded.differences(from: run) == [
        "method: recorded sampled, this run refined", "until: recorded 0.8, this run 1.0",
        "side.damping_ratio: recorded 0.5, this run 0.51",
      ])
    let spring = PeakSource.spring(SpringPeakSource(.uiKit, [.duration: 1, .damping: 0.5]))
    #expect(recorded.differences(from: spring) == ["source: recorded scene, this run spring"])
  }

  @Test("every kind round-trips through JSON as {kind, <kind>: {…}}")
  func codable() throws {
    let sources: [PeakSource] = [
      .spring(SpringPeakSource(.swiftUIResponse, [.response: 0.5, .damping: 0.7], velocity: 2)),
      .easing(EasingPeakSource(curve: "spring(duration=1,damping=0.5)", method: .sampled)),
      .series(SeriesPeakSource(times: [], values: [], method: .sampled, timeColumn: "t")),
    ]
    for source in sources {
      let data = try JSONEncoder().encode(source)
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      #expect(object?["kind"] as? String == source.kind.rawValue)
      #expect(object?[source.kind.rawValue] != nil)
      #expect(try JSONDecoder().decode(PeakSource.self, from: data) == source)
    }
  }
}

extension PeakSourceTests {
  @Test("a spring's metadata records UIKit's solver and cut for UIKit's set only, and reads both")
  func springRecordsOnlyWhatApplies() throws {
    let response = GoldenMetadata(
      source: .spring(SpringPeakSource(.swiftUIResponse, [.response: 0.5, .damping: 0.7])))
    let uiKit = GoldenMetadata(
      source: .spring(SpringPeakSource(.uiKit, [.duration: 1, .damping: 0.5])))
    let responseText = response.jsonText()
    #expect(!responseText.contains("solver") && !responseText.contains("cuts_at_duration"))
    let uiKitText = uiKit.jsonText()
    #expect(uiKitText.contains("\"solver\" : \"ios\""))
    #expect(uiKitText.contains("\"cuts_at_duration\" : true"))
    #expect(try GoldenMetadata.decode(jsonText: responseText) == response)
    #expect(try GoldenMetadata.decode(jsonText: uiKitText) == uiKit)
    // A file that recorded them for another set still reads, as the same source.
    let older = responseText.replacingOccurrences(
      of: "\"method\" :", with: "\"cuts_at_duration\" : true, \"solver\" : \"ios\", \"method\" :")
    #expect(older != responseText)
    #expect(try GoldenMetadata.decode(jsonText: older) == response)
  }
}

extension PeakSourceTests {
  @Test("an easing's metadata records UIKit's solver and cut for a UIKit spring form only")
  func easingRecordsOnlyWhatApplies() throws {
    for (curve, applies) in [
      ("easeOutElastic", false), ("swiftui:bouncy", false),
      ("spring(response=0.5,damping=0.7)", false),
      ("spring(duration=1,damping=0.5)", true),
      ("SPRING( duration = 1 , damping = 0.5 , velocity = 2 )", true),
    ] {
      let metadata = GoldenMetadata(source: .easing(EasingPeakSource(curve: curve)))
      let text = metadata.jsonText()
      #expect(text.contains("\"solver\"") == applies, "\(curve)")
      #expect(text.contains("\"cuts_at_duration\"") == applies, "\(curve)")
      #expect(try GoldenMetadata.decode(jsonText: text) == metadata)
      // A check with another solver names it only where it applies.
      let other = PeakSource.easing(
        EasingPeakSource(
          curve: curve, model: UIKitAnimationModel(solver: .ideal, cutsAtDuration: false)))
      #expect(metadata.source.differences(from: other).isEmpty == !applies, "\(curve)")
    }
  }
}

extension PeakSourceTests {
  @Test("a spring's inputs are typed: a misspelt input in a golden file is an error, not ignored")
  func typedSpringInputs() throws {
    let metadata = GoldenMetadata(
      source: .spring(
        SpringPeakSource(.coreAnimation, [.mass: 1, .stiffness: 100, .dampingCoefficient: 5])))
    let text = metadata.jsonText()
    #expect(text.contains("\"damping-coefficient\" : 5"))
    #expect(try GoldenMetadata.decode(jsonText: text) == metadata)
    let misspelt = text.replacingOccurrences(of: "\"stiffness\" : 100", with: "\"stifness\" : 100")
    #expect(misspelt != text)
    #expect(throws: GoldenError.self) { try GoldenMetadata.decode(jsonText: misspelt) }
    do {
      _ = try GoldenMetadata.decode(jsonText: misspelt)
    } catch {
      #expect(error.description.contains("unknown spring input 'stifness'"), "\(error)")
    }
  }
}
