import Foundation

/// `swift run -c release actor-cost [--iterations N] [--runs K]`: what an actor costs on
/// this machine, against the simpler types lesson 000's decision tree offers. A measurement
/// to read, not a test: nothing here passes or fails.
@main
struct ActorCostMain {
    static func main() async {
        let options: Options
        do {
            options = try Options(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("actor-cost: \(error)\n".utf8))
            exit(2)
        }
        print(Report.header(options: options))
        var rows: [(Variant, Double)] = []
        for variant in Variant.allCases {
            rows.append((variant, await variant.measure(iterations: options.iterations, runs: options.runs)))
        }
        print(Report.table(rows))
    }
}

/// The command line: `--iterations N` (default 1,000,000) and `--runs K` (default 7).
struct Options: Equatable {
    var iterations = 1_000_000
    var runs = 7

    /// 1,000,000 increments, 7 runs.
    static let defaults = Options()

    private init() {}

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard flag == "--iterations" || flag == "--runs" else {
                throw UsageError(description: "unknown argument '\(flag)'; usage: actor-cost [--iterations N] [--runs K]")
            }
            guard let text = rest.popFirst(), let number = Int(text), number > 0 else {
                throw UsageError(description: "\(flag) takes a positive whole number")
            }
            if flag == "--iterations" { iterations = number } else { runs = number }
        }
    }
}

/// What the run prints: where it ran, then one row a variant.
enum Report {
    static var buildMode: String {
        #if DEBUG
            "debug (numbers are not representative: use swift run -c release actor-cost)"
        #else
            "release"
        #endif
    }

    static func header(options: Options) -> String {
        let info = ProcessInfo.processInfo
        var system = utsname()
        uname(&system)
        let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return """
            actor-cost: ns per increment, median of \(options.runs) runs of \(options.iterations) increments (the @MainActor row: a hundredth)
            machine: \(machine), \(info.activeProcessorCount) cores, \(info.operatingSystemVersionString)
            build: \(buildMode)
            """
    }

    static func table(_ rows: [(Variant, Double)]) -> String {
        let base = rows.first { $0.0 == .structValue }?.1 ?? 1
        let width = Variant.allCases.map(\.rawValue.count).max() ?? 0
        return rows.map { variant, nanoseconds in
            let name = variant.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            return "\(name)  \(String(format: "%10.1f ns", nanoseconds))  \(String(format: "%8.1fx the struct", nanoseconds / max(base, 0.001)))"
        }.joined(separator: "\n")
    }
}
