import Foundation

/// The command line, parsed by hand (the lab takes no packages) against the command's
/// `CommandSpec`: `lab <command> [words] [--flag value] [--switch]`.
struct Options {
    let command: String
    let positionals: [String]
    private var values: [String: String]
    private var switches: Set<String>

    /// Flags every command takes.
    static let commonFlags = ["root", "results", "timeout"]

    static var usage: String {
        let rows = Commands.all.map { type -> String in
            let spec = type.spec
            var shape = spec.arguments
            shape += spec.valueFlags.map { " [--\($0) \($0 == "exercise" ? "N" : "K")]" }.joined()
            shape += spec.switches.map { " [--\($0)]" }.joined()
            let left = "  \(spec.name)\(shape.isEmpty ? "" : " " + shape.trimmingCharacters(in: .whitespaces))"
            return left.padding(toLength: max(left.count + 2, 34), withPad: " ", startingAt: 0) + spec.summary
        }
        return """
            usage: swift run lab [command] [options]   (no command: your progress)
            \(rows.joined(separator: "\n"))
            common options: --root DIR (the package; default: current directory),
                            --results DIR (logs and reports; default: .build-lab-results),
                            --timeout SECONDS (per subprocess; default 1500)
            """
    }

    /// - Parameter arguments: what follows `lab`; an empty list is the progress command.
    init(_ arguments: [String]) throws {
        // No command, or flags first (`lab --root DIR`): the progress command.
        let flagsFirst = arguments.first.map { $0.hasPrefix("-") && $0 != "--help" && $0 != "-h" } ?? true
        let command = flagsFirst ? ProgressCommand.spec.name : arguments[0]
        self.command = command == "--help" || command == "-h" ? "help" : command
        let spec = Commands.named(self.command)?.spec
        var positionals: [String] = []
        var values: [String: String] = [:]
        var switches: Set<String> = []
        var rest = flagsFirst ? arguments[...] : arguments.dropFirst()
        while let word = rest.popFirst() {
            guard word.hasPrefix("--") else {
                positionals.append(word)
                continue
            }
            let name = String(word.dropFirst(2))
            if let spec, spec.switches.contains(name) {
                switches.insert(name)
            } else if spec == nil || spec!.valueFlags.contains(name) || Self.commonFlags.contains(name) {
                guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                    throw LabError.usage("'\(word)' needs a value, as in --\(name) \(name == "exercise" ? "1" : "…")")
                }
                values[name] = value
            } else {
                let known = (spec!.valueFlags + spec!.switches).map { "--" + $0 }
                let suggestion = Self.closest(to: name, in: spec!.valueFlags + spec!.switches + Self.commonFlags).map { "; did you mean --\($0)?" } ?? ""
                throw LabError.usage("`lab \(self.command)` has no flag '\(word)'\(suggestion)"
                    + (known.isEmpty ? "" : " (it takes \(known.joined(separator: ", ")))"))
            }
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

    func string(_ name: String, default fallback: String) -> String { values[name] ?? fallback }

    func flag(_ name: String) -> Bool { switches.contains(name) }

    func int(_ name: String) throws -> Int? {
        guard let text = values[name] else { return nil }
        return try Self.positiveNumber(text, what: "--\(name)")
    }

    /// The exercise number given as the command's word (`lab hint 3`), if any.
    func exerciseArgument() throws -> Int? {
        try positionals.first.map { try Self.positiveNumber($0, what: "the exercise") }
    }

    static func positiveNumber(_ text: String, what: String) throws -> Int {
        let digits = text.hasPrefix("Exercise") ? String(text.dropFirst("Exercise".count)) : text
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
