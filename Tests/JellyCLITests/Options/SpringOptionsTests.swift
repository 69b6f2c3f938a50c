import JellySprings
import Testing

@testable import JellyCLI

@Suite struct SpringOptionsTests {
  private func resolve(_ arguments: [String]) throws -> ResolvedSpring {
    let parsed = try OptionParser.parse(
      arguments, specs: SpringOptions.parameterSpecs, command: "jellylab test")
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
    #expect(core.spring == Spring(mass: 2, stiffness: 50, damping: 3))
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
}
