import Foundation

/// The command line, parsed by hand (the lab takes no packages) against the command's
/// `CommandSpec`: `lab <command> [words] [--flag value] [--switch]`.
struct Options {
    let command: String
    let positionals: [String]
    /// Every flag's value as given, already checked against the flag's `Flag.Value`.
    private var values: [Flag: String]
    private var switches: Set<Flag>

    static var usage: String {
        let rows = Commands.all.map { type -> String in
            let spec = type.spec
            let shape = ([spec.arguments] + spec.flags.map { "[\($0.usage)]" }).filter { !$0.isEmpty }.joined(separator: " ")
            let left = "  \(spec.name)\(shape.isEmpty ? "" : " " + shape)"
            return left.padding(toLength: max(left.count + 2, 34), withPad: " ", startingAt: 0) + spec.summary
        }
        return """
            usage: swift run lab [command] [options]   (no command: your progress)
            \(rows.joined(separator: "\n"))
            common options: \(Flag.root.usage) (the lab; default: the lab holding the current folder),
                            \(Flag.results.usage) (logs and reports; default: .build-lab-results),
                            \(Flag.timeout.usage) (per subprocess; default 1500)
            """
    }

    /// - Parameter arguments: what follows `lab`; an empty list is the progress command.
    init(_ arguments: [String]) throws {
        // No command, or flags first (`lab --root DIR`): the progress command.
        let flagsFirst = arguments.first.map { $0.hasPrefix("-") && $0 != "--help" && $0 != "-h" } ?? true
        let command = flagsFirst ? ProgressCommand.spec.name : arguments[0]
        self.command = command == "--help" || command == "-h" ? "help" : command
        let spec = Commands.named(self.command)?.spec
        // `help` takes only the common flags; an unknown command's words are not checked
        // here, so `LabMain` names the command (`lab gallry` → did you mean `lab gallery`?).
        let known = (spec?.flags ?? []) + Flag.common
        let checksFlags = spec != nil || self.command == "help"
        var positionals: [String] = []
        var values: [Flag: String] = [:]
        var switches: Set<Flag> = []
        var rest = flagsFirst ? arguments[...] : arguments.dropFirst()
        while let word = rest.popFirst() {
            guard word.hasPrefix("--") else {
                positionals.append(word)
                continue
            }
            let name = String(word.dropFirst(2))
            guard checksFlags else { continue }
            guard let flag = known.first(where: { $0.name == name }) else {
                let own = spec?.flags.map(\.usage) ?? []
                let suggestion = Self.closest(to: name, in: known.map(\.name)).map { "; did you mean --\($0)?" } ?? ""
                throw LabError.usage("`lab \(self.command)` has no flag '\(word)'\(suggestion)"
                    + (own.isEmpty ? "" : " (it takes \(own.joined(separator: ", ")))"))
            }
            if flag.value == .none {
                switches.insert(flag)
                continue
            }
            guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                throw LabError.usage("'\(word)' needs a value, as in \(flag.usage)")
            }
            switch flag.value {
            case .number: _ = try Self.positiveNumber(value, what: "--\(name)")
            case let .oneOf(words) where !words.contains(value):
                throw LabError.usage("--\(name) is \(words.joined(separator: " or ")), not '\(value)'")
            default: break
            }
            values[flag] = value
        }
        if let spec, !spec.positionals.contains(positionals.count) {
            throw LabError.usage(positionals.count > spec.positionals.upperBound
                ? "`lab \(self.command)` does not take '\(positionals[spec.positionals.upperBound])'"
                : "`lab \(self.command)` needs \(spec.arguments), as in `swift run lab \(self.command) 1`")
        }
        self.positionals = positionals
        self.values = values
        self.switches = switches
    }

    /// True when the switch was given.
    func isSet(_ flag: Flag) -> Bool { switches.contains(flag) }

    /// The word given for `flag`, if any.
    func word(_ flag: Flag) -> String? { values[flag] }

    /// The number given for `flag`, if any (checked while parsing).
    func number(_ flag: Flag) -> Int? { values[flag].flatMap { try? Self.positiveNumber($0, what: flag.name) } }

    /// The track given with `--track`, if any (checked while parsing).
    var track: Track? { values[.track].flatMap(Track.init(rawValue:)) }

    /// The defaults given with `--settings` (checked while parsing); Swift 6's when none.
    var defaults: LanguageDefaults { values[.settings].flatMap(LanguageDefaults.init(rawValue:)) ?? .swift6 }

    /// The exercise number given as the command's word (`lab hint 3`), if any.
    func exerciseArgument() throws -> Int? {
        try positionals.first.map { try Self.positiveNumber($0, what: "the exercise") }
    }

    static func positiveNumber(_ text: String, what: String) throws -> Int {
        let digits = ExerciseID(folderName: text).map { String($0.number) } ?? text
        guard let number = Int(digits), number > 0 else { throw LabError.usage("\(what) is a positive whole number, not '\(text)'") }
        return number
    }

    /// The known name a typo most likely meant (edit distance 2 or less).
    static func closest(to name: String, in candidates: [String]) -> String? {
        candidates.map { ($0, distance(name, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// Everything `lab` reports as one line and a non-zero exit.
enum LabError: Error, CustomStringConvertible {
    case usage(String)
    case unknownExercise(Int, available: [Int])
    case failed(String)

    var description: String {
        switch self {
        case let .usage(text): "\(text) (swift run lab help: every command)"
        case let .unknownExercise(number, available):
            "there is no Exercise \(number); the exercises are \(available.map(String.init).joined(separator: ", "))"
        case let .failed(text): text
        }
    }
}
