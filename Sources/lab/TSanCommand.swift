import Foundation

/// `lab tsan`: builds both tracks with ThreadSanitizer and runs each exercise's TSan proofs.
struct TSanCommand {
    let lab: Lab

    /// halt_on_error: the first report ends the run (a racing process can corrupt itself
    /// afterwards); handle_segv=0: Swift's own crash handler, not TSan's, reports crashes.
    static func options(logPath: String) -> String {
        "log_path=\(logPath):halt_on_error=1:handle_segv=0"
    }

    func run() throws -> Bool {
        let manifests = try lab.manifests(try lab.selectedExercises()).filter { !$0.tsanProofs.isEmpty }
        let runs = try lab.options.int("runs") ?? 1
        for track in Track.allCases {
            let log = lab.results.appending(path: "tsan-build-\(track.rawValue).log")
            let build = try lab.swift(
                ["build", "--build-tests", "--sanitize=thread", "--scratch-path", lab.scratchPath(track, sanitized: true)],
                track: track, log: log)
            Lab.say("  built \(track.rawValue) track with -sanitize=thread (\(Lab.format(build.seconds)))")
            guard build.status == 0 else {
                throw LabError.failed("the \(track.rawValue) track did not build with --sanitize=thread; see \(log.path)")
            }
        }
        var verdicts: [Verdict] = []
        for manifest in manifests {
            for (index, proof) in manifest.tsanProofs.enumerated() {
                guard let filter = proof.filter else {
                    throw LabError.failed("Exercise \(manifest.exercise): tsan proof '\(proof.name)' has no filter")
                }
                var runsByTrack: [Track: [TSanJudge.Run]] = [:]
                for track in Track.allCases {
                    for attempt in 1...runs {
                        let name = "tsan-ex\(manifest.exercise)-\(index)-\(track.rawValue)-\(attempt)"
                        runsByTrack[track, default: []].append(try runOnce(filter: filter, track: track, name: name))
                    }
                }
                let verdict = TSanJudge.judge(
                    exercise: manifest.exercise, proof: proof,
                    exerciseRuns: runsByTrack[.exercises] ?? [], solutionRuns: runsByTrack[.solutions] ?? [])
                Lab.say("  Exercise \(manifest.exercise) '\(proof.name)': exercises \(verdict.exercises); solutions \(verdict.solutions)")
                verdicts.append(verdict)
            }
        }
        let titles = Dictionary(uniqueKeysWithValues: manifests.map { ($0.exercise, $0.title) })
        Lab.say(Table.render(verdicts, titles: titles))
        return verdicts.allSatisfy(\.ok)
    }

    private func runOnce(filter: String, track: Track, name: String) throws -> TSanJudge.Run {
        let directory = lab.results.appending(path: "tsan")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let prefix = directory.appending(path: name)
        let console = directory.appending(path: name + ".console.log")
        // Clear earlier logs of the same name so each run reads only its own.
        for old in tsanLogs(named: name, in: directory) {
            try? FileManager.default.removeItem(at: old)
        }
        let outcome = try lab.swift(
            ["test", "--sanitize=thread", "--scratch-path", lab.scratchPath(track, sanitized: true), "--filter", filter],
            track: track, log: console, extraEnvironment: ["TSAN_OPTIONS": Self.options(logPath: prefix.path)])
        let text = try tsanLogs(named: name, in: directory).map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
            + ((try? String(contentsOf: console, encoding: .utf8)) ?? "")
        let started = text.contains("started at") || text.contains("Test run started")
        let reports = TSanLog.reports(in: text)
        // A clean track must also pass its tests; a failing one with no report is not "clean".
        let ran = started && !outcome.timedOut && (track == .exercises || outcome.status == 0 || !reports.isEmpty)
        return TSanJudge.Run(reports: reports, ran: ran)
    }

    /// TSan writes `<log_path>.<pid>`, one file a process: every such file of run `name`.
    private func tsanLogs(named name: String, in directory: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasPrefix(name + ".") && !$0.hasSuffix(".console.log") }
            .map { directory.appending(path: $0) }
    }
}
