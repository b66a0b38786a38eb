import Foundation

/// A copy of the lab in which one exercise's files can be replaced: every exercise holds
/// its solution, except the one file a gallery entry lays over, or the exercise a graded
/// submission hands in. It lives in a folder of the lab's (each gallery lane's,
/// `GalleryLane.folder(_:)`; `lab grade`'s `.build-grade/lab/`) with its own build folder, and a file is written only when its content changes, so a
/// second run rebuilds only what an entry touched.
struct GalleryWorkspace {
    let lab: LabLayout
    /// The copy's root.
    let root: URL
    /// The modification dates given to the files written, each a second after the last.
    private let writeDates = WriteDates()

    init(lab: LabLayout, folder: String) {
        self.lab = lab
        root = lab.root.appending(path: folder)
    }

    /// What a test build needs, copied from the lab as it is: the package manifest, the
    /// harness, the tests, and the tool's package (a dependency of the root one). The
    /// exercises' folders are laid by `prepare()` from the solutions.
    private static let copied = ["Package.swift", "Sources", "Tests", "Tools/Package.swift", "Tools/Sources", "Tools/Tests"]

    /// Brings the copy up to date with the lab, every exercise holding its solution.
    func prepare() throws {
        for path in Self.copied { try mirror(path) }
        for number in lab.exerciseNumbers() {
            // README.md and proofs.json: Package.swift excludes them by name, so they must be there.
            let nonSources = lab.files(under: lab.exercisePath(number)).filter { !$0.hasSuffix(".swift") }
            for path in nonSources { try write(Data(contentsOf: lab.root.appending(path: path)), to: path) }
            try lay(number, replacing: nil)
        }
    }

    /// Puts exercise N's solution in place, with `replacing`'s file in place of the one it names.
    func lay(_ number: Int, replacing entry: GalleryEntry?) throws {
        let target = lab.exercisePath(number)
        let solution = lab.files(under: lab.solutionPath(number)).filter { $0.hasSuffix(".swift") }
        var wanted: [String: Data] = [:]
        for path in solution {
            wanted[target + "/" + String(path.split(separator: "/").last!)] = try Data(contentsOf: lab.root.appending(path: path))
        }
        if let entry {
            let path = target + "/" + entry.replaces
            guard wanted[path] != nil else {
                throw LabError.failed("gallery entry \(entry.name).swift replaces \(entry.replaces), which \(lab.solutionPath(number)) does not have")
            }
            wanted[path] = Data(entry.source.utf8)
        }
        for (path, data) in wanted { try write(data, to: path) }
        for stale in files(under: target) where stale.hasSuffix(".swift") && wanted[stale] == nil {
            try FileManager.default.removeItem(at: root.appending(path: stale))
        }
    }

    /// Puts a submission's sources of exercise N in place of its solution: exactly those
    /// files (by name), nothing of the solution's.
    func lay(_ number: Int, sources: [String: Data]) throws {
        let target = lab.exercisePath(number)
        for (name, data) in sources { try write(data, to: target + "/" + name) }
        for stale in files(under: target) where stale.hasSuffix(".swift") && sources[String(stale.split(separator: "/").last!)] == nil {
            try FileManager.default.removeItem(at: root.appending(path: stale))
        }
    }

    /// What a proof exercise's judge needs besides what `prepare()` copies: the proofs package,
    /// whose links (to the harness, each version's files) are kept as links and so point into
    /// the copy, the solutions and fixtures the versions link to, and `shipped.json` (the judge
    /// holds its broken version to it).
    private static let copiedForProofs = [ProofsCommand.package, "Solutions", "Fixtures", ShippedFiles.path]

    /// Brings the copy's proofs package up to date with the lab's (after `prepare()`), every proof
    /// exercise holding its starting proof as shipped: a proof that compiles, so each judge builds.
    func prepareProofs(shipped: ShippedFiles) throws {
        let numbers = ProofExerciseID.numbers(in: lab)
        // The proof exercises' folders are `layProof`'s: the lab's copy may hold the instructor's proofs, not the starting ones.
        let proofFolders = numbers.map { ProofExerciseID($0).proofPath + "/" }
        for path in Self.copiedForProofs { try mirror(path, except: proofFolders) }
        for number in numbers { try layProof(number, sources: nil, shipped: shipped) }
    }

