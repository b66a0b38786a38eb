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
    /// student's), for the lab at `layout`, whichever folder it builds in:
    /// - no index data for the toolchain's own modules. SwiftPM indexes as it builds (XCTest's
    ///   discovery on Linux reads the index), and by default the toolchain's modules too, which
    ///   the compiler first rebuilds from their interfaces: 16 s of CPU in a cold build of the
    ///   lab, for an index no one reads;
    /// - one module cache (`moduleCache`) for all their build folders: the C modules of Glibc
    ///   and Foundation and Swift Testing's interfaces are compiled once, not in each of the
    ///   gate's nine folders (a second cold build 0.8–0.9× the time).
    /// docs/ARCHITECTURE.md, "The student's wait", says how each was measured.
    static func toolFlags(_ layout: LabLayout) -> [String] {
        ["-Xswiftc", "-index-ignore-system-modules",
         "-Xswiftc", "-module-cache-path", "-Xswiftc", layout.root.appending(path: moduleCache).path]
    }

    /// The module cache the tools' builds share (git-ignored with every `.build*/`). Clang and
    /// the Swift compiler lock each module they build in it, so builds may share it at once.
    static let moduleCache = ".build-module-cache"

    /// The strict build (Swift 6 mode is the package's; these add warnings as errors and
    /// refuse a module importing what it does not depend on). Tests are built with them too,
    /// so the strict build and the test run share one build folder per track.
    static func strictFlags(_ layout: LabLayout) -> [String] {
        toolFlags(layout) + ["-Xswiftc", "-warnings-as-errors", "--explicit-target-dependency-import-check", "error"]
    }
}
