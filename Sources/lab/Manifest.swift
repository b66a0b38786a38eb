import Foundation

/// An exercise's proofs, read from `Exercises/ExerciseN/proofs.json` (DESIGN.md, "Proofs").
struct ExerciseManifest: Decodable, Equatable {
    let exercise: Int
    let title: String
    /// The course lesson it follows, e.g. "000 — Actores en arquitectura".
    let lesson: String
    let proofs: [Proof]

    var testProofs: [Proof] { proofs.filter { $0.kind == .test } }
    var tsanProofs: [Proof] { proofs.filter { $0.kind == .tsan } }
    var compileProofs: [Proof] { proofs.filter { $0.kind == .compile } }
}

/// One way the lab shows the broken version is broken and the fixed one is not.
struct Proof: Decodable, Equatable {
    enum Kind: String, Decodable { case test, tsan, compile }

    let kind: Kind
    /// A few words naming what is proven ("lost updates in the hit counter").
    let name: String
    /// test: the test identifiers (`Module.Type/test`) that must fail on the exercise track.
    let tests: [String]?
    /// test: a fragment every one of those failures must contain (the intended reason).
    let message: String?
    /// tsan: the `swift test --filter` that drives the race.
    let filter: String?
    /// compile: the fixture that must be rejected, and its fixed twin that must compile.
    let fixture: String?
    let fixed: String?
}

enum ManifestError: Error, CustomStringConvertible {
    case unreadable(path: String, reason: String)

    var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read the proof manifest \(path): \(reason)"
        }
    }
}

/// Where the lab's pieces live, relative to the package root.
struct LabLayout {
    let root: URL

    func exerciseDirectory(_ number: Int) -> URL { root.appending(path: "Exercises/Exercise\(number)") }
    func solutionDirectory(_ number: Int) -> URL { root.appending(path: "Solutions/Exercise\(number)") }
    func manifestPath(_ number: Int) -> URL { exerciseDirectory(number).appending(path: "proofs.json") }

    /// The exercise numbers present on disk, in order.
    func exerciseNumbers() -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Exercises").path)) ?? []
        return names.compactMap { name in
            name.hasPrefix("Exercise") ? Int(name.dropFirst("Exercise".count)) : nil
        }.sorted()
    }

    func manifest(_ number: Int) throws -> ExerciseManifest {
        let path = manifestPath(number)
        do {
            return try JSONDecoder().decode(ExerciseManifest.self, from: Data(contentsOf: path))
        } catch {
            throw ManifestError.unreadable(path: path.path, reason: "\(error)")
        }
    }
}
