/// Which tests belong to which exercise, exactly: `Exercise1` must never select
/// `Exercise10Tests` (a `swift test --filter` is a regular expression matched anywhere in
/// the test's name).
enum ExerciseSelection {
    /// The `swift test --filter` that selects these exercises' test targets and nothing else.
    static func testFilter(_ numbers: [Int]) -> String {
        numbers.count == 1
            ? "^Exercise\(numbers[0])Tests\\."
            : "^Exercise(\(numbers.map(String.init).joined(separator: "|")))Tests\\."
    }

    /// The exercise a test identifier belongs to (`Exercise12Tests.Type/test` → 12).
    static func exercise(ofTest id: String) -> Int? {
        guard id.hasPrefix("Exercise"), let end = id.range(of: "Tests.") else { return nil }
        return Int(id[id.index(id.startIndex, offsetBy: "Exercise".count)..<end.lowerBound])
    }

    /// The exercise a source path belongs to (`…/Exercises/Exercise3/X.swift` → 3,
    /// `…/Tests/Exercise3Tests/Y.swift` → 3), for naming the exercise that does not compile.
    static func exercise(ofPath path: String) -> Int? {
        for prefix in ["Exercises/Exercise", "Tests/Exercise", "Solutions/Exercise"] {
            guard let range = path.range(of: prefix) else { continue }
            let digits = path[range.upperBound...].prefix { $0.isNumber }
            if let number = Int(digits) { return number }
        }
        return nil
    }
}
