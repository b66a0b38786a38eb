import Foundation

/// `lab ship`: records what ships (maintainers, after changing an exercise, its tests or
/// fixtures). `--check` only compares, for CI.
struct ShipCommand: LabCommand {
    static let spec = CommandSpec(name: "ship", flags: [.check], summary: "maintainers: record what ships (Exercises/shipped.json) for reset and done")
    let lab: Lab

    func run() throws -> Bool {
        if lab.options.isSet(.check) {
            if let stale = ShippedFiles.staleness(in: lab.layout) {
                Lab.say("  " + stale)
                return false
            }
            Lab.say("  \(ShippedFiles.path): up to date")
            return true
        }
        // What ships is what git has committed: run in a student's copy, or over uncommitted
        // edits, `ship` would record those edits, and `reset` would then restore them.
        let uncommitted = try Self.uncommitted(in: lab.layout)
        guard uncommitted.isEmpty else {
            throw LabError.failed("lab ship records what git has committed, and these exercise files differ from it (commit them first): "
                + uncommitted.joined(separator: ", "))
        }
        let now = try ShippedFiles.snapshot(of: lab.layout)
        try now.encoded().write(to: lab.layout.root.appending(path: ShippedFiles.path), options: .atomic)
        Lab.say("  wrote \(ShippedFiles.path): \(now.files.count) files")
        return true
    }

    /// The files `shipped.json` records that differ from git's last commit (changed, added,
    /// removed, untracked), by path; an error outside a git checkout (a lab downloaded as a zip
    /// has no commit to ship).
    static func uncommitted(in layout: LabLayout) throws -> [String] {
        let paths = layout.exerciseNumbers().flatMap { number in ShippedFiles.Part.allCases.map { $0.path(number) } }
            + ProofExerciseID.numbers(in: layout).map { ProofExerciseID($0).proofPath }
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["git", "-C", layout.root.path, "status", "--porcelain", "--untracked-files=all", "--"] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw LabError.failed("lab ship records what git has committed, and \(layout.root.path) is not a git checkout (git status failed): ship from the lab's repository")
        }
        // `XY path`: two status letters and a space.
        return text.split(separator: "\n").map { String($0.dropFirst(3)) }
    }
}
