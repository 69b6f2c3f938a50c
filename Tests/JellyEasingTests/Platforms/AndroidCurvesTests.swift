import JellyEasing
import Testing

/// Android's interpolators against their Java source's formulas worked by hand, androidx's
/// shipped lookup table, Material 3's tokens and Compose's easings.
@Suite struct AndroidCurvesTests {
  func value(_ name: String, _ x: Double) throws -> Double {
    try EasingParser.parse(name).value(at: x)
  }

  @Test("android.view.animation formulas by hand (float results, so within 1e-7)")
  func frameworkInterpolators() throws {
    // overshoot(2) at 0.5: u = −0.5, u²(3u + 2) + 1 = 0.25·0.5 + 1.
    #expect(abs(try value("android:overshoot", 0.5) - 1.125) < 1e-7)
    #expect(abs(try value("android:overshoot(3)", 0.5) - 1.25) < 1e-7)
    // anticipate(2) at 0.5: 0.25·(1.5 − 2) = −0.125.
    #expect(abs(try value("android:anticipate", 0.5) + 0.125) < 1e-7)
    // anticipate-overshoot(2, 1.5): s = 3; at 0.25: 0.5·a(0.5, 3) = 0.5·0.25·(2 − 3) = −0.125.
    #expect(abs(try value("android:anticipate-overshoot", 0.25) + 0.125) < 1e-7)
    #expect(abs(try value("android:anticipate-overshoot(2, 1)", 0.25) + 0.0625) < 1e-7)
    #expect(abs(try value("android:accelerate", 0.5) - 0.25) < 1e-7)
    #expect(abs(try value("android:accelerate(1.5)", 0.5) - 0.125) < 1e-7)
    #expect(abs(try value("android:decelerate", 0.5) - 0.75) < 1e-7)
    #expect(
      abs(try value("android:accelerate-decelerate", 0.25) - (1 - 0.5.squareRoot()) / 2) < 1e-7)
    #expect(abs(try value("android:cycle(2)", 0.125) - 1) < 1e-7)
    // bounce: 8u² with u = 1.1226·0.25 = 0.28065 → 0.630117…; at 1 it ends at 1.00005.
    #expect(abs(try value("android:bounce", 0.25) - 8 * 0.28065 * 0.28065) < 1e-6)
    #expect(abs(try value("android:bounce", 1) - (8 * 0.0791 * 0.0791 + 0.95)) < 1e-6)
  }

  @Test("the framework interpolators compute in 32-bit floats, as Java's getInterpolation does")
  func floatArithmetic() throws {
    let x = 0.3
    let expected = Double(Float(x) * Float(x))
    #expect(try value("android:accelerate", x) == expected)
  }

  /// androidx's FastOutSlowInInterpolator.VALUES, as published (201 floats).
  static let fastOutSlowInTable: [Float] = [
    0.0000, 0.0001, 0.0002, 0.0005, 0.0009, 0.0014, 0.0020, 0.0027, 0.0036, 0.0046, 0.0058,
    0.0071, 0.0085, 0.0101, 0.0118, 0.0137, 0.0158, 0.0180, 0.0205, 0.0231, 0.0259, 0.0289,
    0.0321, 0.0355, 0.0391, 0.0430, 0.0471, 0.0514, 0.0560, 0.0608, 0.0660, 0.0714, 0.0771,
    0.0830, 0.0893, 0.0959, 0.1029, 0.1101, 0.1177, 0.1257, 0.1339, 0.1426, 0.1516, 0.1610,
    0.1707, 0.1808, 0.1913, 0.2021, 0.2133, 0.2248, 0.2366, 0.2487, 0.2611, 0.2738, 0.2867,
    0.2998, 0.3131, 0.3265, 0.3400, 0.3536, 0.3673, 0.3810, 0.3946, 0.4082, 0.4217, 0.4352,
    0.4485, 0.4616, 0.4746, 0.4874, 0.5000, 0.5124, 0.5246, 0.5365, 0.5482, 0.5597, 0.5710,
    0.5820, 0.5928, 0.6033, 0.6136, 0.6237, 0.6335, 0.6431, 0.6525, 0.6616, 0.6706, 0.6793,
    0.6878, 0.6961, 0.7043, 0.7122, 0.7199, 0.7275, 0.7349, 0.7421, 0.7491, 0.7559, 0.7626,
    0.7692, 0.7756, 0.7818, 0.7879, 0.7938, 0.7996, 0.8053, 0.8108, 0.8162, 0.8215, 0.8266,
    0.8317, 0.8366, 0.8414, 0.8461, 0.8507, 0.8551, 0.8595, 0.8638, 0.8679, 0.8720, 0.8760,
    0.8798, 0.8836, 0.8873, 0.8909, 0.8945, 0.8979, 0.9013, 0.9046, 0.9078, 0.9109, 0.9139,
    0.9169, 0.9198, 0.9227, 0.9254, 0.9281, 0.9307, 0.9333, 0.9358, 0.9382, 0.9406, 0.9429,
    0.9452, 0.9474, 0.9495, 0.9516, 0.9536, 0.9556, 0.9575, 0.9594, 0.9612, 0.9629, 0.9646,
    0.9663, 0.9679, 0.9695, 0.9710, 0.9725, 0.9739, 0.9753, 0.9766, 0.9779, 0.9791, 0.9803,
    0.9815, 0.9826, 0.9837, 0.9848, 0.9858, 0.9867, 0.9877, 0.9885, 0.9894, 0.9902, 0.9910,
    0.9917, 0.9924, 0.9931, 0.9937, 0.9944, 0.9949, 0.9955, 0.9960, 0.9964, 0.9969, 0.9973,
    0.9977, 0.9980, 0.9984, 0.9986, 0.9989, 0.9991, 0.9993, 0.9995, 0.9997, 0.9998, 0.9999,
    0.9999, 1.0000, 1.0000,
  ]

  @Test(
    "androidx fast-out-slow-in: the generated table is androidx's published one, all 201 entries")
  func lookupTableIsPublished() throws {
    #expect(Self.fastOutSlowInTable.count == 201)
    let curve = try EasingParser.parse("androidx:fast-out-slow-in")
    for (i, entry) in Self.fastOutSlowInTable.enumerated() where i < 200 {
      // At a table point the weight is 0 (up to float rounding of i/200).
      let x = Double(Float(i) / 200)
      #expect(abs(curve.value(at: x) - Double(entry)) < 2e-6, "entry \(i)")
    }
    // Between entries: the linear interpolation, not the cubic.
    let middle = (Double(Self.fastOutSlowInTable[10]) + Double(Self.fastOutSlowInTable[11])) / 2
    #expect(abs(curve.value(at: 0.0525) - middle) < 1e-6)
    #expect(curve.value(at: -1) == 0 && curve.value(at: 2) == 1)
  }

  @Test(
    "the other androidx tables: published first entries (FastOutLinearIn 0.0008 at 4, LinearOutSlowIn 0.0 at 0)"
  )
  func otherTables() throws {
    let fastOutLinearIn = try EasingParser.parse("androidx:fast-out-linear-in")
    for (i, entry) in [0.0000, 0.0001, 0.0002, 0.0005, 0.0008, 0.0013, 0.0018].enumerated() {
      #expect(abs(fastOutLinearIn.value(at: Double(Float(i) / 200)) - entry) < 2e-6)
    }
  }

  @Test(
    "Material 3: standard is cubic-bezier(0.2, 0, 0, 1); emphasized passes through (0.166666, 0.4)")
  func materialTokens() throws {
    let standard = try EasingParser.parse("m3:standard")
    let css = try EasingParser.parse("cubic-bezier(0.2, 0, 0, 1)")
    for x in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(standard.value(at: x) == css.value(at: x))
    }
    let emphasized = try EasingParser.parse("m3:emphasized")
    #expect(abs(emphasized.value(at: 0.166666) - 0.4) < 1e-12)
    #expect(emphasized.value(at: 1) == 1)
    // At the join the slopes are the control lines': 0.34/0.033333 = 10.2 on the left and
    // 0.42/0.041667 = 10.08 on the right (the path has a slight corner there).
    let left = emphasized.derivative(at: 0.166666 - 1e-12)
    let right = emphasized.derivative(at: 0.166666)
    #expect(abs(left - 0.34 / 0.033333) < 1e-3)
    #expect(abs(right - 0.42 / 0.041667) < 1e-3)
  }

  @Test(
    "Compose: the cubic easings as written; EaseOutElastic equals Penner's easeOutElastic; spring() is stiffness 1500, ratio 1"
  )
  func compose() throws {
    #expect(
      try value("compose:FastOutSlowInEasing", 0.5)
        == (try value("cubic-bezier(0.4, 0, 0.2, 1)", 0.5)))
    for x in stride(from: 0.05, to: 1, by: 0.05) {
      #expect(
        abs(try value("compose:EaseOutElastic", x) - (try value("easeOutElastic", x))) < 1e-12)
      #expect(abs(try value("compose:EaseOutBounce", x) - (try value("easeOutBounce", x))) < 1e-12)
    }
    let spring = try EasingParser.parse("compose:spring")
    let physical = try EasingParser.parse(
      "spring(stiffness=1500,damping-coefficient=77.45966692414834)")
    for x in stride(from: 0.0, through: 1, by: 0.1) {
      #expect(abs(spring.value(at: x) - physical.value(at: x)) < 1e-9)
    }
  }
}
