// swift-tools-version: 6.0
// jellylab: spring and "jelly" animation curves the way iOS draws them.
// Library targets know nothing of the command line; `jellylab` is a thin executable over JellyCLI.
import PackageDescription

let package = Package(
  name: "jellylab",
  // Apple platforms of the libraries (Linux needs no declaration): Regex and the clocks need
  // macOS 13 / iOS 16. PlatformAvailabilityTests keeps the libraries' sources off declarations
  // newer than these (InlineArray, UInt128, String(validating:as:), Synchronization, …).
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .executable(name: "jellylab", targets: ["jellylab"]),
    // Every user-facing library at once: `import Jelly`.
    .library(name: "Jelly", targets: ["Jelly"]),
    // What an app needs to compute, fit, export and pin a motion: `import JellyMotion`.
    .library(name: "JellyMotion", targets: ["JellyMotion"]),
    .library(name: "JellyMath", targets: ["JellyMath"]),
    .library(name: "JellySprings", targets: ["JellySprings"]),
    .library(name: "JellyEasing", targets: ["JellyEasing"]),
    .library(name: "JellyGeometry", targets: ["JellyGeometry"]),
    .library(name: "JellyFrameDiff", targets: ["JellyFrameDiff"]),
    .library(name: "JellyAnalysis", targets: ["JellyAnalysis"]),
    .library(name: "JellyShapes", targets: ["JellyShapes"]),
    .library(name: "JellySweep", targets: ["JellySweep"]),
    .library(name: "JellyExport", targets: ["JellyExport"]),
    .library(name: "JellyFit", targets: ["JellyFit"]),
    .library(name: "JellyTrack", targets: ["JellyTrack"]),
    .library(name: "JellyGolden", targets: ["JellyGolden"]),
    .library(name: "JellyInterruption", targets: ["JellyInterruption"]),
  ],
  targets: [
    // MARK: - Libraries
    .target(
      name: "Jelly",
      dependencies: [
        "JellyAnalysis", "JellyEasing", "JellyExport", "JellyFit", "JellyFrameDiff",
        "JellyGeometry", "JellyGolden", "JellyInterruption", "JellyMath", "JellyShapes",
        "JellySprings", "JellySweep", "JellyTrack",
      ]),
    .target(
      name: "JellyMotion",
      dependencies: [
        "JellyAnalysis", "JellyEasing", "JellyExport", "JellyFit", "JellyFrameDiff", "JellyGolden",
        "JellyMath", "JellySprings",
      ]),
    .target(name: "JellyMath"),
    // sin and cos in one call of the C library (glibc's sincos), for the springs' hot loops.
    .target(name: "CJellyMath"),
    .target(
      name: "JellySprings", dependencies: ["CJellyMath", "JellyMath"]),
    .target(
      name: "JellyEasing", dependencies: ["JellyMath", "JellySprings", "JellyText"]),
    .target(name: "JellyGeometry", dependencies: ["JellyMath"]),
    // CSV and number text (no files); files, interrupts and progress; gnuplot.
    .target(name: "JellyText", dependencies: ["JellyMath"]),
    .target(name: "JellyIO", dependencies: ["JellyText"]),
    .target(name: "JellyGnuplot", dependencies: ["JellyIO"]),
    // A moving object in a recording: the frame analysis (no I/O), and ffmpeg's decoding pipe
    // with the measured series and its report over the fits.
    .target(name: "JellyTrack", dependencies: ["JellyMath"]),
    .target(
      name: "JellyVideo", dependencies: ["JellyFit", "JellyIO", "JellyText", "JellyTrack"]),
    .target(
      name: "JellyFrameDiff", dependencies: ["JellyMath", "JellySprings"]),
    // A running animation given a new target, continued as each platform continues it.
    .target(
      name: "JellyInterruption",
      dependencies: ["JellyEasing", "JellyFrameDiff", "JellyMath", "JellySprings"]),
    .target(
      name: "JellyAnalysis",
      dependencies: ["JellyEasing", "JellyFrameDiff", "JellyMath", "JellyText"]),
    .target(
      name: "JellyGolden",
      dependencies: [
        "JellyAnalysis", "JellyEasing", "JellyFrameDiff", "JellyMath", "JellySprings", "JellyText",
      ]),
    .target(
      name: "JellyShapes",
      dependencies: ["JellyFrameDiff", "JellyGeometry", "JellyMath", "JellyText"]),
    .target(
      name: "JellySweep",
      dependencies: ["JellyAnalysis", "JellyFrameDiff", "JellyMath", "JellyShapes", "JellySprings"]),
    .target(
      name: "JellyFigures",
      dependencies: [
        "JellyAnalysis", "JellyEasing", "JellyExport", "JellyFit", "JellyFrameDiff",
        "JellyGeometry", "JellyGnuplot", "JellyIO", "JellyMath", "JellyShapes", "JellySweep",
        "JellyText",
      ]),
    // The self-contained html pages over the figures (`--format html`, `lab`): their scripts and
    // style sheets are compiled in (PackageResources), so the executable alone writes whole pages.
    .target(
      name: "JellyPages",
      dependencies: [
        "JellyAnalysis", "JellyFigures", "JellyFrameDiff", "JellyGeometry", "JellyGnuplot",
        "JellyIO", "JellyShapes", "JellySprings", "JellySweep", "JellyText",
      ],
      resources: [.embedInCode("Assets")]),

    .target(name: "JellyArguments", dependencies: ["JellyMath", "JellyText"]),
    .target(
      name: "JellyExport",
      dependencies: [
        "JellyAnalysis", "JellyEasing", "JellyFrameDiff", "JellyLottie", "JellyMath",
        "JellySprings",
      ]),
    // Lottie documents: their layers' keyframes and the values they play, and the documents
    // export writes.
    .target(name: "JellyLottie", dependencies: ["JellyEasing", "JellyMath"]),
    // Fits of a spring or an easing to a recorded motion: Levenberg–Marquardt on exact
    // (dual-number) Jacobians.
    .target(
      name: "JellyFit", dependencies: ["JellyEasing", "JellyMath", "JellySprings", "JellyText"]),

    // MARK: - Command line
    .target(
      name: "JellyCLI",
      dependencies: [
        "JellyAnalysis", "JellyArguments", "JellyEasing", "JellyExport", "JellyFigures", "JellyFit",
        "JellyFrameDiff", "JellyGeometry", "JellyGnuplot", "JellyGolden", "JellyInterruption",
        "JellyIO", "JellyLottie",
        "JellyMath", "JellyPages", "JellyShapes", "JellySprings", "JellySweep", "JellyText",
        "JellyTrack", "JellyVideo",
      ]),
    .executableTarget(
      name: "jellylab", dependencies: ["JellyCLI", "JellyIO"]),

    // MARK: - Benchmarks (release builds only; `make bench` compares them with numpy)
    .executableTarget(
      name: "jellylab-bench",
      dependencies: [
        "JellyAnalysis", "JellyEasing", "JellyFit", "JellyFrameDiff", "JellyGeometry", "JellyMath",
        "JellyShapes", "JellySprings", "JellySweep", "JellyText",
      ],
      path: "Benchmarks/Swift"),

    // MARK: - Tests (one test target per library target, sharing one support module)
    .target(
      name: "JellyTestSupport",
      dependencies: [
        "JellyFrameDiff", "JellyGnuplot", "JellyMath", "JellyShapes", "JellySprings", "JellyTrack",
        "JellyVideo",
      ],
      path: "Tests/JellyTestSupport"),
    .testTarget(name: "JellyMathTests", dependencies: ["JellyMath", "JellyTestSupport"]),
    .testTarget(
      name: "JellyArgumentsTests", dependencies: ["JellyArguments"]),
    .testTarget(
      name: "CJellyMathTests", dependencies: ["CJellyMath", "JellyMath", "JellyTestSupport"]),
    .testTarget(
      name: "JellySpringsTests",
      dependencies: ["JellyMath", "JellySprings", "JellyTestSupport", "JellyText"]),
    .testTarget(
      name: "JellyEasingTests",
      dependencies: ["JellyEasing", "JellyMath", "JellySprings", "JellyTestSupport"]),
    .testTarget(
      name: "JellyGeometryTests", dependencies: ["JellyGeometry", "JellyMath", "JellyTestSupport"]),
    .testTarget(
      name: "JellyFrameDiffTests",
      dependencies: [
        "JellyAnalysis", "JellyFrameDiff", "JellyMath", "JellySprings", "JellyTestSupport",
      ]),
    .testTarget(
      name: "JellyInterruptionTests",
      dependencies: [
        "JellyEasing", "JellyFrameDiff", "JellyInterruption", "JellyMath", "JellySprings",
        "JellyTestSupport",
      ]),
    .testTarget(
      name: "JellyAnalysisTests",
      dependencies: [
        "JellyAnalysis", "JellyEasing", "JellyFrameDiff", "JellyMath", "JellySprings",
        "JellyTestSupport", "JellyText",
      ]),
    .testTarget(
      name: "JellyGoldenTests",
      dependencies: [
        "JellyAnalysis", "JellyFrameDiff", "JellyGolden", "JellyMath", "JellySprings",
        "JellyTestSupport",
      ]),
    .testTarget(
      name: "JellyShapesTests",
      dependencies: [
        "JellyAnalysis", "JellyFrameDiff", "JellyGeometry", "JellyMath", "JellyShapes",
        "JellySprings", "JellyTestSupport", "JellyText",
      ]),
    .testTarget(
      name: "JellySweepTests",
      dependencies: [
        "JellyAnalysis", "JellyFrameDiff", "JellyMath", "JellyShapes", "JellySprings", "JellySweep",
        "JellyTestSupport",
      ]),
    .testTarget(
      name: "JellyExportTests",
      dependencies: [
        "JellyAnalysis", "JellyEasing", "JellyExport", "JellyFrameDiff", "JellyLottie",
        "JellySprings", "JellyTestSupport",
      ]),
    .testTarget(name: "JellyLottieTests", dependencies: ["JellyLottie", "JellyTestSupport"]),
    .testTarget(
      name: "JellyFitTests",
      dependencies: ["JellyEasing", "JellyFit", "JellyMath", "JellySprings", "JellyTestSupport"]),
    .testTarget(
      name: "JellyTrackTests", dependencies: ["JellyMath", "JellyTestSupport", "JellyTrack"]),
    .testTarget(
      name: "JellyVideoTests",
      dependencies: [
        "JellyFit", "JellyIO", "JellyTestSupport", "JellyText", "JellyTrack", "JellyVideo",
      ]),
    // The umbrella: what holds across the libraries (their parameter names).
    .testTarget(name: "JellyTests", dependencies: ["Jelly", "JellyTestSupport"]),
    // The app-sized umbrella used alone.
    .testTarget(name: "JellyMotionTests", dependencies: ["JellyMotion"]),
    // The Swift examples of README.md and the DocC pages (generated by scripts/doc-examples.py).
    .testTarget(
      name: "DocExamplesTests",
      dependencies: [
        "Jelly", "JellyAnalysis", "JellyEasing", "JellyExport", "JellyFit", "JellyFrameDiff",
        "JellyGeometry", "JellyGolden", "JellyInterruption", "JellyMath", "JellyShapes",
        "JellySprings", "JellySweep", "JellyTrack",
      ]),
    .testTarget(
      name: "JellyTextTests", dependencies: ["JellyMath", "JellyTestSupport", "JellyText"]),
    .testTarget(
      name: "JellyIOTests",
      dependencies: ["JellyIO", "JellyTestSupport", "JellyText"]),
    .testTarget(
      name: "JellyGnuplotTests", dependencies: ["JellyGnuplot", "JellyIO", "JellyTestSupport"]),
    .testTarget(
      name: "JellyFiguresTests",
      dependencies: [
        "JellyAnalysis", "JellyEasing", "JellyExport", "JellyFigures", "JellyFit",
        "JellyFrameDiff", "JellyGeometry", "JellyGnuplot", "JellyShapes", "JellySprings",
        "JellySweep", "JellyTestSupport",
      ]),
    .testTarget(
      name: "JellyPagesTests",
      dependencies: [
        "JellyAnalysis", "JellyEasing", "JellyFigures", "JellyFrameDiff", "JellyGeometry",
        "JellyGnuplot", "JellyPages", "JellyShapes", "JellySweep", "JellyTestSupport",
      ]),
    .testTarget(
      name: "JellyCLITests",
      dependencies: [
        "JellyAnalysis", "JellyArguments", "JellyCLI", "JellyCLITestSupport", "JellyEasing",
        "JellyFigures", "JellyFit", "JellyFrameDiff", "JellyGeometry", "JellyGnuplot",
        "JellyGolden", "JellyInterruption", "JellyIO", "JellyMath", "JellyPages", "JellyShapes",
        "JellySprings",
        "JellySweep", "JellyTestSupport", "JellyText", "JellyTrack", "jellylab",
      ]),
    // The repository itself: the package graph and platforms, the README and docs in step with
    // the code (console examples, paths, generated references), the install script.
    .testTarget(
      name: "RepositoryTests",
      dependencies: [
        "JellyArguments", "JellyCLI", "JellyCLITestSupport", "JellyEasing", "JellyTestSupport",
        "jellylab",
      ]),
    // The in-process harness of the CLI's tests (runCLI), shared by the CLI test targets.
    .target(
      name: "JellyCLITestSupport", dependencies: ["JellyCLI"], path: "Tests/JellyCLITestSupport"),
    // The CLI's tests of processes, signals, terminals and threads: the ones the sanitizers run
    // (`make sanitize`), in a target of their own so that those builds skip the rest.
    .testTarget(
      name: "JellyCLIProcessTests",
      dependencies: [
        "JellyArguments", "JellyCLI", "JellyCLITestSupport", "JellyTestSupport", "jellylab",
      ]),

    // MARK: - Reliability (fuzz targets, corpus replay, long-input memory harness)
    .target(name: "CFuzzDriver", path: "Fuzz/Sources/CFuzzDriver"),
    .target(
      name: "FuzzSupport", dependencies: ["CFuzzDriver", "JellyCLI"],
      path: "Fuzz/Sources/FuzzSupport"),
    .executableTarget(
      name: "fuzz-arguments", dependencies: ["FuzzSupport", "JellyCLI"],
      path: "Fuzz/Sources/fuzz-arguments"),
    .executableTarget(
      name: "fuzz-easing", dependencies: ["FuzzSupport", "JellyEasing"],
      path: "Fuzz/Sources/fuzz-easing"),
    .executableTarget(
      name: "fuzz-csv", dependencies: ["FuzzSupport", "JellyAnalysis", "JellyCLI", "JellyIO"],
      path: "Fuzz/Sources/fuzz-csv"),
    .executableTarget(
      name: "csv-peaks-memory",
      dependencies: ["JellyAnalysis", "JellyCLI", "JellyFrameDiff", "JellyIO", "JellyText"],
      path: "Tools/csv-peaks-memory"),
    .executableTarget(
      name: "shortest-double-proof", dependencies: ["JellyText"],
      path: "Tools/shortest-double-proof"),
  ]
)

// `make sanitize` names the test targets that hold sanitizer suites in JELLYLAB_TEST_TARGETS
// (separated by spaces): the sanitizer builds then compile those test targets and only the
// targets they depend on, directly or not (jellylab for the end-to-end tests, which launch it),
// with the products made of those. Unset, every target is built.
if let names = Context.environment["JELLYLAB_TEST_TARGETS"] {
  let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
  var needed = Set<String>()
  var pending = names.split(separator: " ").map(String.init)
  while let name = pending.popLast() {
    guard let target = byName[name], needed.insert(name).inserted else { continue }
    for dependency in target.dependencies {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
      default: break
      }
    }
  }
  package.targets.removeAll { !needed.contains($0.name) }
  package.products.removeAll { product in
    let targets =
      (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
    return !targets.allSatisfy(needed.contains)
  }
}
