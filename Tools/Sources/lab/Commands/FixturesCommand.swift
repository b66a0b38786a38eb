import Foundation

/// `lab fixtures`: every compile-fail fixture is rejected with exactly its annotated
/// diagnostics (`-verify`), and its fixed twin compiles clean in Swift 6 mode; in Swift 5
/// mode the fixture gives what its proof's `swift5` says.
struct FixturesCommand: LabCommand {
    static let spec = CommandSpec(name: "fixtures", flags: [.exercise], summary: "instructors: compile-fail fixtures and their fixed twins")
    let lab: Lab

    /// `-emit-sil`, not `-typecheck`: region-isolation errors come from SIL passes.
    static func swiftc(languageMode: Int) -> [String] {
        ["swiftc", "-emit-sil", "-o", "/dev/null", "-parse-as-library", "-swift-version", String(languageMode)]
    }

    func run() throws -> Bool {
        let manifests = try lab.manifests(try lab.selectedExercises())
        var verdicts: [Verdict] = []
        for manifest in manifests {
            for proof in manifest.compileProofs {
                verdicts.append(try judge(proof, exercise: manifest.exercise))
            }
        }
        Lab.say(Table.render(verdicts, manifests: manifests))
        return verdicts.allSatisfy(\.ok)
    }

    private func judge(_ proof: CompileProof, exercise: Int) throws -> Verdict {
        let (fixture, fixed) = (proof.fixture, proof.fixed)
        let source = (try? String(contentsOf: lab.layout.root.appending(path: fixture), encoding: .utf8)) ?? ""
        let expected = source.components(separatedBy: "expected-error").count - 1
        // A log per fixture file: an exercise with two compile proofs keeps both logs.
        let name = Self.logName(fixture, exercise: exercise)
        let rejected = try compile(fixture, extra: proof.flags + ["-Xfrontend", "-verify"], name: name)
        let clean = try compile(fixed, extra: proof.flags + ["-warnings-as-errors"], name: Self.logName(fixed, exercise: exercise))
        let swiftFive = try swiftFiveOutcome(of: fixture, flags: proof.flags, name: name + "-swift5")
        var brokenText: String
        if expected == 0 {
            brokenText = "\(fixture) has no expected-error annotation: it proves nothing"
        } else {
            brokenText = rejected.status == 0
                ? "rejected with its \(expected) expected error(s)"
                : "diagnostics differ from the annotations (see \(rejected.log))"
        }
        let swiftFiveHolds = swiftFive.outcome == proof.swiftFive
        brokenText += swiftFiveHolds
            ? "; Swift 5: \(proof.swiftFive.words)"
            : "; Swift 5 mode gives \(swiftFive.outcome?.words ?? "nothing, even with complete checking"), proofs.json says \(proof.swiftFive.words) (see \(swiftFive.log))"
        return Verdict(
            exercise: exercise, kind: .compile, name: proof.name, exercises: brokenText,
            solutions: clean.status == 0 ? "fixed twin compiles" : "fixed twin does NOT compile (see \(clean.log))",
            ok: expected > 0 && rejected.status == 0 && clean.status == 0 && swiftFiveHolds)
    }

    /// Compiles the fixture in Swift 5 mode, with minimal checking and, where that is silent,
    /// with complete checking; nil when both are silent.
    private func swiftFiveOutcome(of fixture: String, flags: [String], name: String) throws -> (outcome: SwiftFiveOutcome?, log: String) {
        let minimal = try compile(fixture, extra: flags, name: name, languageMode: 5)
        if minimal.status != 0 { return (.error, minimal.log) }
        if Self.warns(minimal.log) { return (.warning, minimal.log) }
        let complete = try compile(fixture, extra: flags + ["-strict-concurrency=complete"], name: name + "-complete", languageMode: 5)
        if complete.status != 0 { return (.error, complete.log) }
        return (Self.warns(complete.log) ? .warningWithCompleteChecking : nil, complete.log)
    }

    private static func warns(_ log: String) -> Bool {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("warning:")
    }

    /// `fixture-ex1-ActorCache` for `Fixtures/Exercise1/ActorCache.swift`.
    static func logName(_ path: String, exercise: Int) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return "fixture-ex\(exercise)-" + (file.hasSuffix(".swift") ? String(file.dropLast(6)) : file)
    }

    private func compile(_ file: String, extra: [String], name: String, languageMode: Int = 6) throws -> (status: Int32, log: String) {
        let log = lab.results.appending(path: name + ".log")
        let outcome = try Subprocess(
            arguments: Self.swiftc(languageMode: languageMode) + extra + [file], workingDirectory: lab.layout.root, timeout: lab.timeout, log: log
        ).run()
        return (outcome.status, log.path)
    }
}
