import Foundation

/// One fix a student might try, kept in `Fixtures/ExerciseN/Gallery/<name>.swift`: a whole
/// file that replaces one file of the solution, under a header that says what the student
/// thought and what the proofs must make of it (docs/ARCHITECTURE.md, "The wrong-fix gallery").
///
/// ```swift
/// // gallery: wrong
/// // replaces: CatalogLoader.swift
/// // clause: 1
/// // kind: unstructured-task
/// // idea: keep the Task, but wait for it with `await task.value`
/// // why: cancelling load() does not cancel the Task, so the save outlives a cancelled load
/// ```
/// A wrong fix names the contract clause it breaks; a correct one names none. `known-miss:
/// <why>` on a wrong fix records that no proof catches it yet: the gate then expects it
/// green, and fails the day a proof catches it, so the line is taken out.
struct GalleryEntry: Equatable {
    enum Expectation: Equatable {
        case wrong(clause: Int, knownMiss: String?)
        case correct
    }

    /// The shape of the mistake (or of the right idea), so the gallery can show it covers
    /// the kinds students make.
    enum Kind: String, CaseIterable {
        case unstructuredTask = "unstructured-task"
        case wrongActor = "wrong-actor"
        case partial
        case foreignAwait = "foreign-await"
        case ignoresCancellation = "ignores-cancellation"
        case hang
        case escapeHatch = "escape-hatch"
        case sharedState = "shared-state"
        case reusedReading = "reused-reading"
        case errorConversion = "error-conversion"
        case droppedWork = "dropped-work"
        /// A correct fix that differs from the solution.
        case alternative
        case other
    }

    let exercise: Int
    /// The file's name without `.swift` (`await-task-value`).
    let name: String
    /// The solution file it stands in for (`CatalogLoader.swift`).
    let replaces: String
    let expectation: Expectation
    let kind: Kind
    /// What the student thought, in one sentence.
    let idea: String
    /// Why it breaks its clause, or why it is right.
    let why: String
    /// The whole file, header included (comments compile).
    let source: String

    /// The file without its header: what stands in for the solution's file, line for line.
    let body: String

    static let keys = ["gallery", "replaces", "clause", "kind", "idea", "why", "known-miss"]

    /// Reads the header: the `// key: value` lines at the top of the file.
    init(exercise: Int, name: String, source: String) throws {
        let header = FileHeader(source: source)
        var fields: [String: String] = [:]
        for (key, value) in header.fields {
            guard Self.keys.contains(key) else {
                throw GalleryError.header(name, "unknown field '\(key)'; a header takes \(Self.keys.joined(separator: ", "))")
            }
            fields[key] = value
        }
        body = source.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(header.fields.count).joined(separator: "\n")
        func required(_ key: String) throws -> String {
            guard let value = fields[key], !value.isEmpty else { throw GalleryError.header(name, "no '// \(key):' line") }
            return value
        }
        self.exercise = exercise
        self.name = name
        self.source = source
        replaces = try required("replaces")
        idea = try required("idea")
        why = try required("why")
        let kindText = try required("kind")
        guard let kind = Kind(rawValue: kindText) else {
            throw GalleryError.header(name, "unknown kind '\(kindText)'; the kinds are \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.kind = kind
        switch try required("gallery") {
        case "wrong":
            guard let clause = Int(try required("clause")) else { throw GalleryError.header(name, "'clause' is not a number") }
            expectation = .wrong(clause: clause, knownMiss: fields["known-miss"])
        case "correct":
            guard fields["clause"] == nil, fields["known-miss"] == nil else {
                throw GalleryError.header(name, "a correct fix breaks no clause: drop 'clause' and 'known-miss'")
            }
            expectation = .correct
        case let other:
            throw GalleryError.header(name, "'gallery: \(other)' is neither 'wrong' nor 'correct'")
        }
    }
}

enum GalleryError: Error, CustomStringConvertible {
    case header(String, String)

    var description: String {
        switch self {
        case let .header(name, problem): "gallery entry \(name).swift: \(problem)"
        }
    }
}
