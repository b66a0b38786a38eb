import ConcurrencyProbes
import Foundation
import LabKit
import Testing

/// A crash or hang ends the test process, so no framework can record it: the watchdog's one line
/// is written in the compiler's form, at the student's line, where an editor or CI marks it.
@Suite("LabKit: the watchdog's line is marked at the student's line, in the track that was built")
struct ExerciseIncidentMarkTests {
    /// The track this process was built for, as the lab's manifest reads it.
    let track = ProcessInfo.processInfo.environment["LAB_TRACK"] == "solutions" ? "Solutions" : "Exercises"
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// An incident as the watchdog writes it, its one frame at `file:line`.
    private func incident(_ kind: TestIncident.Kind, at file: String, line: Int) throws -> TestIncident {
        let json = """
            {"kind":"\(kind.rawValue)","signal":\(kind == .crashed ? "\"SIGILL\"" : "null"),"seconds":\(kind == .crashed ? 0 : 15),
             "running":[{"id":"Exercise2Tests.Exercise2ReentrancyTests/refreshDeliversRemoteProducts()","name":"refresh delivers"}],
             "threads":[[{"file":"\(file)","line":\(line),"function":"SessionProductStore.refresh(from:)"}]],"line":""}
            """
        return try JSONDecoder().decode(TestIncident.self, from: Data(json.utf8))
    }

    @Test("a crash or a hang at the exercise's code: the line starts with that file and line, which exist under the built track",
          arguments: [TestIncident.Kind.crashed, .poolHeld, .testNeverEnded])
    func markedAtTheSite(kind: TestIncident.Kind) throws {
        let site = try #require(StudentLine.declaration(of: ["refresh"], exercise: 2))
        let line = ExerciseIncident.line(try incident(kind, at: site.path, line: site.line))
        let (mark, words) = StudentLine.reading(diagnostic: line)
        let marked = try #require(mark, "no mark: \(line)")
        #expect(marked == site)
        #expect(FileManager.default.fileExists(atPath: marked.path))
        #expect(marked.path.hasPrefix(root + "/\(track)/Exercise2/"), "\(marked) is not under the \(track) track")
        #expect(words.hasPrefix("✗ Exercise 2 "), "\(words)")
        #expect(line.hasPrefix("\(site.path):\(site.line): error: ✗ Exercise 2 "))
    }

    @Test("no file of the exercise's on the stack: the exercise's TODO marker, or no mark on the solutions track")
    func fallback() throws {
        let line = ExerciseIncident.line(try incident(.testNeverEnded, at: "/nowhere/Exercises/Exercise2/Gone.swift", line: 3))
        let (mark, words) = StudentLine.reading(diagnostic: line)
        #expect(words.hasPrefix("✗ Exercise 2 never returned"), "\(words)")
        if track == "Exercises" {
            let marker = try #require(mark)
            #expect(marker.path.hasPrefix(root + "/Exercises/Exercise2/"))
            #expect(try String(contentsOfFile: marker.path, encoding: .utf8).components(separatedBy: "\n")[marker.line - 1].contains("TODO(Exercise2)"))
            #expect(words.hasSuffix("(Marked at the exercise's TODO: no line of yours was on any thread.)"), "the words say why the mark is there: \(words)")
        } else {
            #expect(mark == nil && line == words)
        }
    }

    @Test("a line that is not in the compiler's form reads back as its words alone")
    func readingPlainWords() {
        let (mark, words) = StudentLine.reading(diagnostic: "✗ Exercise 2 crashed: x.swift:3: error: not a mark")
        #expect(mark == nil && words == "✗ Exercise 2 crashed: x.swift:3: error: not a mark")
    }
}
