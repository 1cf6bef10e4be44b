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
        .executableTarget(name: "fuzz-manifest", dependencies: [.product(name: "BadgegenModules", package: "badgegen")]),
        .executableTarget(name: "fuzz-path", dependencies: [.product(name: "BadgegenModules", package: "badgegen")]),
        .executableTarget(name: "fuzz-font", dependencies: [.product(name: "BadgegenModules", package: "badgegen")]),
        .executableTarget(name: "fuzz-png", dependencies: [.product(name: "BadgegenModules", package: "badgegen")]),
    ],
    swiftLanguageModes: [.v6]
)
