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
            arguments: ["swift", "package", "dump-package"], workingDirectory: lab.layout.root, timeout: lab.timeout, log: log
        ).run()
        guard outcome.status == 0, let data = try? Data(contentsOf: log) else {
            throw LabError.failed("SwiftPM could not read Package.swift (`swift package dump-package`); see \(log.path)")
        }
        return try exercises(inDump: data)
    }

    /// The same, from `dump-package`'s output (a test feeds it directly).
    static func exercises(inDump data: Data) throws -> [Int] {
        // SwiftPM may print a line of progress before the JSON.
        let json = data.drop { $0 != UInt8(ascii: "{") }
        let dump = try JSONDecoder().decode(Dump.self, from: Data(json))
        return dump.targets.filter { $0.type == "regular" }.compactMap { ExerciseID(folderName: $0.name)?.number }.sorted()
    }
}
