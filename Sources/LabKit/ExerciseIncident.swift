import ConcurrencyProbes
import Foundation

/// How the lab says a test process's incident (`TestIncident`): which exercise, which proof was
/// running, and the line in the exercise's file, in the one line a student reads first.
///
/// ```swift
/// TestWatchdog.install(stacks: .runtime, describing: ExerciseIncident.line)
/// ```
public enum ExerciseIncident {
    /// The incident's exercise (from the site's file, else from the running test's module), or `nil`.
    public static func exercise(of incident: TestIncident) -> Int? {
        incident.threads.joined().lazy.compactMap { exercise(ofSource: $0.file) }.first
            ?? incident.running.lazy.compactMap { exercise(ofTestModule: $0.module) }.first
    }

    /// `…/Exercises/Exercise2/X.swift` or `…/Solutions/Exercise2/X.swift` → 2.
    static func exercise(ofSource path: String) -> Int? {
        let parts = path.split(separator: "/")
        guard let at = parts.firstIndex(where: { $0 == "Exercises" || $0 == "Solutions" }), at + 2 < parts.count else { return nil }
        return number(in: parts[at + 1], after: "Exercise", before: "")
    }

    /// `Exercise2Tests` → 2.
    static func exercise(ofTestModule module: String) -> Int? {
        number(in: Substring(module), after: "Exercise", before: "Tests")
    }

