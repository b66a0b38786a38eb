import Foundation

/// One of N slices of a class, for grading it on N machines at once (`lab grade --shard K/N`):
/// the submissions are ordered by name (the folder's or the zip's), so every job computes the
/// same slices, and the K-th slice is the K-th of N runs of them, as even as they go. The
/// slice's `grade.json` says which slice it is, of which class (every submission's name), with
/// which lab and which options, so `lab grade --merge` can refuse what does not make one class.
///
/// ```swift
/// let slice = try GradeSlice(parsing: "2/4", names: ordered.map(GradeSlice.name(of:)), labVersion: version, options: options)
/// slice.pick(["ana.zip", "ben.zip", …])   // the submissions of slice 2 of 4: 11-20 by name
/// ```
struct GradeSlice: Codable, Equatable, CustomStringConvertible {
    /// From 1.
    let index: Int
    let count: Int
    /// The whole class's submissions, by name, in grading order: every slice of one class
    /// says the same, and a merge checks that each is graded, or said unreadable, once.
    let names: [String]
    /// The lab the slice was graded with (`GradeCache.version`, with `+tsan` when it ran TSan).
    let labVersion: String
    /// The options that change a grade: a merge joins only slices graded the same way.
    let options: GradeOptions

    init(index: Int, count: Int, names: [String], labVersion: String, options: GradeOptions) {
        self.index = index
        self.count = count
        self.names = names
        self.labVersion = labVersion
        self.options = options
    }

    /// Reads `K/N` as `--shard` takes it; one line when it is anything else.
    init(parsing text: String, names: [String], labVersion: String, options: GradeOptions) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
            throw LabError.usage("--shard takes K/N, the K-th of N slices with 1 ≤ K ≤ N, as in --shard 2/4; not '\(text)'")
        }
        self.init(index: index, count: count, names: names, labVersion: labVersion, options: options)
    }

    /// The submissions in grading order: by name, the folder's or the zip's.
    static func ordered(_ paths: [String]) -> [String] {
        paths.sorted { (name(of: $0), $0) < (name(of: $1), $1) }
    }

    /// A submission's name, as `Submission` gives it: its folder's or zip's.
    static func name(of path: String) -> String { URL(filePath: path).lastPathComponent }

    /// This slice's part of `ordered` (already in grading order): the K-th of N runs.
    func pick<Element>(_ ordered: [Element]) -> [Element] {
        let start = ordered.count * (index - 1) / count
        let end = ordered.count * index / count
        return Array(ordered[start..<end])
    }

    var description: String { "slice \(index) of \(count)" }
}

/// What a grade depends on besides the submissions and the lab: whether ThreadSanitizer's
/// proofs ran.
struct GradeOptions: Codable, Equatable {
    let threadSanitizer: Bool
}
