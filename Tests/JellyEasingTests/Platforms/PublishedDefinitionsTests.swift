import Foundation
import JellyEasing
import Testing

/// Every catalog entry without an engine on this machine, against its definition as the source
/// publishes it, transcribed here independently of the catalog: control points, formulas and
/// tables. (Qt and libadwaita are checked against their engines in QtCurvesTests and
/// GnomeCurvesTests.)
@Suite struct PublishedDefinitionsTests {
  /// The published control points of every entry that is a cubic-bezier solved exactly.
  static let exactCubics: [(String, [Double])] = [
    ("coreanimation:linear", [0, 0, 1, 1]), ("coreanimation:easeIn", [0.42, 0, 1, 1]),
    ("coreanimation:easeOut", [0, 0, 0.58, 1]),
    ("coreanimation:easeInEaseOut", [0.42, 0, 0.58, 1]),
    ("coreanimation:default", [0.25, 0.1, 0.25, 1]), ("uikit:easeInOut", [0.42, 0, 0.58, 1]),
    ("uikit:easeIn", [0.42, 0, 1, 1]), ("uikit:easeOut", [0, 0, 0.58, 1]),
    ("uikit:linear", [0, 0, 1, 1]), ("swiftui:linear", [0, 0, 1, 1]),
    ("swiftui:easeIn", [0.42, 0, 1, 1]), ("swiftui:easeOut", [0, 0, 0.58, 1]),
    ("swiftui:easeInOut", [0.42, 0, 0.58, 1]),
    ("m3:standard", [0.2, 0, 0, 1]), ("m3:standard-accelerate", [0.3, 0, 1, 1]),
    ("m3:standard-decelerate", [0, 0, 0, 1]), ("m3:emphasized-decelerate", [0.05, 0.7, 0.1, 1]),
    ("m3:emphasized-accelerate", [0.3, 0, 0.8, 0.15]), ("m3:legacy", [0.4, 0, 0.2, 1]),
    ("m3:legacy-decelerate", [0, 0, 0.2, 1]), ("m3:legacy-accelerate", [0.4, 0, 1, 1]),
    ("m3:linear", [0, 0, 1, 1]),
    ("compose:LinearEasing", [0, 0, 1, 1]), ("compose:FastOutSlowInEasing", [0.4, 0, 0.2, 1]),
    ("compose:LinearOutSlowInEasing", [0, 0, 0.2, 1]),
    ("compose:FastOutLinearInEasing", [0.4, 0, 1, 1]), ("compose:Ease", [0.25, 0.1, 0.25, 1]),
    ("compose:EaseIn", [0.42, 0, 1, 1]), ("compose:EaseOut", [0, 0, 0.58, 1]),
    ("compose:EaseInOut", [0.42, 0, 0.58, 1]), ("compose:EaseInSine", [0.12, 0, 0.39, 0]),
    ("compose:EaseOutSine", [0.61, 1, 0.88, 1]), ("compose:EaseInOutSine", [0.37, 0, 0.63, 1]),
    ("compose:EaseInCubic", [0.32, 0, 0.67, 0]), ("compose:EaseOutCubic", [0.33, 1, 0.68, 1]),
    ("compose:EaseInOutCubic", [0.65, 0, 0.35, 1]), ("compose:EaseInQuint", [0.64, 0, 0.78, 0]),
    ("compose:EaseOutQuint", [0.22, 1, 0.36, 1]), ("compose:EaseInOutQuint", [0.83, 0, 0.17, 1]),
    ("compose:EaseInCirc", [0.55, 0, 1, 0.45]), ("compose:EaseOutCirc", [0, 0.55, 0.45, 1]),
    ("compose:EaseInOutCirc", [0.85, 0, 0.15, 1]), ("compose:EaseInQuad", [0.11, 0, 0.5, 0]),
    ("compose:EaseOutQuad", [0.5, 1, 0.89, 1]), ("compose:EaseInOutQuad", [0.45, 0, 0.55, 1]),
    ("compose:EaseInQuart", [0.5, 0, 0.75, 0]), ("compose:EaseOutQuart", [0.25, 1, 0.5, 1]),
    ("compose:EaseInOutQuart", [0.76, 0, 0.24, 1]), ("compose:EaseInExpo", [0.7, 0, 0.84, 0]),
    ("compose:EaseOutExpo", [0.16, 1, 0.3, 1]), ("compose:EaseInOutExpo", [0.87, 0, 0.13, 1]),
    ("compose:EaseInBack", [0.36, 0, 0.66, -0.56]), ("compose:EaseOutBack", [0.34, 1.56, 0.64, 1]),
    ("compose:EaseInOutBack", [0.68, -0.6, 0.32, 1.6]),
  ]

