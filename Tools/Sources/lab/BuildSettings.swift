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

    /// The strict build (Swift 6 mode is the package's; these add warnings as errors and
    /// refuse a module importing what it does not depend on). Tests are built with them too,
    /// so the strict build and the test run share one build folder per track.
    static let strictFlags = ["-Xswiftc", "-warnings-as-errors", "--explicit-target-dependency-import-check", "error"]
}
