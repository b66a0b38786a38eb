import Catalog
import Exercise2
import Foundation
import LabKit

/// Exercise 2's contract (README clauses 1–4 and 6) as an executable model, checked over
/// generated scenarios: refresh A and refresh B, each answering or failing, with or without a
/// `clear()` (and B answering the very catalog A did, around a `clear()`: the same input twice),
/// refresh A's network failing with an error of a type the exercise does not define or with
/// `CancellationError` though nobody cancelled it (`DependencyFailure`), or with refresh A's caller cancelling it at any point ("cancel refresh A", a call
/// of its own), on a network that throws when its refresh is cancelled and on one that answers
/// anyway.
/// Each runs in every order the explorer finds (at the gates and at every other `await`);
/// after each schedule the model reads the journal (which call started when, how each ended)
/// and the store's products.
///
/// The model, in start order: the store ends with what the call that started last decided —
/// a refresh's catalog, nothing after a `clear()`; a failed refresh decides nothing, so after
/// it the store shows what it showed when that refresh started (the calls that had ended by
/// then, by the same rule), or what the calls before it decide without it (the contract
/// leaves that open). A refresh returns when its network answered and throws the
/// network's error when it failed; one overtaken by a later call may instead throw
/// `CancellationError` (a fix that keeps its network call in a task and cancels it). Nobody
/// else cancels a refresh but its caller: one its caller cancelled either ends as its network
/// did, or throws `CancellationError` and decides nothing, as a failed refresh.
enum Exercise2Contract {
    struct Scenario: Sendable {
        /// Each refresh's name and its network's answer (a catalog named after it, or a failure).
        let refreshes: [(name: String, answer: DependencyAnswer)]
        let clears: Bool
        let network: DependencyCancellation
        /// Refreshes whose caller cancels them, at any point ("cancel refresh A" runs in every order).
        var cancelled: [String] = []
    }

    enum Event: Sendable, Equatable {
        case started(String)
        /// Its caller cancelled the refresh's task.
        case cancelled(String)
        /// A refresh that returned; `nil`: a `clear()`.
        case ended(String, Thrown?)
    }

    /// What a schedule leaves: the journal and the store's products.
    struct Observed: Sendable {
        let events: [Event]
        let products: [String]
    }

    struct World: Sendable {
        let store = SessionProductStore()
        let journal = Journal<Event>()
        /// The task each refresh runs in, so its caller can cancel it ("cancel refresh A").
        let tasks = Locked<[String: Task<Void, any Error>]>([:])
    }

    // MARK: Scenarios, smallest first

    static let scenarios: [Scenario] = {
        var all: [Scenario] = []
        let answersA: [DependencyAnswer] = [.catalog("A"), .fails(.catalog(.connectivity))]
        let answersB: [DependencyAnswer] = [.catalog("B"), .fails(.catalog(.invalidData))]
        for clears in [false, true] {
            for network in DependencyCancellation.allCases {
                for a in answersA {
                    for b in answersB {
                        all.append(Scenario(refreshes: [("A", a), ("B", b)], clears: clears, network: network))
                    }
                }
            }
        }
        // Refresh A's caller cancels it, before it starts, while it waits or after it ended
        // (refresh B answers: a failing B adds nothing cancellation changes).
        for network in DependencyCancellation.allCases {
            all.append(Scenario(refreshes: [("A", .catalog("A")), ("B", .catalog("B"))], clears: false, network: network, cancelled: ["A"]))
        }
        // The network fails refresh A with an error of its own type, or with CancellationError
        // though nobody cancelled it: the refresh rethrows it, whatever it is.
        for failure in [DependencyFailure.foreign, .cancellation] {
            for network in DependencyCancellation.allCases {
                all.append(Scenario(refreshes: [("A", .fails(failure)), ("B", .catalog("B"))], clears: false, network: network))
            }
        }
        // Both refreshes answer the same catalog, and clear() runs too: the second answer is new
        // to the store whenever the clear() came between (nothing changed is not "nothing to do").
        // One network: nothing here is cancelled but by the store itself, which both kinds
        // already meet above.
        all.append(Scenario(refreshes: [("A", .catalog("A")), ("B", .catalog("A"))], clears: true, network: .throwsWhenCancelled))
        return all
    }()

