// swift-tools-version: 6.2
// ConcurrencyLab's proofs track: the student writes the proof, and the lab judges it against
// every version of an exercise — the fixed one, the broken one and each entry of its wrong-fix
// gallery — compiled side by side, a module each. See docs/ARCHITECTURE.md ("The proofs track").
//
// A package of its own, beside the lab's (as `Tools/` is): `swift test` builds every target of
// the package it runs in, so in the lab's package these versions (a dozen modules per proof
// exercise) would add to every student's first result of every exercise.
import PackageDescription
import Foundation

/// The proof exercises, and the versions each one's judge runs the student's proof against:
/// the folders of `Versions/ProofN/`, `Fixed` and `Broken` first, then one per gallery entry of
/// the exercise it proves (`capture-callback.swift` → `CaptureCallback`). Written by `swift run
/// lab proofs --sync-versions` from the galleries, never by hand (`lab structure` checks it), and
/// written here rather than read from the folders: SwiftPM keeps what a manifest made until the
/// manifest changes, so a version added by a `git pull` must change this file to be built.
let proofs: [(number: Int, versions: [String])] = [
    (1, ["Fixed", "Broken", "AwaitCallbackContinuation", "CancellationErrorMeansSuperseded", "CaptureCallback", "DetachedLoadTask", "DropAnswerWhenOwnTaskCancelled", "ErrorClearedWhenALoadStarts", "FinishedLoadClearsTheHandle", "GuardLetSelfFirst", "MainActorCallback", "MethodReferenceCallback", "ProductsLeaveTheErrorShown", "ReuseInFlightLoad", "SeparateScreenState", "SkipUnchangedCatalog", "TryOptionalDropsFailure", "UnownedLoader", "UnownedOwnedLoader", "UntrackedTask", "WeakLookupOfRepository"]),
    (2, ["Fixed", "Broken", "AnalyticsAfterGuard", "BackgroundRefreshTask", "CancelInflightWrongTask", "CancelledRefreshClearsTheStore", "ClearStopsOnlyARunningRefresh", "CompareSnapshot", "FailedRefreshRestoresWhatItSaw", "ForeignErrorsBecomeConnectivity", "MainActorStore", "NewerRefreshGivesWay", "NewestStartWins", "OptionalSessionToken", "OvertakenRefreshSwallowsItsFailure", "OvertakenRefreshThrowsItsOwnError", "OwnTaskCancelledCorrect", "RefreshTokenOnly", "SerializeRefreshes", "SignedOutFlag", "SilentReturnWhenCancelled", "SkipUnchangedAnswer", "WriteHandedToATask"]),
    (3, ["Fixed", "Broken", "AsyncLetAwaited", "AsyncLetNeverAwaited", "AwaitTaskValue", "CancellationHandlerWithoutAwait", "CancelledLoadSavesInATask", "CancelledNetworkReturnsEmpty", "ContinuationResumedOnSuccessOnly", "MainactorSaveTask", "NetworkErrorNormalized", "NewestLoadCancelsTheOlderSave", "RaceSaveAgainstTimer", "SaveCatchesOnlyCatalogErrors", "SaveErrorsFailLoad", "SkipResavingSameCatalog", "SkipSaveAfterAFailedSave", "SkipSaveWhileAnotherSaves", "TaskGroupSave"]),
    (4, ["Fixed", "Broken", "AuditLogBetweenWrites", "CacheGlobalActor", "ClockOutsideActor", "EmptyArrayMeansNothingCached", "EmptyCacheCountsNoMiss", "FireAndForgetStore", "HitCounterActor", "InvalidateKeepsTheStamp", "KeepFirstTimestamp", "LockTheCounters", "MainActorCache", "MutexSendableClass", "RelockOnExpiry", "TtlIncludesItsLastSecond", "TtlRestartsOnAHit"]),
]

/// `LAB_TRACK` as in the lab's own manifest: unset or `exercises` builds the student's proof
/// (`ProofN/`), `solutions` the lab's own (`Solutions/ProofN/`).
let tracks = ["exercises": "", "solutions": "Solutions/"]
let trackName = Context.environment["LAB_TRACK"].flatMap { $0.isEmpty ? nil : $0 } ?? "exercises"
guard let trackPrefix = tracks[trackName] else {
    print("error: LAB_TRACK=\(trackName) is not a track of this lab; use LAB_TRACK=exercises (the default) or LAB_TRACK=solutions")
    exit(1)
}

