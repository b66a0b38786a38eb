import Catalog
import Exercise1
import Foundation
import LabKit

/// Exercise 1's contract (README clauses 1, 3–5) as an executable model: a plain, sequential
/// cache. Scenarios of overlapping calls (store, retrieve, invalidate, statistics, and the
/// injected clock moving) run in every order the explorer finds, each call cut once at any
/// `await` inside it, and generated sequences of calls one after another (`CallSequences`)
/// with the clock moving between them; after each schedule, some one-at-a-time order of the calls,
/// consistent with which ended before which began, must give what every call returned and the
/// statistics the cache ends with (linearizability, as Lincheck checks a Kotlin class).
enum Exercise1Contract {
    static let maxAge: TimeInterval = 300
    static let beginning = Date(timeIntervalSince1970: 1_700_000_000)

    enum Call: Sendable, Equatable {
        /// A catalog of these product names; an empty one is a catalog too (clause 4).
        case store([String])
        case retrieve
        case invalidate
        case statistics
        /// The injected clock moves: not a call to the cache, but it happens in an order too.
        case clockMoves(TimeInterval)

        /// A call to the cache, not the clock moving.
        var isCall: Bool { if case .clockMoves = self { false } else { true } }
    }

    enum Outcome: Sendable, Equatable {
        case done
        case delivered([String]?)
        case counted(hits: Int, misses: Int)
    }

    /// The contract, one call at a time.
    struct Model: SequentialModel {
        var products: [String] = []
        var storedAt: Date?
        var hits = 0
        var misses = 0
        var now = beginning

        mutating func apply(_ call: Call) -> Outcome {
            switch call {
            case let .store(names):
                products = names
                storedAt = now
                return .done
            case .retrieve:
                guard let storedAt, now.timeIntervalSince(storedAt) < maxAge else {
                    misses += 1
                    return .delivered(nil)
                }
                hits += 1
                return .delivered(products)
            case .invalidate:
                products = []
                storedAt = nil
                return .done
            case .statistics:
                return .counted(hits: hits, misses: misses)
            case let .clockMoves(seconds):
                now = now.addingTimeInterval(seconds)
                return .done
            }
        }
    }

    typealias Event = CallEvent<Call, Outcome>

    /// What a schedule leaves: the history and the cache's statistics at the end.
    struct Seen: Sendable {
        let history: [Event]
        let statistics: CacheStatistics
    }

    struct World: Sendable {
        let cache: InMemoryProductCache
        let clock: ManualClock
        let journal: Journal<Event>
    }

    /// A scenario: strands of calls that overlap one another; each strand makes its calls one
    /// after another (a strand of one call is a call that overlaps every other).
    typealias Scenario = [[Call]]

    /// Calls that overlap, listed, smallest first (every smaller group of each one's calls is
    /// explored too).
    static let overlapping: [Scenario] = [
        [.retrieve, .statistics],
        [.store(["A"]), .retrieve],
        [.store([]), .retrieve, .statistics],
        [.store(["A"]), .clockMoves(299), .retrieve],
        [.store(["A"]), .clockMoves(300), .retrieve],
        [.store(["A"]), .invalidate, .retrieve],
        [.store(["A"]), .store(["B"]), .retrieve],
        [.store(["A"]), .store([]), .retrieve],
        [.store(["A"]), .retrieve, .statistics],
        [.store(["A"]), .invalidate, .retrieve, .statistics],
        [.store(["A"]), .clockMoves(300), .retrieve, .statistics],
    ].map { $0.map { [$0] } }

    /// Generated sequences of two or three calls, one after another, with the clock moving
    /// between them to 1 s before and at the TTL's boundary, from each earlier call: the same
    /// catalog stored twice, a read after a hit, after an invalidation, after an empty catalog
    /// (docs/ARCHITECTURE.md, "Scenario kinds": time across calls, the same input twice, the
    /// next call).
    static let sequences: [Scenario] = CallSequences.all(
        of: [.store(["A"]), .store([]), .retrieve, .invalidate], lengths: 2...3,
        between: [.clockMoves(1), .clockMoves(maxAge - 1), .clockMoves(maxAge)]
    ).map { [$0] }

    static let scenarios: [Scenario] = overlapping + sequences

    /// Every one of the scenarios (a seeded 5 under ThreadSanitizer: `ContractScenarios`).
    static func check() async -> ModelCheckReport {
        await ContractScenarios.run(
            ModelCheck(
                scenarios: scenarios, sample: ContractScenarios.sample(underThreadSanitizer: 5, seed: 1),
                describe: inWords,
                explore: { await explorer(for: $0).explore() }
            ), exercise: 1)
    }

