// swift-tools-version:6.0
// EasyTable: table models, batch-update diffing and row heights measured by our own
// constraint solver and typesetter, on any platform Swift runs on.
//
// No package dependencies: the toolchain's Foundation, Dispatch, XCTest and Swift Testing only.
//
// Internal checks: build with `-Xswiftc -DEASYTABLE_INTERNAL_CHECKS` to run every type's
// `_checkInvariants()` after each mutation (slow; for tests and debugging).
import PackageDescription

let package = Package(
    name: "EasyTable",
    products: [
        .library(name: "EasyTable", targets: ["EasyTable"]),
        .library(name: "EasyTableTesting", targets: ["EasyTableTesting"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "DeviceAdaptation", targets: ["DeviceAdaptation"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .executable(name: "detail-page", targets: ["detail-page"]),
        .executable(name: "easytable-fontpack", targets: ["easytable-fontpack"]),
        .executable(name: "easytable-bench", targets: ["easytable-bench"]),
    ],
    targets: [
        // Lowest first; arrows only point down (DESIGN.md).
        .target(name: "ConstraintSolver"),
        .target(name: "TextLayout"),
        .target(name: "LayoutEngine", dependencies: ["ConstraintSolver", "TextLayout"]),
        .target(name: "DeviceAdaptation", dependencies: ["LayoutEngine"]),
        .target(name: "EasyTable", dependencies: ["LayoutEngine", "DeviceAdaptation"]),
        .target(name: "EasyTableTesting", dependencies: ["EasyTable"]),

        .executableTarget(name: "easytable-fontpack", dependencies: ["TextLayout"]),
        .executableTarget(
            name: "detail-page",
            dependencies: ["EasyTable", "DeviceAdaptation"],
            path: "Examples/detail-page"
        ),
        .executableTarget(
            name: "easytable-bench",
            dependencies: [
                "ConstraintSolver", "TextLayout", "LayoutEngine", "DeviceAdaptation", "EasyTable",
                "EasyTableTesting",
            ],
            path: "Benchmarks/easytable-bench"
        ),

        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "DeviceAdaptationTests", dependencies: ["DeviceAdaptation"]),
        .testTarget(name: "EasyTableTests", dependencies: ["EasyTable", "EasyTableTesting"]),
        .testTarget(name: "EasyTableTestingTests", dependencies: ["EasyTableTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
