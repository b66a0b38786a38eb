import Foundation

/// One version of an exercise that a student's proof is judged against: the fixed one, the
/// broken one, or an entry of the exercise's wrong-fix gallery, compiled as a module of its own.
///
/// ```swift
/// let fixed = ProofVersion(name: ProofVersion.fixedName, verdict: .correct, idea: "the lab's solution")
/// let entry = try ProofVersion(galleryEntry: galleryFolder.appending(path: "capture-callback.swift"))
/// ```
public struct ProofVersion: Sendable, Equatable, CustomStringConvertible {
    /// What a good proof does with this version.
    public enum Verdict: String, Sendable {
        /// A correct fix: a good proof passes it.
        case correct
        /// The broken code or a wrong fix: a good proof fails on it.
        case wrong
    }

    /// Its name: "fixed", "broken", or the gallery entry's file name without `.swift`.
    public let name: String
    public let verdict: Verdict
    /// The idea behind it in one sentence, as a student would put it (never its code): what a
    /// proof that lets it through is told.
    public let idea: String
    /// The file of the exercise that the gallery entry replaces (`// replaces:`); `nil` for the
    /// fixed and broken versions.
    public let replaces: String?
    /// Whether it breaks only the review rule (`// kind: escape-hatch`): an escape hatch in the
    /// source, which no behaviour shows and so no proof can catch.
    public let breaksOnlyTheReviewRule: Bool

    public init(name: String, verdict: Verdict, idea: String, replaces: String? = nil, breaksOnlyTheReviewRule: Bool = false) {
        self.name = name
        self.verdict = verdict
        self.idea = idea
        self.replaces = replaces
        self.breaksOnlyTheReviewRule = breaksOnlyTheReviewRule
    }

    /// A gallery entry, from its header (`// gallery: wrong|correct`, `// idea: …`): the same
    /// lines `lab gallery` reads, so a version says what the gallery says.
    public init(galleryEntry file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        func field(_ key: String) -> String? {
            text.split(separator: "\n").lazy
                .compactMap { $0.hasPrefix("// \(key): ") ? String($0.dropFirst(key.count + 5)) : nil }
                .first
        }
        let name = file.deletingPathExtension().lastPathComponent
        guard let kind = field("gallery").flatMap(Verdict.init(rawValue:)), let idea = field("idea"), let replaces = field("replaces") else {
            throw ProofKitError.unreadableGalleryEntry(file.path)
        }
        self.init(name: name, verdict: kind, idea: idea, replaces: replaces, breaksOnlyTheReviewRule: field("kind") == "escape-hatch")
    }

    public var description: String { name }

    /// The names of the two versions that are not gallery entries.
    public static let fixedName = "fixed"
    public static let brokenName = "broken"
}

/// What the proofs track's own set-up got wrong (never the student's proof).
public enum ProofKitError: Error, CustomStringConvertible {
    case unreadableGalleryEntry(String)

    public var description: String {
        switch self {
        case let .unreadableGalleryEntry(path):
            "\(path) has no `// gallery: wrong|correct`, `// replaces:` or `// idea:` line: the proofs track reads a version from them"
        }
    }
}
