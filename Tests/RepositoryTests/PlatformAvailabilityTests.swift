import Foundation
import JellyTestSupport
import Testing

/// A declaration of the Swift toolchain whose availability on Apple platforms matters to the
/// libraries, with the OS versions it needs there and how a use of it reads in source.
struct ToolchainDeclaration: Sendable {
  /// How messages name it, e.g. `String(validating:as:)`.
  let name: String
  /// The module whose interface declares it.
  let module: String
  /// Text of its declaration line in that interface.
  let declaration: String
  /// The start of the header line of the extension or type that holds the declaration, when
  /// the declaration line alone is ambiguous (`span` of `Array` rather than of `ArraySlice`).
  var within: String? = nil
  /// The OS versions it needs, by platform name as the interface spells it (`macOS`, …).
  let needs: [String: String]
  /// A regular expression (ICU) of a use in Swift source (comments and string literals left
  /// out).
  let use: String
  /// A regular expression of uses that are the package's own declarations of the same name.
  var ownUses: String? = nil
}

/// The library products, and the html pages, build for the platforms Package.swift declares: no
/// source file of a library product or of ``internalModules`` (their targets and every target
/// they depend on) uses a declaration of ``maintained`` that needs a newer OS.
///
/// The list holds the toolchain's recent declarations, newer than the platforms or not (the
/// latter say what may be used). It stays honest through the toolchain itself: each entry's
/// versions must be the ones in the `@available` attribute that applies to its declaration in
/// the module interface (`.swiftinterface`) of the toolchain running the tests: on Linux
/// `<toolchain>/usr/lib/swift/linux/<Module>.swiftmodule/<triple>.swiftinterface`, whose
/// attributes carry the Apple platforms' versions (the stdlib's `SwiftStdlib 6.2`-style macros
/// expanded), on macOS the SDK's `usr/lib/swift`. The attribute on the declaration or, when it
/// has none, on the extension or type around it counts. Foundation is not listed: Linux has
/// no text interface of it, and the availability in its Linux modules is that of
/// swift-foundation, not of Apple's Foundation.
@Suite struct PlatformAvailabilityTests {
  static let swift6_0 = [
    "macOS": "15.0", "iOS": "18.0", "tvOS": "18.0", "watchOS": "11.0", "visionOS": "2.0",
  ]
  static let swift6_2 = [
    "macOS": "26.0", "iOS": "26.0", "tvOS": "26.0", "watchOS": "26.0", "visionOS": "26.0",
  ]
  static let swift5_7 = ["macOS": "13.0", "iOS": "16.0", "tvOS": "16.0", "watchOS": "9.0"]
  static let spanBackDeployment = [
    "macOS": "10.14.4", "iOS": "12.2", "tvOS": "12.2", "watchOS": "5.2", "visionOS": "1.0",
  ]