/// `LAB_PROOF_ENTRY=N/name` (maintainers: `lab proofs`) builds proof exercise N's proof from
/// its proof gallery's `Gallery/ProofN/name.swift` instead: a proof a student might write,
/// judged in the same build folder as the others. Several, comma-separated (`1/a,3/b`), one per
/// proof exercise, are judged in one build.
let galleryEntries: [Int: String] = {
    guard let setting = Context.environment["LAB_PROOF_ENTRY"], !setting.isEmpty else { return [:] }
    var entries: [Int: String] = [:]
    for item in setting.split(separator: ",") {
        let parts = item.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, let number = Int(parts[0]), entries[number] == nil else {
            print("error: LAB_PROOF_ENTRY=\(setting) is not N/name[,N/name…] (a proof exercise's number, once each, and a file of Gallery/ProofN/ without .swift)")
            exit(1)
        }
        entries[number] = String(parts[1])
    }
    return entries
}()

/// The lab's own code — the shared sources, the kits, the judges, the lab's proofs — builds
/// with no warning (SE-0480), here rather than as the gate's `-warnings-as-errors`, which would
/// reach the versions too (code as students wrote it) and the student's own proof.
let labOwned: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The lab's own sources, through the links in `Sources/` (one copy of each file, in the lab's
/// `Sources/`): a path dependency on the lab would not reach `Catalog` or `LabKit`, which are
/// not products.
let shared: [Target] = [
    .target(name: "Catalog", swiftSettings: labOwned),
    .target(name: "ConcurrencyProbes", swiftSettings: labOwned),
    .target(name: "ProbeStacks", swiftSettings: labOwned),
    .target(name: "LeakTracking", dependencies: ["ConcurrencyProbes"], swiftSettings: labOwned),
    .target(name: "LabKit", dependencies: ["Catalog", "ConcurrencyProbes", "LeakTracking", "ProbeStacks"], swiftSettings: labOwned),
    .target(name: "ProofKit", dependencies: ["ConcurrencyProbes", "LeakTracking", "LabKit"], swiftSettings: labOwned),
]

func targets(of proof: (number: Int, versions: [String])) -> [Target] {
    let name = "Proof\(proof.number)"
    let versions: [Target] = proof.versions.map {
        .target(name: "\(name)\($0)", dependencies: ["Catalog"], path: "Versions/\(name)/\($0)",
                // Code as students wrote it (an `async let` never awaited warns, on purpose): its
                // warnings are not the lab's, and a student running their proof need not read them.
                swiftSettings: [.unsafeFlags(["-suppress-warnings"])])
    }
    return versions + [
        // What the student's proof is written against: the screen's types as protocols, and a factory.
        .target(name: "\(name)Kit", dependencies: ["Catalog", "LabKit"], path: "Kits/\(name)Kit", swiftSettings: labOwned),
        // The student's proof (or the lab's, on the solutions track, or a gallery's proof): the
        // file a student edits.
        galleryEntries[proof.number].map { entry in
            // The folder's other proofs excluded by name, or SwiftPM warns of each on every build.
            let others = ((try? FileManager.default.contentsOfDirectory(atPath: "\(Context.packageDirectory)/Gallery/\(name)")) ?? [])
                .filter { $0 != "\(entry).swift" }
            return .target(name: name, dependencies: [.target(name: "\(name)Kit"), "Catalog", "LabKit", "LeakTracking"],
                           path: "Gallery/\(name)", exclude: others, sources: ["\(entry).swift"])
        } ?? .target(name: name, dependencies: [.target(name: "\(name)Kit"), "Catalog", "LabKit", "LeakTracking"],
                     path: "\(trackPrefix)\(name)", exclude: trackPrefix.isEmpty ? ["README.md"] : [],
                     swiftSettings: trackPrefix.isEmpty ? [] : labOwned),
        // The judge: the student's proof against every version, each in a process of its own.
        .testTarget(name: "\(name)Tests",
                    dependencies: [.target(name: name), .target(name: "\(name)Kit"), .target(name: "ProofKit"), .target(name: "LabKit")]
                        + proof.versions.map { .target(name: "\(name)\($0)") },
                    path: "Judge/\(name)", swiftSettings: labOwned),
    ]
}

let package = Package(
    name: "ConcurrencyLabProofs",
    // The judge runs each version in an exit test, which needs a platform that starts processes
    // (a device does not): macOS, and Linux, where it is built and checked with Swift 6.3.1 (exit
    // tests that capture a value, as the judge's do).
    platforms: [.macOS(.v15)],
    // `swift run lab proof 1` works here as at the lab's root (the commands the lab prints in
    // this folder): a dependency's executable is built when run, never for a `swift test`.
    dependencies: [.package(path: "../Tools")],
    targets: shared + proofs.flatMap(targets),
    swiftLanguageModes: [.v6]
)
