import Foundation

/// Where the proof being judged was built from, as the manifest chose it from the same
/// environment `swift test` passes on: the student's `Proofs/ProofN/` (every Swift file in it),
/// the lab's `Proofs/Solutions/ProofN/` (`LAB_TRACK=solutions`), or one proof of the proof
/// gallery (`LAB_PROOF_ENTRY=N/name`, or several, comma-separated, one per proof exercise).
///
/// ```swift
/// let proof = ProofFile(proof: 1, labRoot: root)
/// proof.shown      // "Proofs/Proof1/" in a student's run
/// proof.files      // its Swift files, to read
/// ```
public struct ProofFile: Sendable {
    /// As a student reads it: a folder (ending in `/`) or one file.
    public let shown: String
    public let files: [URL]

    public init(proof number: Int, labRoot: URL) {
        let environment = ProcessInfo.processInfo.environment
        let entries = (environment["LAB_PROOF_ENTRY"] ?? "").split(separator: ",")
        if let entry = entries.first(where: { $0.hasPrefix("\(number)/") }) {
            shown = "Proofs/Gallery/Proof\(number)/\(entry.dropFirst("\(number)/".count)).swift"
            files = [labRoot.appending(path: shown)]
            return
        }
        let track = environment["LAB_TRACK"] == "solutions" ? "Solutions/" : ""
        shown = "Proofs/\(track)Proof\(number)/"
        let folder = labRoot.appending(path: shown)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
    }
}
