/// A flag on `lab`'s command line. Its name is written here and nowhere else: a command lists
/// the flags it takes in its `CommandSpec` and reads them back through `Options` by value
/// (`lab.options.number(.exercise)`), and `Options` checks every value as it parses it, so a
/// command never sees a word where it takes a number, or a track that does not exist.
struct Flag: Hashable {
    /// What follows the flag on the command line.
    enum Value: Hashable {
        /// Nothing: the flag stands alone (`--yes`).
        case none
        /// A positive whole number (`--runs 50`), shown in the usage as the placeholder.
        case number(placeholder: String)
        /// Any word (`--root DIR`).
        case word(placeholder: String)
        /// One of these words (`--track solutions`).
        case oneOf([String])
    }

    let name: String
    let value: Value

    /// `--name` with its placeholder, as the usage shows it.
    var usage: String {
        switch value {
        case .none: "--\(name)"
        case let .number(placeholder), let .word(placeholder): "--\(name) \(placeholder)"
        case let .oneOf(words): "--\(name) \(words.joined(separator: "|"))"
        }
    }

    static let all = Flag(name: "all", value: .none)
    static let yes = Flag(name: "yes", value: .none)
    static let show = Flag(name: "show", value: .none)
    static let check = Flag(name: "check", value: .none)
    static let exercise = Flag(name: "exercise", value: .number(placeholder: "N"))
    static let runs = Flag(name: "runs", value: .number(placeholder: "K"))
    static let track = Flag(name: "track", value: .oneOf(Track.allCases.map(\.rawValue)))
    static let settings = Flag(name: "settings", value: .oneOf(LanguageDefaults.allCases.map(\.rawValue)))
    static let root = Flag(name: "root", value: .word(placeholder: "DIR"))
    static let results = Flag(name: "results", value: .word(placeholder: "DIR"))
    static let timeout = Flag(name: "timeout", value: .number(placeholder: "SECONDS"))
    static let format = Flag(name: "format", value: .oneOf(GradeFormat.allCases.map(\.rawValue)))
    static let output = Flag(name: "output", value: .word(placeholder: "FILE"))
    static let noTSan = Flag(name: "no-tsan", value: .none)
    static let shard = Flag(name: "shard", value: .word(placeholder: "K/N"))
    static let merge = Flag(name: "merge", value: .none)
    static let galleries = Flag(name: "galleries", value: .none)
    static let syncVersions = Flag(name: "sync-versions", value: .none)

    /// Flags every command takes.
    static let common: [Flag] = [.root, .results, .timeout]
}
