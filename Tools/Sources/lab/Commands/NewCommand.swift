import Foundation

/// `lab new N "Title"`: scaffolds exercise N — sources on both tracks, both test suites,
/// messages, manifest, a README skeleton with three hints, and the exercises' table row; it says
/// which number to add to `Package.swift` (the lab never rewrites the manifest's text;
/// `lab structure` checks it through SwiftPM). Every scaffolded file says `SCAFFOLD`, and `lab structure` fails
/// while one does: a scaffold is a start, never a proof.
struct NewCommand: LabCommand {
    static let spec = CommandSpec(name: "new", arguments: "N \"Title\"", positionals: 2...2, summary: "maintainers: scaffold exercise N with its title")
    let lab: Lab

    func run() throws -> Bool {
        let number = try Options.positiveNumber(lab.options.positionals[0], what: "the exercise")
        let title = lab.options.positionals[1]
        let created = try ExerciseScaffold(layout: lab.layout, number: number, title: title).write()
        for path in created { Lab.say("  created \(path)") }
        Lab.say("""
              added a row to the exercises' table (\(LabDocuments.students.rawValue))
            Next: add \(number) to `let exercises` in Package.swift, write the bug, the fix and the proofs
              (every SCAFFOLD line), then
              swift run lab ship && swift run lab structure && scripts/check.sh
            """)
        return true
    }
}

/// The files of a new exercise, apart from the command line so a test can check them.
struct ExerciseScaffold {
    let layout: LabLayout
    let number: Int
    let title: String

    /// Writes the exercise; refuses (changing nothing) if any of its folders exists.
    func write() throws -> [String] {
        let id = ExerciseID(number)
        let folders = [id.exercisePath, id.solutionPath, id.testsPath]
        if let taken = folders.first(where: { FileManager.default.fileExists(atPath: layout.root.appending(path: $0).path) }) {
            throw LabError.failed("\(taken) exists already; nothing was created (pick another number)")
        }
        guard title.count >= 3, !title.contains("\"") else { throw LabError.usage("the title is a few words without quotes, as in \"Actor reentrancy\"") }
        let readmeURL = layout.root.appending(path: LabDocuments.students.rawValue)
        let readme = (try? String(contentsOf: readmeURL, encoding: .utf8)) ?? ""

        let files: [(String, String)] = [
            ("Exercises/\(name)/\(name)Subject.swift", source(fixed: false)),
            ("Solutions/\(name)/\(name)Subject.swift", source(fixed: true)),
            ("Exercises/\(name)/README.md", exerciseReadme()),
            ("Exercises/\(name)/proofs.json", manifest()),
            ("Tests/\(name)Tests/\(name)Tests.swift", swiftTestingSuite()),
            ("Tests/\(name)Tests/\(name)XCTests.swift", xctestSuite()),
            ("Tests/\(name)Tests/\(name)Messages.swift", messages()),
        ]
        for (path, text) in files {
            let url = layout.root.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        }
        if let lastRow = readme.split(separator: "\n", omittingEmptySubsequences: false).last(where: { $0.range(of: #"^\| \d+ \| "#, options: .regularExpression) != nil }) {
            let row = "| \(number) | \(title) | SCAFFOLD: the bug you fix | SCAFFOLD: proven by |"
            try readme.replacingOccurrences(of: lastRow, with: lastRow + "\n" + row).write(to: readmeURL, atomically: true, encoding: .utf8)
        }
        return files.map(\.0)
    }

    private var name: String { ExerciseID(number).name }

    private func source(fixed: Bool) -> String {
        """
        import Catalog

        /// SCAFFOLD: the type the student fixes (lesson …).
        public final class \(name)Subject: Sendable {
            public init() {}

            public func answer() -> Int {
        \(fixed ? "        42" : "        // TODO(\(name)): SCAFFOLD — the bug goes here.\n        0")
            }
        }

        """
    }

    private func exerciseReadme() -> String {
        """
        # \(name) — \(title)

        ## The story
        SCAFFOLD: what goes wrong for a user of the app, in a few sentences.

        ## The mental model
        SCAFFOLD: a small mermaid diagram where it helps.

        ## The proof
        SCAFFOLD: what the tests show, and `swift test --filter \(name)Tests`.

        ## The contract
        SCAFFOLD: what the fixed type promises; one numbered line per clause, as in proofs.json:
        1. SCAFFOLD: the answer is right.

        ## Your task
        SCAFFOLD: the file marked `TODO(\(name))`, and the public API to keep.

        ## Hints
        <details><summary>Hint 1 (nudge)</summary>

        SCAFFOLD
        </details>

        <details><summary>Hint 2 (direction)</summary>

        SCAFFOLD
        </details>

        <details><summary>Hint 3 (near-answer)</summary>

        SCAFFOLD
        </details>

        ## Where the lesson is wrong
        SCAFFOLD

        ## Read next
        SCAFFOLD

        """
    }

    private func manifest() -> String {
        """
        {
          "exercise": \(number),
          "title": "\(title)",
          "lesson": "SCAFFOLD",
          "proofs": [
            {
              "kind": "test",
              "name": "SCAFFOLD: what is proven",
              "tests": [
                "\(name)Tests.\(name)XCTests/test_answer_isRight",
                "\(name)Tests.\(name)Tests/answerIsRight()"
              ],
              "message": "SCAFFOLD wrong answer"
            }
          ],
          "contract": [
            {
              "clause": 1,
              "text": "SCAFFOLD: the answer is right.",
              "tests": [
                "\(name)Tests.\(name)XCTests/test_answer_isRight",
                "\(name)Tests.\(name)Tests/answerIsRight()"
              ],
              "message": "SCAFFOLD wrong answer"
            }
          ]
        }

        """
    }

    private func swiftTestingSuite() -> String {
        """
        import \(name)
        import LabKit
        import Testing

        /// \(name) — "\(title)", Swift Testing style. SCAFFOLD: the real proofs.
        @Suite("\(name): \(title)")
        struct \(name)Tests {
            @Test("\(name): SCAFFOLD the proof's name")
            func answerIsRight() {
                let subject = \(name)Subject()
                if subject.answer() != 42 { Issue.record(Comment(rawValue: \(name)Messages.wrongAnswer(subject.answer()))) }
            }
        }

        """
    }

    private func xctestSuite() -> String {
        """
        import \(name)
        import LabKit
        import XCTest

        /// \(name) — "\(title)", XCTest style. SCAFFOLD: the real proofs.
        final class \(name)XCTests: XCTestCase {
            func test_answer_isRight() {
                let subject = \(name)Subject()
                if subject.answer() != 42 { XCTFail(\(name)Messages.wrongAnswer(subject.answer())) }
            }
        }

        """
    }

    private func messages() -> String {
        """
        /// What the \(name) proofs tell a student, shared by the XCTest and Swift Testing suites.
        enum \(name)Messages {
            static let subject = "Exercises/\(name)/\(name)Subject.swift"

            static func wrongAnswer(_ answer: Int) -> String {
                "SCAFFOLD wrong answer: \\(answer). \\(subject): see Exercises/\(name)/README.md, hint 1."
            }
        }

        """
    }
}
