import Foundation

/// Whether a package that depends on the lab *by version* (`from:`, `exact:`, as README's
/// library section says to) can use its products, and whether it could if their targets carried
/// unsafe flags too. SwiftPM refused such a product from a versioned dependency ("contains
/// unsafe build flags") until 6.2; since then it refuses it only from a dependency whose
/// manifest is older than tools-version 6.2 (swiftlang/swift-package-manager#8951), and the
/// lab's is 6.2 — so `Package.swift` leaves the products unflagged for the build's speed alone.
/// Both checked on a copy of the lab (its `Package.swift` as it stands in the working tree):
/// tagged `1.0.0`, a package depending on both products by that version loads its graph;
/// tagged `1.0.1` with every target flagged, it loads too — the check fails if SwiftPM starts
/// refusing again, and `Package.swift`'s reason with it.
struct VersionedDependencyCheck {
    let lab: Lab

    /// `(accepted, flaggedAccepted)`, each with the log that shows it.
    func run() throws -> (accepted: Bool, flaggedAccepted: Bool, logs: [String]) {
        let work = FileManager.default.temporaryDirectory.appending(path: "lab-by-version-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let copy = work.appending(path: "lab")

        try command("version-clone", ["git", "clone", "-q", lab.layout.root.path, copy.path], in: work)
        let manifest = copy.appending(path: "Package.swift")
        try FileManager.default.removeItem(at: manifest)
        try FileManager.default.copyItem(at: lab.layout.root.appending(path: "Package.swift"), to: manifest)
        try tag("1.0.0", in: copy)
        let handle = try FileHandle(forWritingTo: manifest)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(Self.flagEveryTarget.utf8))
        try handle.close()
        try tag("1.0.1", in: copy)

        let accepted = try consumer(of: copy, version: "1.0.0", in: work)
        let flagged = try consumer(of: copy, version: "1.0.1", in: work)
        return (accepted.status == 0, flagged.status == 0, [accepted.log.path, flagged.log.path])
    }

    /// Appended to the copy's manifest for the flagged version.
    static let flagEveryTarget = """

        for target in package.targets {
            target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])]
        }

        """

    private func tag(_ version: String, in repository: URL) throws {
        let git = ["git", "-C", repository.path, "-c", "user.name=lab", "-c", "user.email=lab@localhost"]
        try command("version-commit", git + ["commit", "-q", "--allow-empty", "-am", "as checked"], in: repository)
        try command("version-tag", git + ["tag", version], in: repository)
    }

    /// Loads the graph of a package that depends on both products at `version`
    /// (`show-dependencies` validates the products as a build would, and compiles nothing).
    private func consumer(of lab: URL, version: String, in work: URL) throws -> (status: Int32, log: URL) {
        let package = work.appending(path: "consumer-\(version)")
        let sources = package.appending(path: "Sources/Consumer")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let products = LibraryCommand.products.map { ".product(name: \"\($0)\", package: \"lab\")" }.joined(separator: ", ")
        try Data("""
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(
                name: "Consumer",
                dependencies: [.package(url: "\(lab.absoluteURL.absoluteString)", exact: "\(version)")],
                targets: [.target(name: "Consumer", dependencies: [\(products)])])

            """.utf8).write(to: package.appending(path: "Package.swift"))
        try Data("import ConcurrencyProbes\n".utf8).write(to: sources.appending(path: "Consumer.swift"))
        let log = self.lab.results.appending(path: "library-by-version-\(version).log")
        let outcome = try Subprocess(
            arguments: ["swift", "package", "--package-path", package.path, "--cache-path", work.appending(path: "cache").path,
                        "--disable-dependency-cache", "show-dependencies"],
            workingDirectory: work, timeout: self.lab.timeout, log: log
        ).run()
        return (outcome.status, log)
    }

    private func command(_ name: String, _ arguments: [String], in directory: URL) throws {
        let log = lab.results.appending(path: "library-\(name).log")
        let outcome = try Subprocess(arguments: arguments, workingDirectory: directory, timeout: lab.timeout, log: log).run()
        guard outcome.status == 0 else { throw LabError.failed("\(arguments.prefix(2).joined(separator: " ")) failed (see \(log.path))") }
    }
}
