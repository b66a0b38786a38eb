// swift-tools-version: 6.2
// The lab's own tool, `lab`, in a package of its own so a student's `swift test` never
// compiles it: SwiftPM builds every target of the root package for a test run, but only
// what the tests use of a dependency. The root package depends on this one, so
// `swift run lab` works from the lab's root. See docs/ARCHITECTURE.md ("The tool").
import PackageDescription

let package = Package(
    name: "LabTools",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "lab", targets: ["lab"]),
    ],
    targets: [
        .executableTarget(name: "lab"),
        .testTarget(name: "LabToolTests", dependencies: ["lab"], resources: [.copy("Captured")]),
    ],
    swiftLanguageModes: [.v6]
)
