import Foundation

/// A student's copy of the lab handed in for grading: a folder, or a `.zip` of one. It is
/// untrusted input, so only each exercise's own sources are ever read from it
/// (`Exercises/ExerciseN/*.swift`: regular files, not links, at most `maxFileSize`), and each
/// proof exercise's (`Proofs/ProofN/*.swift`, the same way); its
/// `Package.swift`, tests and scripts are never run. Its tests and fixtures are only compared
/// with what shipped, to flag an edit. Nothing in it is changed: a zip is read, and what it
/// holds is extracted to a folder of the grader's.
///
/// ```swift
/// let submission = try Submission.open("hand-ins/ana.zip", lab: lab, shipped: shipped, into: scratch)
/// submission.sources[3]   // Exercise 3's files, by name, or nil: not handed in
/// submission.proofSources[3]   // the student's proof 3, likewise
/// ```
struct Submission {
    let name: String
    /// Each exercise's sources, by file name.
    let sources: [Int: [String: Data]]
    /// Each proof exercise's proof, by file name.
    let proofSources: [Int: [String: Data]]
    /// Shipped test and fixture files the submission changed, or removed from a folder it
    /// kept (graded on the pristine ones anyway).
    let edited: [String]
    /// What was refused, one line each (a path that climbs out, a link, a file too large or
    /// not a Swift file where sources go).
    let refused: [String]

    static let maxFileSize = 256 * 1024

    /// Reads a folder or a zip. Throws one line for what is not a lab at all (no `Exercises/`
    /// and no `Proofs/`),
    /// a path that does not exist, or a zip that does not open.
    static func open(_ path: String, layout: LabLayout, shipped: ShippedFiles, into scratch: URL) throws -> Submission {
        let url = URL(filePath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw LabError.failed("\(path): no such file or folder")
        }
        if isDirectory.boolValue {
            return try read(folder: url, name: url.lastPathComponent, layout: layout, shipped: shipped, refused: [])
        }
        guard url.pathExtension == "zip" else { throw LabError.failed("\(path): neither a folder nor a .zip") }
        let (folder, refused) = try extract(zip: url, into: scratch)
        return try read(folder: folder, name: url.lastPathComponent, layout: layout, shipped: shipped, refused: refused)
    }

    private static func read(folder: URL, name: String, layout: LabLayout, shipped: ShippedFiles, refused: [String]) throws -> Submission {
        var refused = refused
        // A hand-in of the proofs track alone (no Exercises/) is a submission too.
        guard ["Exercises", ProofsCommand.package].contains(where: { FileManager.default.fileExists(atPath: folder.appending(path: $0).path) }) else {
            throw LabError.failed("\(name): not a copy of the lab (it has no Exercises/ or \(ProofsCommand.package)/ folder)")
        }
        var sources: [Int: [String: Data]] = [:]
        for number in layout.exerciseNumbers() {
            sources[number] = try swiftFiles(in: ExerciseID(number).exercisePath, of: folder, alsoAllowed: ["README.md", "proofs.json"], refused: &refused)
        }
        var proofSources: [Int: [String: Data]] = [:]
        for number in ProofExerciseID.numbers(in: layout) {
            proofSources[number] = try swiftFiles(in: ProofExerciseID(number).proofPath, of: folder, alsoAllowed: ["README.md"], refused: &refused)
        }
        var edited: [String] = []
        for number in layout.exerciseNumbers() {
            // A hand-in of the exercises alone (no Tests/, no Fixtures/) edited nothing.
            for part in [ShippedFiles.Part.tests, .fixtures] where FileManager.default.fileExists(atPath: folder.appending(path: part.path(number)).path) {
                for file in shipped.files(of: number, in: part) {
                    let copy = folder.appending(path: file.path)
                    let isLink = (try? FileManager.default.attributesOfItem(atPath: copy.path)[.type] as? FileAttributeType) == .typeSymbolicLink
                    guard !isLink, let data = try? Data(contentsOf: copy), ShippedFiles.fingerprint(data) == file.fingerprint else {
                        edited.append(file.path)
                        continue
                    }
                }
            }
        }
        return Submission(name: name, sources: sources, proofSources: proofSources, edited: edited, refused: refused)
    }

