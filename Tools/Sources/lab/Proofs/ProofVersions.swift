import Foundation

/// The versions one proof exercise's judge runs, as files: made from the exercise's gallery, not
/// kept by hand. A version is a folder of links under `Proofs/Versions/ProofN/` (the solution's
/// files, the one an entry replaces linked to the entry), a module named in the list of
/// `Proofs/Package.swift` (`manifest(from:all:)`), and the lines of `Judge/ProofN/ProofNRegistry.swift` that name it —
/// written from the `Fixed` version's own lines, the registry's template. `Fixed` (links to the
/// solution) and `Broken` (a copy of the exercise as shipped) are the lab's; every other version
/// is a gallery entry but those that break only the review rule (`kind: escape-hatch`), as the
/// judge's `ProofExercise.versions(broken:)` reads them.
///
/// ```swift
/// let versions = try ProofVersions(ProofExerciseID(2), layout: lab.layout)
/// versions.problems   // ["Proofs/Versions/Proof2/ClearStopsOnlyARunningRefresh is missing (…): swift run lab proofs --sync-versions"]
/// try versions.write()   // the folders and the registry; `lab proofs --sync-versions` writes the manifest's list too
/// ```
struct ProofVersions {
    let id: ProofExerciseID
    /// The exercise whose versions these are, read from where `Fixed`'s links point.
    let exercise: Int
    /// Each version's folder name (`Fixed`, `Broken`, `ClearStopsOnlyARunningRefresh`) and its
    /// name in the registry (`fixed`, `broken`, `clear-stops-only-a-running-refresh`), Fixed and
    /// Broken first.
    let versions: [(folder: String, name: String)]
    /// For each gallery version's folder, its files and where each links.
    let links: [String: [String: String]]
    /// The registry as it should read.
    let registry: String
    private let layout: LabLayout

    init(_ id: ProofExerciseID, layout: LabLayout) throws {
        self.id = id
        self.layout = layout
        let files = FileManager.default
        let fixed = layout.root.appending(path: "\(Self.folder(of: id))/\(Self.fixed)")
        let fixedLinks = try files.contentsOfDirectory(atPath: fixed.path).sorted().map { file in
            (file, try files.destinationOfSymbolicLink(atPath: fixed.appending(path: file).path))
        }
        guard let first = fixedLinks.first?.1,
              let folder = first.split(separator: "/").first(where: { ExerciseID(folderName: String($0)) != nil }),
              let exercise = ExerciseID(folderName: String(folder))?.number
        else {
            throw LabError.usage("\(Self.folder(of: id))/\(Self.fixed) holds no link to a solution's file: the lab cannot tell which exercise \(id.title) proves")
        }
        self.exercise = exercise
        let entries = try layout.gallery(exercise).filter { $0.kind != .escapeHatch }
        versions = [(Self.fixed, "fixed"), (Self.broken, "broken")] + entries.map { (Self.folderName(of: $0.name), $0.name) }
        let galleryFromVersion = "../../../../\(layout.galleryPath(exercise))"
        var links: [String: [String: String]] = [:]
        for entry in entries {
            guard fixedLinks.contains(where: { $0.0 == entry.replaces }) else {
                throw LabError.usage("gallery entry \(entry.name) replaces \(entry.replaces), which Exercise \(exercise)'s solution does not have")
            }
            links[Self.folderName(of: entry.name)] = Dictionary(uniqueKeysWithValues: fixedLinks.map { file, target in
                (file, file == entry.replaces ? "\(galleryFromVersion)/\(entry.name).swift" : target)
            })
        }
        self.links = links
        let registryText = try String(contentsOf: layout.root.appending(path: Self.registryPath(of: id)), encoding: .utf8)
        registry = Self.registry(from: registryText, id: id, versions: versions)
    }

    static let fixed = "Fixed"
    static let broken = "Broken"

    static func folder(of id: ProofExerciseID) -> String { "\(ProofsCommand.package)/Versions/\(id.name)" }
    static func registryPath(of id: ProofExerciseID) -> String { "\(ProofsCommand.package)/Judge/\(id.name)/\(id.name)Registry.swift" }

