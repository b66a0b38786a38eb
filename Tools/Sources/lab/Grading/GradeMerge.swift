import Foundation

/// `lab grade --merge SLICE.json...`: joins the `grade.json` of each slice of a class (graded
/// with `--shard K/N` on N machines) into one report, as if one machine had graded them all.
/// It refuses, in one line each, what would not make one class: a file that is not a slice, a
/// slice given twice, a missing one, slices of different N, of another class (other
/// submissions), of a different lab, or graded with different options. The submissions a
/// slice could not read stay listed in the result, as one machine's run lists them.
///
/// ```swift
/// let merged = try GradeMerge.join(["shard-1/grade.json", "shard-2/grade.json"].map { ($0, try Data(contentsOf: URL(filePath: $0))) })
/// merged.grades      // every submission graded, by name
/// merged.unreadable  // ana.zip, and why: "not a copy of the lab (it has no Exercises/ or Proofs/ folder)"
/// ```
enum GradeMerge {
    /// The class, joined.
    struct Merged: Equatable {
        let grades: [SubmissionGrade]
        let unreadable: [UnreadableSubmission]
    }

    static func join(_ files: [(path: String, data: Data)]) throws -> Merged {
        var slices: [(path: String, document: GradeJSON.Document, slice: GradeSlice)] = []
        for (path, data) in files {
            // The version first: an older file need not decode as this lab's.
            struct Versioned: Decodable { let version: Int }
            guard let versioned = try? JSONDecoder().decode(Versioned.self, from: data) else {
                throw LabError.failed("\(path): not a grade.json of this lab (grade.json version \(GradeJSON.version))")
            }
            guard versioned.version == GradeJSON.version else {
                throw LabError.failed("\(path): grade.json version \(versioned.version), and this lab writes version \(GradeJSON.version): grade every slice with the same lab")
            }
            guard let document = try? JSONDecoder().decode(GradeJSON.Document.self, from: data) else {
                throw LabError.failed("\(path): not a grade.json of this lab (grade.json version \(GradeJSON.version))")
            }
            guard let slice = document.slice else {
                throw LabError.failed("\(path): a whole class's grade.json, not a slice (grade with --shard K/N to make slices)")
            }
            if let twin = slices.first(where: { $0.slice.index == slice.index }) {
                throw LabError.failed("\(path): \(slice.description) is given twice (also \(twin.path))")
            }
            if let first = slices.first {
                guard slice.count == first.slice.count else {
                    throw LabError.failed("\(path): a slice of \(slice.count), and \(first.path) is a slice of \(first.slice.count): every slice must come from one --shard K/N")
                }
                guard slice.names == first.slice.names else {
                    throw LabError.failed("\(path): a slice of a class of \(slice.names.count) submissions, and \(first.path) of another (\(first.slice.names.count)): not one class")
                }
                guard slice.labVersion == first.slice.labVersion else {
                    throw LabError.failed("\(path): graded with lab \(slice.labVersion), and \(first.path) with lab \(first.slice.labVersion): grade every slice with the same lab")
                }
                guard slice.options == first.slice.options else {
                    throw LabError.failed("\(path): graded \(slice.options.threadSanitizer ? "with" : "without") ThreadSanitizer, and \(first.path) \(first.slice.options.threadSanitizer ? "with" : "without"): grade every slice with the same options")
                }
            }
            slices.append((path, document, slice))
        }
        guard let first = slices.first else { throw LabError.usage("--merge takes the grade.json of every slice") }
        let missing = (1...first.slice.count).filter { index in !slices.contains { $0.slice.index == index } }
        guard missing.isEmpty else {
            throw LabError.failed("slice \(missing.map(String.init).joined(separator: ", ")) of \(first.slice.count) missing: merge every slice's grade.json")
        }
        let ordered = slices.sorted { $0.slice.index < $1.slice.index }
        let grades = ordered.flatMap(\.document.submissions)
        let unreadable = ordered.flatMap { $0.document.unreadable ?? [] }
        // Each submission of the class graded once or said unreadable: a slice's file that was
        // edited, or that lost its unreadable list, is caught here.
        let accounted = grades.map(\.name) + unreadable.map(\.name)
        guard accounted.sorted() == first.slice.names.sorted() else {
            throw LabError.failed("the slices account for \(accounted.count) submissions, and the class has \(first.slice.names.count): not one class")
        }
        return Merged(grades: grades, unreadable: unreadable)
    }
}