  /// Flutter's `Cubic` constants as curves.dart publishes them.
  static let flutterCubics: [(String, [Double])] = [
    ("fastLinearToSlowEaseIn", [0.18, 1, 0.04, 1]), ("ease", [0.25, 0.1, 0.25, 1]),
    ("easeIn", [0.42, 0, 1, 1]), ("easeInToLinear", [0.67, 0.03, 0.65, 0.09]),
    ("easeInSine", [0.47, 0, 0.745, 0.715]), ("easeInQuad", [0.55, 0.085, 0.68, 0.53]),
    ("easeInCubic", [0.55, 0.055, 0.675, 0.19]), ("easeInQuart", [0.895, 0.03, 0.685, 0.22]),
    ("easeInQuint", [0.755, 0.05, 0.855, 0.06]), ("easeInExpo", [0.95, 0.05, 0.795, 0.035]),
    ("easeInCirc", [0.6, 0.04, 0.98, 0.335]), ("easeInBack", [0.6, -0.28, 0.735, 0.045]),
    ("easeOut", [0, 0, 0.58, 1]), ("linearToEaseOut", [0.35, 0.91, 0.33, 0.97]),
    ("easeOutSine", [0.39, 0.575, 0.565, 1]), ("easeOutQuad", [0.25, 0.46, 0.45, 0.94]),
    ("easeOutCubic", [0.215, 0.61, 0.355, 1]), ("easeOutQuart", [0.165, 0.84, 0.44, 1]),
    ("easeOutQuint", [0.23, 1, 0.32, 1]), ("easeOutExpo", [0.19, 1, 0.22, 1]),
    ("easeOutCirc", [0.075, 0.82, 0.165, 1]), ("easeOutBack", [0.175, 0.885, 0.32, 1.275]),
    ("easeInOut", [0.42, 0, 0.58, 1]), ("easeInOutSine", [0.445, 0.05, 0.55, 0.95]),
    ("easeInOutQuad", [0.455, 0.03, 0.515, 0.955]), ("easeInOutCubic", [0.645, 0.045, 0.355, 1]),
    ("easeInOutQuart", [0.77, 0, 0.175, 1]), ("easeInOutQuint", [0.86, 0, 0.07, 1]),
    ("easeInOutExpo", [1, 0, 0, 1]), ("easeInOutCirc", [0.785, 0.135, 0.15, 0.86]),
    ("easeInOutBack", [0.68, -0.55, 0.265, 1.55]), ("fastOutSlowIn", [0.4, 0, 0.2, 1]),
    ("slowMiddle", [0.15, 0.85, 0.85, 0.15]),
  ]

  static let grid = (0...40).map { Double($0) / 40 }

  func cubic(_ p: [Double]) throws -> any EasingCurve {
    try EasingParser.parse("cubic-bezier(\(p[0]), \(p[1]), \(p[2]), \(p[3]))")
  }

  @Test("every exactly solved cubic entry equals cubic-bezier() of its published control points")
  func exactCubicEntries() throws {
    for (name, points) in Self.exactCubics {
      let curve = try EasingParser.parse(name)
      let reference = try cubic(points)
      for x in Self.grid {
        #expect(curve.value(at: x) == reference.value(at: x), "\(name) at \(x)")
      }
    }
  }

