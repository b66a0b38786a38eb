import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import lab

/// A class as `lab grade` sees it: every kind of cell a grid can hold.
private let grades = [
    SubmissionGrade(name: "ana", edited: [], refused: [], exercises: [
        ExerciseGrade(exercise: 1, status: .done, tests: [.init(id: "T/a", name: "a", result: .passed, message: nil)], compilerErrors: []),
        ExerciseGrade(exercise: 2, status: .failing, tests: [
            .init(id: "T/b", name: "b <&> \"quoted\"", result: .failed, message: "Two calls were inside at once\n1. step one"),
            .init(id: "T/c", name: "c", result: .crashed, message: "The test never ended"),
            .init(id: "T/d", name: "d", result: .skipped, message: nil),
        ], compilerErrors: []),
    ]),
    SubmissionGrade(name: "ben", edited: ["Tests/Exercise2Tests/Exercise2Messages.swift"], refused: ["Exercises/Exercise1/Linked.swift: a link"], exercises: [
        ExerciseGrade(exercise: 1, status: .doesNotCompile, tests: [], compilerErrors: ["Exercises/Exercise1/A.swift:3:1: error: expected '}' \u{1}"]),
        ExerciseGrade(exercise: 2, status: .timedOut, tests: [], compilerErrors: []),
    ]),
    SubmissionGrade(name: "cy", edited: [], refused: [], exercises: [
        ExerciseGrade(exercise: 1, status: .missing, tests: [], compilerErrors: []),
        ExerciseGrade(exercise: 2, status: .done, tests: [.init(id: "T/b", name: "b", result: .passed, message: nil)], compilerErrors: []),
    ]),
]
private let titles = [1: "From @unchecked Sendable to actor", 2: "Actor reentrancy"]

@Suite("lab grade: the files it writes, read as their readers read them")
struct GradeFormatTests {
    @Test("JUnit: well-formed XML; a failed proof's message is the <failure> text; crash, timeout and no build are <error>s; an exercise not handed in is a <failure>, never skipped")
    func junit() throws {
        let data = try GradeFormat.junit.render(grades, titles: titles)
        #if canImport(FoundationXML) || os(macOS)
        let document = try XMLDocument(data: data)
        let suites = try document.nodes(forXPath: "/testsuites/testsuite")
        #expect(suites.count == 3)
        let failures = try document.nodes(forXPath: "//failure")
        #expect(failures.count == 2, "a failed proof and an exercise not handed in")
        #expect(failures.first?.stringValue == "Two calls were inside at once\n1. step one", "the whole message, in the element's text")
        #expect(try document.nodes(forXPath: "//error").count == 3, "a crash, a timeout and an exercise that does not compile")
        #expect(try document.nodes(forXPath: "//skipped").count == 1, "a skipped test; an exercise not handed in is not skipped")
        let classnames = try document.nodes(forXPath: "//testcase/@classname").compactMap(\.stringValue)
        #expect(Set(classnames) == ["Exercise1", "Exercise2"])
        #expect(try document.nodes(forXPath: "//property[@name='edited']").count == 1)
        #endif
    }

    @Test("Classroom: GitHub Classroom's fields, one test per exercise, each worth a point; one student only")
    func classroom() throws {
        let data = try GradeFormat.classroom.render([grades[0]], titles: titles)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["version", "status", "max_score", "tests"])
        #expect(object["version"] as? Int == 1)
        #expect(object["status"] as? String == "fail")
        #expect(object["max_score"] as? Int == 2)
        let tests = try #require(object["tests"] as? [[String: Any]])
        #expect(tests.map { $0["status"] as? String } == ["pass", "fail"])
        #expect(tests.map { $0["score"] as? Int } == [1, 0])
        #expect(tests.allSatisfy { Set($0.keys) == ["name", "status", "score", "max_score", "message"] })
        #expect((tests[1]["message"] as? String)?.contains("Two calls were inside at once") == true)
        #expect(throws: LabError.self) { try GradeFormat.classroom.render(grades, titles: titles) }
    }

    @Test("JSON: versioned, every test of every exercise with its message")
    func json() throws {
        let data = try GradeFormat.json.render(grades, titles: titles)
        struct Document: Decodable {
            let version: Int
            let submissions: [SubmissionGrade]
        }
        let document = try JSONDecoder().decode(Document.self, from: data)
        #expect(document.version == GradeJSON.version)
        #expect(document.submissions == grades)
    }

    @Test("HTML: one page, nothing from elsewhere, a cell per student and exercise, the messages inside")
    func html() throws {
        let page = String(decoding: try GradeFormat.html.render(grades, titles: titles), as: UTF8.self)
        #expect(!page.contains("<script"))
        #expect(!page.contains("http://") && !page.contains("https://"), "opens with no network")
        #expect(page.components(separatedBy: "<td class=\"").count - 1 == 6 + 1, "six exercise cells and one flag cell")
        #expect(page.contains("Two calls were inside at once"))
        #expect(page.contains("b &lt;&amp;&gt; &quot;quoted&quot;"))
        #expect(page.contains("edited Tests/Exercise2Tests/Exercise2Messages.swift"))
    }

    @Test("a progress line estimates from the exercises that ran, not the cached ones nor the first (a cold build)")
    func progress() {
        var progress = GradeProgress(total: 5)
        #expect(progress.line == "[1/5]")
        progress.finished(seconds: 300)
        #expect(progress.line == "[2/5]")
        progress.finished(seconds: 60)
        progress.finished(seconds: 0)
        #expect(progress.line == "[4/5, about 2 min left]")
    }
}
