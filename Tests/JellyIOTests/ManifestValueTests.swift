import Foundation
import Testing

@testable import JellyIO

@Suite struct ManifestValueTests {
  @Test func literalsPickTheCase() {
    let text: ManifestValue = "bouncy"
    let number: ManifestValue = 0.25
    let integer: ManifestValue = 3
    #expect(text == .string("bouncy"))
    #expect(number == .number(0.25))
    #expect(integer == .number(3))
  }

  @Test("encodes as a bare JSON string or number and decodes back")
  func jsonForm() throws {
    let values: [ManifestValue] = [.string("0.5"), .number(0.5), .number(-2), .string("")]
    let data = try JSONEncoder().encode(values)
    #expect(String(decoding: data, as: UTF8.self) == "[\"0.5\",0.5,-2,\"\"]")
    #expect(try JSONDecoder().decode([ManifestValue].self, from: data) == values)
  }
}
