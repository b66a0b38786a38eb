import Foundation
import Testing
@testable import lab

/// A class graded in slices on several machines, and merged: the same report as one machine's.
@Suite("lab grade --shard K/N and --merge: slices of a class, and one report from them")
struct GradeSliceTests {
    private static let options = GradeOptions(threadSanitizer: false)

    private static let names = ["ana", "bo", "cy.zip", "dee", "eve.zip", "fay", "gus.zip"]

    private static func slice(_ index: Int, of count: Int, names: [String] = names, lab: String = "v1", options: GradeOptions = options) -> GradeSlice {
        GradeSlice(index: index, count: count, names: names, labVersion: lab, options: options)
    }

    private static func grade(_ name: String) -> SubmissionGrade {
        SubmissionGrade(name: name, edited: [], refused: [], exercises: [
            ExerciseGrade(exercise: 1, status: .done, tests: [.init(id: "T/a", name: "a", result: .passed, message: nil)], compilerErrors: []),
        ])
    }

    private static let paths = ["hand-ins/gus.zip", "hand-ins/ana", "b/cy.zip", "hand-ins/dee", "a/eve.zip", "hand-ins/fay", "hand-ins/bo"]

    @Test("submissions are graded in order of name, and the N slices hold each exactly once, the same on every machine")
    func slicesCoverTheClassOnce() throws {
        let ordered = GradeSlice.ordered(Self.paths)
        #expect(ordered.map { URL(filePath: $0).lastPathComponent } == ["ana", "bo", "cy.zip", "dee", "eve.zip", "fay", "gus.zip"])
        #expect(GradeSlice.ordered(Self.paths.reversed()) == ordered, "the order the shell lists them in does not matter")
        for count in 1...9 {
            let picked = (1...count).flatMap { Self.slice($0, of: count).pick(ordered) }
            #expect(picked == ordered, "\(count) slices")
            let sizes = (1...count).map { Self.slice($0, of: count).pick(ordered).count }
            #expect(sizes.max()! - sizes.min()! <= 1, "as even as they go: \(sizes)")
        }
    }

    @Test("--shard takes K/N with 1 ≤ K ≤ N, and anything else is one line")
    func shardSpelling() throws {
        #expect(try GradeSlice(parsing: "2/4", names: Self.names, labVersion: "v1", options: Self.options) == Self.slice(2, of: 4))
        for bad in ["0/4", "5/4", "2", "2/", "/4", "a/b", "2/4/1", "-1/4", "1/0"] {
            #expect(throws: LabError.self) { try GradeSlice(parsing: bad, names: Self.names, labVersion: "v1", options: Self.options) }
        }
    }

    private func file(_ slice: GradeSlice?, _ names: [String], unreadable: [String] = [], version: Int = GradeJSON.version) throws -> Data {
        try JSONEncoder().encode(GradeJSON.Document(
            version: version, slice: slice, submissions: names.map(Self.grade),
            unreadable: unreadable.map { UnreadableSubmission(name: $0, why: "not a copy of the lab") }))
    }

    @Test("merging every slice gives the one-machine report, in the same order, whatever order the slices come in; what a slice could not read stays listed")
    func mergeEqualsOneMachine() throws {
        let ordered = Self.names
        let unreadable = "dee"
        let slices = try (1...3).reversed().map { index in
            let picked = Self.slice(index, of: 3).pick(ordered)
            return (path: "slice-\(index).json", data: try file(Self.slice(index, of: 3), picked.filter { $0 != unreadable },
                                                                 unreadable: picked.filter { $0 == unreadable }))
        }
        let merged = try GradeMerge.join(slices)
        #expect(merged.grades == ordered.filter { $0 != unreadable }.map(Self.grade))
        #expect(merged.unreadable.map(\.name) == [unreadable])
    }

    @Test("a merge refuses, in one line each: a missing slice, one given twice, slices of different N, of another class, lab or options, and a file that is not a slice")
    func mergeRefusals() throws {
        let pair = ["ana", "bo"]
        func half(_ index: Int, of count: Int = 2, names: [String] = pair, lab: String = "v1", options: GradeOptions = Self.options) -> GradeSlice {
            Self.slice(index, of: count, names: names, lab: lab, options: options)
        }
        let one = (path: "1.json", data: try file(half(1), ["ana"]))
        let two = (path: "2.json", data: try file(half(2), ["bo"]))
        #expect(try GradeMerge.join([one, two]).grades.map(\.name) == pair, "the two halves make the class")
        let cases: [(String, [(path: String, data: Data)], String)] = [
            ("missing", [one], "slice 2 of 2 missing"),
            ("twice", [one, one, two], "given twice"),
            ("different N", [one, (path: "x.json", data: try file(half(2, of: 3), ["bo"]))], "a slice of 3"),
            ("another class", [one, (path: "x.json", data: try file(half(2, names: ["ana", "zed"]), ["zed"]))], "not one class"),
            ("a submission lost", [one, (path: "x.json", data: try file(half(2), []))], "not one class"),
            ("another lab", [one, (path: "x.json", data: try file(half(2, lab: "v2"), ["bo"]))], "the same lab"),
            ("other options", [one, (path: "x.json", data: try file(half(2, options: GradeOptions(threadSanitizer: true)), ["bo"]))],
             "the same options"),
            ("a whole class", [one, (path: "x.json", data: try file(nil, ["bo"]))], "not a slice"),
            ("not grade.json", [one, (path: "x.json", data: Data("{}".utf8))], "not a grade.json"),
            ("an older grade.json", [one, (path: "x.json", data: try file(half(2), ["bo"], version: 3))], "version 3"),
        ]
        for (name, files, says) in cases {
            #expect(throws: LabError.self, "\(name)") { try GradeMerge.join(files) }
            do {
                _ = try GradeMerge.join(files)
            } catch {
                #expect("\(error)".contains(says), "\(name): \(error)")
                #expect(!"\(error)".contains("\n"), "\(name): one line")
            }
        }
    }
}
