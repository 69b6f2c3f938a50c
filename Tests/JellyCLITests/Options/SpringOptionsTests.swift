import JellyMath
import JellySprings
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct SpringOptionsTests {
  private func resolve(_ arguments: [String]) throws -> ResolvedSpring {
    let parsed = try OptionParser.parse(
      arguments, specs: SpringOptions.parameterSpecs + UIKitOptions.specs,
      command: "jellylab test")
    return try SpringOptions.resolve(parsed, context: CommandContext(console: CapturingConsole()))
  }

  @Test("each set builds the same spring as the JellySprings initializer")
  func eachSet() throws {
    let uiKit = try resolve(["--duration", "0.7", "--damping", "0.5", "--velocity", "0.9"])
    #expect(uiKit.parametrization == .uiKit)
    #expect(uiKit.velocity == 0.9)
    #expect(
      uiKit.spring == (try Spring(uiKitDuration: 0.7, dampingRatio: 0.5, initialVelocity: 0.9)))
    let core = try resolve(["--damping-coefficient", "3", "--mass", "2", "--stiffness", "50"])
    #expect(core.parametrization == .coreAnimation)
    #expect(core.spring == Spring(inRange: 2, stiffness: 50, damping: 3))
    #expect(core.velocity == 0)
    let response = try resolve(["--response", "0.4", "--damping", "0.8"])
    #expect(response.spring == (try Spring(response: 0.4, dampingRatio: 0.8)))
    let bounce = try resolve(["--bounce", "-0.5", "--duration", "0.4"])
    #expect(bounce.parametrization == .swiftUIDuration)
    #expect(bounce.spring == (try Spring(swiftUIDuration: 0.4, bounce: -0.5)))
  }

  @Test("UIKit: damping above 1 is critically damped, like the library")
  func uiKitCritical() throws {
    let resolved = try resolve(["--duration", "1", "--damping", "3"])
    #expect(resolved.spring == (try Spring(uiKitDuration: 1, dampingRatio: 3)))
    #expect(resolved.spring.regime == .criticallyDamped)
  }

  @Test("motion: x0 = from − to and v0 = V·(to − from)")
  func motion() throws {
    let resolved = try resolve(["--response", "1", "--damping", "0.5", "--velocity", "2"])
    let motion = try SpringOptions.motion(of: resolved, from: 10, to: 4)
    #expect(motion.initialDisplacement == 6)
    #expect(motion.initialVelocity == -12)
  }

  @Test("every library parameter maps to an option declared in the set that was given")
  func everyParameterMapsIntoItsSet() {
    for parametrization in SpringParametrization.allCases {
      let declared = Set(parametrization.requiredOptions + [SpringOptions.velocity.spec.name])
      for parameter in Parameter.springParameters {
        let option = parametrization.option(for: parameter).name
        #expect(declared.contains(option), "\(parametrization) \(parameter) -> --\(option)")
      }
    }
  }

  @Test("a set's own parameters map to their own options")
  func directParameters() {
    let expected: [(SpringParametrization, Parameter, String)] = [
      (.uiKit, .duration, "duration"), (.uiKit, .dampingRatio, "damping"),
      (.uiKit, .velocity, "velocity"), (.coreAnimation, .mass, "mass"),
      (.coreAnimation, .stiffness, "stiffness"),
      (.coreAnimation, .dampingCoefficient, "damping-coefficient"),
      (.swiftUIResponse, .response, "response"), (.swiftUIResponse, .dampingRatio, "damping"),
      (.swiftUIDuration, .response, "duration"), (.swiftUIDuration, .bounce, "bounce"),
      (.swiftUIDuration, .dampingRatio, "bounce"),
    ]
    for (parametrization, parameter, option) in expected {
      #expect(parametrization.option(for: parameter).name == option, "\(parametrization)")
    }
  }

  @Test(
    "a spring the library refuses names the option its rejected parameter comes from",
    arguments: [
      // The ideal solver has no spring here; iOS's 12 Newton steps end on one (k 68611.4).
      (
        ["--duration", "0.5", "--damping", "0.05", "--velocity", "200", "--uikit-solver", "ideal"],
        "--damping with --velocity gives no usable UIKit spring: damping ratio must be large"
      ),
      (
        ["--duration", "1", "--damping", "0", "--velocity", "0"],
        "--damping gives no usable UIKit spring: damping ratio must be such that iOS's 12 Newton"
      ),
      (
        ["--mass", "1e-320", "--stiffness", "1", "--damping-coefficient", "1"],
        "--stiffness gives no usable Core Animation spring: stiffness/mass must be"
      ),
      // c/m does not involve the stiffness (this named --stiffness before).
      (
        ["--mass", "1e-300", "--stiffness", "1e-300", "--damping-coefficient", "1e300"],
        "--damping-coefficient gives no usable Core Animation spring: damping/mass must be"
      ),
      (
        ["--response", "1e-320", "--damping", "0.5"],
        "--response gives no usable SwiftUI response spring: stiffness must be > 0 and finite"
      ),
      // SwiftUI's stiffness (2π/duration)² does not involve the bounce (this named --bounce).
      (
        ["--duration", "1e-320", "--bounce", "0"],
        "--duration gives no usable SwiftUI duration/bounce spring: stiffness must be > 0"
      ),
    ])
  func refusedSpringNamesTheOption(arguments: [String], message: String) {
    #expect {
      _ = try resolve(arguments)
    } throws: { error in
      let text = (error as? CLIError)?.message ?? ""
      return text.hasPrefix(message) && !text.contains("\n")
    }
  }
}
