import Foundation

/// Why a test process could not end by itself, said by `TestWatchdog` as it ends it: the
/// process crashed, every thread of the cooperative pool stayed busy, or a test outlived its
/// limit. It is printed as one line on standard error and, where the environment's
/// `CONCURRENCY_PROBES_INCIDENTS` names a folder, written there as JSON (`<pid>.json`), so a
/// tool that ran the tests reads it instead of the console's prose.
///
/// ```swift
/// let folder = URL(filePath: "/tmp/incidents")
/// for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
///     let incident = try JSONDecoder().decode(TestIncident.self, from: Data(contentsOf: file))
///     print(incident.line)
/// }
/// ```
public struct TestIncident: Codable, Sendable, Equatable {
    /// What happened.
    public enum Kind: String, Codable, Sendable {
        /// A signal the process cannot survive: a `fatalError`, a force-unwrap of `nil`, an index
        /// out of range, a bad access.
        case crashed
        /// Every thread of the cooperative pool stayed busy: an endless loop, or a call that blocks
        /// a thread on something that never comes. Nothing on the pool, a safety net included,
        /// could run again.
        case poolHeld
        /// A test ran past its limit with the pool free: it awaits something nobody gives (a
        /// continuation never resumed, a lock it already holds).
        case testNeverEnded
    }

    /// One frame of the package's own code (not the toolchain's), innermost first.
    public struct Frame: Codable, Sendable, Equatable {
        /// The source file, as the debug information spells it (an absolute path).
        public let file: String
        /// The line in `file`; 0 where the compiler tied the instruction to no line.
        public let line: Int
        /// The function, as the symbolizer spells it (mangled where it cannot demangle Swift).
        public let function: String

        /// A frame of `function` at `line` of `file`.
        public init(file: String, line: Int, function: String) {
            self.file = file
            self.line = line
            self.function = function
        }

        /// `File.swift:12` (`File.swift` alone for line 0).
        public var place: String { URL(filePath: file).lastPathComponent + (line > 0 ? ":\(line)" : "") }
    }

    /// One test that was running when it happened.
    public struct RunningTest: Codable, Sendable, Equatable {
        /// `Module.Type/name()` for Swift Testing, `Module.Type/name` for XCTest.
        public let id: String
        /// What a reader knows the test by (its display name, or its name).
        public let name: String

        /// The test's module (`Module` in `Module.Type/name`).
        public var module: String { String(id.prefix { $0 != "." }) }
    }

    /// What happened.
    public let kind: Kind
    /// The signal's name for a crash (`SIGILL`, `SIGSEGV` …), `nil` otherwise.
    public let signal: String?
    /// Every test running when it happened (Swift Testing runs tests in parallel).
    public let running: [RunningTest]
    /// Where it happened in the package's own code, a list of frames per thread, innermost first:
    /// the crashing thread's alone, or, for a hang, each thread's that was in the package's code.
    /// Empty where the toolchain cannot read backtraces.
    public let threads: [[Frame]]

    /// The first thread's frames: the crash site's.
    public var frames: [Frame] { threads.first ?? [] }
    /// How long the pool stayed busy, or the test ran, in seconds (0 for a crash).
    public let seconds: Int
    /// The one line printed for it (`TestWatchdog.install(describing:)` says how).
    public internal(set) var line = ""

    init(kind: Kind, signal: String?, running: [RunningTest], threads: [[Frame]], seconds: Int) {
        self.kind = kind
        self.signal = signal
        self.running = running
        self.threads = threads.filter { !$0.isEmpty }
        self.seconds = seconds
    }

    /// The line a watchdog installed without a description of its own prints: what happened,
    /// while which tests ran, and where.
    ///
    /// ```swift
    /// TestWatchdog.install(describing: TestIncident.defaultLine)
    /// ```
    public static func defaultLine(_ incident: TestIncident) -> String {
        let tests = incident.running.isEmpty ? "no test" : incident.running.map { "“\($0.name)”" }.joined(separator: ", ")
        let place = incident.frames.first.map { " at \($0.place), in \($0.function)" } ?? ""
        switch incident.kind {
        case .crashed:
            return "✗ The test process crashed (\(incident.signal ?? "a signal"))\(place) while \(tests) ran;"
                + " the runtime's own message, if any, is the line above."
        case .poolHeld:
            return "✗ Every thread of the cooperative pool has been busy for \(incident.seconds) s while \(tests) ran"
                + (place.isEmpty ? "" : ", one of them") + place + ": an endless loop, or a call that blocks a thread? The test process is ended."
        case .testNeverEnded:
            return "✗ \(tests) has not ended after \(incident.seconds) s\(place.isEmpty ? "" : ",")\(place):"
                + " it awaits something nobody gives (a continuation never resumed, a lock it already holds)? The test process is ended."
        }
    }

    /// The environment variable naming the folder where incidents are written as JSON.
    public static let folderVariable = "CONCURRENCY_PROBES_INCIDENTS"
}
