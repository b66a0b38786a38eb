import Foundation

/// `lab grade --merge SLICE.json...`: joins the `grade.json` of each slice of a class (graded
/// with `--shard K/N` on N machines) into one report, as if one machine had graded them all.
/// It refuses, in one line each, what would not make one class: a file that is not a slice, a
/// slice given twice, a missing one, slices of different N, of another class (a different
/// number of submissions), of a different lab, or graded with different options.
///
/// ```swift
/// let grades = try GradeMerge.join(["shard-1/grade.json", "shard-2/grade.json"].map { ($0, try Data(contentsOf: URL(filePath: $0))) })
/// ```
enum GradeMerge {
    static func join(_ files: [(path: String, data: Data)]) throws -> [SubmissionGrade] {
        var slices: [(path: String, slice: GradeSlice, grades: [SubmissionGrade])] = []
        for (path, data) in files {
            guard let document = try? JSONDecoder().decode(GradeJSON.Document.self, from: data) else {
                throw LabError.failed("\(path): not a grade.json of this lab (grade.json version \(GradeJSON.version))")
            }
            guard document.version == GradeJSON.version else {
                throw LabError.failed("\(path): grade.json version \(document.version), and this lab writes version \(GradeJSON.version): grade every slice with the same lab")
            }
            guard let slice = document.slice else {
                throw LabError.failed("\(path): a whole class's grade.json, not a slice (grade with --shard K/N to make slices)")
            }
            if let twin = slices.first(where: { $0.slice.index == slice.index }) {
                throw LabError.failed("\(path): \(slice.description) is given twice (also \(twin.path))")
            }
            if let first = slices.first {
                let other = "\(first.path)"
                guard slice.count == first.slice.count else {
                    throw LabError.failed("\(path): a slice of \(slice.count), and \(other) is a slice of \(first.slice.count): every slice must come from one --shard K/N")
                }
                guard slice.submissions == first.slice.submissions else {
                    throw LabError.failed("\(path): a slice of a class of \(slice.submissions) submissions, and \(other) of \(first.slice.submissions): not one class")
                }
                guard slice.labVersion == first.slice.labVersion else {
                    throw LabError.failed("\(path): graded with lab \(slice.labVersion), and \(other) with lab \(first.slice.labVersion): grade every slice with the same lab")
                }
                guard slice.options == first.slice.options else {
                    throw LabError.failed("\(path): graded \(slice.options.threadSanitizer ? "with" : "without") ThreadSanitizer, and \(other) \(first.slice.options.threadSanitizer ? "with" : "without"): grade every slice with the same options")
                }
            }
            slices.append((path, slice, document.submissions))
        }
        guard let first = slices.first else { throw LabError.usage("--merge takes the grade.json of every slice") }
        let missing = (1...first.slice.count).filter { index in !slices.contains { $0.slice.index == index } }
        guard missing.isEmpty else {
            throw LabError.failed("slice \(missing.map(String.init).joined(separator: ", ")) of \(first.slice.count) missing: merge every slice's grade.json")
        }
        let grades = slices.sorted { $0.slice.index < $1.slice.index }.flatMap(\.grades)
        guard grades.count <= first.slice.submissions else {
            throw LabError.failed("the slices hold \(grades.count) submissions, and the class has \(first.slice.submissions): not one class")
        }
        return grades
    }
}
