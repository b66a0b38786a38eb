import Foundation

/// What the watch loop shows for one proof exercise of the proofs track: the judge's verdict on
/// the student's proof (`ProofTrackCommand.judge`, as `lab proof N` runs it), rerun on every
/// save under `Proofs/ProofN/`.
struct ProofWatchScreen: Watched {
    let lab: Lab
    let proof: ProofExerciseID

    var folder: String { proof.proofPath }

    func rerun() throws -> ProofTrackCommand.Judgement? {
        try ProofTrackCommand.judge(proof, lab: lab)
    }

    func isDone(_ outcome: ProofTrackCommand.Judgement?) -> Bool { outcome?.verdict == .done }

    func next() -> ProofWatchScreen? {
        ProofExerciseID.numbers(in: lab.layout).first { $0 > proof.number }.map { ProofWatchScreen(lab: lab, proof: ProofExerciseID($0)) }
    }

    func render(_ outcome: ProofTrackCommand.Judgement?, note: String) -> String {
        var lines = ["\(proof.title) — your proof, judged against every version    (watching \(folder)/ for saves)", ""]
        if let outcome { lines += outcome.lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } }
        if isDone(outcome) { lines += ["", "  Press n for the next proof."] }
        if !note.isEmpty { lines += ["", note] }
        lines += ["", "keys: h next hint · n next proof (once done) · l list · r rerun · q quit"]
        return lines.joined(separator: "\n")
    }

    func nextHint() -> String {
        guard let book = try? HintBook(proof: proof.number, layout: lab.layout),
              let hint = book.reveal(all: false, state: &lab.store.state).shown.first
        else { return "No hints found." }
        return "\(hint.title):\n\(hint.body)"
    }

    func list() -> String {
        let numbers = ProofExerciseID.numbers(in: lab.layout)
        return ProofTrackCommand.overview(numbers, state: lab.store.state, notStarted: ProofTrackCommand.notStarted(numbers, lab: lab),
                                         versions: ProofTrackCommand.versions(numbers, layout: lab.layout),
                                         proofsFolder: lab.reach(ProofsCommand.package))
    }
}
