import Foundation

/// `lab structure`: the rustlings-style `dev check`. Every exercise has a README with three
/// hints, exactly its own `TODO(ExerciseN)` marker, a manifest whose tests name it, and a
/// solution with the same public API; every proof exercise what `ProofStructure` says;
/// `@unchecked Sendable` and `nonisolated(unsafe)` appear outside `Exercises/` only with a
/// justification comment; the lab's CI runs README's check command (`ContinuousIntegrationRules`).
struct StructureCommand: LabCommand {
    static let spec = CommandSpec(name: "structure", summary: "instructors: every exercise has what the design says it has")
    let lab: Lab

    func run() throws -> Bool {
        var problems: [String] = []
        for number in lab.layout.exerciseNumbers() {
            problems += StructureRules.exerciseProblems(number, layout: lab.layout)
        }
        let declared: [Int]?
        do {
            declared = try PackageTargets.exercises(in: lab)
        } catch {
            declared = nil
            problems.append("\(error)")
        }
        problems += StructureRules.packageProblems(layout: lab.layout, declared: declared)
        let proofNumbers = ProofExerciseID.numbers(in: lab.layout)
        for number in proofNumbers {
            problems += ProofStructure.problems(number, root: lab.layout.root)
        }
        problems += StructureRules.unjustifiedEscapes(root: lab.layout.root, directories: ["Sources", "Solutions", "Tests", "Tools", "Examples", "Proofs"])
        problems += ContinuousIntegrationRules.problems(layout: lab.layout)
        if problems.isEmpty {
            Lab.say("  structure: \(lab.layout.exerciseNumbers().count) exercises and \(proofNumbers.count) proof exercises, each complete and listed; every fixture used;"
                + " \(ShippedFiles.path) current; every escape hatch justified")
        }
        for problem in problems { Lab.say("  structure: " + problem) }
        return problems.isEmpty
    }
}

