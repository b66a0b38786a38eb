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
    private struct Entry: Codable {
        let labVersion: String
        let sources: [String: Data]
        let grade: ExerciseGrade
    }

    let folder: URL
    /// A fingerprint of the lab that grades: what shipped, the manifest, the harness, the
    /// tests and the grader itself. Any change to them grades anew.
    let labVersion: String

    /// Everything a grade depends on besides the submission's files.
    static func version(of layout: LabLayout) -> String {
        var bytes = Data()
        let files = [ShippedFiles.path, "Package.swift"] + ["Sources", "Tests", "Fixtures", "Tools/Sources"].flatMap(layout.files(under:))
        for path in files.sorted() {
            bytes.append(Data(path.utf8))
            bytes.append((try? Data(contentsOf: layout.root.appending(path: path))) ?? Data())
        }
        return ShippedFiles.fingerprint(bytes)
    }

    /// The stored grade for these exact files, or `nil`. The key is a fingerprint; the files
    /// themselves are compared too, so two submissions never share a result by a collision.
    func grade(exercise: Int, sources: [String: Data]) -> ExerciseGrade? {
        guard let data = try? Data(contentsOf: url(exercise, sources)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.labVersion == labVersion, entry.sources == sources, entry.grade.exercise == exercise
        else { return nil }
        var grade = entry.grade
        grade.seconds = 0
        return grade
    }

    func keep(_ grade: ExerciseGrade, sources: [String: Data]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONEncoder().encode(Entry(labVersion: labVersion, sources: sources, grade: grade))
            .write(to: url(grade.exercise, sources), options: .atomic)
    }

    private func url(_ exercise: Int, _ sources: [String: Data]) -> URL {
        var key = Data("\(labVersion)/\(exercise)".utf8)
        for name in sources.keys.sorted() {
            key.append(Data("/\(name)/".utf8))
            key.append(sources[name] ?? Data())
        }
        return folder.appending(path: "\(ExerciseID(exercise).name)-\(ShippedFiles.fingerprint(key)).json")
    }
}