  /// The maintained list.
  static let maintained: [ToolchainDeclaration] = [
    ToolchainDeclaration(
      name: "InlineArray", module: "Swift", declaration: "public struct InlineArray<",
      needs: swift6_2, use: #"\bInlineArray\b|\[\s*[0-9_]+\s+of\s"#),
    ToolchainDeclaration(
      name: "String(validating:as:)", module: "Swift",
      declaration: "public init?<Encoding>(validating codeUnits: some Sequence<Encoding.CodeUnit>",
      needs: swift6_0, use: #"\bString\??\s*\(\s*validating\s*:"#),
    ToolchainDeclaration(
      name: "Int128", module: "Swift", declaration: "public struct Int128 ", needs: swift6_0,
      use: #"\bInt128\b"#),
    ToolchainDeclaration(
      name: "UInt128", module: "Swift", declaration: "public struct UInt128 ", needs: swift6_0,
      use: #"\bUInt128\b"#),
    ToolchainDeclaration(
      name: "Array.span", module: "Swift", declaration: "public var span: Swift.Span<Element>",
      within: "extension Swift.Array {", needs: swift6_2, use: #"\.span\b"#,
      ownUses: #"\bestimate\.span\b"#),
    ToolchainDeclaration(
      name: "Array.mutableSpan", module: "Swift",
      declaration: "public var mutableSpan: Swift.MutableSpan<Element>",
      within: "extension Swift.Array {", needs: swift6_2, use: #"\.mutableSpan\b"#),
    ToolchainDeclaration(
      name: "UTF8Span", module: "Swift", declaration: "public struct UTF8Span ",
      needs: swift6_2, use: #"\bUTF8Span\b|\.utf8Span\b"#),
    ToolchainDeclaration(
      name: "String(copying:)", module: "Swift",
      declaration: "public init(copying codeUnits: Swift.UTF8Span)", needs: swift6_2,
      use: #"\bString\s*\(\s*copying\s*:"#),
    ToolchainDeclaration(
      name: "EnumeratedSequence: Collection", module: "Swift",
      declaration: "extension Swift.EnumeratedSequence : Swift.Collection ",
      needs: swift6_2,
      use: #"\.enumerated\(\)\s*(\[|\.\s*(count|indices|last|reversed|startIndex|endIndex)\b)"#
    ),
    ToolchainDeclaration(
      name: "Task.immediate", module: "_Concurrency",
      declaration: "public static func immediate(", needs: swift6_2,
      use: #"\bTask(<[^>]*>)?\s*\.\s*immediate(Detached)?\b"#),
    ToolchainDeclaration(
      name: "Atomic", module: "Synchronization", declaration: "public struct Atomic<Value>",
      needs: swift6_0, use: #"\bAtomic\s*<|\bimport\s+Synchronization\b"#),
    ToolchainDeclaration(
      name: "Mutex", module: "Synchronization", declaration: "public struct Mutex<Value>",
      needs: swift6_0, use: #"\bMutex\s*<|\bimport\s+Synchronization\b"#),
    // Usable on the declared platforms (with a Swift 6.2 toolchain for the spans, which
    // back-deploy).
    ToolchainDeclaration(
      name: "Span", module: "Swift", declaration: "public struct Span<Element>",
      needs: spanBackDeployment, use: #"\bSpan\s*<"#),
    ToolchainDeclaration(
      name: "RawSpan", module: "Swift", declaration: "public struct RawSpan ",
      needs: spanBackDeployment, use: #"\bRawSpan\b"#),
    ToolchainDeclaration(
      name: "Duration", module: "Swift", declaration: "public struct Duration ",
      needs: swift5_7, use: #"\bDuration\b"#),
    ToolchainDeclaration(
      name: "Clock", module: "_Concurrency", declaration: "public protocol Clock<Duration>",
      needs: swift5_7, use: #"\b(Continuous|Suspending)Clock\b"#),
    ToolchainDeclaration(
      name: "Regex", module: "_StringProcessing", declaration: "public struct Regex<Output>",
      needs: swift5_7, use: #"\bRegex\s*[<(]|#/"#),
  ]

  /// The platforms of Package.swift: `.macOS(.v13)` reads `["macOS": "13.0"]`.
  static func declaredPlatforms() throws -> [String: String] {
    let manifest = try RepositoryFiles.read("Package.swift")
    let list = try #require(manifest.firstMatch(of: /platforms:\s*\[([^\]]*)\]/))
    var platforms: [String: String] = [:]
    for match in list.output.1.matches(of: /\.(\w+)\(\.v(\d+)(?:_(\d+))?\)/) {
      platforms[String(match.output.1)] = "\(match.output.2).\(match.output.3 ?? "0")"
    }
    return platforms
  }

  /// The package-internal modules held to the platforms as well: the html pages.
  static let internalModules = ["JellyPages"]

  /// The targets of the library products and of ``internalModules``, and every target they
  /// depend on.
  static func libraryTargets() throws -> [PackageTarget] {
    let manifest = try RepositoryFiles.read("Package.swift")
    let targets = try PackageGraphTests.targets()
    var names = Set(internalModules)
    for product in manifest.matches(of: /\.library\(\s*name:\s*"[^"]+",\s*targets:\s*\[([^\]]*)\]/)
    {
      for quoted in product.output.1.matches(of: /"([^"]+)"/) {
        names.insert(String(quoted.output.1))
      }
    }
    for name in names { names.formUnion(PackageGraphTests.closure(of: name, in: targets)) }
    return names.sorted().compactMap { targets[$0] }
  }

  /// `a` is a later version than `b` ("26.0" > "13.0", "10.14.4" < "13").
  static func isLater(_ a: String, than b: String) -> Bool {
    let left = a.split(separator: ".").map { Int($0) ?? 0 }
    let right = b.split(separator: ".").map { Int($0) ?? 0 }
    for index in 0..<max(left.count, right.count) {
      let (x, y) = (index < left.count ? left[index] : 0, index < right.count ? right[index] : 0)
      if x != y { return x > y }
    }
    return false
  }

  /// The platforms of `platforms` on which `declaration` needs a later OS: "macOS 26.0", ….
  static func tooNew(_ declaration: ToolchainDeclaration, for platforms: [String: String])
    -> [String]
  {
    platforms.keys.sorted().compactMap { platform in
      guard let needed = declaration.needs[platform], let declared = platforms[platform],
        isLater(needed, than: declared)
      else { return nil }
      return "\(platform) \(needed)"
    }
  }

  @Test("the maintained list's versions are those of the toolchain's module interfaces")
  func listMatchesInterfaces() throws {
    for (module, declarations) in Dictionary(grouping: Self.maintained, by: \.module) {
      let interface = try ModuleInterface.load(module)
      let found = interface.availability(of: declarations.map { ($0.declaration, $0.within) })
      for (declaration, found) in zip(declarations, found) {
        #expect(!found.isEmpty, "\(declaration.name): no declaration in \(interface.path)")
        for versions in found {
          // Compared on the platforms the list names (the interface may name more).
          let read = versions.filter { declaration.needs[$0.key] != nil }
          #expect(
            read == declaration.needs,
            "\(declaration.name): \(interface.path) has \(versions), the list \(declaration.needs)")
        }
      }
    }
  }

  @Test(
    "no library product, nor the pages, uses a declaration newer than Package.swift's platforms")
  func librariesKeepToThePlatforms() throws {
    let platforms = try Self.declaredPlatforms()
    #expect(platforms["macOS"] != nil && platforms["iOS"] != nil)
    let banned = Self.maintained.compactMap { declaration in
      let platforms = Self.tooNew(declaration, for: platforms)
      return platforms.isEmpty ? nil : (declaration, platforms.joined(separator: ", "))
    }
    #expect(banned.contains { $0.0.name == "InlineArray" })
    let targets = try Self.libraryTargets()
    #expect(
      ["JellyText", "Jelly", "JellyPages"].allSatisfy { name in
        targets.contains { $0.name == name }
      })
    let patterns = try banned.map { declaration, newer in
      (
        declaration, newer, try NSRegularExpression(pattern: declaration.use),
        try declaration.ownUses.map { try NSRegularExpression(pattern: $0) }
      )
    }
    var uses: [String] = []
    for target in targets {
      let folder = RepositoryFiles.url(target.path)
      guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      else { continue }
      for case let file as URL in files where file.pathExtension == "swift" {
        let relative = target.path + String(file.path.dropFirst(folder.path.count))
        let code = SourceCode.code(of: try String(contentsOf: file, encoding: .utf8))
        for (declaration, newer, use, own) in patterns {
          var text = code
          if let own {
            text = own.stringByReplacingMatches(
              in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
          }
          for match in use.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            let line = text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let use = "\(relative):\(line): \(declaration.name) needs \(newer)"
            if uses.last != use { uses.append(use) }
          }
        }
      }
    }
    #expect(uses.isEmpty, "\(uses.joined(separator: "\n"))")
  }

  @Test("the source scan sees uses in code, not in comments or strings")
  func scanReadsCode() throws {
    let lines = SourceCode.code(
      of: """
        let a = InlineArray<3, Double>(repeating: 0) // UInt128
        /* Int128 */ let b = "String(validating: x, as: UTF8.self)"
        let c = \"""
          UInt128 \\(
          \"""
        """
    ).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5)
    #expect(lines[0].contains("InlineArray") && !lines[0].contains("UInt128"))
    #expect(lines.dropFirst().allSatisfy { !$0.contains("128") && !$0.contains("validating") })
    let declarations = Dictionary(uniqueKeysWithValues: Self.maintained.map { ($0.name, $0) })
    let macOS13 = ["macOS": "13.0", "iOS": "16.0"]
    #expect(try Self.tooNew(#require(declarations["Regex"]), for: macOS13).isEmpty)
    #expect(
      try Self.tooNew(#require(declarations["Int128"]), for: macOS13) == ["iOS 18.0", "macOS 15.0"])
    let inline = try NSRegularExpression(pattern: #require(declarations["InlineArray"]).use)
    let sugar = "let s = [3 of Double](repeating: 0)"
    #expect(inline.firstMatch(in: sugar, range: NSRange(sugar.startIndex..., in: sugar)) != nil)
  }
}

/// Swift source reduced to its code: comments and the contents of string literals left out,
/// line breaks kept (so that line numbers stay).
enum SourceCode {
  static func code(of text: String) -> String {
    let bytes = Array(text.utf8)
    var code: [UInt8] = []
    code.reserveCapacity(bytes.count)
    let (slash, star, quote, backslash, newline) = (
      UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\""), UInt8(ascii: "\\"),
      UInt8(ascii: "\n")
    )
    func at(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
    var index = 0
    var blockDepth = 0
    var inString = false
    var inMultilineString = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == newline {
        code.append(newline)
        inString = false
        index += 1
      } else if blockDepth > 0 {
        if byte == star, at(index + 1) == slash {
          blockDepth -= 1
          index += 2
        } else if byte == slash, at(index + 1) == star {
          blockDepth += 1
          index += 2
        } else {
          index += 1
        }
      } else if inString || inMultilineString {
        if byte == backslash {
          index += 2
        } else if inMultilineString, byte == quote, at(index + 1) == quote, at(index + 2) == quote {
          inMultilineString = false
          code += [quote, quote, quote]
          index += 3
        } else if inString, byte == quote {
          inString = false
          code.append(quote)
          index += 1
        } else {
          index += 1
        }
      } else if byte == slash, at(index + 1) == slash {
        while index < bytes.count, bytes[index] != newline { index += 1 }
      } else if byte == slash, at(index + 1) == star {
        blockDepth = 1
        index += 2
      } else if byte == quote, at(index + 1) == quote, at(index + 2) == quote {
        inMultilineString = true
        code += [quote, quote, quote]
        index += 3
      } else if byte == quote {
        inString = true
        code.append(quote)
        index += 1
      } else {
        code.append(byte)
        index += 1
      }
    }
    return String(decoding: code, as: UTF8.self)
  }
}

/// No interface of `module` in `folders`.
struct MissingInterface: Error {
  let module: String
  let folders: [String]
}

/// A module interface of the toolchain, read for the `@available` attributes of its
/// declarations.
struct ModuleInterface {
  let path: String
  let lines: [Substring]

  /// The interface of `module` in the toolchain running the tests (on macOS, in its SDK).
  static func load(_ module: String) throws -> ModuleInterface {
    let folders = try interfaceFolders()
    for folder in folders {
      let moduleFolder = folder + "/" + module + ".swiftmodule"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: moduleFolder)) ?? []
      if let name = names.sorted().first(where: {
        $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
      }) {
        let path = moduleFolder + "/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return ModuleInterface(path: path, lines: text.split(separator: "\n"))
      }
    }
    throw MissingInterface(module: module, folders: folders)
  }

  /// Where the toolchain keeps its modules' interfaces: next to the `swift` on PATH (Linux),
  /// or in the SDK `xcrun` names (macOS).
  static func interfaceFolders() throws -> [String] {
    #if os(macOS)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
      process.arguments = ["--show-sdk-path"]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      process.waitUntilExit()
      let sdk = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      return [sdk + "/usr/lib/swift"]
    #else
      let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
      return path.split(separator: ":").compactMap { folder in
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { return nil }
        // bin/swift → usr/lib/swift/linux.
        return swift.resolvingSymlinksInPath().deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent("lib/swift/linux").path
      }
    #endif
  }

  /// For each of `declarations` (text of a declaration line, and the start of the header of the
  /// type or extension that must hold it, if any), the Apple platforms' versions
  /// (`["macOS": "26.0", …]`) of every declaration that matches: from the `@available`
  /// attributes before it or, with none, from those of the types and extensions around it.
  func availability(of declarations: [(text: String, within: String?)]) -> [[[String: String]]] {
    typealias Context = (depth: Int, header: Substring, versions: [String: String])
    var found: [[[String: String]]] = declarations.map { _ in [] }
    var pending: [String: String] = [:]
    // The open braces' contexts: the header line and its versions.
    var contexts: [Context] = []
    var depth = 0
    // `#if` blocks: the state at `#if`, where each branch starts, and at the end of the first.
    var conditionals: [(start: (Int, [Context]), firstEnd: (Int, [Context])?)] = []
    let keywords: Set<Substring> = [
      "func", "var", "let", "init", "init?", "struct", "enum", "class", "protocol", "extension",
      "subscript", "typealias", "associatedtype", "actor", "case", "macro", "deinit",
    ]
    for line in lines {
      var code = line.drop { $0 == " " }
      // `@available(macOS 26.0, iOS 26.0, …)`, before the declaration or on its line.
      while code.hasPrefix("@available("), let end = code.firstIndex(of: ")") {
        let arguments = code[code.index(code.startIndex, offsetBy: 11)..<end]
        for part in arguments.split(separator: ",") {
          let words = part.split(separator: " ")
          if words.count == 2, words[1].first?.isNumber == true {
            pending[String(words[0])] = String(words[1])
          }
        }
        code = code[code.index(after: end)...].drop { $0 == " " }
      }
      if code.hasPrefix("#if") {
        conditionals.append(((depth, contexts), nil))
        continue
      }
      if code.hasPrefix("#else") || code.hasPrefix("#elseif"), let last = conditionals.last {
        if last.firstEnd == nil {
          conditionals[conditionals.count - 1].firstEnd = (depth, contexts)
        }
        (depth, contexts) = last.start
        continue
      }
      if code.hasPrefix("#endif"), let last = conditionals.popLast() {
        if let firstEnd = last.firstEnd { (depth, contexts) = firstEnd }
        continue
      }
      if code.isEmpty || code.hasPrefix("#") || code.hasPrefix("//") { continue }
      // A line of other attributes alone keeps the pending versions for the declaration below.
      if code.hasPrefix("@"), !code.contains("{"), !code.contains("}"),
        !code.split(separator: " ").contains(where: { word in
          keywords.contains(word.prefix { $0 != "(" && $0 != "<" })
        })
      {
        continue
      }
      let versions = pending.isEmpty ? (contexts.last?.versions ?? [:]) : pending
      pending = [:]
      for (index, declaration) in declarations.enumerated() where code.contains(declaration.text) {
        if let within = declaration.within, contexts.last?.header.hasPrefix(within) != true {
          continue
        }
        found[index].append(versions)
      }
      for character in code.utf8 {
        if character == UInt8(ascii: "{") {
          depth += 1
          contexts.append((depth, code, versions))
        } else if character == UInt8(ascii: "}") {
          depth -= 1
          while let last = contexts.last, last.depth > depth { contexts.removeLast() }
        }
      }
    }
    return found
  }
}
