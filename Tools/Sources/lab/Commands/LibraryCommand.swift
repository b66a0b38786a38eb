import Foundation

/// `lab library`: the harness as any package gets it. A package from outside the lab
/// (`Examples/SeatBooking`) depends on the `ConcurrencyProbes` and `LeakTracking` products by
/// path and runs its tests; the same build emits the products' symbol graphs, in which every
/// public symbol must be documented and none may cite the course; and the toolchain's `docc`
/// builds the documentation catalog from them with warnings as errors. One build for all
/// three (`.build-examples/`), so the gate pays for it once. Last, a package depending on the
/// products by version loads them (`VersionedDependencyCheck`).
struct LibraryCommand: LabCommand {
    static let spec = CommandSpec(name: "library", summary: "maintainers: the harness library: an outside package's tests, its public docs, its DocC catalog")
    let lab: Lab

    static let example = "Examples/SeatBooking"
    static let products = ["ConcurrencyProbes", "LeakTracking"]
    static let catalog = "Sources/ConcurrencyProbes/ConcurrencyProbes.docc"
    /// Words that belong to the course, not to a library any package can use.
    static let courseWords = ["lesson", "exercise", "student", "catalog", "product", "course", "labkit", "proof", "lab "]

    func run() throws -> Bool {
        let scratch = lab.layout.root.appending(path: ".build-examples")
        // Kept between runs: a module the build finds up to date is not compiled again, so its
        // graph is the one its last compilation wrote.
        let graphs = scratch.appending(path: "symbol-graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)

        var ok = try check("\(Self.example): builds against the products and its tests pass", log: "library-example", [
            "swift", "test", "--package-path", Self.example, "--scratch-path", scratch.path,
            "-Xswiftc", "-emit-symbol-graph", "-Xswiftc", "-emit-symbol-graph-dir", "-Xswiftc", graphs.path,
        ] + BuildSettings.toolFlags(lab.layout))

        for product in Self.products {
            let problems = try Self.undocumented(in: graphs.appending(path: "\(product).symbols.json"))
            ok = ok && problems.isEmpty
            Self.say(problems.isEmpty, "\(product): every public symbol documented, none citing the course"
                + problems.map { "\n       \($0)" }.joined())
        }

        // docc reads every graph in the folder: give it the documented module's alone.
        let moduleGraphs = scratch.appending(path: "symbol-graphs-ConcurrencyProbes")
        try? FileManager.default.removeItem(at: moduleGraphs)
        try FileManager.default.createDirectory(at: moduleGraphs, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: graphs.path) where file.hasPrefix("ConcurrencyProbes") {
            try FileManager.default.copyItem(at: graphs.appending(path: file), to: moduleGraphs.appending(path: file))
        }
        let built = try check("\(Self.catalog): docc builds it with no warning", log: "library-docc", Self.docc + [
            "convert", Self.catalog, "--additional-symbol-graph-dir", moduleGraphs.path,
            "--output-path", scratch.appending(path: "ConcurrencyProbes.doccarchive").path,
            "--fallback-display-name", "ConcurrencyProbes",
            "--fallback-bundle-identifier", "org.concurrencylab.ConcurrencyProbes", "--warnings-as-errors",
        ])
        let byVersion = try VersionedDependencyCheck(lab: lab).run()
        Self.say(byVersion.accepted, "a package depending on the products by a version tag loads them"
            + (byVersion.accepted ? "" : " (see \(byVersion.logs[0]))"))
        Self.say(byVersion.flaggedAccepted, "and would with unsafe flags on every target (SwiftPM 6.2+, a tools-version 6.2 manifest)"
            + (byVersion.flaggedAccepted ? "" : " (see \(byVersion.logs[1]))"))
        return ok && built && byVersion.accepted && byVersion.flaggedAccepted
    }

    /// Runs one command of the check from the lab's root and says its verdict, with its log
    /// when it failed.
    private func check(_ what: String, log name: String, _ arguments: [String]) throws -> Bool {
        let log = lab.results.appending(path: name + ".log")
        let outcome = try Subprocess(arguments: arguments, workingDirectory: lab.layout.root, timeout: lab.timeout, log: log).run()
        let passed = outcome.status == 0 && !outcome.timedOut
        Self.say(passed, what + (passed ? "" : " (see \(log.path))"))
        return passed
    }

    private static func say(_ passed: Bool, _ what: String) {
        Lab.say("  \(passed ? "ok  " : "FAIL") \(what)")
    }

    /// `docc` where the toolchain puts it on the PATH (Linux, swift.org); `xcrun docc` on macOS.
    static var docc: [String] {
        #if os(macOS)
            ["xcrun", "docc"]
        #else
            ["docc"]
        #endif
    }

    /// Public symbols of a symbol graph with no doc comment, or whose doc comment cites the
    /// course. Members the toolchain supplies (a protocol's default implementation) have no
    /// place in the sources and are not ours to document.
    static func undocumented(in graph: URL) throws -> [String] {
        struct Graph: Decodable {
            struct Symbol: Decodable {
                struct Lines: Decodable {
                    struct Line: Decodable { let text: String }
                    let lines: [Line]
                }
                /// Only whether there is one matters.
                struct Location: Decodable {}
                let pathComponents: [String]
                let accessLevel: String
                let docComment: Lines?
                let location: Location?
            }
            let symbols: [Symbol]
        }
        guard let data = FileManager.default.contents(atPath: graph.path) else {
            return ["no symbol graph at \(graph.path): the build did not emit one"]
        }
        let symbols = try JSONDecoder().decode(Graph.self, from: data).symbols
        return symbols.filter { $0.accessLevel == "public" && $0.location != nil }.compactMap { symbol in
            let name = symbol.pathComponents.joined(separator: ".")
            guard let comment = symbol.docComment else { return "\(name) has no doc comment" }
            let text = comment.lines.map(\.text).joined(separator: " ").lowercased()
            return courseWords.first { text.contains($0) }.map { "\(name) cites the course (\"\($0)\")" }
        }.sorted()
    }
}
