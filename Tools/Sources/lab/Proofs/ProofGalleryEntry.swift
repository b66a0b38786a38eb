import Foundation

/// A proof a student might write for a proof exercise (`Proofs/Gallery/ProofN/<name>.swift`),
/// under a header that says what the judge must say of it:
/// ```
/// // judged: lets-through     (or: asserts-nothing, sleeps, done; lets-through also means it
/// //                           rejects neither the fixed version nor a correct fix)
/// // idea: what the student thought, in one sentence
/// ```
struct ProofGalleryEntry {
    /// What the judge says of the proof, and the words of its summary that say it.
    enum Judged: String, CaseIterable {
        case letsThrough = "lets-through"
        case assertsNothing = "asserts-nothing"
        case sleeps
        case done

        /// Words the judge's message must contain (ProofKit's `ProofReport`, `ProofSource`);
        /// `nil` for `done`, which is a passing judge.
        var words: String? {
            switch self {
            case .letsThrough: "it lets through:"
            case .assertsNothing: "asserts nothing"
            case .sleeps: "sleeps to wait"
            case .done: nil
            }
        }

        /// Words the judge's messages must not contain: a proof that lets a wrong fix through
        /// is still never allowed to reject the fixed version or a correct fix (ProofKit's
        /// `ProofReport`) — what a hint completed as written must keep.
        var forbiddenWords: String? {
            switch self {
            case .letsThrough: "Your proof rejects"
            case .assertsNothing, .sleeps, .done: nil
            }
        }
    }

    let file: URL
    let judged: Judged
    let idea: String

    /// The Swift files of proof exercise `id`'s gallery in the lab at `layout`, by name.
    static func files(of id: ProofExerciseID, in layout: LabLayout) -> [URL] {
        let folder = layout.root.appending(path: id.galleryPath)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }
        return names.sorted().map { folder.appending(path: $0) }
    }

    var name: String { file.deletingPathExtension().lastPathComponent }

    init(file: URL) throws {
        let header = FileHeader(source: try String(contentsOf: file, encoding: .utf8))
        guard let word = header.value("judged"), let judged = Judged(rawValue: word), let idea = header.value("idea") else {
            throw LabError.failed("\(file.path) needs a `// judged: \(Judged.allCases.map(\.rawValue).joined(separator: "|"))` line and an `// idea:` line")
        }
        self.file = file
        self.judged = judged
        self.idea = idea
    }
}
