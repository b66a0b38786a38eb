import Foundation

/// The lab's own pages, and which one keeps each text `lab structure` checks against the code:
/// README is a first screen that links the rest (issue 46), so a check reads the page its text
/// lives on — the exercises' table in the students' guide, the gate's steps in the instructors'
/// guide — and "names every command" reads all three.
///
/// ```swift
/// let table = LabDocuments.text(of: .students, in: layout)   // where `lab new` adds a row
/// ```
enum LabDocuments: String, CaseIterable {
    /// The first screen: what the lab is, the two commands, the loop, the links.
    case readme = "README.md"
    /// Every `lab` command, the exercises' table, the proofs track.
    case students = "docs/STUDENTS.md"
    /// The gate's steps, grading, the harness, adding an exercise.
    case instructors = "docs/INSTRUCTORS.md"

    /// The page's text, or "" when it cannot be read (a missing page is a problem of its own).
    static func text(of page: LabDocuments, in layout: LabLayout) -> String {
        (try? String(contentsOf: layout.root.appending(path: page.rawValue), encoding: .utf8)) ?? ""
    }

    /// Every page, one after the other.
    static func all(in layout: LabLayout) -> String {
        allCases.map { text(of: $0, in: layout) }.joined(separator: "\n")
    }

    /// Pages the first screen does not link, or that are missing.
    static func unlinked(in layout: LabLayout) -> [String] {
        let readme = text(of: .readme, in: layout)
        return allCases.dropFirst().compactMap { page in
            if text(of: page, in: layout).isEmpty { return "\(page.rawValue) is missing" }
            return readme.contains("](\(page.rawValue))") ? nil : "README.md does not link \(page.rawValue)"
        }
    }
}
