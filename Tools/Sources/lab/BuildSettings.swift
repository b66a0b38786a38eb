/// The one place that says how each track is built and where: the scripts call `lab` for
/// every build they make (`lab build`, `tests`, `tsan`), so no flag or folder is spelled twice.
enum BuildSettings {
    /// Each track in its own folder, so switching never rebuilds from zero. The exercises
    /// track shares `.build` with a student's plain `swift test`.
    static func scratchPath(_ track: Track, sanitized: Bool, defaults: LanguageDefaults = .swift6) -> String {
        switch (track, sanitized, defaults) {
        case (.exercises, false, .swift6): ".build"
        case (.solutions, false, .swift6): ".build-solutions"
        case (_, false, .xcode26): ".build-xcode26-\(track.rawValue)"
        case (_, true, _): ".build-tsan-\(track.rawValue)"
        }
    }

    /// Every build the tools make (the gate's, the gallery's, `lab grade`'s, never a
    /// student's): no index data for the toolchain's own modules. SwiftPM indexes as it builds
    /// (XCTest's discovery on Linux reads the index), and by default the toolchain's modules
    /// too, which the compiler first rebuilds from their interfaces: 16 s of CPU in a cold
    /// build of the lab (docs/ARCHITECTURE.md, "The student's wait"), for an index no one reads.
    static let toolFlags = ["-Xswiftc", "-index-ignore-system-modules"]

    /// The strict build (Swift 6 mode is the package's; these add warnings as errors and
    /// refuse a module importing what it does not depend on). Tests are built with them too,
    /// so the strict build and the test run share one build folder per track.
    static let strictFlags = toolFlags + ["-Xswiftc", "-warnings-as-errors", "--explicit-target-dependency-import-check", "error"]
}
