import Foundation

/// What one `swift test` run's first test process leaves for its second: `swift test` runs the
/// XCTest suites, then the Swift Testing suites, in two processes of the same test binary, and
/// each exercise proves its contract in both. An exploration that agreed with the model in the
/// first process is the same exploration in the second (the same binary, so the same sources),
/// so the second reads its counts here instead of exploring again: the student's run checks
/// every scenario once, not twice.
///
/// A handoff belongs to one run of one build: its folder is named after the process that
/// started both (`swift test`, the parent) and the test binary's identity (inode, size,
/// modification time), so an edit, a rebuild or the next `swift test` never finds it. Only a
/// check that agreed is handed off; a disagreement is explored again, so its trace and
/// attachments are the second process's own.
///
/// ```swift
/// if let counts = SuiteHandoff.current?.read("Exercise2 contract model") { … }   // explored by the other suite
/// SuiteHandoff.current?.write("16 16 16 2232 0", for: "Exercise2 contract model")
/// ```
struct SuiteHandoff: Sendable {
    /// This process's handoff folder, or `nil` where the binary or its parent cannot be told.
    static let current: SuiteHandoff? = {
        let parent = getppid()
        guard isSwiftTest(parent), let binary = testBinary else { return nil }
        return SuiteHandoff(binary: binary, parent: parent)
    }()

    /// Whether `pid` is SwiftPM's `swift test`, which runs a build's test processes one after
    /// another: a shell that runs the test binary twice is not one run, and gets no handoff.
    /// Read from Linux's `/proc`; elsewhere no process is taken for it (each explores alone).
    static func isSwiftTest(_ pid: pid_t) -> Bool {
        #if os(Linux)
            (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.hasPrefix("swift-test") ?? false
        #else
            false
        #endif
    }

    /// The file this code was loaded from: on Linux the test executable itself; on macOS the
    /// test bundle's binary, which `xctest` and Swift Testing's helper each load.
    private static var testBinary: URL? {
        #if os(Linux)
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map(URL.init(fileURLWithPath:))
        #else
            var info = Dl_info()
            guard dladdr(#dsohandle, &info) != 0, let path = info.dli_fname else { return nil }
            return URL(fileURLWithPath: String(cString: path))
        #endif
    }

    /// The folder of this run's entries.
    let folder: URL

    /// - Parameters:
    ///   - binary: the test binary the code runs from.
    ///   - parent: the process that started this one (`swift test`).
    init?(binary: URL, parent: pid_t) {
        guard parent > 1,
              let attributes = try? FileManager.default.attributesOfItem(atPath: binary.path),
              let inode = attributes[.systemFileNumber] as? NSNumber,
              let size = attributes[.size] as? NSNumber,
              let modified = attributes[.modificationDate] as? Date
        else { return nil }
        let stamp = Int64(modified.timeIntervalSince1970 * 1_000_000)
        folder = binary.deletingLastPathComponent().appending(path: "lab-suite-handoff", directoryHint: .isDirectory)
            .appending(path: "\(parent)-\(inode)-\(size)-\(stamp)", directoryHint: .isDirectory)
    }

    /// What the other process wrote under `key`, if it did.
    func read(_ key: String) -> String? {
        try? String(contentsOf: file(key), encoding: .utf8)
    }

    /// Keeps `value` under `key` for the other process (written whole, then moved in place, so
    /// a reader never sees half of it). Handoffs of runs whose `swift test` has ended go.
    func write(_ value: String, for key: String) {
        let manager = FileManager.default
        if !manager.fileExists(atPath: folder.path) {
            removeEndedRuns()
            try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let partial = folder.appending(path: ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        guard (try? value.write(to: partial, atomically: false, encoding: .utf8)) != nil else { return }
        _ = try? manager.removeItem(at: file(key))
        _ = try? manager.moveItem(at: partial, to: file(key))
    }

    private func file(_ key: String) -> URL {
        folder.appending(path: key.replacingOccurrences(of: "/", with: "-"))
    }

    /// Removes the folders of runs whose `swift test` no longer runs (a folder is named after it).
    private func removeEndedRuns() {
        let runs = folder.deletingLastPathComponent()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: runs.path)) ?? [] {
            guard let pid = name.split(separator: "-").first.flatMap({ pid_t($0) }), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: runs.appending(path: name))
        }
    }
}
