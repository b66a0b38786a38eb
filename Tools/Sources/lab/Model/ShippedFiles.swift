import Foundation

/// What shipped: every file of every exercise (`Exercises/ExerciseN/`, with its content, so
/// `lab reset` can restore it in a lab downloaded as a zip, which has no git history), every
/// starting file of every proof exercise (`Proofs/ProofN/`, with its content, likewise) and a
/// fingerprint of every file its proofs depend on (`Tests/ExerciseNTests/`,
/// `Fixtures/ExerciseN/`), so `lab` can tell when a test was edited. Written by `lab ship`
/// into `Exercises/shipped.json`; `lab structure` fails when it is out of date.
struct ShippedFiles: Codable, Equatable {
    struct File: Codable, Equatable {
        /// Relative to the package root.
        let path: String
        let fingerprint: String
        /// Present for the exercise's own files (what `lab reset` restores).
        let content: String?
    }

    static let currentVersion = 1
    static let path = "Exercises/shipped.json"

    var version = currentVersion
    var files: [File]

    /// The parts of an exercise that ship: the student's sources (kept in full, for
    /// `reset`), and the tests and fixtures (fingerprints, to notice an edit).
    enum Part: CaseIterable {
        case exercise, tests, fixtures

        func path(_ number: Int) -> String {
            let id = ExerciseID(number)
            return switch self {
            case .exercise: id.exercisePath
            case .tests: id.testsPath
            case .fixtures: id.fixturesPath
            }
        }
    }

    /// The files of exercise N's `part`.
    func files(of number: Int, in part: Part) -> [File] {
        let prefix = part.path(number) + "/"
        return files.filter { $0.path.hasPrefix(prefix) }
    }

    /// Reads the package as it is now (what `lab ship` records).
    static func snapshot(of layout: LabLayout) throws -> ShippedFiles {
        var files: [File] = []
        for number in layout.exerciseNumbers() {
            for part in Part.allCases {
                for path in layout.files(under: part.path(number)) {
                    let data = try Data(contentsOf: layout.root.appending(path: path))
                    let content = part == .exercise ? String(decoding: data, as: UTF8.self) : nil
                    files.append(File(path: path, fingerprint: fingerprint(data), content: content))
                }
            }
        }
        for number in ProofExerciseID.numbers(in: layout) {
            for path in layout.files(under: ProofExerciseID(number).proofPath) {
                let data = try Data(contentsOf: layout.root.appending(path: path))
                files.append(File(path: path, fingerprint: fingerprint(data), content: String(decoding: data, as: UTF8.self)))
            }
        }
        return ShippedFiles(files: files)
    }

    /// Proof exercise N's starting files, as shipped.
    func proofFiles(of number: Int) -> [File] {
        let prefix = ProofExerciseID(number).proofPath + "/"
        return files.filter { $0.path.hasPrefix(prefix) }
    }

    /// Whether `sources` (Swift files by name) are proof exercise N's starting proof as shipped:
    /// a proof that asserts nothing, which the lab does not judge (not started).
    func isStartingProof(_ sources: [String: Data], of number: Int) -> Bool {
        let starting = proofFiles(of: number).filter { $0.path.hasSuffix(".swift") }
        return sources.count == starting.count
            && starting.allSatisfy { sources[URL(filePath: $0.path).lastPathComponent] == Data(($0.content ?? "").utf8) }
    }

    static func load(from layout: LabLayout) throws -> ShippedFiles {
        let url = layout.root.appending(path: path)
        guard let data = try? Data(contentsOf: url) else {
            throw LabError.failed("\(path) is missing: it records what shipped; restore it from the lab as you got it (git checkout -- \(path))")
        }
        let shipped: ShippedFiles
        do {
            shipped = try JSONDecoder().decode(ShippedFiles.self, from: data)
        } catch {
            throw LabError.failed("\(path) cannot be read (\(error)); restore it from the lab as you got it")
        }
        guard shipped.version == currentVersion else {
            throw LabError.failed("\(path) is version \(shipped.version); this lab reads version \(currentVersion)")
        }
        return shipped
    }

    /// Why the recorded `shipped.json` does not describe the package as it is, or `nil`.
    static func staleness(in layout: LabLayout) -> String? {
        guard let recorded = try? load(from: layout), let now = try? snapshot(of: layout) else {
            return "\(path) is missing or unreadable: run `swift run lab ship`"
        }
        return recorded == now ? nil : "\(path) is out of date: run `swift run lab ship` and commit it"
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Paths of exercise N's `part` whose content differs from what shipped, or that
    /// shipped and are gone. (A file the student added is theirs, not a change.)
    func changed(_ number: Int, in part: Part, layout: LabLayout) -> [String] {
        files(of: number, in: part).filter { file in
            guard let data = try? Data(contentsOf: layout.root.appending(path: file.path)) else { return true }
            return Self.fingerprint(data) != file.fingerprint
        }.map(\.path)
    }

    /// Paths of exercise N's `part` that shipped and are gone.
    func missing(_ number: Int, in part: Part, layout: LabLayout) -> [String] {
        files(of: number, in: part).map(\.path).filter { !FileManager.default.fileExists(atPath: layout.root.appending(path: $0).path) }
    }

    /// FNV-1a, 64 bits, in hex: enough to notice an edit (not a defence against tampering).
    static func fingerprint(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

extension LabLayout {
    /// Every regular file under `directory` (relative to the root), sorted, hidden ones left out.
    func files(under directory: String) -> [String] {
        let base = root.appending(path: directory)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base.appending(path: relative).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(directory + "/" + relative)
            }
        }
        return found.sorted()
    }
}
