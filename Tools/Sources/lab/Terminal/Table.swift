/// Text in columns, the last one unpadded: the proof table, the gallery's, any other.
enum TextTable {
    static func render(header: [String], rows: [[String]], maximumWidth: Int = 60) -> String {
        let widths = header.indices.map { column in
            min(maximumWidth, ([header] + rows).map { $0[column].count }.max() ?? 0)
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { index in
                let cell = cells[index]
                return index == cells.count - 1 ? cell : cell.padding(toLength: max(widths[index], cell.count), withPad: " ", startingAt: 0)
            }.joined(separator: " | ")
        }
        return ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line)).joined(separator: "\n")
    }
}

/// Prints verdicts as the proof table: one row a proof, the verdict last.
enum Table {
    /// `manifests` give each exercise's title.
    static func render(_ verdicts: [Verdict], manifests: [ExerciseManifest]) -> String {
        let titles = Dictionary(uniqueKeysWithValues: manifests.map { ($0.exercise, $0.title) })
        return TextTable.render(
            header: ["ex", "title", "kind", "proof", "exercise track", "solution track", "verdict"],
            rows: verdicts.map { verdict in
                [
                    verdict.exercise.map(String.init) ?? "-",
                    verdict.exercise.flatMap { titles[$0] } ?? "",
                    verdict.kind.rawValue, verdict.name, verdict.exercises, verdict.solutions,
                    verdict.ok ? "ok" : "FAIL",
                ]
            })
    }
}
