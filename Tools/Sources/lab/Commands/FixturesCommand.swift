import Foundation

/// `lab fixtures`: every compile-fail fixture is rejected with exactly its annotated
/// diagnostics (`-verify`), and its fixed twin compiles clean in Swift 6 mode.
struct FixturesCommand: LabCommand {
    static let spec = CommandSpec(name: "fixtures", flags: [.exercise], summary: "instructors: compile-fail fixtures and their fixed twins")
    let lab: Lab

    /// `-emit-sil`, not `-typecheck`: region-isolation errors come from SIL passes.
    static let swiftc = ["swiftc", "-emit-sil", "-o", "/dev/null", "-parse-as-library", "-swift-version", "6"]

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
        let rejected = try compile(fixture, extra: proof.flags + ["-Xfrontend", "-verify"], name: Self.logName(fixture, exercise: exercise))
        let clean = try compile(fixed, extra: proof.flags + ["-warnings-as-errors"], name: Self.logName(fixed, exercise: exercise))
        let brokenText: String
        if expected == 0 {
            brokenText = "\(fixture) has no expected-error annotation: it proves nothing"
        } else {
            brokenText = rejected.status == 0
                ? "rejected with its \(expected) expected error(s)"
                : "diagnostics differ from the annotations (see \(rejected.log))"
        }
        return Verdict(
            exercise: exercise, kind: .compile, name: proof.name, exercises: brokenText,
            solutions: clean.status == 0 ? "fixed twin compiles" : "fixed twin does NOT compile (see \(clean.log))",
            ok: expected > 0 && rejected.status == 0 && clean.status == 0)
    }

    /// `fixture-ex1-ActorCache` for `Fixtures/Exercise1/ActorCache.swift`.
    static func logName(_ path: String, exercise: Int) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return "fixture-ex\(exercise)-" + (file.hasSuffix(".swift") ? String(file.dropLast(6)) : file)
    }

    private func compile(_ file: String, extra: [String], name: String) throws -> (status: Int32, log: String) {
        let log = lab.results.appending(path: name + ".log")
        let outcome = try Subprocess(
            arguments: Self.swiftc + extra + [file], workingDirectory: lab.layout.root, timeout: lab.timeout, log: log
        ).run()
        return (outcome.status, log.path)
    }
}
