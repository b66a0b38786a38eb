import Foundation

/// The exercise targets the lab's `Package.swift` declares, as SwiftPM itself reads them
/// (`swift package dump-package`, its documented JSON), never by parsing the manifest's text.
///
/// ```swift
/// let declared = try PackageTargets.exercises(in: lab)   // [1, 2, …, 7]
/// ```
enum PackageTargets {
    /// The part of `dump-package`'s JSON the lab reads.
    private struct Dump: Decodable {
        struct Target: Decodable {
            let name: String
            let type: String
        }

        let targets: [Target]
    }

    /// The numbers of the `ExerciseN` (non-test) targets, in order.
    static func exercises(in lab: Lab) throws -> [Int] {
        let log = lab.results.appending(path: "dump-package.json")
        let outcome = try Subprocess(
            arguments: ["swift", "package", "dump-package"], environment: LanguageDefaults.swift6.environment,
            workingDirectory: lab.layout.root, timeout: lab.timeout, log: log
        ).run()
        guard outcome.status == 0, let data = try? Data(contentsOf: log) else {
            throw LabError.failed("SwiftPM could not read Package.swift (`swift package dump-package`); see \(log.path)")
        }
        return try exercises(inDump: data)
    }

    /// The same, from `dump-package`'s output (a test feeds it directly).
    static func exercises(inDump data: Data) throws -> [Int] {
        // The log holds standard error too: a warning may come before or after the JSON, which
        // starts at a line's first `{` and ends at the last line that is a lone `}`.
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.hasPrefix("{") }),
              let last = lines.lastIndex(where: { $0 == "}" || ($0.hasPrefix("{") && $0.hasSuffix("}")) }), last >= first
        else { throw LabError.failed("`swift package dump-package` printed no JSON") }
        let dump = try JSONDecoder().decode(Dump.self, from: Data(lines[first...last].joined(separator: "\n").utf8))
        return dump.targets.filter { $0.type == "regular" }.compactMap { ExerciseID(folderName: $0.name)?.number }.sorted()
    }
}
