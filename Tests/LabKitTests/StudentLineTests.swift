import ConcurrencyProbes
import Foundation
import LabKit
import Testing

@Suite("LabKit: a broken clause is recorded at the student's line")
struct StudentLineTests {
    /// The track this process was built for, as the lab's manifest reads it.
    let track = ProcessInfo.processInfo.environment["LAB_TRACK"] == "solutions" ? "Solutions" : "Exercises"
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("a failing call's method is found in the built track's sources: the path exists, under that track, at its declaration")
    func declarationOfACall() throws {
        let found = try #require(StudentLine.declaration(of: ["cancel refresh A"], exercise: 2))
        #expect(FileManager.default.fileExists(atPath: found.path))
        #expect(found.path.hasPrefix(root + "/\(track)/Exercise2/"), "\(found) is not under the \(track) track")
        let line = try String(contentsOfFile: found.path, encoding: .utf8).components(separatedBy: "\n")[found.line - 1]
        #expect(line.contains("func refresh("))
        #expect(found.sourceLocation.filePath == found.path && found.sourceLocation.line == found.line)
    }

    @Test("a call the exercise does not declare falls back to its TODO marker (the student's start), or to nothing on the solutions track")
    func fallback() throws {
        let found = StudentLine.declaration(of: ["the network answers"], exercise: 2)
        if track == "Exercises" {
            let marker = try #require(found)
            #expect(marker.path.hasPrefix(root + "/Exercises/Exercise2/"))
            #expect(try String(contentsOfFile: marker.path, encoding: .utf8).components(separatedBy: "\n")[marker.line - 1].contains("TODO(Exercise2)"))
        } else {
            #expect(found == nil)
        }
    }

    @Test("the calls a message names, in order")
    func callsInAMessage() {
        #expect(StudentLine.calls(in: "after appear(), `disappear()` and load() ran") == ["appear", "disappear", "load"])
        #expect(StudentLine.calls(in: nil as ScheduleTrace?) == [])
    }
}

@Suite("LabKit: a call that never returned is recorded at its declaration")
struct NeverReturnedLineTests {
    let track = ProcessInfo.processInfo.environment["LAB_TRACK"] == "solutions" ? "Solutions" : "Exercises"
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("the error's words, as Swift Testing throws it or Linux's XCTest hands them on: the call's declaration, the test's clauses")
    func atTheDeclaration() async throws {
        let never = try await neverReturned()
        for text in [never.description, "threw error \"\(never.description)\""] {
            let (message, line) = try #require(StudentLine.neverReturned(in: text, test: "Exercise1Tests.Exercise1CacheXCTests/test_calls_takeTurnsInsideTheCache"))
            #expect(line.path.hasPrefix(root + "/\(track)/Exercise1/"), "\(line) is not under the \(track) track")
            #expect(try String(contentsOfFile: line.path, encoding: .utf8).components(separatedBy: "\n")[line.line - 1].contains("func retrieve("))
            #expect(message.hasPrefix(text) && message.hasSuffix("(clauses 1 and 2)"), "\(message)")
        }
    }

    @Test("words that name no such call, or a test of no exercise: the test's own place stands")
    func elsewhere() async throws {
        #expect(StudentLine.neverReturned(in: "threw error \"QuotaExceeded\"", test: "Exercise1Tests.Exercise1CacheXCTests/test_x") == nil)
        let never = try await neverReturned().description
        #expect(StudentLine.neverReturned(in: never, test: "CatalogTests.Suite/test()") == nil)
    }

    /// A real `NeverReturned`: a call that waits on a stream nobody feeds, given a millisecond
    /// (the safety net cancels it as it gives up, which ends the wait).
    private func neverReturned() async throws -> SafetyNet.NeverReturned {
        let (silence, feed) = AsyncStream<Never>.makeStream()
        defer { feed.finish() }
        do {
            try await SafetyNet.value(of: "retrieve()", limit: .milliseconds(1)) { for await _ in silence {} }
        } catch let never as SafetyNet.NeverReturned {
            return never
        }
        throw ReturnedWithinAMillisecond()
    }

    private struct ReturnedWithinAMillisecond: Error {}
}