    /// The Swift files of `directory` in the submission `folder`, by name (`nil`: none); what is
    /// not one is refused in a line, but for the shipped files `alsoAllowed`, which are not read.
    private static func swiftFiles(in directory: String, of folder: URL, alsoAllowed: Set<String>, refused: inout [String]) throws -> [String: Data]? {
        // A folder that is a link (`Proofs/Proof1 -> /elsewhere`, or `Proofs` itself) would read files from outside the submission.
        let parent = String(directory.split(separator: "/").first ?? "")
        for path in [parent, directory] where (try? FileManager.default.attributesOfItem(atPath: folder.appending(path: path).path)[.type] as? FileAttributeType) == .typeSymbolicLink {
            refused.append("\(path): a link, not a folder")
            return nil
        }
        var found: [String: Data] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: directory).path)) ?? []
        for file in names.sorted() where !file.hasPrefix(".") {
            let path = directory + "/" + file
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appending(path: path).path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
            switch attributes?[.type] as? FileAttributeType {
            case .typeRegular? where file.hasSuffix(".swift") && size <= maxFileSize:
                found[file] = try Data(contentsOf: folder.appending(path: path))
            case .typeRegular? where file.hasSuffix(".swift"):
                refused.append("\(path): \(size) bytes, too large to be a source file (at most \(maxFileSize))")
            case .typeRegular? where alsoAllowed.contains(file):
                continue
            case .typeSymbolicLink?:
                refused.append("\(path): a link, not a file")
            case .typeDirectory?:
                refused.append("\(path): a folder: only \(directory)/*.swift is graded")
            default:
                refused.append("\(path): not a Swift file")
            }
        }
        return found.isEmpty ? nil : found
    }

    /// Lists the zip, refuses every entry that climbs out of it, and extracts only the
    /// entries the grader reads, under the one folder that holds `Exercises/`.
    private static func extract(zip: URL, into scratch: URL) throws -> (URL, [String]) {
        let listing = scratch.appending(path: "listing.txt")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let listed = try Subprocess(arguments: ["unzip", "-Z1", zip.path], workingDirectory: scratch, timeout: .seconds(60), log: listing).run()
        let entries = ((try? String(contentsOf: listing, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        guard listed.status == 0, !entries.isEmpty else { throw LabError.failed("\(zip.lastPathComponent): not a zip that opens") }
        var refused: [String] = []
        var wanted: [String] = []
        for entry in entries {
            let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
            if entry.hasPrefix("/") || parts.contains("..") {
                refused.append("\(entry): climbs out of the zip")
                continue
            }
            // The lab's root is the folder that holds `Exercises/` or `Proofs/` (a GitHub download adds one).
            if let at = parts.firstIndex(of: "Exercises"), at + 1 < parts.count, ExerciseID(folderName: String(parts[at + 1])) != nil {
                wanted.append(entry)
            } else if let at = parts.firstIndex(of: Substring(ProofsCommand.package)), at + 1 < parts.count,
                      ProofExerciseID(folderName: String(parts[at + 1])) != nil {
                wanted.append(entry)
            } else if parts.contains("Tests") || parts.contains("Fixtures") {
                wanted.append(entry)
            }
        }
        let root = wanted.compactMap { entry -> String? in
            guard let range = entry.range(of: "Exercises/") ?? entry.range(of: ProofsCommand.package + "/") else { return nil }
            return String(entry[..<range.lowerBound])
        }.min { $0.count < $1.count } ?? ""
        let folder = scratch.appending(path: "files")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = wanted.filter { $0.hasPrefix(root) && !$0.hasSuffix("/") }
        if !files.isEmpty {
            let log = scratch.appending(path: "unzip.log")
            let outcome = try Subprocess(arguments: ["unzip", "-qq", "-o", zip.path] + files + ["-d", folder.path],
                                         workingDirectory: scratch, timeout: .seconds(120), log: log).run()
            guard outcome.status == 0 else { throw LabError.failed("\(zip.lastPathComponent): its files would not extract; see \(log.path)") }
        }
        return (root.isEmpty ? folder : folder.appending(path: root), refused)
    }
}
