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
