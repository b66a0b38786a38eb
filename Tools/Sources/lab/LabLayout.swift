import Foundation

/// Where the lab's pieces live, relative to the package root.
struct LabLayout {
    let root: URL

    /// The lab's root that holds `folder`: the nearest folder at or above it with the lab's
    /// `Package.swift`, `Exercises/` and `Tools/` — so `swift run lab` works from
    /// `Exercises/Exercise2` or `Proofs/` as from the root (SwiftPM finds the package by walking
    /// up, and leaves the working directory where the student is). `nil` outside a lab.
    ///
    /// ```swift
    /// LabLayout.enclosingRoot(of: URL(filePath: "/home/ana/lab/Exercises/Exercise2"))  // /home/ana/lab
    /// ```
    static func enclosingRoot(of folder: URL) -> URL? {
        var candidate = folder.standardizedFileURL
        while true {
            if isRoot(candidate) { return candidate }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }

    private static func isRoot(_ folder: URL) -> Bool {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        return files.fileExists(atPath: folder.appending(path: "Package.swift").path)
            && files.fileExists(atPath: folder.appending(path: "Exercises").path, isDirectory: &isFolder) && isFolder.boolValue
            && files.fileExists(atPath: folder.appending(path: "Tools/Package.swift").path)
    }

    /// Exercise N's folders, relative to the root (`ExerciseID` names them).
    func exercisePath(_ number: Int) -> String { ExerciseID(number).exercisePath }
    func solutionPath(_ number: Int) -> String { ExerciseID(number).solutionPath }
    func exerciseDirectory(_ number: Int) -> URL { root.appending(path: exercisePath(number)) }
    func solutionDirectory(_ number: Int) -> URL { root.appending(path: solutionPath(number)) }
    func manifestPath(_ number: Int) -> URL { root.appending(path: ExerciseID(number).manifestPath) }
    /// Where exercise N's wrong-fix gallery lives, relative to the root.
    func galleryPath(_ number: Int) -> String { ExerciseID(number).galleryPath }

    /// Exercise N's gallery entries, by name; a header that does not parse is an error.
    func gallery(_ number: Int) throws -> [GalleryEntry] {
        try files(under: galleryPath(number)).filter { $0.hasSuffix(".swift") }.map { path in
            let name = String(path.split(separator: "/").last!.dropLast(".swift".count))
            let source = try String(contentsOf: root.appending(path: path), encoding: .utf8)
            return try GalleryEntry(exercise: number, name: name, source: source)
        }
    }

    /// The exercise numbers present on disk, in order.
    func exerciseNumbers() -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Exercises").path)) ?? []
        return names.compactMap { ExerciseID(folderName: $0)?.number }.sorted()
    }

    func manifest(_ number: Int) throws -> ExerciseManifest {
        let path = manifestPath(number)
        do {
            return try JSONDecoder().decode(ExerciseManifest.self, from: Data(contentsOf: path))
        } catch {
            throw ManifestError.unreadable(path: path.path, reason: "\(error)")
        }
    }
}