enum StructureRules {
    /// The lines (1-based) of `@Suite` and `@Test` attributes with a comment just above them:
    /// Swift Testing takes such a comment for the test's own description and prints it with
    /// every failure (`↳ // …`).
    static func commentsAboveTestAttributes(_ source: String) -> [Int] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.indices.filter { index in
            index > 0 && (lines[index].hasPrefix("@Suite") || lines[index].hasPrefix("@Test")) && lines[index - 1].hasPrefix("//")
        }.map { $0 + 1 }
    }

    /// What ties the exercises together: Package.swift's list, README's table, the fixtures
    /// the manifests use, both test suites, and the record of what ships.
    /// - Parameter declared: the exercise targets SwiftPM reads from Package.swift (`nil`:
    ///   it could not, already reported).
    static func packageProblems(layout: LabLayout, declared: [Int]?) -> [String] {
        var problems: [String] = []
        let numbers = layout.exerciseNumbers()
        if let declared, declared != numbers {
            problems.append("Package.swift declares exercises \(declared), the folders are \(numbers): add or remove the number in `let exercises`")
        }
        let table = LabDocuments.text(of: .students, in: layout)
        for number in numbers where !table.contains("\n| \(number) | ") {
            problems.append("\(LabDocuments.students.rawValue)'s exercise table has no row for Exercise \(number)")
        }
        problems += LabDocuments.unlinked(in: layout)
        for number in numbers {
            let id = ExerciseID(number)
            let tests = layout.files(under: id.testsPath).compactMap {
                try? String(contentsOf: layout.root.appending(path: $0), encoding: .utf8)
            }
            for path in layout.files(under: id.testsPath) where path.hasSuffix(".swift") {
                let text = (try? String(contentsOf: layout.root.appending(path: path), encoding: .utf8)) ?? ""
                for line in commentsAboveTestAttributes(text) {
                    problems.append("\(path):\(line): a comment just above @Suite or @Test is printed by Swift Testing as the test's own words to the student: put it below the attribute")
                }
            }
            if !tests.contains(where: { $0.contains("import XCTest") }) { problems.append("\(id.name): no XCTest suite in \(id.testsPath)") }
            if !tests.contains(where: { $0.contains("import Testing") }) { problems.append("\(id.name): no Swift Testing suite in \(id.testsPath)") }
        }
        let used = Set(numbers.compactMap { try? layout.manifest($0) }.flatMap(\.compileProofs).flatMap { [$0.fixture, $0.fixed] })
        // A gallery entry is a Swift file under Fixtures/ too, but no compile proof's: `lab gallery` runs it.
        for fixture in layout.files(under: "Fixtures") where fixture.hasSuffix(".swift") && !fixture.contains("/Gallery/") && !used.contains(fixture) {
            problems.append("\(fixture) is not used by any manifest's compile proof")
        }
        for number in numbers {
            let id = ExerciseID(number)
            for directory in [id.exercisePath, id.solutionPath, id.testsPath] {
                for path in layout.files(under: directory) {
                    // The word `lab new` writes into every file it scaffolds.
                    let text = (try? String(contentsOf: layout.root.appending(path: path), encoding: .utf8)) ?? ""
                    if text.contains("SCAFFOLD") { problems.append("\(path) is still a scaffold (replace every SCAFFOLD)") }
                }
            }
        }
        if let stale = ShippedFiles.staleness(in: layout) { problems.append(stale) }
        problems += readmeMatchesTheCode(
            readme: LabDocuments.text(of: .instructors, in: layout), everyPage: LabDocuments.all(in: layout),
            checkScript: (try? String(contentsOf: layout.root.appending(path: "scripts/check.sh"), encoding: .utf8)) ?? "")
        return problems
    }

    /// The pages say what the code does: the instructors' list of `scripts/check.sh` steps (each
    /// item's bold name, in `readme`) is the script's `step "…"` list, in order, and the pages
    /// together (`everyPage`) name every `lab` command.
    static func readmeMatchesTheCode(readme: String, everyPage: String, checkScript: String) -> [String] {
        var problems: [String] = []
        let scriptSteps = checkScript.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("step \""), let end = line.dropFirst(6).firstIndex(of: "\"") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 6)..<end])
        }
        // Only the list that follows README's sentence about check.sh's steps.
        let section = readme.range(of: "`scripts/check.sh` is the whole gate").map { readme[$0.lowerBound...] } ?? ""
        let listed = section.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { !$0.hasPrefix("- ") && !$0.isEmpty }
        let readmeSteps = listed.compactMap { line -> String? in
            guard let match = line.firstMatch(of: /^ +\d+\. \*\*(.+?)\*\*/) else { return nil }
            return String(match.1)
        }
        if scriptSteps.isEmpty {
            problems.append("scripts/check.sh has no `step \"…\"` lines")
        } else if readmeSteps != scriptSteps {
            problems.append("\(LabDocuments.instructors.rawValue) lists check.sh's steps as \(readmeSteps), the script runs \(scriptSteps)")
        }
        for type in Commands.all where type != ProgressCommand.self && !everyPage.contains("lab \(type.spec.name)") {
            problems.append("README.md and its pages never name `lab \(type.spec.name)` (\(type.spec.summary))")
        }
        return problems
    }

    static func exerciseProblems(_ number: Int, layout: LabLayout) -> [String] {
        var problems: [String] = []
        let exercise = layout.exerciseDirectory(number)
        let solution = layout.solutionDirectory(number)
        let name = ExerciseID(number).name
        let readme = (try? String(contentsOf: exercise.appending(path: "README.md"), encoding: .utf8)) ?? ""
        if readme.isEmpty { problems.append("\(name): Exercises/\(name)/README.md is missing") }
        for hint in 1...3 where !readme.contains("Hint \(hint)") {
            problems.append("\(name): README.md has no 'Hint \(hint)'")
        }
        do {
            let manifest = try layout.manifest(number)
            if manifest.exercise != number { problems.append("\(name): proofs.json says exercise \(manifest.exercise)") }
            if !readme.contains(manifest.title) { problems.append("\(name): README.md does not carry the title '\(manifest.title)'") }
            if manifest.proofs.isEmpty { problems.append("\(name): proofs.json declares no proof") }
            for id in manifest.testProofs.flatMap(\.tests) where !id.contains(name) {
                problems.append("\(name): proof test \(id) does not contain '\(name)' (swift test --filter \(name) would miss it)")
            }
            problems += ContractRules.problems(manifest, readme: readme)
            problems += ContractRules.galleryProblems(number, manifest: manifest, layout: layout)
        } catch {
            problems.append("\(name): \(error)")
        }
        let exerciseSources = swiftSources(in: exercise)
        let solutionSources = swiftSources(in: solution)
        if solutionSources.isEmpty { problems.append("\(name): Solutions/\(name) has no Swift sources") }
        let marker = "TODO(\(name))"
        if !exerciseSources.values.contains(where: { $0.contains(marker) }) {
            problems.append("\(name): no \(marker) marker in Exercises/\(name)")
        }
        for (file, text) in solutionSources where text.contains("TODO(Exercise") {
            problems.append("\(name): Solutions/\(name)/\(file) still carries a TODO(Exercise…) marker")
        }
        for (file, text) in exerciseSources {
            for other in markers(in: text) where other != marker {
                problems.append("\(name): Exercises/\(name)/\(file) carries \(other), which belongs to another exercise")
            }
        }
        let exerciseAPI = publicAPI(exerciseSources.values)
        let solutionAPI = publicAPI(solutionSources.values)
        if exerciseAPI != solutionAPI {
            let missing = exerciseAPI.subtracting(solutionAPI).sorted()
            let extra = solutionAPI.subtracting(exerciseAPI).sorted()
            problems.append("\(name): public API differs; only in the exercise: \(missing), only in the solution: \(extra)")
        }
        return problems
    }

    static func swiftSources(in directory: URL) -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var sources: [String: String] = [:]
        for name in names where name.hasSuffix(".swift") {
            sources[name] = try? String(contentsOf: directory.appending(path: name), encoding: .utf8)
        }
        return sources
    }

    static func markers(in text: String) -> [String] {
        text.components(separatedBy: "TODO(").dropFirst().compactMap { rest in
            guard let close = rest.firstIndex(of: ")") else { return nil }
            return "TODO(" + rest[..<close] + ")"
        }
    }

    /// The names a test can see: `public` declarations, with class, actor and struct all
    /// counted as "type" (turning a class into an actor is the point of an exercise).
    static func publicAPI<Texts: Sequence>(_ texts: Texts) -> Set<String> where Texts.Element == String {
        var api = Set<String>()
        let kinds = ["class": "type", "actor": "type", "struct": "type", "enum": "type", "protocol": "type",
                     "func": "func", "var": "var", "let": "var", "init": "init", "case": "case"]
        for text in texts {
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { " (:<{".contains($0) }).map(String.init)
                guard let publicIndex = words.firstIndex(where: { $0 == "public" || $0.hasPrefix("public(") }) else { continue }
                let rest = words[(publicIndex + 1)...].filter { !["final", "private", "private(set)", "set)", "nonisolated", "static", "@discardableResult"].contains($0) }
                guard let keyword = rest.first, let kind = kinds[keyword] else { continue }
                let declared = keyword == "init" ? "init" : (rest.dropFirst().first ?? "?")
                api.insert("\(kind) \(declared)")
            }
        }
        return api
    }

    /// True if the line's *code* (not a string literal or a comment) uses an escape hatch.
    static func declaresEscapeHatch(_ line: String) -> Bool {
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
        // The names as text to look for, not a use of either.
        return code.contains("@unchecked Sendable") || code.contains("nonisolated(unsafe)")
    }

    /// Lines with `@unchecked Sendable` or `nonisolated(unsafe)` whose own line and the line
    /// above carry no `//` comment: each needs its one-line justification.
    static func unjustifiedEscapes(root: URL, directories: [String]) -> [String] {
        var problems: [String] = []
        for directory in directories {
            let base = root.appending(path: directory)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift"),
                      let text = try? String(contentsOf: base.appending(path: relative), encoding: .utf8) else { continue }
                let lines = text.components(separatedBy: "\n")
                for (index, line) in lines.enumerated() where declaresEscapeHatch(line) {
                    let above = index > 0 ? lines[index - 1] : ""
                    if !line.contains("//") && !above.contains("//") {
                        problems.append("\(directory)/\(relative):\(index + 1): escape hatch without a justification comment on or above the line")
                    }
                }
            }
        }
        return problems
    }
}
