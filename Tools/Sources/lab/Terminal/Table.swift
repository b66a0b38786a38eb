/// Text in columns, the last one unpadded: the proof table, the gallery's, any other. A cell
/// wider than its column wraps onto the row's next lines, at a word where one is near, so every
/// column stays aligned and nothing is cut (a failure's cell ends with the log to read).
enum TextTable {
    static func render(header: [String], rows: [[String]], maximumWidth: Int = 60) -> String {
        let widths = header.indices.map { column in
            min(maximumWidth, ([header] + rows).map { $0[column].count }.max() ?? 0)
        }
        func lines(_ cells: [String]) -> [String] {
            let wrapped = cells.indices.map { index in index == cells.count - 1 ? [cells[index]] : wrap(cells[index], width: widths[index]) }
            let height = wrapped.map(\.count).max() ?? 1
            return (0..<height).map { line in
                let row = wrapped.indices.map { index in
                    let cell = line < wrapped[index].count ? wrapped[index][line] : ""
                    return index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                }.joined(separator: " | ")
                return Substring(row).trimmingTrailingSpaces()
            }
        }
        return (lines(header) + lines(widths.map { String(repeating: "-", count: $0) }) + rows.flatMap(lines)).joined(separator: "\n")
    }

    /// `text` in lines of at most `width` characters, broken after a space where one is in the
    /// line's last third, else where the width ends.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [text] }
        var lines: [String] = []
        var rest = Substring(text)
        while rest.count > width {
            let head = rest.prefix(width)
            let cut = head.lastIndex(of: " ").flatMap { head.distance(from: head.startIndex, to: $0) >= width * 2 / 3 ? $0 : nil }
            if let cut {
                lines.append(String(rest[..<cut]))
                rest = rest[rest.index(after: cut)...]
            } else {
                lines.append(String(head))
                rest = rest.dropFirst(width)
            }
        }
        return lines + [String(rest)]
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
