// swift-tools-version:6.0
import PackageDescription

// Module graph (one-way): Geometry -> Raster -> Layout -> Badges -> BadgeManifest ->
// BadgeRendering -> badgegen.
// Fonts turns glyph outlines into Geometry paths; PNG encodes pixels and knows
// nothing else. Only `badgegen` touches the file system and the command line.
let package = Package(
    name: "badgegen",
    products: [
        .executable(name: "badgegen", targets: ["badgegen"]),
        .library(name: "Badges", targets: ["Badges"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "Geometry"),
        .target(name: "Raster", dependencies: ["Geometry"]),

        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(name: "PNGShim", dependencies: ["CLibPNG"]),
        .target(name: "PNG", dependencies: ["PNGShim", "CLibPNG"]),

        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .target(name: "Fonts", dependencies: ["Geometry", "CFreeType", "CFontconfig"]),

        .target(name: "Layout", dependencies: ["Geometry", "Raster", "Fonts"]),
        .target(name: "Badges", dependencies: ["Geometry", "Raster", "Layout"]),
        .target(name: "BadgeManifest", dependencies: ["Badges", "Geometry", "Layout", "Raster"]),
        // Badges to PNG bytes, for every command: layout, pixels, encoding, metadata.
        .target(name: "BadgeRendering", dependencies: ["BadgeManifest", "Badges", "Layout", "Fonts", "PNG"]),

        .executableTarget(
            name: "badgegen",
            dependencies: [
                "Badges", "BadgeManifest", "BadgeRendering", "Layout", "PNG", "Fonts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/badgegen"
        ),

        // Shared by the test targets: an independent reference rasterizer and golden-image
        // comparison. It is compiled only for the tests.
        .target(name: "TestSupport", dependencies: ["Geometry", "Raster", "PNG"], path: "Tests/TestSupport"),

        // Benchmarks: `swift run -c release raster-bench`.
        .executableTarget(name: "raster-bench", dependencies: ["Badges", "Layout", "Raster", "Geometry", "PNG", "Fonts"], path: "Tools/bench/raster"),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry", "PNG", "TestSupport"]),
        .testTarget(name: "PNGTests", dependencies: ["PNG", "TestSupport"]),
        .testTarget(name: "FontsTests", dependencies: ["Fonts", "Geometry", "CFreeType"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Raster", "Geometry", "Fonts", "TestSupport"]),
        .testTarget(name: "BadgesTests", dependencies: ["Badges", "Layout", "Raster", "Geometry", "Fonts", "PNG", "TestSupport"]),
        .testTarget(name: "BadgegenTests", dependencies: [
            "badgegen", "BadgeManifest", "Layout", "PNG", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "BadgeManifestTests", dependencies: ["BadgeManifest", "Badges", "Geometry", "Layout", "Raster"]),
        .testTarget(name: "BadgeRenderingTests", dependencies: ["BadgeRendering", "BadgeManifest", "Badges", "Layout", "Fonts", "PNG", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
