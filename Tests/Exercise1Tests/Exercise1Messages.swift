import LabKit

/// What the Exercise 1 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise1Messages {
    static let file = "Exercises/Exercise1/InMemoryProductCache.swift"

    /// The message for the probe's outcomes, or `nil` when every pair was serialised.
    static func exclusivity(_ outcomes: [ExclusivityOutcome]) -> String? {
        // The most specific diagnosis first: an `await` inside the type also moves the held call's
        // clock read onto a thread the probe does not own, and that must not read as a `Task { }`.
        let ranOnMainActor = outcomes.first { if case .heldCallRanOnMainActor = $0 { true } else { false } }
        let atAwait = outcomes.first { if case .overlapAtAwait = $0 { true } else { false } }
        for outcome in [ranOnMainActor, atAwait].compactMap({ $0 }) + outcomes {
            switch outcome {
            case let .heldCallRanOnMainActor(first, _):
                return "InMemoryProductCache runs on the main actor: `\(first)` read its clock on the main queue."
                    + " Lesson 001: «No metas `@MainActor` en almacenamiento por “silenciar warnings”. Aísla donde"
                    + " corresponde.» (Don't put storage on @MainActor to silence warnings; isolate it where it"
                    + " belongs.) Every screen's lookup would wait for the UI, and the UI for every lookup."
                    + " \(file) needs isolation of its own. See Exercises/Exercise1/README.md, hint 2."
            case .overlapAtAwait:
                let overlaps = outcomes.filter(\.isOverlap)
                return "Two calls were inside InMemoryProductCache at once: \(outcome)."
                    + " \(overlaps.count) of \(outcomes.count) pairs of calls overlapped"
                    + " (held → entering: \(overlaps.map(pairName).joined(separator: "; ")))."
                    + " An actor lets other calls in wherever a call suspends: a call that awaits something else (another"
                    + " actor, a task) halfway through its work is not whole, and what it wrote before the `await` can be"
                    + " undone by the call that ran there. Do the cache's work with no `await` between its reads and writes."
                    + " \(file): see Exercises/Exercise1/README.md, hint 1."
            case let .heldCallLeftItsThread(first, _):
                return "`\(first)` handed its work to another task: it read the injected clock on a thread the proof"
                    + " does not own, after the call itself had returned. Work in a `Task { }` runs whenever, in any order"
                    + " with other calls: a lookup right after store(_:) may not see what was stored. Calls to the cache"
                    + " must do their work inside the call. \(file): see Exercises/Exercise1/README.md, hint 1."
            case let .heldCallNeverReachedCheckpoint(first):
                return "`\(first)` returned without reading the injected clock, so the proof could not hold it inside"
                    + " InMemoryProductCache. Keep reading `clock.now()` in store(_:) and in retrieve() (for a stored"
                    + " catalog), inside the call: the TTL depends on it. (Did the call hand its work to a `Task { }`?"
                    + " Then it returns before the work is done.) See \(file) and Exercises/Exercise1/README.md, hint 1."
            default:
                continue
            }
        }
        let overlaps = outcomes.filter(\.isOverlap)
        guard let first = overlaps.first else { return nil }
        return "Two calls were inside InMemoryProductCache at once: \(first)."
            + " \(overlaps.count) of \(outcomes.count) pairs of calls overlapped"
            + " (held → entering: \(overlaps.map(pairName).joined(separator: "; ")))."
            + " While one call is changing `products`, `storedAt`, `hits` or `misses`, another reads or changes"
            + " them too: that is a data race, and lookups get lost. \(file) must make every call take its"
            // The annotation named in the message, not used here:
            + " turn, whole (`@unchecked Sendable` only promises it). See Exercises/Exercise1/README.md, hint 1."
    }

    static func lostLookups(made: Int, counted: Int) -> String {
        "Lost updates: \(made) lookups were made from 4 tasks at once, but InMemoryProductCache counted"
            + " \(counted): \(made - counted) were lost. \(file): see Exercises/Exercise1/README.md, hint 1."
    }

    private static func pairName(_ outcome: ExclusivityOutcome) -> String {
        if case let .overlapAtAwait(first, second, _) = outcome { return "\(first) → \(second)" }
        guard case let .overlap(first, second, _, _) = outcome else { return "\(outcome)" }
        return "\(first) → \(second)"
    }

    /// The contract's model disagreed: what the smallest scenario shows, in the clause's words.
    static func contractDisagrees(_ report: ModelCheckReport) -> String? {
        ContractWords.disagreement(report, exercise: 1, read: "\(file): see Exercises/Exercise1/README.md, the contract.")
    }
}
