import Foundation

/// `lab reset N`: puts exercise N back as shipped, after copying the student's files to a
/// timestamped backup under `.lab/backups/`. Asks first (or `--yes`). Works without git:
/// the shipped content comes from `Exercises/shipped.json`. `lab reset proofN`: proof exercise
/// N's starting proof, the same way.
struct ResetCommand: LabCommand {
    static let spec = CommandSpec(
        name: "reset", arguments: "N|proofN", positionals: 1...1, flags: [.yes],
        summary: "back up your files of exercise N (or proof exercise N), then restore it as shipped")
    let lab: Lab

    func run() throws -> Bool {
        let title: String
        let word: String
        let command: String
        let reset: (ExerciseReset) throws -> ExerciseReset.Result
        if let id = try lab.proofArgument() {
            (title, word, command) = (id.title, id.word, id.testCommand)
            reset = { try $0.resetProof(id.number, at: Date()) }
        } else {
            guard let number = try lab.exerciseArgument() else { throw LabError.usage("`lab reset` needs an exercise number") }
            (title, word, command) = ("Exercise \(number)", "\(number)", ExerciseID(number).testCommand)
            reset = { try $0.reset(number, at: Date()) }
        }
        if !lab.options.isSet(.yes) {
            Lab.say("Reset \(title) to how it shipped? Your files are copied to .lab/backups/ first. [y/N] ")
            guard let answer = readLine() else {
                throw LabError.failed("no answer (no terminal?): run `swift run lab reset \(word) --yes` to reset without asking")
            }
            guard answer.lowercased().hasPrefix("y") else {
                Lab.say("Nothing changed.")
                return true
            }
        }
        let result = try reset(ExerciseReset(layout: lab.layout, shipped: try ShippedFiles.load(from: lab.layout)))
        Lab.say("Your files are in \(result.backup) (\(result.backedUp) file(s)).")
        Lab.say("\(title) is as shipped again (\(result.restored) file(s) restored). Run: \(command)")
        return true
    }
}

/// The reset itself, apart from the command line, so a test can prove nothing is lost.
struct ExerciseReset {
    let layout: LabLayout
    let shipped: ShippedFiles

    struct Result {
        /// The backup folder, relative to the package root.
        let backup: String
        let backedUp: Int
        let restored: Int
    }

    func reset(_ number: Int, at date: Date) throws -> Result {
        try reset(folder: ShippedFiles.Part.exercise.path(number), name: ExerciseID(number).name,
                  files: shipped.files(of: number, in: .exercise), at: date)
    }

    /// Proof exercise N's folder (`Proofs/ProofN/`) back to its starting proof.
    func resetProof(_ number: Int, at date: Date) throws -> Result {
        let id = ProofExerciseID(number)
        return try reset(folder: id.proofPath, name: id.name, files: shipped.proofFiles(of: number), at: date)
    }

    /// Backs up everything in `directory`, checks the backup, then writes `files` as shipped.
    private func reset(folder directory: String, name: String, files: [ShippedFiles.File], at date: Date) throws -> Result {
        guard !files.isEmpty, files.allSatisfy({ $0.content != nil }) else {
            throw LabError.failed("\(ShippedFiles.path) has no shipped copy of \(name); nothing was changed")
        }
        // 1. Back up every file now in the folder (the student's own new files too).
        let stamp = Self.stamp(date)
        var backup = ".lab/backups/\(name)-\(stamp)"
        var suffix = 1
        while FileManager.default.fileExists(atPath: layout.root.appending(path: backup).path) {
            suffix += 1
            backup = ".lab/backups/\(name)-\(stamp)-\(suffix)"
        }
        let current = layout.files(under: directory)
        for path in current {
            let target = layout.root.appending(path: backup).appending(path: String(path.dropFirst(directory.count + 1)))
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: layout.root.appending(path: path), to: target)
        }
        // 2. Check the backup before touching anything: same files, same bytes.
        for path in current {
            let original = try Data(contentsOf: layout.root.appending(path: path))
            let copy = try Data(contentsOf: layout.root.appending(path: backup).appending(path: String(path.dropFirst(directory.count + 1))))
            guard original == copy else { throw LabError.failed("the backup of \(path) does not match; nothing was changed") }
        }
        // 3. Restore what shipped; files the student added stay (they are backed up too, and
        //    a new file cannot break "as shipped" unless it does not compile — then say so).
        for file in files {
            let url = layout.root.appending(path: file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((file.content ?? "").utf8).write(to: url, options: .atomic)
        }
        return Result(backup: backup, backedUp: current.count, restored: files.count)
    }

    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
