import Foundation

/// What a test process said as its watchdog ended it (ConcurrencyProbes' `TestIncident`,
/// written as JSON into the folder `TestRun` names in `CONCURRENCY_PROBES_INCIDENTS`): it
/// crashed, or a call never returned. Read from that file, never from the console, except for
/// the runtime's own crash message, which only the console carries.
///
/// ```swift
/// let incidents = Incident.read(from: results.appending(path: "incidents"), console: log)
/// incidents.first?.exercise    // 2
/// ```
struct Incident: Equatable {
    enum Kind: String, Decodable {
        case crashed, poolHeld, testNeverEnded
    }

    struct Frame: Decodable, Equatable {
        let file: String
        let line: Int
        let function: String

        /// `File.swift:12`.
        var place: String { URL(filePath: file).lastPathComponent + (line > 0 ? ":\(line)" : "") }
    }

    struct RunningTest: Decodable, Equatable {
        let id: String
        let name: String
    }

    let kind: Kind
    let running: [RunningTest]
    let threads: [[Frame]]
    /// The line the test process printed: the lab's own words (exercise, clause, line), after
    /// the student's line in the compiler's form where there is one (`mark`).
    let line: String
    /// The runtime's own message for a crash (`Fatal error: Index out of range`), from the console.
    var runtimeMessage: String?

    /// The exercise it belongs to: the exercise whose source is on a thread, else the running test's.
    var exercise: Int? {
        exerciseFrame.flatMap { ExerciseSelection.exercise(ofPath: $0.file) }
            ?? running.lazy.compactMap { ExerciseSelection.exercise(ofTest: $0.id) }.first
    }

    /// Where, in the exercise's own code: the first frame of its sources on any thread, else the first frame.
    var site: Frame? { exerciseFrame ?? threads.first?.first }

    /// The first frame, on any thread, in an exercise's sources (either track), not its tests.
    private var exerciseFrame: Frame? {
        threads.joined().first { frame in ["/Exercises/", "/Solutions/"].contains { frame.file.contains($0) } }
    }

    /// The status it gives its exercise.
    var status: ExerciseProgress.Status { kind == .crashed ? .crashed : .neverReturned }

    /// Where an editor marks it: `/…/Exercises/Exercise2/SessionProductStore.swift:15: error: ✗ …`
    /// → that file and line, or `nil` when the line has none.
    var mark: SourceMark? { SourceMark.reading(line)?.mark }

    /// The lab's words, without the mark.
    var words: String { SourceMark.reading(line)?.message ?? line }

    /// Whether the mark is where it must be, for an incident whose site is in the exercise's
    /// sources: a file that exists under `folder`, the exercise's folder of the track that was
    /// built. `nil` when it is, or when no frame of the exercise's is on any thread (then there
    /// is no line of the student's to mark); else what is wrong, in words.
    func misplacedMark(folder: URL) -> String? {
        guard exerciseFrame != nil else { return nil }
        guard let mark else { return "its line has no mark at the student's line: \(line.prefix(100))" }
        return mark.isFile(under: folder) ? nil : "its mark \(mark.path):\(mark.line) is not a file under \(folder.path)"
    }

    /// What a student reads first: the process's words, with the runtime's message for a crash
    /// (`… SessionProductStore.swift:15, in … (SIGILL) — Fatal error: todo.`).
    var message: String {
        guard kind == .crashed, let runtimeMessage else { return words }
        return (words.hasSuffix(".") ? String(words.dropLast()) : words) + " — \(runtimeMessage)."
    }

    /// Short, for a table: `SessionProductStore.swift:15: Fatal error: todo`, `a call at X.swift:47`.
    var summary: String {
        let place = site?.place
        switch kind {
        case .crashed: return [place, runtimeMessage].compactMap { $0 }.joined(separator: ": ")
        case .poolHeld, .testNeverEnded: return place.map { "a call at \($0)" } ?? "a call"
        }
    }

    private struct Record: Decodable {
        let kind: Kind
        let running: [RunningTest]
        let threads: [[Frame]]
        let line: String
    }

    /// Every incident written into `folder`, with the runtime's message found in `console`.
    static func read(from folder: URL, console: String) -> [Incident] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }.compactMap { file in
            guard let data = try? Data(contentsOf: file), let record = try? JSONDecoder().decode(Record.self, from: data) else { return nil }
            return Incident(kind: record.kind, running: record.running, threads: record.threads, line: record.line,
                            runtimeMessage: record.kind == .crashed ? runtimeMessage(before: record.line, in: console) : nil)
        }
    }

    /// The runtime's message printed just before the watchdog's line: `X.swift:15: Fatal error: todo`
    /// → `Fatal error: todo` (its file is the runtime's own for an index out of range, so the site is ours).
    static func runtimeMessage(before line: String, in console: String) -> String? {
        let lines = console.split(separator: "\n", omittingEmptySubsequences: true)
        let end = lines.firstIndex { $0.contains(line.prefix(60)) } ?? lines.endIndex
        let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]
        for candidate in lines[..<end].suffix(40).reversed() {
            guard let kind = kinds.lazy.compactMap({ candidate.range(of: ": \($0)") }).first else { continue }
            return String(candidate[candidate.index(kind.lowerBound, offsetBy: 2)...])
        }
        return nil
    }
}
