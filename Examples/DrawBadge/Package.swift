// swift-tools-version:6.0
import PackageDescription

// Uses the badgegen library as another package would: through its products.
let package = Package(
    name: "DrawBadge",
    dependencies: [
        // Named, so that the products below find it whatever its folder is called.
        .package(name: "badgegen", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "DrawBadge",
            dependencies: [
                .product(name: "Geometry", package: "badgegen"),
                .product(name: "Raster", package: "badgegen"),
                .product(name: "PNG", package: "badgegen"),
                .product(name: "Layout", package: "badgegen"),
                .product(name: "BadgeManifest", package: "badgegen"),
                .product(name: "BadgeRendering", package: "badgegen"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