  @Test(
    "every Flutter Cubic is its published control points bisected: within 0.001·slope, and not exact"
  )
  func flutterCubicEntries() throws {
    for (name, points) in Self.flutterCubics {
      let curve = try EasingParser.parse("flutter:" + name)
      let reference = try cubic(points)
      let steepest = (0...2000).map { abs(reference.derivative(at: Double($0) / 2000)) }.max() ?? 0
      for i in 1..<200 {
        let x = Double(i) / 200
        #expect(
          abs(curve.value(at: x) - reference.value(at: x)) <= 0.001 * steepest + 1e-12,
          "\(name) at \(x)")
      }
    }
  }

  @Test(
    "the formula entries: Compose's and Flutter's bounce and elastic as their sources write them")
  func formulaEntries() throws {
    func value(_ name: String, _ x: Double) throws -> Double {
      try EasingParser.parse(name).value(at: x)
    }
    for x in Self.grid {
      // Compose's elastic and bounce easings are easings.net's, which are Penner's.
      for (compose, penner) in [
        ("EaseInElastic", "easeInElastic"), ("EaseOutElastic", "easeOutElastic"),
        ("EaseInOutElastic", "easeInOutElastic"), ("EaseInBounce", "easeInBounce"),
        ("EaseOutBounce", "easeOutBounce"), ("EaseInOutBounce", "easeInOutBounce"),
      ] {
        #expect(
          abs(try value("compose:" + compose, x) - (try value(penner, x))) < 1e-12,
          "\(compose) \(x)")
      }
      for (flutter, penner) in [
        ("bounceIn", "easeInBounce"), ("bounceOut", "easeOutBounce"),
        ("bounceInOut", "easeInOutBounce"),
      ] {
        #expect(
          abs(try value("flutter:" + flutter, x) - (try value(penner, x))) < 1e-12,
          "\(flutter) \(x)")
      }
      #expect(try value("flutter:linear", x) == x)
      #expect(abs(try value("android:linear", x) - x) < 1e-7)
      // Flutter's elasticIn(0.4): −2^(10(t − 1))·sin((t − 1.1)·2π/0.4); elasticInOut splits at 0.5.
      if x > 0, x < 1 {
        let expected = -pow2(10 * (x - 1)) * sin((x - 1 - 0.1) * 2 * .pi / 0.4)
        #expect(abs(try value("flutter:elasticIn", x) - expected) < 1e-12)
        let u = 2 * x - 1
        let inOut =
          u < 0
          ? -0.5 * pow2(10 * u) * sin((u - 0.1) * 2 * .pi / 0.4)
          : pow2(-10 * u) * sin((u - 0.1) * 2 * .pi / 0.4) * 0.5 + 1
        #expect(abs(try value("flutter:elasticInOut", x) - inOut) < 1e-12)
      }
    }
  }

  func pow2(_ e: Double) -> Double { Foundation.exp2(e) }

  @Test("androidx linear-out-slow-in: its published first entries, 0.0222 at i = 1")
  func linearOutSlowInTable() throws {
    let curve = try EasingParser.parse("androidx:linear-out-slow-in")
    let published: [Double] = [0.0000, 0.0222, 0.0424, 0.0613, 0.0793, 0.0966, 0.1132, 0.1293]
    for (i, entry) in published.enumerated() {
      #expect(abs(curve.value(at: Double(Float(i) / 200)) - entry) < 2e-6, "entry \(i)")
    }
  }

  @Test(
    "SwiftUI's springs: the presets and spring()/interactiveSpring() equal the parser's SwiftUI forms"
  )
  func swiftUISprings() throws {
    let pairs = [
      ("swiftui:smooth", "spring(duration=0.5,bounce=0)"),
      ("swiftui:snappy", "spring(duration=0.5,bounce=0.15)"),
      ("swiftui:bouncy", "spring(duration=0.5,bounce=0.3)"),
      ("swiftui:snappy(0.4, 0.1)", "spring(duration=0.4,bounce=0.25)"),
      ("swiftui:spring", "spring(response=0.5,damping=0.825)"),
      ("swiftui:interactiveSpring", "spring(response=0.15,damping=0.86)"),
    ]
    for (swiftUI, form) in pairs {
      let a = try EasingParser.parse(swiftUI)
      let b = try EasingParser.parse(form)
      for x in Self.grid {
        #expect(abs(a.value(at: x) - b.value(at: x)) < 1e-9, "\(swiftUI) at \(x)")
      }
    }
  }
}
