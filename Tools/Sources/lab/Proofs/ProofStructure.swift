import Foundation

/// What each proof exercise must have (`lab structure`), as `StructureRules` says it of the
/// exercises: a README with three hints and the command that runs it, the student's file with
/// exactly its own `TODO(ProofN)` marker, the lab's own proof without one, a kit and a judge,
/// and a proof gallery whose proofs say how they are judged — one that lets wrong fixes through
/// and one that sleeps, at least, besides the starting proof, which asserts nothing.
///
/// ```swift
/// let problems = ProofStructure.problems(3, root: lab.layout.root)   // [] when Proof 3 is complete
/// ```
enum ProofStructure {
    static func problems(_ number: Int, root: URL) -> [String] {
        let name = "Proof\(number)"
        let proofs = root.appending(path: ProofsCommand.package)
        var problems: [String] = []
        let readme = (try? String(contentsOf: proofs.appending(path: "\(name)/README.md"), encoding: .utf8)) ?? ""
        if readme.isEmpty { problems.append("\(name): Proofs/\(name)/README.md is missing") }
        for hint in 1...3 where !readme.contains("Hint \(hint)") {
            problems.append("\(name): README.md has no 'Hint \(hint)'")
        }
        if !readme.contains("swift test --filter \(name)") {
            problems.append("\(name): README.md does not say how to run it (`swift test --filter \(name)`)")
        }
        let marker = "TODO(\(name))"
        let student = StructureRules.swiftSources(in: proofs.appending(path: name))
        if !student.values.contains(where: { $0.contains(marker) }) {
            problems.append("\(name): no \(marker) marker in Proofs/\(name)")
        }
        for (file, text) in student {
            for other in StructureRules.markers(in: text) where other != marker {
                problems.append("\(name): Proofs/\(name)/\(file) carries \(other), which belongs to another exercise")
            }
        }
        let solution = StructureRules.swiftSources(in: proofs.appending(path: "Solutions/\(name)"))
        if solution.isEmpty { problems.append("\(name): Proofs/Solutions/\(name) has no Swift sources") }
        for (file, text) in solution where text.contains("TODO(") {
            problems.append("\(name): Proofs/Solutions/\(name)/\(file) still carries a TODO marker")
        }
        for folder in ["Kits/\(name)Kit", "Judge/\(name)"] where StructureRules.swiftSources(in: proofs.appending(path: folder)).isEmpty {
            problems.append("\(name): Proofs/\(folder) has no Swift sources")
        }
        let id = ProofExerciseID(number)
        do {
            let versions = try ProofVersions(id, layout: LabLayout(root: root))
            problems += versions.problems.map { "\(name): \($0)" }
            // The README's sample summary counts the versions there are.
            for match in readme.matches(of: /against (\d+) versions of Exercise/) where Int(match.1) != versions.versions.count {
                problems.append("\(name): README.md's sample summary says \(match.1) versions; the judge runs \(versions.versions.count)")
            }
        } catch {
            problems.append("\(name): \(error)")
        }
        var judged: Set<ProofGalleryEntry.Judged> = []
        for file in ProofGalleryEntry.files(of: id, in: LabLayout(root: root)) {
            do {
                judged.insert(try ProofGalleryEntry(file: file).judged)
            } catch {
                problems.append("\(name): \(error)")
            }
        }
        for needed in [ProofGalleryEntry.Judged.letsThrough, .sleeps] where !judged.contains(needed) {
            problems.append("\(name): \(id.galleryPath) has no proof judged \(needed.rawValue)")
        }
        return problems
    }
}
