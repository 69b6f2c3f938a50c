import Foundation
import JellyTestSupport
import Testing

/// Every library with a DocC catalog lists each of its top-level public types in its landing
/// page's Topics, so a reader of the documentation finds every type a Swift user can import.
@Suite struct DocCTopicsTests {
  /// The top-level public types (struct, enum, class, protocol, actor, typealias) declared in
  /// `text`: a declaration at the start of a line, so nested types are not counted.
  static func publicTypes(in text: String) throws -> Set<String> {
    let declaration = try Regex(
      #"(?m)^(?:@\w+ )*public (?:final )?(?:struct|enum|class|protocol|actor|typealias) (\w+)"#)
    return Set(text.matches(of: declaration).map { String($0.output[1].substring ?? "") })
  }

  /// The symbols a landing page lists as Topics entries (`- ``Name```).
  static func listedTypes(in page: String) throws -> Set<String> {
    let entry = try Regex(#"(?m)^- ``(\w+)``"#)
    return Set(page.matches(of: entry).map { String($0.output[1].substring ?? "") })
  }

  @Test("the parsers see top-level public types and Topics entries, not nested ones")
  func parsers() throws {
    let source = """
      public struct Outer {
        public enum Nested {}
      }
      @frozen public enum Frozen {}
      package struct Hidden {}
      public final class Box {}
      """
    #expect(try Self.publicTypes(in: source) == ["Outer", "Frozen", "Box"])
    #expect(try Self.listedTypes(in: "## Topics\n\n- ``Outer``\n- ``Box/value``\n") == ["Outer"])
  }

  @Test("every public type of a library is in its landing page's Topics")
  func everyPublicTypeListed() throws {
    let sources = RepositoryFiles.url("Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    var checked = 0
    for module in modules {
      let page = "Sources/\(module)/\(module).docc/\(module).md"
      guard FileManager.default.fileExists(atPath: RepositoryFiles.path(page)) else { continue }
      let folder = sources.appendingPathComponent(module)
      let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap {
        $0 as? String
      }
      var declared: Set<String> = []
      for file in files ?? [] where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        declared.formUnion(try Self.publicTypes(in: text))
      }
      let listed = try Self.listedTypes(in: RepositoryFiles.read(page))
      #expect(
        declared.subtracting(listed).isEmpty,
        "\(page) misses \(declared.subtracting(listed).sorted())")
      checked += 1
    }
    // The thirteen libraries with a catalog: JellyMath up to JellySweep, JellyExport, JellyFit,
    // JellyTrack, JellyGolden and JellyInterruption.
    #expect(checked == 13)
  }
}
