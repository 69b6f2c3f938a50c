import Testing

@testable import JellyEasing

@Suite struct EasingCatalogTests {
  @Test("37 distinct names: linear, 30 Penner, 4 cubic-bezier presets, 2 step keywords")
  func names() {
    #expect(EasingCatalog.names.count == 37)
    #expect(Set(EasingCatalog.names.map { $0.lowercased() }).count == 37)
    #expect(EasingCatalog.names.first == "linear")
    #expect(EasingCatalog.names.contains("easeInOutBounce"))
    #expect(
      EasingCatalog.names.suffix(6) == [
        "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end",
      ])
  }

  @Test("every name parses to a curve with that name")
  func everyNameParses() throws {
    for name in EasingCatalog.names {
      #expect(try EasingParser.parse(name).name == name)
    }
  }

  @Test("every function form line starts with a known function")
  func functionForms() {
    for line in EasingCatalog.functionForms {
      let function = line.prefix { $0 != "(" }
      #expect(EasingCatalog.functionNames.contains(String(function)), "\(line)")
    }
    for function in EasingCatalog.functionNames {
      #expect(EasingCatalog.functionForms.contains { $0.hasPrefix(function + "(") })
    }
  }
}