    static func explorer(for scenario: Scenario) -> ScheduleExplorer<World, Seen> {
        var numbered: [[(Int, Call)]] = []
        var next = 0
        for strand in scenario {
            numbered.append(strand.map { call in defer { next += 1 }; return (next, call) })
        }
        return ScheduleExplorer(
            makeSubject: {
                let clock = ManualClock(now: beginning)
                return World(
                    cache: await Exercise1Subject.cache(policy: FreshnessPolicy(maxAge: maxAge), clock: clock), clock: clock,
                    journal: Journal())
            },
            observe: { Seen(history: $0.journal.entries, statistics: await $0.cache.statistics()) },
            show: { "hits \($0.statistics.hits), misses \($0.statistics.misses)" },
            operations: numbered.map(operation),
            check: ScheduleCheck("one call at a time") { verdict($0.state) })
    }

    /// A scenario in words, for the failure message.
    static func inWords(_ scenario: Scenario) -> String {
        if scenario.count == 1, let strand = scenario.first {
            return "Calls one after another: \(strand.map(inWords).joined(separator: ", "))."
        }
        return "Calls: \(scenario.map { $0.map(inWords).joined(separator: " then ") }.joined(separator: ", ")), overlapping in every order."
    }

    private static func operation(_ strand: [(Int, Call)]) -> ScheduledOperation<World, Seen> {
        .immediate(strand.map { inWords($0.1) }.joined(separator: " then ")) { world in
            for (number, call) in strand { await perform(number: number, call, on: world) }
        }
    }

    private static func perform(number: Int, _ call: Call, on world: World) async {
        world.journal.record(.began(call: number, call))
        let outcome: Outcome
        switch call {
        case let .store(names):
            await world.cache.store(names.map { makeProduct($0) })
            outcome = .done
        case .retrieve:
            outcome = .delivered(await world.cache.retrieve()?.map(\.id))
        case .invalidate:
            await world.cache.invalidate()
            outcome = .done
        case .statistics:
            let statistics = await world.cache.statistics()
            outcome = .counted(hits: statistics.hits, misses: statistics.misses)
        case let .clockMoves(seconds):
            world.clock.advance(by: seconds)
            outcome = .done
        }
        world.journal.record(.ended(call: number, outcome))
    }

    // MARK: The model's verdict

    /// `nil` when some one-at-a-time order explains the schedule; else what went wrong, in the
    /// order the calls began, with the clause it breaks.
    static func verdict(_ seen: Seen) -> String? {
        let order = Linearizability.order(of: seen.history, from: Model()) {
            $0.hits == seen.statistics.hits && $0.misses == seen.statistics.misses
        }
        guard order == nil else { return nil }
        // No order explains it: tell it in the order the calls began, as the model would.
        var model = Model()
        var said: [Int: (Call, Outcome)] = [:]
        var began: [Int] = []
        var overlapped = false
        var open = 0
        for event in seen.history {
            switch event {
            case let .began(id, call):
                began.append(id)
                said[id] = (call, .done)
                if open > 0 { overlapped = true }
                open += 1
            case let .ended(id, outcome):
                said[id]?.1 = outcome
                open -= 1
            }
        }
        let hint = overlapped
            ? " Two calls overlapped: a call that awaits halfway through lets another in (Exercises/Exercise1/README.md, hint 1)."
            : ""
        // One call after another: each call numbered with what it gave, up to the one that differs.
        var numbered: [String] = []
        for id in began {
            guard let (call, outcome) = said[id] else { continue }
            let before = model
            let expected = model.apply(call)
            numbered.append("\(numbered.count + 1). \(inWords(call))" + (call.isCall ? " gave \(inWords(outcome))" : ""))
            guard expected != outcome else { continue }
            let clause: Int = switch call {
            case .retrieve where before.storedAt == nil && before.products.isEmpty && seen.history.contains(where: {
                if case .began(_, .invalidate) = $0 { true } else { false }
            }): 5
            case .retrieve where before.storedAt != nil: 4
            default: 3
            }
            let steps = overlapped ? "" : "\n" + numbered.joined(separator: "\n") + " ✗"
            return "No one-at-a-time order of the calls gives what they returned: \(inWords(call)) gave \(inWords(outcome)),"
                + " where, one call at a time in the order they began, it gives \(inWords(expected)) (clause \(clause))." + hint + steps
        }
        return "No one-at-a-time order of the calls gives what they returned and the statistics the cache ends with"
            + " (hits \(seen.statistics.hits), misses \(seen.statistics.misses); one at a time: hits \(model.hits), misses \(model.misses)) (clause 3)." + hint
    }

    // MARK: In words

    static func inWords(_ call: Call) -> String {
        switch call {
        case let .store(names): "store([\(names.joined(separator: ", "))])"
        case .retrieve: "retrieve()"
        case .invalidate: "invalidate()"
        case .statistics: "statistics()"
        case let .clockMoves(seconds): "the clock moves \(Int(seconds)) s"
        }
    }

    static func inWords(_ outcome: Outcome) -> String {
        switch outcome {
        case .done: "nothing"
        case let .delivered(products?): products.isEmpty ? "[] (an empty catalog, a hit)" : "\(products)"
        case .delivered(nil): "nil (a miss)"
        case let .counted(hits, misses): "hits \(hits), misses \(misses)"
        }
    }
}
