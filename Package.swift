// swift-tools-version:6.1
//
// layoutdb: a persistent layout document store with an Auto Layout engine.
// The module table and the direction of its arrows are in DESIGN.md (shared/);
// each target below says which room it is.
import PackageDescription

/// Flags every target of ours builds with: Swift 6 language mode and strict concurrency.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableExperimentalFeature("StrictConcurrency"),
]

let package = Package(
    name: "layoutdb",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutDB", targets: ["LayoutDB"]),
        .executable(name: "layoutdb", targets: ["layoutdb"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        // The incremental simplex solver with strict priority levels. Depends on nothing.
        .target(name: "LayoutSolver", swiftSettings: strict),
        // Auto Layout semantics on top of the solver.
        .target(name: "LayoutModel", dependencies: ["LayoutSolver"], swiftSettings: strict),
        // SQLite through GRDB: documents, revisions, the solve cache. The numbered SQL files
        // of the top-level migrations/ are compiled in (Sources/LayoutStore/Migrations links
        // there), so an installed binary needs no resource bundle.
        .target(
            name: "LayoutStore",
            dependencies: ["LayoutModel", .product(name: "GRDB", package: "GRDB.swift")],
            resources: [.embedInCode("Migrations")],
            swiftSettings: strict
        ),
        // The C libraries text measurement uses, from the system (pkg-config).
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        // Text measurement with HarfBuzz and FreeType behind LayoutModel's TextMeasuring.
        .target(name: "LayoutText", dependencies: ["LayoutModel", "CFreeType", "CHarfBuzz"], swiftSettings: strict),
        // JSON format, Interface Builder files, reports. Filled by issues #6 and #7.
        .target(name: "LayoutInterchange", dependencies: ["LayoutModel"], swiftSettings: strict),
        // The library programs use; the command line is a thin shell over it.
        .target(
            name: "LayoutDB",
            dependencies: ["LayoutSolver", "LayoutModel", "LayoutText", "LayoutStore", "LayoutInterchange"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "layoutdb",
            dependencies: ["LayoutDB", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict
        ),
        // Shared by the test targets: fixed-seed property generators and the paths of
        // the repository and of shared/.
        .target(
            name: "TestSupport",
            dependencies: ["LayoutModel", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/TestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "LayoutSolverTests",
            dependencies: ["LayoutSolver", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "LayoutModelTests",
            dependencies: ["LayoutModel", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "LayoutStoreTests",
            dependencies: [
                "LayoutStore", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "LayoutTextTests",
            dependencies: [
                "LayoutText", "LayoutModel", "CHarfBuzz", "CFreeType", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "LayoutInterchangeTests",
            dependencies: ["LayoutInterchange", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "RenderTests",
            dependencies: ["LayoutInterchange", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: [
                "LayoutInterchange", "LayoutDB", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "LayoutDBTests",
            dependencies: [
                "LayoutDB", "layoutdb", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