    /// A gallery entry's folder and module suffix: `capture-callback` → `CaptureCallback`.
    static func folderName(of entry: String) -> String {
        entry.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The registry with every version's lines: each line that names `ProofNFixed` is the
    /// template, written once per version in order; the lines of versions that are no longer
    /// there are dropped, and every other line is kept as it is. A version made another way (a
    /// main-actor type made on the main actor) keeps its own case, hand-written under a comment
    /// that says "(kept by hand)", in place of the template's.
    static func registry(from text: String, id: ProofExerciseID, versions: [(folder: String, name: String)]) -> String {
        let module = { (folder: String) in "\(id.name)\(folder)" }
        let fixedModule = module(fixed)
        // Simple word boundaries: Unicode's would read `Proof2Fixed.SessionProductStore` as one word.
        let anyVersion = try! Regex("\\b\(id.name)[A-Z][A-Za-z0-9]*\\b").wordBoundaryKind(.simple)
        let caseName = /case "([a-z0-9-]+)":/
        var source = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        var keptByHand: [String: [String]] = [:]
        var template: [(line: String, position: Int)] = []
        var lines: [String] = []
        while let line = source.popFirst() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("//"), line.contains("(kept by hand") {
                var block = [line]
                while let next = source.popFirst() {
                    block.append(next)
                    if next.trimmingCharacters(in: .whitespaces) == "}" { break }
                }
                if let name = block.lazy.compactMap({ $0.firstMatch(of: caseName).map { String($0.1) } }).first {
                    keptByHand[name] = block
                }
                continue
            }
            let named = line.matches(of: anyVersion).map { String(line[$0.range]) }
                .filter { $0 != "\(id.name)Kit" && $0 != "\(id.name)Registry" && $0 != "\(id.name)Tests" }
            if named.isEmpty {
                lines.append(line)
            } else if named.allSatisfy({ $0 == fixedModule }) {
                template.append((line, lines.count))
                lines.append(line)
            }
        }
        for (line, position) in template.reversed() {
            let isCase = line.firstMatch(of: caseName) != nil
            let written: [String] = versions.flatMap { version -> [String] in
                if isCase, let block = keptByHand[version.name] { return block }
                return [line.replacingOccurrences(of: fixedModule, with: module(version.folder))
                    .replacingOccurrences(of: "\"fixed\"", with: "\"\(version.name)\"")]
            }
            lines.replaceSubrange(position...position, with: written)
        }
        return lines.joined(separator: "\n")
    }

    static let manifestPath = "\(ProofsCommand.package)/Package.swift"
    /// The line of `Proofs/Package.swift` that opens the list of versions; the list ends at the next `]`.
    static let manifestListOpening = "let proofs: [(number: Int, versions: [String])] = ["

    /// This proof exercise's entry in the list: `    (2, ["Fixed", "Broken", "AnalyticsAfterGuard", …]),`.
    var manifestLine: String {
        "    (\(id.number), [" + versions.map { "\"\($0.folder)\"" }.joined(separator: ", ") + "]),"
    }

    /// `Proofs/Package.swift` with the list of versions written from `all`, in order.
    static func manifest(from text: String, all: [ProofVersions]) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let opening = lines.firstIndex(of: manifestListOpening),
              let closing = lines[opening...].firstIndex(of: "]") else { return nil }
        lines.replaceSubrange((opening + 1)..<closing, with: all.sorted { $0.id < $1.id }.map(\.manifestLine))
        return lines.joined(separator: "\n")
    }

    /// What differs between the files and what the gallery makes of them, each with the command that mends it.
    var problems: [String] {
        let mend = ": swift run lab proofs --sync-versions"
        var problems: [String] = []
        let root = layout.root
        let files = FileManager.default
        let present = Set(((try? files.contentsOfDirectory(atPath: root.appending(path: Self.folder(of: id)).path)) ?? []).filter { !$0.hasPrefix(".") })
        for version in versions where !present.contains(version.folder) {
            problems.append("\(Self.folder(of: id))/\(version.folder) is missing (gallery entry \(version.name) has no version)\(mend)")
        }
        for folder in present.subtracting(versions.map(\.folder)).sorted() {
            problems.append("\(Self.folder(of: id))/\(folder) is no gallery entry's version\(mend)")
        }
        for (folder, expected) in links.sorted(by: { $0.key < $1.key }) where present.contains(folder) {
            let path = root.appending(path: "\(Self.folder(of: id))/\(folder)").path
            let found = Dictionary(uniqueKeysWithValues: ((try? files.contentsOfDirectory(atPath: path)) ?? []).map { file in
                (file, (try? files.destinationOfSymbolicLink(atPath: "\(path)/\(file)")) ?? "(not a link)")
            })
            if found != expected { problems.append("\(Self.folder(of: id))/\(folder) does not link the solution's files and its entry\(mend)") }
        }
        let current = (try? String(contentsOf: root.appending(path: Self.registryPath(of: id)), encoding: .utf8)) ?? ""
        if current != registry { problems.append("\(Self.registryPath(of: id)) does not name every version\(mend)") }
        let manifest = (try? String(contentsOf: root.appending(path: Self.manifestPath), encoding: .utf8)) ?? ""
        if !manifest.split(separator: "\n").contains(where: { $0 == manifestLine }) {
            problems.append("\(Self.manifestPath) does not list every version of \(id.title)\(mend)")
        }
        return problems
    }

    /// Makes the files what the gallery says: each version's folder of links (a folder that is
    /// no version's is removed), and the registry.
    func write() throws {
        let files = FileManager.default
        let root = layout.root.appending(path: Self.folder(of: id))
        let present = Set(try files.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") })
        for folder in present.subtracting(versions.map(\.folder)) {
            try files.removeItem(at: root.appending(path: folder))
        }
        for (folder, expected) in links {
            let directory = root.appending(path: folder)
            if files.fileExists(atPath: directory.path) { try files.removeItem(at: directory) }
            try files.createDirectory(at: directory, withIntermediateDirectories: true)
            for (file, target) in expected {
                try files.createSymbolicLink(atPath: directory.appending(path: file).path, withDestinationPath: target)
            }
        }
        try registry.write(to: layout.root.appending(path: Self.registryPath(of: id)), atomically: true, encoding: .utf8)
    }
}