    /// Puts a submission's proof N (`sources`: exactly those Swift files, by name) in
    /// `Proofs/ProofN/`, or, for `nil`, the starting proof as shipped.
    func layProof(_ number: Int, sources: [String: Data]?, shipped: ShippedFiles) throws {
        let target = ProofExerciseID(number).proofPath
        var wanted: [String: Data] = [:]
        for file in shipped.proofFiles(of: number) where sources == nil || !file.path.hasSuffix(".swift") {
            wanted[file.path] = Data((file.content ?? "").utf8)
        }
        for (name, data) in sources ?? [:] { wanted[target + "/" + name] = data }
        for (path, data) in wanted { try write(data, to: path) }
        for stale in files(under: target) where wanted[stale] == nil {
            try FileManager.default.removeItem(at: root.appending(path: stale))
        }
    }

    /// Copies the lab's `path` (a file, or a folder but for its hidden entries such as `.build`,
    /// and for what lies under the folders `except`) with each link as a link, and removes what
    /// the copy has there that the lab no longer has.
    private func mirror(_ path: String, except: [String] = []) throws {
        let manager = FileManager.default
        let source = lab.root.appending(path: path)
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { return try write(Data(contentsOf: source), to: path) }
        let copy = root.appending(path: path)
        /// The files and links under `folder`, by their paths from the lab's root, not descending
        /// into a link nor into the folders `except`.
        func entries(under folder: URL) throws -> [(relative: String, item: URL, isLink: Bool)] {
            let walker = manager.enumerator(at: folder, includingPropertiesForKeys: [.isSymbolicLinkKey, .isDirectoryKey], options: [.skipsHiddenFiles])
            var found: [(relative: String, item: URL, isLink: Bool)] = []
            while let item = walker?.nextObject() as? URL {
                let relative = path + "/" + String(item.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                let values = try item.resourceValues(forKeys: [.isSymbolicLinkKey, .isDirectoryKey])
                let isLink = values.isSymbolicLink == true
                if isLink || except.contains(where: { (relative + "/").hasPrefix($0) }) { walker?.skipDescendants() }
                guard !except.contains(where: { (relative + "/").hasPrefix($0) }), isLink || values.isDirectory != true else { continue }
                found.append((relative, item, isLink))
            }
            return found
        }
        var kept: Set<String> = []
        for (relative, item, isLink) in try entries(under: source) {
            kept.insert(relative)
            guard isLink else {
                try write(Data(contentsOf: item), to: relative)
                continue
            }
            let destination = try manager.destinationOfSymbolicLink(atPath: item.path)
            let linked = root.appending(path: relative)
            // Kept as written, a link must land inside the copy, or the copy would reach the lab (or beyond).
            let landing = (destination.hasPrefix("/") ? URL(filePath: destination) : linked.deletingLastPathComponent().appending(path: destination))
                .standardizedFileURL.path
            guard landing.hasPrefix(root.standardizedFileURL.path + "/") else {
                throw LabError.failed("\(relative) links to \(destination), outside the lab: the grading copy keeps only links into itself")
            }
            if (try? manager.destinationOfSymbolicLink(atPath: linked.path)) == destination { continue }
            try? manager.removeItem(at: linked)
            try manager.createDirectory(at: linked.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: linked.path, withDestinationPath: destination)
        }
        for (relative, item, _) in try entries(under: copy) where !kept.contains(relative) {
            try manager.removeItem(at: item)
        }
    }

    /// Writes only a changed file: an unchanged one keeps its date, and the build its work.
    /// A changed one is dated at least a second after the previous write: two entries laid
    /// within one second had the same modification time to the second, and the incremental
    /// build kept the first one's module (an entry judged on another entry's code).
    private func write(_ data: Data, to path: String) throws {
        let url = root.appending(path: path)
        if let existing = try? Data(contentsOf: url), existing == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        try FileManager.default.setAttributes([.modificationDate: writeDates.next()], ofItemAtPath: url.path)
    }

    private func files(under directory: String) -> [String] {
        LabLayout(root: root).files(under: directory)
    }
}

/// Modification dates for the workspace's writes: each at least a second after the last,
/// and never before now. A class, so the workspace's methods need not be `mutating`.
private final class WriteDates {
    private var last = Date.distantPast

    func next() -> Date {
        last = max(Date(), last.addingTimeInterval(1))
        return last
    }
}
