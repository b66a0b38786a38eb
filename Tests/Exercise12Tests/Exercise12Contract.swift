import Catalog
import Exercise12
import LabKit

/// Exercise 12's contract (README clauses 1–3) as an executable model: a plain sequential log
/// (`Model`) says which line each `record(_:)` writes, and `DiagnosticsLog` is checked against
/// it over every generated scenario — every sequence of one or two records of each kind of
/// value (a checkout summary, with one item or three; an array and an optional of summaries; a
/// string, a number, a catalog `Product`), each recorded from the main actor and from a
/// detached task.
///
/// Records are awaited one after another by one caller, so each scenario has one order: the
/// driver, on the main actor, awaits each record (from a detached task, it awaits that task)
/// before the next, then reads `lines()`.
enum Exercise12Contract {
    /// A value the app records.
    enum Value: Sendable, Equatable, CaseIterable, CustomStringConvertible {
        case summaryOfThree, summaryOfOne, summaries, optionalSummary, text, number, product

        var description: String {
            switch self {
            case .summaryOfThree: "a summary of 3 items, card 4242 4242 4242 4242"
            case .summaryOfOne: "a summary of 1 item, card 5555 5555 5555 4444"
            case .summaries: "an array of those two summaries"
            case .optionalSummary: "an Optional holding the first summary"
            case .text: "the string “checkout opened”"
            case .number: "the number 42"
            case .product: "a catalog Product"
            }
        }
    }

    /// Where a record is made from.
    enum Caller: Sendable, Equatable, CaseIterable, CustomStringConvertible {
        case mainActor, detachedTask

        var description: String { self == .mainActor ? "from the main actor" : "from a detached task" }
    }

    struct Record: Sendable, Equatable, CustomStringConvertible {
        let value: Value
        let caller: Caller

        var description: String { "record(\(value)) \(caller)" }
    }

    /// The contract as a plain sequential type: the lines a log holds after its records.
    struct Model {
        private(set) var lines: [String] = []

        /// Clauses 1 and 2: the line a value is recorded as, whoever records it.
        static func line(_ value: Value) -> String {
            switch value {
            case .summaryOfThree: "Checkout(3 items, card •••• 4242)"
            case .summaryOfOne: "Checkout(1 item, card •••• 4444)"
            case .summaries: "[\(line(.summaryOfThree)), \(line(.summaryOfOne))]"
            case .optionalSummary: "Optional(\(line(.summaryOfThree)))"
            case .text: "checkout opened"
            case .number: "42"
            // Catalog's type is nonisolated: it prints the same on every actor.
            case .product: String(describing: Exercise12Contract.product)
            }
        }

        /// Clause 3: one line per record, in the order one caller made them.
        mutating func record(_ value: Value) { lines.append(Self.line(value)) }
    }

    static let product = makeProduct("P1", amount: 10)

    /// Every scenario, smallest first: each record alone, then every pair (14 + 196).
    static let scenarios: [[Record]] = {
        let records = Value.allCases.flatMap { value in Caller.allCases.map { Record(value: value, caller: $0) } }
        return CallSequences.all(of: records, lengths: 1...2)
    }()

    /// The first scenario the model does not allow, smallest first, in words; `nil` when every
    /// one agrees.
    static func disagreement() async -> String? {
        await ContractScenarios.firstDisagreement(
            in: scenarios, sample: ContractScenarios.sample(underThreadSanitizer: 40, seed: 12), named: "scenarios", exercise: 12
        ) { index, records in
            await check(records).map { problem in
                ContractWords.headline + problem + "\nThe smallest scenario that disagrees with the model (\(index + 1) of"
                    + " \(scenarios.count)): " + records.enumerated().map { "\($0.offset + 1). \($0.element)." }.joined(separator: " ")
                    + "\n\(Exercise12Messages.summary): see Exercises/Exercise12/README.md, the contract."
            }
        }
    }

    @MainActor private static func check(_ records: [Record]) async -> String? {
        let log = DiagnosticsLog()
        var model = Model()
        for record in records {
            let value = make(record.value)
            switch record.caller {
            case .mainActor: await log.record(value)
            case .detachedTask: await Task.detached { await log.record(value) }.value
            }
            model.record(record.value)
        }
        let lines = await log.lines()
        guard lines != model.lines else { return nil }
        guard lines.count == model.lines.count else {
            return "`lines()` returns one line for each `record(_:)`, in the order they were made (clause 3): \(records.count)"
                + " recorded, \(lines.count) lines: \(lines)."
        }
        let (index, expected) = model.lines.enumerated().first { lines[$0.offset] != $0.element }!
        let record = records[index]
        let isSummary = ![.text, .number, .product].contains(record.value)
        let clause = isSummary ? "a checkout summary is recorded as its description says, never with its card number whole,"
            + " whoever records it (clause 1)" : "any other value is recorded as Swift prints it (clause 2)"
        return "\(clause). Record \(index + 1), \(record), wrote “\(lines[index])”; the contract says “\(expected)”"
            + (lines[index].contains("cardNumber") ? ": the whole card number is in the log." : ".")
    }

    /// The value a record carries, made on the main actor (the summary is a main-actor type).
    @MainActor static func make(_ value: Value) -> any Sendable {
        let three = summaryOfThree()
        let one = CheckoutSummary(itemCount: 1, cardNumber: "5555555555554444")
        return switch value {
        case .summaryOfThree: three
        case .summaryOfOne: one
        case .summaries: [three, one]
        case .optionalSummary: Optional(three)
        case .text: "checkout opened"
        case .number: 42
        case .product: product
        }
    }

    /// The summary of three items the proofs record (`Value.summaryOfThree`), made on the main actor.
    @MainActor static func summaryOfThree() -> CheckoutSummary {
        CheckoutSummary(itemCount: 3, cardNumber: "4242424242424242")
    }
}
