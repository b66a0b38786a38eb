import Foundation

/// `lab build --track T`: the strict build of one track, tests included, in the track's
/// own folder (`BuildSettings`). Fails on any error or warning — SwiftPM's own warnings
/// (an unhandled file, a misplaced target) too, which `-warnings-as-errors` does not reach.
struct BuildCommand: LabCommand {
    static let spec = CommandSpec(name: "build", flags: [.track, .settings], summary: "instructors: the strict Swift 6 build of one track")
    let lab: Lab

    func run() throws -> Bool {
        guard let track = lab.options.track else {
            throw LabError.usage("`lab build` needs \(Flag.track.usage)")
        }
        let defaults = lab.options.defaults
        let log = lab.results.appending(path: "strict-build-\(track.rawValue)-\(defaults.rawValue).log")
        // A cold strict build is about a minute with nothing to show: say what runs, and where its log grows.
        Lab.say("  building the \(track.rawValue) track, tests included, in Swift 6 mode with warnings as errors (a cold build takes about a minute; its log: \(log.path))…")
        let outcome = try lab.swift(
            ["build", "--build-tests", "--scratch-path", BuildSettings.scratchPath(track, sanitized: false, defaults: defaults)]
                + BuildSettings.strictFlags(lab.layout),
            track: track, log: log, extraEnvironment: defaults.environment)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let problems = Array(Set(text.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }.map(String.init))).sorted()
        if outcome.status == 0 && problems.isEmpty && !outcome.timedOut { return true }
        for line in problems.prefix(20) { Lab.say("    " + line) }
        if outcome.timedOut { Lab.say("    timed out after \(lab.timeout)") }
        Lab.say("    (full log: \(log.path))")
        return false
    }
}
