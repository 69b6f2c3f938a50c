import Foundation
import JellyEasing
import JellyTestSupport
import Testing

/// Names, arguments and errors of the platform catalog.
@Suite struct PlatformCatalogTests {
  /// The parser's one-line message for `text`, or "" when it parses.
  func message(_ text: String) -> String {
    do {
      _ = try EasingParser.parse(text)
      return ""
    } catch { return error.description }
  }

  @Test("every entry parses by its usage and its name, and reads back from the curve's name")
  func everyEntryParses() throws {
    #expect(PlatformCatalog.entries.count > 200)
    for entry in PlatformCatalog.entries {
      let curve = try EasingParser.parse(entry.qualifiedName)
      #expect(curve.name == entry.qualifiedName)
      let again = try EasingParser.parse(entry.usage)
      #expect(again.name == entry.qualifiedName, "\(entry.usage)")
      #expect(entry.source.hasPrefix("https://"))
      for x in [0.0, 0.25, 0.5, 1.0] {
        #expect(curve.value(at: x).isFinite, "\(entry.qualifiedName)")
      }
    }
    #expect(
      Set(PlatformCatalog.entries.map(\.qualifiedName)).count == PlatformCatalog.entries.count)
  }

  @Test("arguments: positional, name=value, any case; defaults left out of the name")
  func arguments() throws {
    #expect(try EasingParser.parse("ANDROID:Overshoot(3)").name == "android:overshoot(3)")
    #expect(try EasingParser.parse("android:overshoot(tension=2)").name == "android:overshoot")
    #expect(try EasingParser.parse("qt:OutElastic(period=0.45)").name == "qt:OutElastic(1, 0.45)")
    #expect(
      try EasingParser.parse("android:anticipate-overshoot(extraTension=1)").name
        == "android:anticipate-overshoot(2, 1)")
  }

  @Test("bad input: one message each, with the nearest names")
  func errors() throws {
    #expect(
      message("android:overshot")
        == "unknown platform curve 'android:overshoot' (nearest: 'android:overshoot', 'android:linear', 'android:accelerate')"
        .replacingOccurrences(of: "'android:overshoot' (", with: "'android:overshot' ("))
    #expect(
      message("andriod:bounce").hasPrefix(
        "unknown platform curve 'andriod:bounce' (nearest: 'android:bounce'"))
    #expect(
      message("android:overshoot(-1)")
        == "android:overshoot(): tension must be in [0, 1000] (got -1.0)")
    #expect(
      message("android:overshoot(1, 2)") == "android:overshoot() takes at most 1 argument, got 2")
    #expect(
      message("qt:OutElastic(periodd=1)")
        == "qt:OutElastic(): unknown argument 'periodd' (did you mean 'period'?)")
    #expect(
      message("qt:OutElastic(period=x)") == "qt:OutElastic(): period must be a number, got 'x'")
    #expect(message("qt:Linear(1)").contains("takes no arguments"))
    #expect(message("android:overshoot(2").contains("missing closing ')'"))
    #expect(message("android:overshoot(3,)") == "android:overshoot(): argument 2 of 2 is empty")
    #expect(
      message("android:overshoot(0x10)")
        == "android:overshoot(): tension must be a number, got '0x10'")
    #expect(try EasingParser.parse("android: overshoot (3)").name == "android:overshoot(3)")
  }

  @Test(
    "values that break a curve are refused, naming the value given: no trap, no NaN, no infinity")
  func unusableValues() {
    #expect(
      message("swiftui:snappy(1e-300)")
        == "swiftui:snappy(): duration must be in [0.001, 1000] (got 1e-300)")
    #expect(
      message("gnome:spring(dampingRatio=100)").hasPrefix(
        "gnome:spring(): dampingRatio must be a value for which the curve stays finite"))
    #expect(
      message("gnome:spring(epsilon=2)").hasPrefix(
        "gnome:spring(): epsilon must be a value with which libadwaita can end the spring"))
    #expect(
      message("android:overshoot(1e308)")
        == "android:overshoot(): tension must be in [0, 1000] (got 1e+308)")
    #expect(
      message("android:cycle(1e39)")
        == "android:cycle(): cycles must be in [0.001, 1000] (got 1e+39)")
    #expect(message("gnome:spring(distance=1e308)").hasPrefix("gnome:spring(): distance must be"))
    #expect(
      message("qtquick:SpringAnimation(spring=1000)").hasPrefix(
        "qtquick:SpringAnimation(): spring must be a value with which the animation comes to rest"))
    #expect(
      message("qtquick:SpringAnimation(damping=5)").contains(
        "in [0, 1] (Qt's setter takes a larger damping as 1)"))
    #expect(
      message("gnome:spring(dampingRatio=1e-17)")
        == "gnome:spring(): dampingRatio must be in [0.001, 1000] (got 1e-17)")
    #expect(message("gnome:spring(clamp=0.5)") == "gnome:spring(): clamp must be 0 or 1 (got 0.5)")
    #expect(
      message("swiftui:bouncy(extraBounce=0.7)").hasPrefix(
        "swiftui:bouncy(): extraBounce must be in (-1.3, 0.7)"))
    #expect(
      message("android:decelerate(1e-300)")
        == "android:decelerate(): factor must be in [0.001, 1000] (got 1e-300)")
  }

  @Test(
    "a slope by differences is the formula piece's: no spike at Qt's exact 0 and 1 or at InOutExpo's join"
  )
  func slopeAtSpecialValues() throws {
    // qt:InExpo is 0 at 0 but 2^(10(t − 1)) − 0.001 just after: the slope there is 10·ln2·2^−10.
    let inExpo = try EasingParser.parse("qt:InExpo")
    #expect(abs(inExpo.derivative(at: 0) - 10 * log(2) * pow(2, -10)) < 1e-5)
    // qt:InOutExpo jumps by 0.00075 at 0.5; right of it the slope is 0.5·1.0005·10·ln2·2 (u = 2t).
    let inOutExpo = try EasingParser.parse("qt:InOutExpo")
    #expect(abs(inOutExpo.derivative(at: 0.5) / (0.5 * 1.0005 * 10 * log(2) * 2) - 1) < 1e-4)
  }

  @Test("Flutter's slope at the ends is the formula's, not the jump to Curve.transform's exact 1")
  func flutterSlopeAtEnds() throws {
    let curve = try EasingParser.parse("flutter:elasticOut")
    // d/dt [2^(−10t)·sin((t − 0.1)·5π) + 1] at t = 1: 2^−10·(5π·cos(4.5π) − 10 ln2·sin(4.5π)).
    let expected = pow(2, -10) * (5 * Double.pi * cos(4.5 * .pi) - 10 * log(2) * sin(4.5 * .pi))
    #expect(abs(curve.derivative(at: 1) - expected) < 1e-4)
  }

  @Test("outside [0, 1] a platform curve holds its end values; the slope there is 0")
  func holdsOutside() throws {
    let curve = try EasingParser.parse("android:overshoot")
    #expect(curve.value(at: -0.5) == curve.value(at: 0))
    #expect(curve.value(at: 1.5) == curve.value(at: 1))
    #expect(curve.derivative(at: 1.5) == 0)
    #expect(curve.value(at: .nan).isNaN)
  }
}
