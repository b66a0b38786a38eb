/// One exercise's identity: its number, and every name and path the lab derives from it —
/// the only place that spells `Exercise\(n)`, so a folder, a test module and a command can
/// never disagree.
///
/// ```swift
/// let three = ExerciseID(3)
/// three.exercisePath   // "Exercises/Exercise3"
/// three.testCommand    // "swift test --filter Exercise3Tests"
/// ```
struct ExerciseID: Hashable, Comparable {
    let number: Int

    init(_ number: Int) { self.number = number }

    /// Recognises an exercise's folder name ("Exercise3"); `nil` for anything else.
    init?(folderName: String) {
        guard folderName.hasPrefix(Self.prefix), let number = Int(folderName.dropFirst(Self.prefix.count)), number > 0 else { return nil }
        self.number = number
    }

    /// The word every exercise's folder and module names start with.
    static let prefix = "Exercise"

    /// The target and folder name: "Exercise3".
    var name: String { "\(Self.prefix)\(number)" }
    /// The test target: "Exercise3Tests".
    var testModule: String { "\(name)Tests" }
    var exercisePath: String { "Exercises/\(name)" }
    var solutionPath: String { "Solutions/\(name)" }
    var testsPath: String { "Tests/\(testModule)" }
    var fixturesPath: String { "Fixtures/\(name)" }
    var galleryPath: String { "\(fixturesPath)/Gallery" }
    var readmePath: String { "\(exercisePath)/README.md" }
    var manifestPath: String { "\(exercisePath)/proofs.json" }
    /// The student's command for this exercise.
    var testCommand: String { "swift test --filter \(testModule)" }

    static func < (lhs: ExerciseID, rhs: ExerciseID) -> Bool { lhs.number < rhs.number }
}
