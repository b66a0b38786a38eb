import Foundation

/// What `lab grade` already graded, kept between runs: a result is reused when the same
/// exercise files (byte for byte) meet the same lab (its `shipped.json`). Running again
/// after five late submissions grades those five; an interrupted run keeps every exercise
/// it finished. Lives in the grading workspace (`.build-grade/cache/`), so `rm -rf
/// .build-grade` forgets it.
///
/// ```swift
/// let cache = GradeCache(folder: workspace.root.deletingLastPathComponent().appending(path: "cache"), labVersion: version)
/// if let known = cache.grade(exercise: 3, sources: files) { … } else { …; try cache.keep(grade, sources: files) }
/// ```
struct GradeCache {
    private struct Entry<Grade: Codable>: Codable {
        let labVersion: String
        let sources: [String: Data]
        let grade: Grade
    }

    let folder: URL
    /// A fingerprint of the lab that grades: what shipped, the manifest, the harness, the
    /// tests, the proofs package and the grader itself. Any change to them grades anew.
    let labVersion: String

    /// Everything a grade depends on besides the submission's files.
    static func version(of layout: LabLayout) -> String {
        var bytes = Data()
        // Not the proof exercises' own folders: the instructor's proofs there are not the lab's (shipped.json has the starting ones).
        let studentProofs = ProofExerciseID.numbers(in: layout).map { ProofExerciseID($0).proofPath + "/" }
        let files = ([ShippedFiles.path, "Package.swift"] + ["Sources", "Tests", "Fixtures", "Tools/Sources", ProofsCommand.package].flatMap(layout.files(under:)))
            .filter { path in !studentProofs.contains { path.hasPrefix($0) } }
        for path in files.sorted() {
            bytes.append(Data(path.utf8))
            bytes.append((try? Data(contentsOf: layout.root.appending(path: path))) ?? Data())
        }
        return ShippedFiles.fingerprint(bytes)
    }

    /// The stored grade for these exact files, or `nil`. The key is a fingerprint; the files
    /// themselves are compared too, so two submissions never share a result by a collision.
    func grade(exercise: Int, sources: [String: Data]) -> ExerciseGrade? {
        guard var grade: ExerciseGrade = stored(ExerciseID(exercise).name, sources), grade.exercise == exercise else { return nil }
        grade.seconds = 0
        return grade
    }

    func keep(_ grade: ExerciseGrade, sources: [String: Data]) throws {
        try store(grade, ExerciseID(grade.exercise).name, sources)
    }

    /// The stored grade of proof exercise `proof` for these exact files, or `nil`.
    func grade(proof: Int, sources: [String: Data]) -> ProofGrade? {
        guard var grade: ProofGrade = stored(ProofExerciseID(proof).name, sources), grade.proof == proof else { return nil }
        grade.seconds = 0
        return grade
    }

    func keep(_ grade: ProofGrade, sources: [String: Data]) throws {
        try store(grade, ProofExerciseID(grade.proof).name, sources)
    }

    private func stored<Grade: Codable>(_ name: String, _ sources: [String: Data]) -> Grade? {
        guard let data = try? Data(contentsOf: url(name, sources)),
              let entry = try? JSONDecoder().decode(Entry<Grade>.self, from: data),
              entry.labVersion == labVersion, entry.sources == sources
        else { return nil }
        return entry.grade
    }

    private func store<Grade: Codable>(_ grade: Grade, _ name: String, _ sources: [String: Data]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONEncoder().encode(Entry(labVersion: labVersion, sources: sources, grade: grade)).write(to: url(name, sources), options: .atomic)
    }

    /// `Exercise3-<fingerprint>.json`, `Proof3-…`: the name keeps an exercise's and a proof's apart.
    private func url(_ name: String, _ sources: [String: Data]) -> URL {
        var key = Data("\(labVersion)/\(name)".utf8)
        for file in sources.keys.sorted() {
            key.append(Data("/\(file)/".utf8))
            key.append(sources[file] ?? Data())
        }
        return folder.appending(path: "\(name)-\(ShippedFiles.fingerprint(key)).json")
    }
}
