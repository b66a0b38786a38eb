/// Which tests belong to which exercise, exactly: `Exercise1` must never select
/// `Exercise10Tests` (a `swift test --filter` is a regular expression matched anywhere in
/// the test's name).
enum ExerciseSelection {
    /// The `swift test --filter` that selects these exercises' test targets and nothing else.
    /// Exactly these tests, by the manifests' ids (`Exercise7Tests.Exercise7OwnershipTests/loadOwnsItsSave()`):
    /// each from its start (Swift Testing matches a test's whole id followed by more, so no `$`).
    static func testFilter(ids: [String]) -> String {
        ids.map { id in
            "^" + id.map { "\\.()[]{}?*+|^$".contains($0) ? "\\\($0)" : String($0) }.joined()
        }.joined(separator: "|")
    }

    static func testFilter(_ numbers: [Int]) -> String {
        numbers.count == 1
            ? "^\(ExerciseID(numbers[0]).testModule)\\."
            : "^\(ExerciseID.prefix)(\(numbers.map(String.init).joined(separator: "|")))Tests\\."
    }

    /// The exercise a test belongs to: its module `ExerciseNTests` says so
    /// (`Exercise12Tests.X/test` → 12); XCTest's Linux console names no module, and there
    /// the type does, since exercise N's test types are named `ExerciseN…` (`Exercise12X/test`).
    static func exercise(ofTest id: String) -> Int? {
        for name in [id, TestOutcome.key(id)] where name.hasPrefix(ExerciseID.prefix) {
            if let number = Int(name.dropFirst(ExerciseID.prefix.count).prefix { $0.isNumber }) { return number }
        }
        return nil
    }

    /// The exercise a source path belongs to (`…/Exercises/Exercise3/X.swift` → 3,
    /// `…/Tests/Exercise3Tests/Y.swift` → 3), for naming the exercise that does not compile.
    static func exercise(ofPath path: String) -> Int? {
        for prefix in ["Exercises/", "Tests/", "Solutions/"].map({ $0 + ExerciseID.prefix }) {
            guard let range = path.range(of: prefix) else { continue }
            let digits = path[range.upperBound...].prefix { $0.isNumber }
            if let number = Int(digits) { return number }
        }
        return nil
    }
}
