// swift-tools-version: 6.2
// ConcurrencyLab: one package, two tracks. See docs/ARCHITECTURE.md ("Two tracks, one set of tests").
import PackageDescription
import Foundation

/// The exercises in the lab. Adding one is adding its number here (`lab structure` checks
/// this list against the folders through SwiftPM's own reading of it, `dump-package`).
let exercises = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

/// `LAB_EXERCISES=N[,M…]` builds only those exercises' targets: the lab's tools set it where
/// one exercise is judged at a time (the wrong-fix gallery, `lab grade`), so each run builds
/// and links that exercise's tests, not every exercise's. Unset: every exercise.
let onlyExercisesSetting = Context.environment["LAB_EXERCISES"].flatMap { $0.isEmpty ? nil : $0 }
var builtExercises = exercises
if let setting = onlyExercisesSetting {
    let numbers = setting.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.allSatisfy({ $0.map(exercises.contains) ?? false }) else {
        print("error: LAB_EXERCISES=\(setting) is not a list of this lab's exercises (\(exercises.map(String.init).joined(separator: ","))); use, e.g., LAB_EXERCISES=3 or leave it unset")
        exit(1)
    }
    builtExercises = exercises.filter { numbers.contains($0) }
}

/// `LAB_TRACK` picks which sources the `ExerciseN` targets are built from:
/// unset or `exercises` -> `Exercises/ExerciseN` (the broken code a student edits),
/// `solutions` -> `Solutions/ExerciseN` (the fixed reference). Tests never know which.
let tracks = ["exercises": "Exercises", "solutions": "Solutions"]
let trackName = Context.environment["LAB_TRACK"].flatMap { $0.isEmpty ? nil : $0 } ?? "exercises"
guard let trackRoot = tracks[trackName] else {
    // print + exit gives the student one clear line instead of a crash backtrace.
    print("error: LAB_TRACK=\(trackName) is not a track of this lab; use LAB_TRACK=exercises (the default) or LAB_TRACK=solutions")
    exit(1)
}

/// `LAB_SELF_TESTS=1` adds the lab's own tests (Catalog, LabKit; the tools' are in `Tools/`).
/// The scripts and the `lab` tool set it; a student's `swift test --filter ExerciseNTests`
/// leaves them out, so the first build compiles what the exercises need and nothing else:
/// the lab's own tests would only add to a student's first wait.
let selfTestValues = ["0": false, "1": true]
let selfTestsSetting = Context.environment["LAB_SELF_TESTS"].flatMap { $0.isEmpty ? nil : $0 } ?? "0"
guard let withSelfTests = selfTestValues[selfTestsSetting] else {
    print("error: LAB_SELF_TESTS=\(selfTestsSetting) is not understood; use LAB_SELF_TESTS=1 (the lab's own tests too) or leave it unset")
    exit(1)
}

