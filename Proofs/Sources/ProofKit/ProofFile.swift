import Foundation

/// Where the proof being judged was built from, as the manifest chose it from the same
/// environment `swift test` passes on: the student's `Proofs/ProofN/ProofN.swift`, the lab's
/// `Proofs/Solutions/ProofN/` (`LAB_TRACK=solutions`), or a proof gallery's entry
/// (`LAB_PROOF_ENTRY=N/name`).
///
/// ```swift
/// let file = ProofFile.path(proof: 1)   // "Proofs/Proof1/Proof1.swift" in a student's run
/// ```
public enum ProofFile {
    public static func path(proof number: Int) -> String {
        let environment = ProcessInfo.processInfo.environment
        if let entry = environment["LAB_PROOF_ENTRY"], entry.hasPrefix("\(number)/") {
            return "Proofs/Gallery/Proof\(number)/\(entry.dropFirst("\(number)/".count)).swift"
        }
        let track = environment["LAB_TRACK"] == "solutions" ? "Solutions/" : ""
        return "Proofs/\(track)Proof\(number)/Proof\(number).swift"
    }
}