    private static func number(in word: Substring, after prefix: String, before suffix: String) -> Int? {
        guard word.hasPrefix(prefix), word.hasSuffix(suffix) else { return nil }
        return Int(word.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The running tests the incident belongs to, said as proofs: the test whose function is on the
    /// crashing thread's (async) stack, else the exercise's running tests, each with its clause.
    private static func proofs(of incident: TestIncident, exercise number: Int) -> String? {
        let own = incident.running.filter { exercise(ofTestModule: $0.module) == number }
        let onStack = own.filter { test in
            let function = test.id.split(separator: "/").last.map { String($0.prefix { $0 != "(" }) } ?? ""
            return !function.isEmpty && incident.threads.joined().contains { $0.function.contains(function) }
        }
        let tests = onStack.isEmpty ? (own.isEmpty ? incident.running : own) : onStack
        guard !tests.isEmpty else { return nil }
        let clauses = ContractClauses(exercise: number)
        let named = tests.prefix(2).map { test in
            let proven = clauses.clauses(of: test.id)
            return ContractClauses.phrase(proven).map { "\($0) (“\(test.name)”)" } ?? "“\(test.name)”"
        }
        // Swift Testing runs a suite's tests side by side: past two, a count keeps the line one line.
        return named.joined(separator: " or ") + (tests.count > 2 ? " (or one of \(tests.count - 2) more running beside them)" : "")
    }

    /// The line, in the compiler's form at the student's line where there is one — the crash
    /// site or the line a hung thread is at in the exercise's sources (the built track's: the
    /// debug information names the files compiled), else the exercise's `TODO` marker:
    /// `/…/Exercises/Exercise2/SessionProductStore.swift:15: error: ✗ Exercise 2 crashed while
    /// proving “…”: SessionProductStore.swift:15, in …` — the process is ending, so no test
    /// framework can record it, and this is the form a compile error has.
    public static func line(_ incident: TestIncident) -> String {
        guard let number = exercise(of: incident) else { return TestIncident.defaultLine(incident) }
        let words = words(incident, exercise: number)
        if let site = site(of: incident, exercise: number) { return site.diagnostic(words) }
        // No line of the student's on any thread (a continuation never resumed): the mark says
        // where to start looking, and the words say why it is there.
        return StudentLine.declaration(of: [], exercise: number)?
            .diagnostic(words + " (Marked at the exercise's TODO: no line of yours was on any thread.)") ?? words
    }

    /// The crash site, or the line a hung thread is at, in the exercise's sources, when that file is there.
    private static func site(of incident: TestIncident, exercise number: Int) -> StudentLine? {
        let frames = incident.kind == .crashed ? incident.frames : Array(incident.threads.joined())
        guard let site = frames.first(where: { exercise(ofSource: $0.file) == number && $0.line > 0 }),
              FileManager.default.fileExists(atPath: site.file) else { return nil }
        return StudentLine(path: site.file, line: site.line)
    }

    /// The line's words: `✗ Exercise 2 crashed while proving “…”: SessionProductStore.swift:15, in …`.
    private static func words(_ incident: TestIncident, exercise number: Int) -> String {
        let proving = proofs(of: incident, exercise: number).map { " while proving \($0)" } ?? ""
        switch incident.kind {
        case .crashed:
            let site = incident.frames.first { exercise(ofSource: $0.file) == number } ?? incident.frames.first
            return "✗ Exercise \(number) crashed\(proving): \(site.map { "\($0.place), in \($0.function)" } ?? "no line of yours is on the crashing thread")"
                + " (\(incident.signal ?? "a signal"))."
        case .poolHeld, .testNeverEnded:
            // Where the call that never returned is: a line of the exercise a thread is at, else
            // the line of its test that awaits it.
            let site = incident.threads.joined().first { exercise(ofSource: $0.file) == number }
                ?? incident.threads.joined().first { $0.file.contains("/Tests/Exercise\(number)Tests/") }
            let whereNow = site.map { frame in
                "a thread is still at \(frame.place)" + (quote(frame).map { ", `\($0)`" } ?? "")
            }
            let why = switch (incident.kind, whereNow) {
            case (.poolHeld, _): "every thread of the concurrency pool is busy: an endless loop, or a wait that blocks a thread?"
            case (_, .some): "an endless loop, or a lock it already holds?"
            case (_, nil): "no thread runs its code: it awaits something nobody gives (a continuation never resumed?)."
            }
            return "✗ Exercise \(number) never returned\(proving): after \(incident.seconds) s"
                + (whereNow.map { " \($0) — " } ?? ", ") + why + " The test process is ended."
        }
    }

    /// The frame's line of source, trimmed, when it is short enough to quote.
    private static func quote(_ frame: TestIncident.Frame) -> String? {
        guard let text = try? String(contentsOfFile: frame.file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard frame.line >= 1, frame.line <= lines.count else { return nil }
        let line = lines[frame.line - 1].trimmingCharacters(in: .whitespaces)
        return line.isEmpty || line.count > 80 ? nil : line
    }
}

/// Which contract clauses a test proves (a model test proves several), read from the exercise's
/// `proofs.json` beside the sources the tests were built from (the lab's root is three folders
/// above this file).
struct ContractClauses {
    private var clausesOfTest: [String: [Int]] = [:]

    init(exercise number: Int) {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = root.appending(path: "Exercises/Exercise\(number)/proofs.json")
        guard let data = try? Data(contentsOf: manifest),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let contract = object["contract"] as? [[String: Any]] else { return }
        for clause in contract {
            guard let number = clause["clause"] as? Int, let tests = clause["tests"] as? [String] else { continue }
            for test in tests where !(clausesOfTest[test] ?? []).contains(number) { clausesOfTest[test, default: []].append(number) }
        }
    }

    func clauses(of test: String) -> [Int] { clausesOfTest[test] ?? [] }

    /// `clause 2`, `clauses 1, 3 and 4`, or `nil` for none.
    static func phrase(_ clauses: [Int]) -> String? {
        switch clauses.count {
        case 0: nil
        case 1: "clause \(clauses[0])"
        default: "clauses \(clauses.dropLast().map(String.init).joined(separator: ", ")) and \(clauses.last!)"
        }
    }

    /// ` (clause 2)`, ` (clauses 1, 3 and 4)`, or nothing: for the end of a message.
    static func naming(_ clauses: [Int]) -> String { phrase(clauses).map { " (\($0))" } ?? "" }
}
