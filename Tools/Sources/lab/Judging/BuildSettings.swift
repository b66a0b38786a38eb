/// The one place that says how each track is built and where: the scripts call `lab` for
/// every build they make (`lab build`, `tests`, `tsan`), so no flag or folder is spelled twice.
enum BuildSettings {
    /// The gate's build folder for each track and setting, so switching never rebuilds from
    /// zero. None is a student's (`.build`, README's `.build-solutions`): the gate builds with
    /// `strictFlags(_:)`, and a folder built with other flags is rebuilt whole by the next
    /// build that differs.
    static func scratchPath(_ track: Track, sanitized: Bool, defaults: LanguageDefaults = .swift6) -> String {
        switch (track, sanitized, defaults) {
        case (_, false, _): ".build-\(defaults.rawValue)-\(track.rawValue)"
        case (_, true, _): ".build-tsan-\(track.rawValue)"
        }
    }

    /// Every build the tools make (the gate's, the gallery's, `lab grade`'s, never a
    /// student's), for the lab at `layout`, whichever folder it builds in:
    /// - no index data for the toolchain's own modules. SwiftPM indexes as it builds (XCTest's
    ///   discovery on Linux reads the index), and by default the toolchain's modules too, which
    ///   the compiler first rebuilds from their interfaces, for an index no one reads
    ///   (`Package.swift` already says so for the lab's own targets; this reaches the
    ///   products' and the modules SwiftPM generates for the tests);
    /// - one module cache (`moduleCache`) for all their build folders: the C modules of Glibc
    ///   and Foundation and Swift Testing's interfaces are compiled once, not in each folder.
    /// docs/ARCHITECTURE.md, "The student's wait", says what each saves, as measured.
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
    /// - Parameter warningsAsErrors: `false` where the package makes its own code warning-free
    ///   target by target (`Proofs/`, whose versions are code as students wrote it).
    static func strictFlags(_ layout: LabLayout, warningsAsErrors: Bool = true) -> [String] {
        toolFlags(layout) + (warningsAsErrors ? ["-Xswiftc", "-warnings-as-errors"] : []) + ["--explicit-target-dependency-import-check", "error"]
    }
}
