import Foundation

/// What `lab` remembers between runs, in `.lab/state.json` (git-ignored): versioned JSON,
/// written atomically (a temporary file renamed over the old one), so an interrupted write
/// never leaves half a file. Losing it loses nothing a student wrote: hints are shown again
/// from the first, and `lab verify` rebuilds progress from the tests.
struct LabState: Codable, Equatable {
    static let currentVersion = 1

    var version = currentVersion
    /// How many hints of each exercise were shown, by exercise number.
    var hintsShown: [String: Int] = [:]
    /// The last known status of each exercise (`done`, `in progress`, `not started`).
    var lastStatus: [String: String] = [:]

    static func url(in layout: LabLayout) -> URL { layout.root.appending(path: ".lab/state.json") }

    /// The saved state; a missing, unreadable or newer-version file is a fresh start.
    static func load(from layout: LabLayout) -> LabState {
        guard let data = try? Data(contentsOf: url(in: layout)),
              let state = try? JSONDecoder().decode(LabState.self, from: data),
              state.version == currentVersion
        else { return LabState() }
        return state
    }

    func save(to layout: LabLayout) throws {
        let url = Self.url(in: layout)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
