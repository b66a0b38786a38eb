import Foundation

/// The command line, parsed by hand (the lab takes no packages): `lab <command> [--flag value]…`.
struct Options {
    let command: String
    private var values: [String: String]

    static let usage = """
        usage: lab <command> [options]
          list                          the exercises, their titles and proofs
          tests     [--exercise N]      both tracks' tests against the proof manifests (the two-way gate)
          tsan      [--exercise N] [--runs K]
                                        ThreadSanitizer proofs: broken caught, fixed clean
          fixtures  [--exercise N]      compile-fail fixtures and their fixed twins
          structure                     every exercise has what the design says it has
        common options: --root DIR (the package; default: current directory),
                        --results DIR (logs and reports; default: .build-lab-results),
                        --timeout SECONDS (per subprocess; default 1500)
        """

    init(_ arguments: [String]) throws {
        guard let command = arguments.first, !command.hasPrefix("-") else { throw LabError.usage("no command given") }
        self.command = command
        values = [:]
        var rest = arguments.dropFirst()
        while let flag = rest.popFirst() {
            guard flag.hasPrefix("--"), let value = rest.popFirst() else {
                throw LabError.usage("'\(flag)' needs a value, as in --exercise 1")
            }
            values[String(flag.dropFirst(2))] = value
        }
    }

    func string(_ name: String, default fallback: String) -> String { values[name] ?? fallback }

    func int(_ name: String) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), number > 0 else { throw LabError.usage("--\(name) takes a positive whole number, not '\(text)'") }
        return number
    }
}

/// Everything `lab` reports as one line and a non-zero exit.
enum LabError: Error, CustomStringConvertible {
    case usage(String)
    case unknownExercise(Int, available: [Int])
    case failed(String)

    var description: String {
        switch self {
        case let .usage(text): "\(text)\n\(Options.usage)"
        case let .unknownExercise(number, available):
            "there is no Exercise \(number); the exercises are \(available.map(String.init).joined(separator: ", "))"
        case let .failed(text): text
        }
    }
}
