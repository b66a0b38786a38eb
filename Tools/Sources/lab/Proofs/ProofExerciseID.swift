import Foundation

/// One proof exercise's identity: its number, and every name and path the lab derives from it,
/// as `ExerciseID` is for the exercises.
///
/// ```swift
/// let three = ProofExerciseID(3)
/// three.proofPath     // "Proofs/Proof3"
/// three.testCommand   // "cd Proofs && swift test --filter Proof3"
/// ```
struct ProofExerciseID: Hashable, Comparable {
    let number: Int

    init(_ number: Int) { self.number = number }

    /// Recognises a proof exercise's folder name or a student's word for it ("Proof3", "proof3",
    /// "p3"); `nil` for anything else.
    init?(word: String) {
        let lowered = word.lowercased()
        let digits = lowered.hasPrefix("proof") ? lowered.dropFirst(5) : lowered.hasPrefix("p") ? lowered.dropFirst() : ""
        guard let number = Int(digits), number > 0 else { return nil }
        self.number = number
    }

    /// Recognises a proof exercise's folder name, "Proof3"; `nil` for anything else.
    init?(folderName: String) {
        guard folderName.hasPrefix(Self.prefix), let number = Int(folderName.dropFirst(Self.prefix.count)), number > 0 else { return nil }
        self.number = number
    }

    /// The word every proof exercise's folder and module names start with.
    static let prefix = "Proof"

    /// The student's module and folder name: "Proof3".
    var name: String { "\(Self.prefix)\(number)" }
    /// As a sentence names it: "Proof 3".
    var title: String { "\(Self.prefix) \(number)" }
    /// As a student types it after `lab hint` or `lab reset`: "proof3".
    var word: String { name.lowercased() }
    /// The judge's test module: "Proof3Tests".
    var judgeModule: String { "\(name)Tests" }
    var proofPath: String { "\(ProofsCommand.package)/\(name)" }
    var solutionPath: String { "\(ProofsCommand.package)/Solutions/\(name)" }
    /// Its proof gallery: proofs students might write, each judged as its header says.
    var galleryPath: String { "\(ProofsCommand.package)/Gallery/\(name)" }
    var readmePath: String { "\(proofPath)/README.md" }
    /// The student's command for this proof exercise, from the lab's root.
    var testCommand: String { testCommand(proofsFolder: ProofsCommand.package) }

    /// The student's command from where they are: `proofsFolder` is the proofs package as
    /// reached from there (`Lab.reach`), `.` inside it.
    func testCommand(proofsFolder: String) -> String {
        (proofsFolder == "." ? "" : "cd \(proofsFolder) && ") + "swift test --filter \(name)"
    }

    /// Every Swift file SwiftPM compiles into the student's proof, by its path in the folder.
    func sources(in layout: LabLayout) throws -> [String: Data] {
        var sources: [String: Data] = [:]
        for path in layout.files(under: proofPath) where path.hasSuffix(".swift") {
            sources[String(path.dropFirst(proofPath.count + 1))] = try Data(contentsOf: layout.root.appending(path: path))
        }
        return sources
    }

    /// The versions the judge runs the proof against: the folders of `Proofs/Versions/ProofN/`
    /// (`Fixed`, `Broken`, and one per gallery entry of the exercise it proves), sorted.
    func versions(in layout: LabLayout) -> [String] {
        let folder = layout.root.appending(path: "\(ProofsCommand.package)/Versions/\(name)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The proof exercises of the lab at `layout`: `ProofN` folders of the proofs package.
    static func numbers(in layout: LabLayout) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: layout.root.appending(path: ProofsCommand.package).path)) ?? []
        return names.compactMap { ProofExerciseID(folderName: $0)?.number }.sorted()
    }

    /// The judge's verdict on the student's proof, among a run's outcomes.
    func isJudge(_ outcome: TestOutcome) -> Bool {
        outcome.id.hasPrefix(judgeModule + ".") && outcome.id.hasSuffix("/judge()")
    }

    /// One of the judge's checks of the lab itself (its versions, the broken copy).
    func isOwnCheck(_ outcome: TestOutcome) -> Bool {
        outcome.id.hasPrefix(judgeModule + ".") && !isJudge(outcome)
    }

    static func < (lhs: ProofExerciseID, rhs: ProofExerciseID) -> Bool { lhs.number < rhs.number }
}
