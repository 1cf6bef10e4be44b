// swift-tools-version:6.0
import PackageDescription

// Module graph (one-way): Geometry -> Raster -> Layout -> Badges -> BadgeManifest ->
// BadgeRendering -> badgegen.
// Fonts shapes text (HarfBuzz, FriBidi) and turns glyph outlines into Geometry paths;
// PNG encodes pixels and knows nothing else. Only `badgegen` reads input files, writes
// files and reads the command line; Fonts reads font files (FreeType, fontconfig).
let package = Package(
    name: "badgegen",
    products: [
        .executable(name: "badgegen", targets: ["badgegen"]),
        // The library, one product per module a client imports. A client lists the
        // products whose modules it imports; each brings the modules it depends on.
        // Paths, transforms, SVG path data.
        .library(name: "Geometry", targets: ["Geometry"]),
        // Canvas, paint, layers, colour filters, 8-bit RGBA.
        .library(name: "Raster", targets: ["Raster"]),
        // Views and their renderer. Fonts comes along: `Environment` holds a `Typesetter`.
        .library(name: "Layout", targets: ["Layout", "Fonts"]),
        // The badge, hike badge and completed-badges strip as views.
        .library(name: "Badges", targets: ["Badges"]),
        // `BadgeSpec`, which `BadgeRenderer` draws, and manifests parsed from bytes.
        .library(name: "BadgeManifest", targets: ["BadgeManifest"]),
        // RGBA to PNG bytes and back, with text chunks.
        .library(name: "PNG", targets: ["PNG"]),
        // A badge, strip or view to PNG bytes.
        .library(name: "BadgeRendering", targets: ["BadgeRendering"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation`; built only when that command runs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Geometry"),
        // What the processor can do and Swift cannot ask for, in C: stores that bypass the
        // caches, conversions without range checks, and pixels converted to bytes four at
        // a time. Used by Raster alone.
        .target(name: "MachineOps"),
        .target(name: "Raster", dependencies: ["Geometry", "MachineOps"]),

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
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]
        ),
        .target(name: "Fonts", dependencies: ["Geometry", "CFreeType", "CFontconfig", "CHarfBuzz", "CFriBidi"]),

        .target(name: "Layout", dependencies: ["Geometry", "Raster", "Fonts"]),
        .target(name: "Badges", dependencies: ["Geometry", "Raster", "Layout"]),
        .target(name: "BadgeManifest", dependencies: ["Badges", "Geometry", "Layout", "Raster"]),
        // Badges to PNG bytes, for every command that draws badges: layout, pixels,
        // encoding, metadata.
        .target(name: "BadgeRendering", dependencies: ["BadgeManifest", "Badges", "Layout", "Raster", "Fonts", "PNG"]),

        .executableTarget(
            name: "badgegen",
            dependencies: [
                "Badges", "BadgeManifest", "BadgeRendering", "Layout", "Raster", "Geometry", "PNG", "Fonts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/badgegen"
        ),

        // Shared by the test targets: an independent reference rasterizer and golden-image
        // comparison. It is compiled only for the tests.
        .target(name: "TestSupport", dependencies: ["Geometry", "Raster", "PNG"], path: "Tests/TestSupport"),

        // Benchmarks: `swift run -c release raster-bench`. Its allocation counter replaces
        // malloc and friends for that executable alone.
        .target(name: "AllocationCounter", path: "Tools/bench/AllocationCounter"),
        .executableTarget(
            name: "raster-bench",
            dependencies: [
                "AllocationCounter", "Badges", "Layout", "Raster", "Geometry", "PNG", "Fonts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/bench/raster"
        ),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry", "PNG", "TestSupport"]),
        .testTarget(name: "PNGTests", dependencies: ["PNG", "TestSupport"]),
        .testTarget(name: "FontsTests", dependencies: ["Fonts", "Geometry", "CFreeType", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Raster", "Geometry", "Fonts", "TestSupport"]),
        .testTarget(name: "BadgesTests", dependencies: ["Badges", "Layout", "Raster", "Geometry", "Fonts", "PNG", "TestSupport"]),
        .testTarget(name: "BadgegenTests", dependencies: [
            "badgegen", "BadgeManifest", "BadgeRendering", "Layout", "PNG", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "BadgeManifestTests", dependencies: ["BadgeManifest", "Badges", "Geometry", "Layout", "Raster", "TestSupport"]),
        .testTarget(name: "BadgeRenderingTests", dependencies: ["BadgeRendering", "BadgeManifest", "Badges", "Geometry", "Layout", "Fonts", "PNG", "Raster", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
