import Foundation

/// What `lab structure` checks of an exercise's contract and wrong-fix gallery
/// (docs/ARCHITECTURE.md, "Contracts" and "The wrong-fix gallery").
enum ContractRules {
    /// The heading of the README section that lists the clauses, one numbered line each.
    static let heading = "## The contract"

    /// Every gallery holds at least this many wrong fixes and correct alternatives.
    static let minimumWrong = 6
    static let minimumCorrect = 2
    /// The kinds of wrong fix every exercise's gallery includes.
    static let requiredKinds: [GalleryEntry.Kind] = [.unstructuredTask, .wrongActor, .partial]

    /// The clauses are numbered 1…n, each has tests of its own exercise, and the README's
    /// contract section says exactly the manifest's clauses.
    static func problems(_ manifest: ExerciseManifest, readme: String) -> [String] {
        let name = ExerciseID(manifest.exercise).name
        var problems: [String] = []
        if manifest.contract.isEmpty { problems.append("\(name): proofs.json has no contract (its numbered clauses)") }
        if manifest.contract.map(\.number) != Array(stride(from: 1, through: manifest.contract.count, by: 1)) {
            problems.append("\(name): the contract's clauses are not numbered 1 to \(manifest.contract.count) in order")
        }
        for clause in manifest.contract {
            if clause.tests.isEmpty { problems.append("\(name): contract clause \(clause.number) has no proof (no tests)") }
            for id in clause.tests where !id.hasPrefix("\(name)Tests.") {
                problems.append("\(name): contract clause \(clause.number) names \(id), which is not one of \(name)Tests")
            }
        }
        let listed = readmeClauses(readme)
        let expected = manifest.contract.map { "\($0.number). \($0.text)" }
        if listed != expected {
            let first = zip(listed + Array(repeating: "(nothing)", count: max(0, expected.count - listed.count)), expected)
                .first { $0 != $1 }
            problems.append("\(name): README.md's '\(heading)' section does not list the manifest's clauses"
                + (first.map { " (README: \"\($0.0)\", manifest: \"\($0.1)\")" } ?? " (README lists \(listed.count), the manifest \(expected.count))"))
        }
        return problems
    }

    /// The numbered lines of the README's contract section.
    static func readmeClauses(_ readme: String) -> [String] {
        guard let start = readme.range(of: heading + "\n") else { return [] }
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        return section.split(separator: "\n").map(String.init).filter { line in
            guard let dot = line.firstIndex(of: ".") else { return false }
            return !line[..<dot].isEmpty && line[..<dot].allSatisfy(\.isNumber)
        }
    }

    /// Every entry parses, replaces a file the solution has, names a clause the contract
    /// has; the gallery is as large and as varied as the design asks.
    static func galleryProblems(_ number: Int, manifest: ExerciseManifest, layout: LabLayout) -> [String] {
        let name = ExerciseID(number).name
        let entries: [GalleryEntry]
        do {
            entries = try layout.gallery(number)
        } catch {
            return ["\(name): \(error)"]
        }
        var problems: [String] = []
        let solutionFiles = Set(StructureRules.swiftSources(in: layout.solutionDirectory(number)).keys)
        for entry in entries {
            if !solutionFiles.contains(entry.replaces) {
                problems.append("\(name): gallery entry \(entry.name) replaces \(entry.replaces), which Solutions/\(name) does not have")
            }
            if case let .wrong(clause, _) = entry.expectation, manifest.clause(clause) == nil {
                problems.append("\(name): gallery entry \(entry.name) names clause \(clause), which the contract does not have")
            }
            if entry.source.contains("TODO(") { problems.append("\(name): gallery entry \(entry.name) carries a TODO marker") }
        }
        let wrong = entries.filter { $0.expectation != .correct }
        let correct = entries.count - wrong.count
        if wrong.count < minimumWrong || correct < minimumCorrect {
            problems.append("\(name): the gallery (\(layout.galleryPath(number))) has \(wrong.count) wrong fixes and \(correct)"
                + " correct ones; it needs at least \(minimumWrong) and \(minimumCorrect)")
        }
        for kind in requiredKinds where !wrong.contains(where: { $0.kind == kind }) {
            problems.append("\(name): the gallery has no wrong fix of kind '\(kind.rawValue)'")
        }
        return problems
    }
}
