/// A unified diff of two texts, line by line: what `lab gallery N --show` prints for each fix,
/// so a student sees the few lines that make the mistake, not a whole copy of the solution.
/// A longest common subsequence of the lines (the files are a page or two: its table is small)
/// and hunks with `context` unchanged lines around each change, as `diff -u` prints them.
///
/// ```swift
/// let diff = LineDiff(old: solution, new: fix).unified(oldName: "Solutions/Exercise7/CatalogLoader.swift", newName: "the fix")
/// ```
struct LineDiff {
    enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    let lines: [Line]

    init(old: String, new: String) {
        let a = Self.split(old)
        let b = Self.split(new)
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [Line] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals before additions, as `diff -u` prints a changed line.
                lines.append(.removed(a[i]))
                i += 1
            } else {
                lines.append(.added(b[j]))
                j += 1
            }
        }
        self.lines = lines
    }

    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// True when the two texts have the same lines.
    var hasNoChanges: Bool { lines.allSatisfy { if case .same = $0 { true } else { false } } }

    /// The diff as `diff -u` prints it: the two names, then each hunk with its line ranges.
    func unified(oldName: String, newName: String, context: Int = 3) -> String {
        // Where each line stands in the old and the new text (1-based, as diff counts).
        var oldLine = 1
        var newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for line in lines {
            positions.append((oldLine, newLine))
            switch line {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        guard !changed.isEmpty else { return "" }
        // Hunks: runs of changes whose context overlaps.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(lines.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var out = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks {
            let slice = lines[hunk]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            let start = positions[hunk.lowerBound]
            out.append("@@ -\(oldCount == 0 ? start.old - 1 : start.old),\(oldCount) +\(newCount == 0 ? start.new - 1 : start.new),\(newCount) @@")
            for line in slice {
                switch line {
                case let .same(text): out.append(" " + text)
                case let .removed(text): out.append("-" + text)
                case let .added(text): out.append("+" + text)
                }
            }
        }
        return out.joined(separator: "\n")
    }
}