    /// Every scenario (23; a seeded 2 under ThreadSanitizer: `ContractScenarios`). Without
    /// `clear()` a scenario explores 16–30 schedules, with it 253–337.
    static func check() async -> ModelCheckReport {
        await ContractScenarios.run(
            ModelCheck(
                scenarios: scenarios, sample: ContractScenarios.sample(underThreadSanitizer: 2, seed: 33), describe: inWords,
                explore: { await explorer(for: $0).explore() }
            ), exercise: 2)
    }

    static func explorer(for scenario: Scenario) -> ScheduleExplorer<World, Observed> {
        let refreshes = scenario.refreshes.map { refresh in
            ScheduledOperation<World, Observed>.awaiting(
                "refresh \(refresh.name)", on: "the network", answer: refresh.answer, shown: refresh.answer.inTrace
            ) { world, network in
                let call = { @Sendable in
                    world.journal.record(.started(refresh.name))
                    try await world.store.refresh(from: Network(gate: network))
                }
                do {
                    if scenario.cancelled.contains(refresh.name) {
                        // A refresh its caller cancels runs in a task of its own, so "cancel
                        // refresh A" can reach it (the explorer runs that task too, on this
                        // call's lane); it starts when that task runs.
                        let task = Task { try await call() }
                        world.tasks.withLock { $0[refresh.name] = task }
                        try await task.value
                    } else {
                        try await call()
                    }
                    world.journal.record(.ended(refresh.name, nil))
                } catch {
                    world.journal.record(.ended(refresh.name, Thrown(error)))
                }
            }
        }
        let cancels = scenario.cancelled.map { name in
            ScheduledOperation<World, Observed>.immediate("cancel refresh \(name)") { world in
                // Only a task that exists can be cancelled: before that, the cancel changes nothing.
                guard let task = world.tasks.withLock({ $0[name] }) else { return }
                world.journal.record(.cancelled(name))
                task.cancel()
            }
        }
        let clear = ScheduledOperation<World, Observed>.immediate("clear()") { world in
            world.journal.record(.started("clear()"))
            await world.store.clear()
            world.journal.record(.ended("clear()", nil))
        }
        return ScheduleExplorer(
            makeSubject: { World() },
            observe: { world in Observed(events: world.journal.entries, products: await world.store.products.map(\.id)) },
            show: { "products = [\($0.products.joined(separator: ", "))]" },
            operations: refreshes + (scenario.clears ? [clear] : []) + cancels,
            check: ScheduleCheck("the contract") { verdict(scenario, $0.state) },
            dependencies: scenario.network)
    }

    // MARK: The model

    /// What the store may show once the calls of `names` (in start order) have run, by the
    /// latest-word rule.
    static func allowed(after names: [String], _ scenario: Scenario, _ events: [Event]) -> Set<[String]> {
        guard let last = names.last else { return [[]] }
        if last == "clear()" { return [[]] }
        let answer = scenario.refreshes.first { $0.name == last }!.answer
        if case let .catalog(catalog) = answer, !threwCancellation(last, events) { return [[catalog]] }
        // A failed refresh decides nothing: the store keeps what it showed when that refresh
        // started (the calls that had ended by then; one still in flight was overtaken), or
        // — the contract leaves it open — what the calls before it decide without it.
        let startedAt = events.firstIndex(of: .started(last))!
        let endedBefore = names.dropLast().filter { name in
            events.firstIndex { if case .ended(name, _) = $0 { true } else { false } }.map { $0 < startedAt } ?? false
        }
        return allowed(after: endedBefore, scenario, events).union(allowed(after: Array(names.dropLast()), scenario, events))
    }

    /// The calls that had started and not yet ended when call `name` started.
    static func running(when name: String, _ events: [Event]) -> [String] {
        guard let start = events.firstIndex(of: .started(name)) else { return [] }
        return events[..<start].compactMap { event in
            guard case let .started(other) = event,
                  !events[..<start].contains(where: { if case .ended(other, _) = $0 { true } else { false } })
            else { return nil }
            return other
        }
    }

    /// Whether refresh `name` threw `CancellationError`: overtaken or cancelled by its caller,
    /// it then decides nothing (`verdict` has already checked that it was allowed to).
    static func threwCancellation(_ name: String, _ events: [Event]) -> Bool {
        events.contains(.ended(name, .cancellation))
    }

    /// Whether refresh `name`'s caller cancelled its task (before the refresh started, or while
    /// it ran; once it has ended, a cancel changes nothing).
    static func cancelledByItsCaller(_ name: String, _ events: [Event]) -> Bool {
        events.contains(.cancelled(name))
    }

