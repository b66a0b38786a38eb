import Foundation
import Testing

/// A review rule the lab enforces by reading the student's source, for what no behaviour can
/// show: an escape hatch (`@unchecked Sendable`, `nonisolated(unsafe)`, `unowned(unsafe)`) kept where the
/// compiler could have checked the code. It is not a runtime fact — code with one may run
/// correctly today — but it switches the compiler's data-race check off for every change
/// that comes after.
///
/// The sources read are the ones the test was built from: `Exercises/ExerciseN/`, or
/// `Solutions/ExerciseN/` when `LAB_TRACK=solutions` (the environment `swift test` passes on).
///
/// ```swift
/// let found = SourceReview.escapeHatches(exercise: 6)
/// #expect(found.isEmpty, "an escape hatch the compiler could have checked: \(found)")
/// ```
public enum SourceReview {
    /// One escape hatch: where it is, and the line.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// The file, from the lab's root (`Exercises/Exercise1/InMemoryProductCache.swift`).
        public let file: String
        public let text: String
        /// Where it is, as an editor marks it: the file's absolute path and the line.
        public let place: StudentLine
        /// Its line, from 1.
        public var line: Int { place.line }

        public var description: String { "\(file):\(line): \(text)" }
    }

    /// Every line of exercise N's built sources whose code (not a comment or a string)
    /// declares an escape hatch.
    public static func escapeHatches(exercise number: Int, testFile: StaticString = #filePath) -> [Finding] {
        let relative = StudentLine.trackFolder(exercise: number, testFile: "\(testFile)").relative
        var findings: [Finding] = []
        for (path, lines) in StudentLine.sources(exercise: number, testFile: "\(testFile)") {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            for (index, line) in lines.enumerated() where declaresEscapeHatch(line) {
                findings.append(Finding(file: "\(relative)/\(name)", text: line.trimmingCharacters(in: .whitespaces),
                                        place: StudentLine(path: path, line: index + 1)))
            }
        }
        return findings
    }

    /// Reviews exercise N's built sources and records what it finds as one issue, at the first
    /// escape hatch's line (an editor marks it there), with every one in its message.
    ///
    /// ```swift
    /// @Test func sourcesKeepNoEscapeHatch() { SourceReview.record(exercise: 6) }
    /// ```
    public static func record(exercise number: Int, testFile: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (message, place) = review(exercise: number, testFile: testFile) else { return }
        Issue.record(Comment(rawValue: message), sourceLocation: place.sourceLocation)
    }

    /// What the review finds in exercise N's built sources, in one message, and the first
    /// escape hatch's place, where it is recorded; `nil` when it finds none.
    ///
    /// ```swift
    /// if let (message, place) = SourceReview.review(exercise: 6) { print(place.diagnostic(message)) }
    /// ```
    public static func review(exercise number: Int, testFile: StaticString = #filePath) -> (message: String, place: StudentLine)? {
        let findings = escapeHatches(exercise: number, testFile: testFile)
        guard let first = findings.first, let message = message(findings) else { return nil }
        return (message, first.place)
    }

    /// What a student reads when the review finds an escape hatch; `nil` when it finds none.
    public static func message(_ findings: [Finding]) -> String? {
        guard let first = findings.first else { return nil }
        return "An escape hatch the compiler could have checked: \(findings.map(\.description).joined(separator: "; "))."
            + " It switches Swift 6's data-race check off for this type, for every change anyone makes later, and"
            + " nothing here needs it: an actor, a struct of Sendable values, a `Mutex`, a `let` or a `weak`"
            + " reference is checked by the compiler. This is a review rule the lab enforces by reading \(first.file), not a runtime fact: the"
            + " code may well run, today."
    }

    /// True if the line's code — not a comment, not a string literal — uses an escape hatch.
    static func declaresEscapeHatch(_ line: String) -> Bool {
        let text = code(of: line)
        // The spellings, as text to look for (this line names them; it uses none).
        return text.contains("@unchecked") || text.contains("nonisolated(unsafe)") || text.contains("unowned(unsafe)")
    }

    /// The line's code without its `//` comment and without the text of its string literals,
    /// so that a rule that reads sources is never set off by a comment that names what it looks for.
    ///
    /// ```swift
    /// SourceReview.code(of: #"try await Task.sleep(for: .seconds(1)) // "not #expect""#)
    /// // "try await Task.sleep(for: .seconds(1)) "
    /// ```
    public static func code(of line: String) -> String {
        var code = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if !inString, character == "/", previous == "/" {
                code.removeLast()
                break
            }
            if character == "\"", previous != "\\" { inString.toggle() } else if !inString { code.append(character) }
            previous = character
        }
        return code
    }
}
