import Foundation

/// An exercise's proofs, read from `Exercises/ExerciseN/proofs.json` (docs/ARCHITECTURE.md,
/// "Proofs"). Strict: an unknown field or proof kind is an error at load, not ignored — a
/// misspelled "mesage" would otherwise make a proof accept any failure.
struct ExerciseManifest: Decodable, Equatable {
    let exercise: Int
    let title: String
    /// The course lesson it follows, e.g. "000 Actors in architecture" (one title per lesson: docs/lessons/).
    let lesson: String
    let proofs: [Proof]
    /// The promises the fixed type keeps, numbered as in the README's "Contract" section.
    let contract: [Clause]

    var testProofs: [TestProof] { proofs.compactMap { if case let .test(proof) = $0 { proof } else { nil } } }
    var tsanProofs: [TSanProof] { proofs.compactMap { if case let .tsan(proof) = $0 { proof } else { nil } } }
    var compileProofs: [CompileProof] { proofs.compactMap { if case let .compile(proof) = $0 { proof } else { nil } } }

    init(exercise: Int, title: String, lesson: String, proofs: [Proof], contract: [Clause] = []) {
        self.exercise = exercise
        self.title = title
        self.lesson = lesson
        self.proofs = proofs
        self.contract = contract
    }

    func clause(_ number: Int) -> Clause? { contract.first { $0.number == number } }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["exercise", "title", "lesson", "proofs", "contract"], in: "the manifest")
        let container = try decoder.container(keyedBy: StrictKeys.self)
        exercise = try container.decode(Int.self, forKey: StrictKeys("exercise"))
        title = try container.decode(String.self, forKey: StrictKeys("title"))
        lesson = try container.decode(String.self, forKey: StrictKeys("lesson"))
        proofs = try container.decode([Proof].self, forKey: StrictKeys("proofs"))
        contract = try container.decode([Clause].self, forKey: StrictKeys("contract"))
    }
}

enum ManifestError: Error, CustomStringConvertible {
    case unreadable(path: String, reason: String)

    var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read the proof manifest \(path): \(reason)"
        }
    }
}