    /// What the contract says of this schedule, or `nil` when it agrees.
    static func verdict(_ scenario: Scenario, _ observed: Observed) -> String? {
        let events = observed.events
        let startOrder = events.compactMap { if case let .started(name) = $0 { name } else { nil } }
        for refresh in scenario.refreshes {
            guard let startedAt = events.firstIndex(of: .started(refresh.name)),
                  let endedAt = events.firstIndex(where: { if case .ended(refresh.name, _) = $0 { true } else { false } }),
                  case let .ended(_, thrown) = events[endedAt]
            else { continue }
            let overtaken = events[(startedAt + 1)..<endedAt].contains { if case .started = $0 { true } else { false } }
            if overtaken || cancelledByItsCaller(refresh.name, events), thrown == .cancellation { continue }
            switch (refresh.answer, thrown) {
            case (.catalog, nil):
                continue
            case let (.catalog(catalog), thrown?) where thrown == .cancellation:
                return "Only its caller, or the store once a later call overtook it, may cancel a refresh: refresh \(refresh.name)'s network answered"
                    + " [\(catalog)], nothing overtook refresh \(refresh.name) and its caller did not cancel it, and it"
                    + " threw CancellationError (clause 6)."
            case let (.catalog(catalog), thrown?):
                return "A refresh delivers the remote's products: refresh \(refresh.name)'s network answered [\(catalog)],"
                    + " and refresh \(refresh.name) threw \(thrown) (clause 2)."
            case let (.fails(failure), other) where other == Thrown(failure.error):
                continue
            case let (.fails(failure), other):
                return "A refresh whose remote fails rethrows its error, whatever it is: refresh \(refresh.name)'s network failed with"
                    + " \(failure), and refresh \(refresh.name) \(other.map { "threw \($0)" } ?? "returned") (clause 3)."
            }
        }
        let expected = allowed(after: startOrder, scenario, events)
        guard expected.contains(observed.products) else {
            let last = startOrder.last ?? "no call"
            let lastFailed = scenario.refreshes.contains { refresh in
                if case .fails = refresh.answer { refresh.name == last } else { false }
            }
            let decidesNothing = "decides nothing: what the store showed when it started, or what the calls before it decide"
            let (why, clause): (String, String) =
                if lastFailed {
                    (" (a failed refresh \(decidesNothing))", "3: a failed refresh keeps the products shown")
                } else if threwCancellation(last, events) {
                    (" (it threw CancellationError, so it \(decidesNothing))", "6: a refresh that throws CancellationError decides nothing")
                } else if cancelledByItsCaller(last, events), events.contains(.ended(last, nil)) {
                    ("", "6: its caller cancelled it, and it returned; a cancelled refresh that returns ends as its network did,"
                        + " or else it throws CancellationError")
                } else if last == "clear()", running(when: last, events).isEmpty {
                    ("", "4: a clear() that started when no refresh was running")
                } else {
                    ("", "1")
                }
            let decided = last == "clear()"
                ? "nothing" : expected.map { "[\($0.joined(separator: ", "))]" }.sorted().joined(separator: " or ") + why
            let label = last == "clear()" ? last : "refresh \(last)"
            return "The latest word lost: \(label) started last, so the store must end with \(decided); it shows"
                + " [\(observed.products.joined(separator: ", "))] (clause \(clause))."
        }
        return nil
    }

    static func inWords(_ scenario: Scenario) -> String {
        var lines = scenario.refreshes.map { "Refresh \($0.name): the network \($0.answer)." }
        if scenario.clears { lines.append("clear() (sign-out) runs too.") }
        for name in scenario.cancelled { lines.append("Refresh \(name)'s caller cancels it, at any point.") }
        lines.append(scenario.network == .throwsWhenCancelled
            ? "The network stops when its refresh is cancelled."
            : "The network answers even when its refresh is cancelled.")
        return lines.joined(separator: " ")
    }
}

/// The network: each refresh's call waits at its gate, then answers as the scenario says.
private struct Network: ProductRepository {
    let gate: SuspensionGate<DependencyAnswer>

    func loadAll() async throws -> [Product] {
        switch try await gate.park() {
        case let .catalog(catalog): [makeProduct(catalog)]
        case let .fails(failure): throw failure.error
        }
    }
}
