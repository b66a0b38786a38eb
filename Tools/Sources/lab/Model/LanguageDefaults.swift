/// The defaults the exercise targets are compiled with, as `Package.swift` reads them from
/// `LAB_SETTINGS`: Swift 6 as SwiftPM builds a package, or Swift 6 mode with a new Xcode 26 app
/// target's concurrency settings (main-actor isolation by default, SE-0466;
/// `NonisolatedNonsendingByDefault`, SE-0461; `InferIsolatedConformances`, SE-0470). Not that
/// target as Xcode builds it: it is reported to use Swift 5 mode.
///
/// ```swift
/// let run = try TestRun(lab: lab, results: "tests").run(.gate(.solutions, defaults: .xcode26))
/// ```
enum LanguageDefaults: String, CaseIterable {
    case swift6, xcode26

    /// What `Package.swift` is told: Swift 6's defaults as the variable unset (empty), as a
    /// student's own `swift test` sees it, so both share one build; never what the caller's
    /// shell happened to export.
    var environment: [String: String] { ["LAB_SETTINGS": self == .swift6 ? "" : rawValue] }
}
