import ConcurrencyProbes
import Foundation
import Testing

/// Where a broken clause belongs in the student's code: the declaration of the method the
/// failing call reached, in the exercise's sources of the track that was built — so an editor
/// marks the student's line, not the test's, and the message (which names the clause and the
/// test) is recorded there once. The sources are found from the test's own file (`#filePath`:
/// the lab's root is three folders above it, in a student's clone, a grading copy or the gate's)
/// and `LAB_TRACK`, as the review rule finds them — never from the current folder, which differs
/// in Xcode.
///
/// ```swift
/// if let line = StudentLine.declaration(of: ["refresh A"], exercise: 2) {
///     Issue.record("The latest word lost … (clause 1)", sourceLocation: line.sourceLocation)
/// }
/// ```
public struct StudentLine: Sendable, Equatable, CustomStringConvertible {
    /// The source file's absolute path.
    public let path: String
    /// Its line, from 1.
    public let line: Int

    /// The first of `calls` ("refresh A", "cancel refresh A", "clear()") whose words name a
    /// method the exercise declares (`func refresh(`): that declaration's line. None does: the
    /// exercise's `TODO(ExerciseN)` marker, where the student starts; `nil` when neither is found
    /// (the test's own line is then the place).
    public static func declaration(of calls: [String], exercise: Int, testFile: String = #filePath) -> StudentLine? {
        let sources = Self.sources(exercise: exercise, testFile: testFile)
        for call in calls {
            for word in call.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }) {
                for (path, lines) in sources {
                    if let index = lines.firstIndex(where: { $0.contains("func \(word)(") || $0.contains("func \(word)<") }) {
                        return StudentLine(path: path, line: index + 1)
                    }
                }
            }
        }
        for (path, lines) in sources {
            if let index = lines.firstIndex(where: { $0.contains("TODO(Exercise\(exercise))") }) {
                return StudentLine(path: path, line: index + 1)
            }
        }
        return nil
    }

    /// The calls a failing schedule made, the last step's first: where its clause broke.
    public static func calls(in trace: ScheduleTrace?) -> [String] {
        (trace?.steps ?? []).reversed().compactMap { step in
            if case let .call(call) = step.event { call.name } else { nil }
        }
    }

    /// The calls a message names, in order (`appear()`, `load()`): for a check that drives its
    /// scenarios itself and reports them in words.
    public static func calls(in message: String) -> [String] {
        message.matches(of: /([A-Za-z_][A-Za-z0-9_]*)\(/).map { String($0.1) }
    }

    /// A call that never returned within its safety net (`SafetyNet.NeverReturned`, whose words
    /// `description` holds), in test `id` (`Module.Type/name`): the message with the clauses the
    /// test proves, and the call's declaration, where it is recorded; `nil` when the text names
    /// no such call or the exercise declares it nowhere (then the test's own place stands).
    ///
    /// ```swift
    /// if let (message, line) = StudentLine.neverReturned(in: never.description, test: "Exercise1Tests.Exercise1CacheTests/emptyCacheDeliversNothing()") {
    ///     Issue.record(Comment(rawValue: message), sourceLocation: line.sourceLocation)
    /// }
    /// ```
    public static func neverReturned(in description: String, test id: String) -> (message: String, line: StudentLine)? {
        guard let call = SafetyNet.NeverReturned.call(in: description),
              let number = ExerciseIncident.exercise(ofTestModule: String(id.prefix { $0 != "." })),
              let line = declaration(of: [call], exercise: number) else { return nil }
        return (description + ContractClauses.naming(ContractClauses(exercise: number).clauses(of: id)), line)
    }

    /// For Swift Testing's `Issue.record(_:sourceLocation:)`.
    public var sourceLocation: SourceLocation {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let module = path.split(separator: "/").dropLast().last.map(String.init) ?? "Exercise"
        return SourceLocation(fileID: "\(module)/\(name)", filePath: path, line: line, column: 1)
    }

    public var description: String { "\(path):\(line)" }

    /// `message` in the compiler's form, `path:line: error: message`: the one line a process that
    /// is ending can still write, which editors and CI annotate at this line.
    ///
    /// ```swift
    /// print(line.diagnostic("✗ Exercise 2 crashed …"))   // /…/SessionProductStore.swift:15: error: ✗ Exercise 2 crashed …
    /// ```
    public func diagnostic(_ message: String) -> String { "\(path):\(line): error: \(message)" }

    /// A `diagnostic(_:)` read back: its line and its message; `nil` and the whole text when the
    /// text is not one.
    ///
    /// ```swift
    /// let (line, message) = StudentLine.reading(diagnostic: text)
    /// ```
    public static func reading(diagnostic text: String) -> (line: StudentLine?, message: String) {
        guard let match = text.firstMatch(of: #/^(/[^:\n]+):([0-9]+): error: /#), let number = Int(match.2) else { return (nil, text) }
        return (StudentLine(path: String(match.1), line: number), String(text[match.range.upperBound...]))
    }

    /// The exercise's folder on the track that was built (`LAB_TRACK`), found from a test's own
    /// file: the folder, and its path from the lab's root (`Exercises/Exercise2`).
    static func trackFolder(exercise: Int, testFile: String) -> (directory: URL, relative: String) {
        let root = URL(filePath: testFile).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let track = ProcessInfo.processInfo.environment["LAB_TRACK"] == "solutions" ? "Solutions" : "Exercises"
        return (root.appending(path: "\(track)/Exercise\(exercise)"), "\(track)/Exercise\(exercise)")
    }

    /// The exercise's Swift files of the built track, each as its lines, by path, in name order.
    static func sources(exercise: Int, testFile: String) -> [(path: String, lines: [String])] {
        let directory = trackFolder(exercise: exercise, testFile: testFile).directory
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { name in
            let path = directory.appending(path: name).path
            return (try? String(contentsOfFile: path, encoding: .utf8)).map { (path, $0.components(separatedBy: "\n")) }
        }
    }
}
