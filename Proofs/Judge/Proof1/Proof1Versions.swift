import Foundation
import ProofKit

/// The versions Proof 1 is judged against, with what a good proof does with each: the fixed
/// version, the broken one, and every entry of Exercise 3's wrong-fix gallery but those that
/// break only the review rule (clause 7, an escape hatch in the source: no behaviour shows it,
/// so no proof could catch it; `lab gallery` does, by reading the source).
enum Proof1Versions {
    /// The lab's root, from this file's place (`Proofs/Judge/Proof1/`).
    static let labRoot = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let gallery = labRoot.appending(path: "Fixtures/Exercise3/Gallery")

    static let fixed = ProofVersion(name: "fixed", verdict: .correct, idea: "The lab's solution to Exercise 3.")
    static let broken = ProofVersion(
        name: "broken", verdict: .wrong,
        idea: "Exercise 3 as shipped: the view model's callback captures the view model, and the load's task holds its loader.")

    /// Gallery entries left out, and why.
    static let reviewRuleOnly = ["unowned-unsafe-self"]

    static func all() throws -> [ProofVersion] {
        let names = try FileManager.default.contentsOfDirectory(atPath: gallery.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        let entries = try names.map { try ProofVersion(galleryEntry: gallery.appending(path: $0)) }
        return [fixed, broken] + entries.filter { !reviewRuleOnly.contains($0.name) }
    }
}
