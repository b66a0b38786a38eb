import Foundation

/// The files `lab grade --format` writes beside the table, each for a reader of its own:
/// `json` for scripts (versioned; one record per submission × exercise × test), `junit` for
/// CI test reports, `classroom` for GitHub Classroom's autograding (one student), `html` for
/// the instructor's eyes.
///
/// ```swift
/// let data = try GradeFormat.junit.render(grades, titles: [1: "Actors"])
/// ```
enum GradeFormat: String, CaseIterable {
    case json, junit, classroom, html

    var fileExtension: String {
        switch self {
        case .json: "json"
        case .junit: "xml"
        case .classroom: "classroom.json"
        case .html: "html"
        }
    }

    /// - Parameters:
    ///   - titles: each exercise's title, by number.
    ///   - slice: the slice these grades are, for `json` (a slice's file must say so).
    ///   - unreadable: the submissions that could not be read, for `json`.
    func render(
        _ grades: [SubmissionGrade], titles: [Int: String], slice: GradeSlice? = nil, unreadable: [UnreadableSubmission] = []
    ) throws -> Data {
        switch self {
        case .json: try GradeJSON.render(grades, slice: slice, unreadable: unreadable)
        case .junit: Data(GradeJUnit.render(grades).utf8)
        case .classroom: try GradeClassroom.render(grades, titles: titles)
        case .html: Data(GradeHTML.render(grades, titles: titles).utf8)
        }
    }
}

/// A submission `lab grade` could not read: its name and the one line it said.
struct UnreadableSubmission: Codable, Equatable {
    let name: String
    let why: String
}

/// `grade.json`: the whole result, versioned, for scripts.
enum GradeJSON {
    /// 2: each exercise lists every test (`tests`), not only the failures. 3: an exercise's
    /// `status` may be `crashed` or `neverReturned`, with the test process's line in `incident`.
    /// 4: a slice of a class (`lab grade --shard K/N`) says which (`slice`); a whole class has none;
    /// a test may carry what it attached (`attachments`: name and text) and its `warnings`; the
    /// submissions that could not be read are listed (`unreadable`). 5: a submission lists its
    /// proofs of the proofs track (`proofs`: each one's `status`, the judge's `score`, its `messages`).
    static let version = 5

    /// What the file holds.
    struct Document: Codable {
        let version: Int
        var slice: GradeSlice?
        let submissions: [SubmissionGrade]
        /// The submissions that could not be read, and why.
        var unreadable: [UnreadableSubmission]?
    }

    static func render(_ grades: [SubmissionGrade], slice: GradeSlice? = nil, unreadable: [UnreadableSubmission] = []) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Document(
            version: version, slice: slice, submissions: grades, unreadable: unreadable.isEmpty ? nil : unreadable))
    }
}
