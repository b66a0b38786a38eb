// swift-tools-version: 6.2
// The lab's own tools — `lab`, and the `actor-cost` benchmark — in a package of their own
// so a student's `swift test` never compiles them: SwiftPM builds every target of the root
// package for a test run, but only what the tests use of a dependency. The root package
// depends on this one, so `swift run lab` and `swift run -c release actor-cost` work from
// the lab's root. See docs/ARCHITECTURE.md ("The tool").
import PackageDescription

let package = Package(
    name: "LabTools",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "lab", targets: ["lab"]),
        // `swift run -c release actor-cost`: what an actor costs here (lesson 000).
        .executable(name: "actor-cost", targets: ["actor-cost"]),
    ],
    targets: [
        .executableTarget(name: "lab"),
        .executableTarget(name: "actor-cost"),
        .testTarget(name: "LabToolTests", dependencies: ["lab"], resources: [.copy("Captured")]),
        .testTarget(name: "ActorCostTests", dependencies: ["actor-cost"]),
    ],
    swiftLanguageModes: [.v6]
)
