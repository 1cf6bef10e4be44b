// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets, kept out of the main package: each is an executable whose entry is
// `LLVMFuzzerTestOneInput` and links only when built with `--sanitize=fuzzer`.
// Build and run them with `Tools/fuzz/run.sh TARGET SECONDS` (see README.md).
let package = Package(
    name: "badgegen-fuzz",
    dependencies: [
        .package(name: "badgegen", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "fuzz-manifest", dependencies: [.product(name: "BadgeManifest", package: "badgegen"), .product(name: "Geometry", package: "badgegen"), .product(name: "Raster", package: "badgegen")]),
        .executableTarget(name: "fuzz-path", dependencies: [.product(name: "Geometry", package: "badgegen"), .product(name: "Raster", package: "badgegen")]),
        .executableTarget(name: "fuzz-font", dependencies: [.product(name: "Layout", package: "badgegen"), .product(name: "Geometry", package: "badgegen"), .product(name: "Raster", package: "badgegen")]),
        .executableTarget(name: "fuzz-png", dependencies: [.product(name: "PNG", package: "badgegen")]),
    ],
    swiftLanguageModes: [.v6]
)
