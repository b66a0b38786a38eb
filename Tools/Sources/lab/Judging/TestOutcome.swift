/// One test's result, from either framework, as the judge and the progress screen read it.
struct TestOutcome: Equatable {
    /// `Module.Type/name` (xunit's spelling; the manifests use it). XCTest's Linux console
    /// has no module: there the id is `Type/name`, and `key` is what both share.
    let id: String
    var failed: Bool
    var messages: [String]
    var skipped = false
    /// Swift Testing's display name, when the framework gives one.
    var displayName: String?
    /// Where the first failure was recorded, `File.swift:line`.
    var location: String?
    /// It started and never finished: the test process crashed (or was stopped) inside it.
    var neverEnded = false
    /// What it recorded as warnings (Swift Testing's `.warning` severity): said, never failed.
    var warnings: [String] = []
    /// The files it attached (Swift Testing's attachments, written under `--attachments-path`).
    var attachments: [String] = []

    /// The message of a test that never ended, followed by the crash's own line if the
    /// console has one.
    static let neverEndedMessage = "The test never ended: the test process crashed (or was stopped) while it ran."

    /// It ran to the end and recorded no failure: what "N of M tests pass" counts in every
    /// command (`lab`, `watch`, `verify`, `grade`), over the tests that were not skipped.
    var passed: Bool { !failed && !skipped && !neverEnded }

    /// `Type/name`: the id without its module, the same in every format.
    var key: String { Self.key(id) }

    static func key(_ id: String) -> String {
        guard let slash = id.firstIndex(of: "/"), let dot = id[..<slash].firstIndex(of: ".") else { return id }
        return String(id[id.index(after: dot)...])
    }
}
