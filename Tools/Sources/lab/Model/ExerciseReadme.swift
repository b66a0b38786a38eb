import Foundation

/// What `lab` reads from an exercise's README: the story's first sentence and the three
/// graded hints (`<details><summary>Hint 1 (nudge)</summary> … </details>`).
struct ExerciseReadme {
    let text: String

    init(text: String) { self.text = text }

    init(_ number: Int, layout: LabLayout) throws {
        let url = layout.exerciseDirectory(number).appending(path: "README.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw LabError.failed("\(ExerciseID(number).readmePath) is missing; `swift run lab reset \(number)` restores it")
        }
        self.init(text: text)
    }

    /// The hints in order, each as (summary, body).
    var hints: [(title: String, body: String)] {
        text.components(separatedBy: "<details><summary>").dropFirst().compactMap { block in
            guard let close = block.range(of: "</summary>"), let end = block.range(of: "</details>") else { return nil }
            let title = String(block[..<close.lowerBound])
            let body = block[close.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            return title.hasPrefix("Hint") ? (title, body) : nil
        }
    }

    /// The first sentence under "## The story", on one line.
    var story: String {
        guard let start = text.range(of: "## The story\n") else { return "" }
        let paragraph = text[start.upperBound...].prefix { $0 != "#" }
            .split(separator: "\n").joined(separator: " ")
        guard let stop = paragraph.range(of: ". ") else { return paragraph.trimmingCharacters(in: .whitespaces) }
        return String(paragraph[..<stop.lowerBound]) + "."
    }
}