/// `LAB_SETTINGS=xcode26` builds the exercise targets with a new Xcode 26 app target's concurrency
/// settings, in this package's Swift 6 language mode: main-actor isolation by default (SE-0466)
/// and "approachable concurrency", i.e. `NonisolatedNonsendingByDefault` (SE-0461) and
/// `InferIsolatedConformances` (SE-0470). A new app target is reported to use Swift 5 mode, where
/// several of the errors these settings bring are warnings.
/// Unset (or `swift6`): Swift 6 as SwiftPM builds a package. `scripts/check.sh` builds both.
let settingsValues: [String: [SwiftSetting]] = [
    "swift6": [],
    "xcode26": [
        .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .enableUpcomingFeature("InferIsolatedConformances"),
    ],
]
/// Exercises 8, 9, 11 and 12 are written for Xcode 26's defaults (8, 9 and 12 teach what they change; 11's
/// screen model is main-actor by them), so their targets are always built with them, whatever `LAB_SETTINGS` says.
let alwaysXcode26 = [8, 9, 11, 12]
let settingsName = Context.environment["LAB_SETTINGS"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift6"
guard let exerciseSettings = settingsValues[settingsName] else {
    print("error: LAB_SETTINGS=\(settingsName) is not understood; use LAB_SETTINGS=xcode26 (Xcode 26's defaults for a new app) or leave it unset")
    exit(1)
}

/// The student's README and the proof manifest live beside the exercise's sources (and
/// only there: a solution directory holds Swift sources alone). A fixed list, not a look at
/// the disk: SwiftPM caches the manifest's result and would not see files added later.
let nonSources = trackRoot == "Exercises" ? ["README.md", "proofs.json"] : []

func exerciseTarget(_ number: Int) -> Target {
    .target(
        name: "Exercise\(number)", dependencies: [.target(name: "Catalog")],
        path: "\(trackRoot)/Exercise\(number)", exclude: nonSources,
        swiftSettings: alwaysXcode26.contains(number) ? settingsValues["xcode26"] : exerciseSettings)
}

func exerciseTests(_ number: Int) -> Target {
    .testTarget(name: "Exercise\(number)Tests", dependencies: [.target(name: "Exercise\(number)"), "Catalog", "LabKit"])
}

/// The lab's own tests: the domain and the harness.
let selfTests: [Target] = [
    // The harness's own examples, on code from outside the course: the library alone.
    .testTarget(name: "ConcurrencyProbesTests", dependencies: ["ConcurrencyProbes", "ProbeStacks"]),
    .testTarget(name: "CatalogTests", dependencies: ["Catalog", "LabKit"]),
    .testTarget(name: "LabKitTests", dependencies: ["LabKit", "Catalog"]),
]

let package = Package(
    name: "ConcurrencyLab",
    // The floors of `TaskExecutor` and `Task(executorPreference:)` (SE-0417, Swift 6.0): the
    // explorer and the probes run calls on executors of their own. Linux has no such floor.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2), .macCatalyst(.v18)],
    // The harness, for any package's tests (docs/ARCHITECTURE.md, "The harness as a library"):
    // the explorer and the probes, and leak tracking for XCTest and Swift Testing. LabKit (the
    // course's doubles) is the lab's own and is not a product.
    products: [
        .library(name: "ConcurrencyProbes", targets: ["ConcurrencyProbes"]),
        .library(name: "LeakTracking", targets: ["LeakTracking"]),
    ],
    // `swift run lab` and `swift run -c release actor-cost` run the tools from their own
    // package (Tools/): a dependency's executable is built when run, never for a `swift test`
    // of this package (a student's first wait).
    dependencies: [.package(path: "Tools")],
    targets: [
        .target(name: "Catalog"),
        .target(name: "ConcurrencyProbes"),
        // Stacks for the test watchdog, read with the toolchain's `Runtime` module: a target of its
        // own, compiled beside ConcurrencyProbes rather than on the path every test module waits on.
        .target(name: "ProbeStacks"),
        .target(name: "LeakTracking", dependencies: ["ConcurrencyProbes"]),
        .target(name: "LabKit", dependencies: ["Catalog", "ConcurrencyProbes", "LeakTracking", "ProbeStacks"]),
    ]
        + (withSelfTests ? selfTests : [])
        + builtExercises.map(exerciseTarget)
        + builtExercises.map(exerciseTests),
    swiftLanguageModes: [.v6]
)

// The lab's own targets skip index data for the toolchain's modules: to index them the compiler
// first rebuilds `_Concurrency`, `_StringProcessing` and `Glibc` from their interfaces, and a
// student's first build waited on it (docs/ARCHITECTURE.md, "The student's wait"). Not the
// products' targets: flagged too, the build was no faster (the rebuilds moved to its end).
let productTargets = Set(package.products.flatMap { ($0 as? Product.Library)?.targets ?? [] })
for target in package.targets where !productTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])]
}
