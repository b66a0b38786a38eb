import Foundation
import Testing

@testable import lab

@Suite("lab: what a test process's watchdog said, and a crash costing only its own exercise")
struct IncidentTests {
    private let crash = #"""
        {"kind":"crashed","signal":"SIGILL","seconds":0,
         "running":[{"id":"Exercise2Tests.Exercise2ReentrancyTests/refreshDeliversRemoteProducts()","name":"Exercise2: refresh delivers"}],
         "threads":[[{"file":"/lab/Exercises/Exercise2/SessionProductStore.swift","line":15,"function":"SessionProductStore.refresh(from:)"},
                     {"file":"/lab/Tests/Exercise2Tests/Exercise2ReentrancyTests.swift","line":27,"function":"Exercise2ReentrancyTests.refreshDeliversRemoteProducts()"}]],
         "line":"✗ Exercise 2 crashed while proving clause 2: SessionProductStore.swift:15, in SessionProductStore.refresh(from:) (SIGILL)."}
        """#

    private func folder(with files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "incidents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appending(path: name)) }
        return folder
    }

    @Test("an incident file names the exercise from the crash site, and the runtime's message comes from the console")
    func readsAnIncident() throws {
        let console = """
            ◇ Test "Exercise2: refresh delivers" started.
            Exercise2/SessionProductStore.swift:15: Fatal error: todo

            ✗ Exercise 2 crashed while proving clause 2: SessionProductStore.swift:15, in SessionProductStore.refresh(from:) (SIGILL).
            """
        let incidents = Incident.read(from: try folder(with: ["123.json": crash, "notes.txt": "ignored"]), console: console)
        #expect(incidents.count == 1)
        let incident = try #require(incidents.first)
        #expect(incident.exercise == 2 && incident.status == .crashed)
        #expect(incident.summary == "SessionProductStore.swift:15: Fatal error: todo")
        #expect(incident.message.hasSuffix("(SIGILL) — Fatal error: todo."))
    }

    @Test("a line marked at the student's line (the compiler's form) reads as that path and line, and the lab's words")
    func readsTheMark() throws {
        let words = "✗ Exercise 2 crashed while proving clause 2: SessionProductStore.swift:15, in SessionProductStore.refresh(from:) (SIGILL)."
        let marked = crash.replacingOccurrences(of: #""line":"✗"#, with: #""line":"/lab/Exercises/Exercise2/SessionProductStore.swift:15: error: ✗"#)
        let incident = try #require(Incident.read(from: try folder(with: ["1.json": marked]), console: "").first)
        #expect(incident.mark == SourceMark(path: "/lab/Exercises/Exercise2/SessionProductStore.swift", line: 15))
        #expect(incident.words == words && incident.message == words)
        let plain = try #require(Incident.read(from: try folder(with: ["1.json": crash]), console: "").first)
        #expect(plain.mark == nil && plain.words == words)
    }

    @Test("a crash in the exercise's code must be marked at a file that exists under the folder that was built")
    func misplacedMark() throws {
        let built = try folder(with: ["SessionProductStore.swift": "struct S {}"])
        let file = built.appending(path: "SessionProductStore.swift").path
        func incident(markedAt path: String?, site: String = "/lab/Exercises/Exercise2/SessionProductStore.swift") throws -> Incident {
            let json = crash.replacingOccurrences(of: "/lab/Exercises/Exercise2/SessionProductStore.swift", with: site)
                .replacingOccurrences(of: #""line":"✗"#, with: #""line":"\#(path.map { "\($0):15: error: " } ?? "")✗"#)
            return try #require(Incident.read(from: try folder(with: ["1.json": json]), console: "").first)
        }
        #expect(try incident(markedAt: file).misplacedMark(folder: built) == nil)
        #expect(try incident(markedAt: nil).misplacedMark(folder: built)?.contains("no mark") == true)
        #expect(try incident(markedAt: "/elsewhere/Exercises/Exercise2/SessionProductStore.swift").misplacedMark(folder: built) != nil, "outside the folder")
        #expect(try incident(markedAt: built.appending(path: "Gone.swift").path).misplacedMark(folder: built) != nil, "no such file")
        // No frame of the exercise's on any thread: nothing of the student's to mark.
        #expect(try incident(markedAt: nil, site: "/lab/Tests/Exercise2Tests/Other.swift").misplacedMark(folder: built) == nil)
    }

    @Test("a file that is not an incident is skipped, not fatal")
    func skipsWhatIsNotAnIncident() throws {
        #expect(Incident.read(from: try folder(with: ["1.json": "{ half"]), console: "").isEmpty)
    }

    @Test("a test that never ended gets the watchdog's line instead of 'the test never ended'")
    func attachesTheLine() throws {
        let incident = try #require(Incident.read(from: try folder(with: ["1.json": crash]), console: "").first)
        var cut = TestOutcome(id: "Exercise2Tests.Exercise2ReentrancyTests/refreshDeliversRemoteProducts()", failed: true,
                              messages: [TestOutcome.neverEndedMessage])
        cut.neverEnded = true
        let attached = TestRun.attach([incident], to: [cut])
        #expect(attached.first?.messages == [incident.message])
    }

    @Test("the exercises a crash cut off run again without it, until a run ends by itself; the crashed one keeps its incident")
    func rerunsWhatACrashCutOff() throws {
        let incident = try #require(Incident.read(from: try folder(with: ["1.json": crash]), console: "").first)
        var asked: [[Int]] = []
        let log = URL(filePath: "/dev/null")
        let result = ProgressSurvey.runCuttingOffIncidents([1, 2, 3]) { numbers, _ in
            asked.append(numbers)
            let outcomes = numbers.map { TestOutcome(id: "Exercise\($0)Tests.T/t", failed: false, messages: []) }
            return TestRun.Result(outcomes: outcomes, notCompiling: [:], buildFailed: false, timedOut: false,
                                  incidents: numbers.contains(2) ? [incident] : [], log: log, seconds: 1)
        }
        #expect(asked == [[1, 2, 3], [1, 3]])
        #expect(result.incident(of: 2) != nil && result.incident(of: 1) == nil)
        #expect(result.outcomes(of: 1).count == 1 && result.outcomes(of: 3).count == 1, "1 and 3 from the rerun, once each")
    }
}

@Suite("lab: text that does not fit")
struct TextFitTests {
    @Test("a cut ends in …, at a word where one is near; what fits is left alone")
    func fits() {
        #expect("`@concurrent`, not a background actor".fitted(to: 30) == "`@concurrent`, not a…")
        #expect("short".fitted(to: 10) == "short")
        #expect("abcdefghij".fitted(to: 5) == "abcd…")
        #expect("title".column(8) == "title   ")
    }
}
