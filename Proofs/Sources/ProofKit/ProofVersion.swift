import Foundation
import Testing

/// One version of an exercise that a student's proof is judged against: the fixed one, the
/// broken one, or an entry of the exercise's wrong-fix gallery, compiled as a module of its own.
///
/// ```swift
/// let fixed = ProofVersion(name: "fixed", verdict: .correct, idea: "the lab's solution")
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

    public init(name: String, verdict: Verdict, idea: String) {
        self.name = name
        self.verdict = verdict
        self.idea = idea
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
        guard let kind = field("gallery").flatMap(Verdict.init(rawValue:)), let idea = field("idea") else {
            throw ProofKitError.unreadableGalleryEntry(file.path)
        }
        self.init(name: name, verdict: kind, idea: idea)
    }

    public var description: String { name }

    /// How the process that runs a good proof on this version ends.
    public var expectedExit: ExitTest.Condition { verdict == .correct ? .success : .failure }

    /// What the judge says when a proof does otherwise with this version.
    public var unexpectedMessage: String {
        switch verdict {
        case .correct where name == "fixed": "Your proof fails on the fixed version."
        case .correct: "Your proof rejects a correct fix (\(name)): \(idea)"
        case .wrong where name == "broken": "Your proof lets the broken version through: \(idea)"
        case .wrong: "Your proof lets a wrong fix through (\(name)): \(idea)"
        }
    }
}

/// What the proofs track's own set-up got wrong (never the student's proof).
public enum ProofKitError: Error, CustomStringConvertible {
    case unreadableGalleryEntry(String)

    public var description: String {
        switch self {
        case let .unreadableGalleryEntry(path):
            "\(path) has no `// gallery: wrong|correct` or `// idea:` line: the proofs track reads a version's verdict and idea from them"
        }
    }
}
