// swift-tools-version: 6.0
// An app's own package pinning its motion with jellylab's golden peak files: it depends on
// jellylab by path and runs the checks in its own `swift test`.
import PackageDescription

let package = Package(
  name: "GoldenPeaksExample",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "jellylab", path: "../..")],
  targets: [
    .target(
      name: "MenuMotion",
      dependencies: [
        .product(name: "JellyFrameDiff", package: "jellylab"),
        .product(name: "JellySprings", package: "jellylab"),
      ]),
    .testTarget(
      name: "MenuMotionTests",
      dependencies: ["MenuMotion", .product(name: "JellyGolden", package: "jellylab")],
      exclude: ["golden"]),
  ]
)
