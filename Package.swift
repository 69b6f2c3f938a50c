// swift-tools-version: 6.2
// jellylab: spring and "jelly" animation curves the way iOS draws them.
// Library targets know nothing of the command line; `jellylab` is a thin executable over JellyCLI.
import PackageDescription

/// Every target builds with warnings as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "jellylab",
  products: [
    .executable(name: "jellylab", targets: ["jellylab"]),
    .library(name: "JellyMath", targets: ["JellyMath"]),
    .library(name: "JellySprings", targets: ["JellySprings"]),
    .library(name: "JellyEasing", targets: ["JellyEasing"]),
    .library(name: "JellyGeometry", targets: ["JellyGeometry"]),
    .library(name: "JellyOutput", targets: ["JellyOutput"]),
    .library(name: "JellyFrameDiff", targets: ["JellyFrameDiff"]),
    .library(name: "JellyAnalysis", targets: ["JellyAnalysis"]),
    .library(name: "JellyShapes", targets: ["JellyShapes"]),
    .library(name: "JellySweep", targets: ["JellySweep"]),
    .library(name: "JellyFigures", targets: ["JellyFigures"]),
    .library(name: "JellyArguments", targets: ["JellyArguments"]),
    .library(name: "JellyExport", targets: ["JellyExport"]),
    .library(name: "JellyPage", targets: ["JellyPage"]),
  ],
  targets: [
    // MARK: - Libraries
    .target(name: "JellyMath", swiftSettings: strict),
    // sin and cos in one call of the C library (glibc's sincos), for the springs' hot loops.
    .target(name: "CJellyMath"),
    .target(
      name: "JellySprings", dependencies: ["JellyMath", "JellyOutput", "CJellyMath"],
      swiftSettings: strict),
    .target(
      name: "JellyEasing", dependencies: ["JellyMath", "JellySprings"], swiftSettings: strict),
    .target(name: "JellyGeometry", dependencies: ["JellyMath"], swiftSettings: strict),
    .target(name: "JellyOutput", dependencies: ["JellyMath"], swiftSettings: strict),
    .target(
      name: "JellyFrameDiff", dependencies: ["JellyMath", "JellySprings", "JellyEasing"],
      swiftSettings: strict),
    .target(
      name: "JellyAnalysis",
      dependencies: ["JellyMath", "JellySprings", "JellyEasing", "JellyFrameDiff", "JellyOutput"],
      swiftSettings: strict),
    .target(
      name: "JellyShapes",
      dependencies: [
        "JellyMath", "JellyGeometry", "JellyFrameDiff", "JellyAnalysis", "JellyOutput",
      ],
      swiftSettings: strict),
    .target(
      name: "JellySweep",
      dependencies: [
        "JellyMath", "JellySprings", "JellyFrameDiff", "JellyAnalysis", "JellyShapes",
      ],
      swiftSettings: strict),
    .target(
      name: "JellyFigures",
      dependencies: [
        "JellyMath", "JellyEasing", "JellyGeometry", "JellyOutput", "JellyFrameDiff",
        "JellyAnalysis",
        "JellyShapes", "JellySweep",
      ],
      swiftSettings: strict),
    .target(
      name: "JellyPage",
      dependencies: [
        "JellyMath", "JellyGeometry", "JellyOutput", "JellyFrameDiff", "JellyAnalysis",
        "JellyShapes", "JellySweep", "JellyFigures",
      ],
      swiftSettings: strict),

    .target(name: "JellyArguments", dependencies: ["JellyMath"], swiftSettings: strict),
    .target(
      name: "JellyExport",
      dependencies: [
        "JellyMath", "JellyEasing", "JellySprings", "JellyFrameDiff", "JellyAnalysis",
      ],
      swiftSettings: strict),

    // MARK: - Command line
    .target(
      name: "JellyCLI",
      dependencies: [
        "JellyArguments",
        "JellyMath", "JellySprings", "JellyEasing", "JellyGeometry", "JellyOutput",
        "JellyFrameDiff", "JellyAnalysis", "JellyShapes", "JellySweep", "JellyFigures",
        "JellyExport", "JellyPage",
      ],
      swiftSettings: strict),
    .executableTarget(
      name: "jellylab", dependencies: ["JellyCLI", "JellyOutput"], swiftSettings: strict),

    // MARK: - Benchmarks (release builds only; `make bench` compares them with numpy)
    .executableTarget(
      name: "jellylab-bench",
      dependencies: [
        "JellyMath", "JellySprings", "JellyEasing", "JellyGeometry", "JellyOutput",
        "JellyFrameDiff", "JellyAnalysis", "JellyShapes", "JellySweep",
      ],
      path: "Benchmarks/Swift", swiftSettings: strict),

    // MARK: - Tests (one test target per library target, sharing one support module)
    .target(
      name: "JellyTestSupport",
      dependencies: ["JellyFrameDiff", "JellySprings", "JellyShapes", "JellyOutput"],
      path: "Tests/JellyTestSupport", swiftSettings: strict),
    .testTarget(name: "JellyMathTests", dependencies: ["JellyMath"], swiftSettings: strict),
    .testTarget(
      name: "JellyArgumentsTests", dependencies: ["JellyArguments"], swiftSettings: strict),
    .testTarget(
      name: "CJellyMathTests", dependencies: ["CJellyMath", "JellyMath"], swiftSettings: strict),
    .testTarget(
      name: "JellySpringsTests",
      dependencies: ["JellyTestSupport", "JellySprings", "JellyMath", "JellyOutput"],
      swiftSettings: strict),
    .testTarget(
      name: "JellyEasingTests", dependencies: ["JellyEasing", "JellySprings"],
      swiftSettings: strict),
    .testTarget(
      name: "JellyGeometryTests", dependencies: ["JellyGeometry", "JellyMath"],
      swiftSettings: strict),
    .testTarget(
      name: "JellyFrameDiffTests",
      dependencies: ["JellyTestSupport", "JellyFrameDiff", "JellySprings", "JellyMath"],
      swiftSettings: strict),
    .testTarget(
      name: "JellyAnalysisTests",
      dependencies: [
        "JellyTestSupport", "JellyAnalysis", "JellyFrameDiff", "JellySprings", "JellyMath",
        "JellyOutput", "JellyEasing",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "JellyShapesTests",
      dependencies: [
        "JellyShapes", "JellyGeometry", "JellyFrameDiff", "JellyAnalysis", "JellyOutput",
        "JellyTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "JellySweepTests",
      dependencies: [
        "JellySweep", "JellyShapes", "JellyAnalysis", "JellyFrameDiff", "JellySprings",
        "JellyTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "JellyExportTests",
      dependencies: [
        "JellyTestSupport", "JellyExport", "JellyEasing", "JellySprings", "JellyFrameDiff",
        "JellyAnalysis",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "JellyOutputTests", dependencies: ["JellyTestSupport", "JellyOutput"],
      swiftSettings: strict),
    .testTarget(
      name: "JellyFiguresTests",
      dependencies: [
        "JellyTestSupport",
        "JellyFigures", "JellyEasing", "JellyFrameDiff", "JellyAnalysis", "JellyGeometry",
        "JellyOutput", "JellySweep",
        "JellyShapes", "JellyExport", "JellySprings",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "JellyPageTests",
      dependencies: [
        "JellyTestSupport", "JellyPage", "JellyFigures", "JellyAnalysis", "JellyEasing",
        "JellyFrameDiff", "JellyGeometry", "JellyOutput", "JellyShapes", "JellySweep",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "JellyCLITests",
      dependencies: [
        "JellyTestSupport", "JellyArguments", "JellyCLI", "JellyFigures", "JellyPage", "jellylab",
      ],
      swiftSettings: strict),

    // MARK: - Reliability (fuzz targets, corpus replay, long-input memory harness)
    .target(name: "CFuzzDriver", path: "Fuzz/Sources/CFuzzDriver"),
    .target(
      name: "FuzzSupport", dependencies: ["CFuzzDriver", "JellyCLI"],
      path: "Fuzz/Sources/FuzzSupport", swiftSettings: strict),
    .executableTarget(
      name: "fuzz-arguments", dependencies: ["FuzzSupport", "JellyCLI"],
      path: "Fuzz/Sources/fuzz-arguments", swiftSettings: strict),
    .executableTarget(
      name: "fuzz-easing", dependencies: ["FuzzSupport", "JellyEasing"],
      path: "Fuzz/Sources/fuzz-easing", swiftSettings: strict),
    .executableTarget(
      name: "fuzz-csv", dependencies: ["FuzzSupport", "JellyAnalysis", "JellyOutput"],
      path: "Fuzz/Sources/fuzz-csv", swiftSettings: strict),
    .executableTarget(
      name: "csv-peaks-memory",
      dependencies: ["JellyOutput", "JellyFrameDiff", "JellyAnalysis"],
      path: "Tools/csv-peaks-memory", swiftSettings: strict),
    .executableTarget(
      name: "shortest-double-proof", dependencies: ["JellyOutput"],
      path: "Tools/shortest-double-proof", swiftSettings: strict),
  ]
)
