import Foundation
import JellyTestSupport
import Testing

/// The repository root.
private let repositoryRoot = RepositoryFiles.root

/// The targets of Package.swift as written there: name, kind, folder and declared dependencies.
struct PackageTarget: Equatable {
  let name: String
  let kind: String
  let path: String
  let dependencies: [String]

  /// Every `.target`, `.testTarget` and `.executableTarget` of `manifest`.
  static func parse(_ manifest: String) throws -> [PackageTarget] {
    let declaration = try Regex(
      #"\.(target|testTarget|executableTarget)\(\s*name:\s*"([^"]+)"((?:[^()]|\([^()]*\))*)\)"#)
    return try manifest.matches(of: declaration).map { match in
      let kind = String(match.output[1].substring ?? "")
      let name = String(match.output[2].substring ?? "")
      let body = String(match.output[3].substring ?? "")
      let list = try Regex(#"dependencies:\s*\[([^\]]*)\]"#)
      let quoted = try Regex(#""([^"]+)""#)
      let dependencies =
        body.firstMatch(of: list).map { listMatch in
          String(listMatch.output[1].substring ?? "").matches(of: quoted).map {
            String($0.output[1].substring ?? "")
          }
        } ?? []
      let path =
        try body.firstMatch(of: Regex(#"path:\s*"([^"]+)""#)).map {
          String($0.output[1].substring ?? "")
        } ?? (kind == "testTarget" ? "Tests/" : "Sources/") + name
      return PackageTarget(name: name, kind: kind, path: path, dependencies: dependencies)
    }
  }
}

@Suite struct PackageGraphTests {
  /// The libraries of physics and curves: they compute, and do no input or output.
  static let physics: Set = [
    "JellyMath", "CJellyMath", "JellySprings", "JellyEasing", "JellyGeometry", "JellyFrameDiff",
    "JellyAnalysis", "JellyShapes", "JellySweep", "JellyExport", "JellyFit", "JellyTrack",
  ]
  /// The libraries that read and write their own files (golden peak files) through `Data` and
  /// `String` alone: like the physics, no process, file manager, file handle or signal.
  static let fileFormats: Set = ["JellyGolden"]
  /// The modules that read or write files, run processes, handle signals or draw progress.
  static let inputOutput: Set = [
    "JellyIO", "JellyGnuplot", "JellyVideo", "JellyFigures", "JellyPages", "JellyArguments",
    "JellyCLI",
  ]

  static func targets() throws -> [String: PackageTarget] {
    let manifest = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let targets = try PackageTarget.parse(manifest)
    return Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
  }

  /// The longest chain of dependencies from `name` down to a module with none, as module names.
  static func longestChain(from name: String, in targets: [String: PackageTarget]) -> [String] {
    let below = (targets[name]?.dependencies ?? []).map { longestChain(from: $0, in: targets) }
    return [name] + (below.max { $0.count < $1.count } ?? [])
  }

  /// Every module `name` depends on, directly or not.
  static func closure(of name: String, in targets: [String: PackageTarget]) -> Set<String> {
    var seen: Set<String> = []
    var stack = targets[name]?.dependencies ?? []
    while let next = stack.popLast() {
      if seen.insert(next).inserted { stack += targets[next]?.dependencies ?? [] }
    }
    return seen
  }

  @Test("the manifest lists every target once, each library in its own folder")
  func manifestParses() throws {
    let targets = try Self.targets()
    #expect(targets.count >= 30)
    for name in Self.physics.union(Self.fileFormats).union(Self.inputOutput).union([
      "jellylab", "JellyText",
    ]) {
      let target = try #require(targets[name], "\(name) is missing")
      var isFolder: ObjCBool = false
      let folder = repositoryRoot.appendingPathComponent(target.path).path
      #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder))
      #expect(isFolder.boolValue, "\(target.path)")
    }
  }

  /// The longest chain runs jellylab → JellyCLI → JellyPages → JellyFigures → JellySweep →
  /// JellyAnalysis → JellyEasing → JellySprings → CJellyMath: the pages sit on the figures they
  /// draw.
  @Test("at most 8 dependencies deep from the executable to the lowest module")
  func shallowGraph() throws {
    let targets = try Self.targets()
    let chain = Self.longestChain(from: "jellylab", in: targets)
    #expect(chain.count - 1 <= 8, "\(chain.joined(separator: " → "))")
  }

  @Test("no library of physics or curves (or golden files) depends on an input/output module")
  func physicsDoesNoInputOutput() throws {
    let targets = try Self.targets()
    for name in Self.physics.union(Self.fileFormats) {
      let reached = Self.closure(of: name, in: targets).intersection(Self.inputOutput)
      #expect(reached.isEmpty, "\(name) depends on \(reached.sorted())")
    }
  }

  @Test("every declared dependency is imported, and every imported package module declared")
  func dependenciesMatchImports() throws {
    let targets = try Self.targets()
    let importLine = try Regex(#"(?m)^\s*(?:@testable |@_exported )?import (\w+)"#)
    for target in targets.values {
      let folder = repositoryRoot.appendingPathComponent(target.path)
      var imported: Set<String> = []
      let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap {
        $0 as? String
      }
      for file in files ?? [] where file.hasSuffix(".swift") {
        let text = try String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for match in text.matches(of: importLine) {
          let module = String(match.output[1].substring ?? "")
          if targets[module] != nil, module != target.name, !module.hasPrefix("C") {
            imported.insert(module)
          }
        }
      }
      // C modules and the executable under test are dependencies without a Swift import line.
      let declared = Set(target.dependencies.filter { !$0.hasPrefix("C") && $0 != "jellylab" })
      #expect(declared == imported, "\(target.name): declared \(declared.sorted())")
    }
  }

  /// The README's product table: what each umbrella compiles.
  @Test("JellyMotion compiles 12 modules without shapes, sweeps, tracking or I/O; Jelly 17")
  func productClosures() throws {
    let targets = try Self.targets()
    let motion = Self.closure(of: "JellyMotion", in: targets).union(["JellyMotion"])
    #expect(motion.count == 12, "\(motion.sorted())")
    for excluded in ["JellyGeometry", "JellyShapes", "JellySweep", "JellyTrack"] {
      #expect(!motion.contains(excluded), "JellyMotion pulls in \(excluded)")
    }
    #expect(motion.isDisjoint(with: Self.inputOutput), "\(motion.intersection(Self.inputOutput))")
    let jelly = Self.closure(of: "Jelly", in: targets).union(["Jelly"])
    #expect(jelly.count == 17, "\(jelly.sorted())")
    #expect(jelly.isSuperset(of: motion.subtracting(["JellyMotion"])))
  }

  @Test("the user-facing libraries use no process, file manager, file handle or signal")
  func physicsNeedsNoOperatingSystem() throws {
    let forbidden = try Regex(#"\b(Process\(|FileManager|FileHandle|sigaction|signal\()"#)
    let targets = try Self.targets()
    for name in Self.physics.union(Self.fileFormats).union(["JellyText"]) {
      let folder = repositoryRoot.appendingPathComponent(try #require(targets[name]).path)
      let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap {
        $0 as? String
      }
      for file in files ?? [] where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let code = text.split(separator: "\n").filter {
          !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }
        for line in code where line.firstMatch(of: forbidden) != nil {
          Issue.record("\(name)/\(file): \(line)")
        }
      }
    }
  }
}
