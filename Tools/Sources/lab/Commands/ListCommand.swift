import Foundation

/// `lab list`: what the lab holds, from the manifests.
struct ListCommand: LabCommand {
    static let spec = CommandSpec(name: "list", flags: [.exercise], summary: "the exercises, their titles and proofs")
    let lab: Lab

    func run() throws -> Bool {
        for manifest in try lab.manifests(try lab.selectedExercises()) {
            let kinds = manifest.proofs.map(\.kind.rawValue).joined(separator: ", ")
            Lab.say("\(ExerciseID(manifest.exercise).name)  \(manifest.title)  (lesson \(manifest.lesson); proofs: \(kinds))")
        }
        return true
    }
}
