import Catalog
import Exercise7
import Foundation
import LabKit

/// Exercise 7's contract (README clauses 1–6) as an executable model, checked over generated
/// scenarios: one load, or two sharing one `CatalogLoader` and one store; each network
/// answering or failing, each save succeeding or failing, a store that stops when its save is
/// cancelled or finishes anyway (and a network likewise), and `load()` cancelled from outside
/// while it waits for the network or its save (a call of the scenario, "cancel load A", run in
/// every order; run before the load has a task, it cancels nothing). Each runs in
/// every order at the gates (`ScheduleExplorer`); after each schedule the model reads the
/// journal (what each load returned, which saves started and how they ended) and says whether
/// the contract allows it.
enum Exercise7Contract {
    /// What a load's network and its save do when the explorer lets them answer.
    struct Plan: Sendable, Equatable {
        /// The catalog the network answers with (one product, by name), or its failure of any
        /// kind (clause 6's "the network's error" is whatever it threw).
        let network: DependencyAnswer
        /// `nil`: the save succeeds; else it throws this (of the exercise's error type, of a type
        /// of the store's own, or `CancellationError` though nobody cancelled the load).
        let saveFails: DependencyFailure?
    }

    struct Scenario: Sendable {
        let loads: [(name: String, plan: Plan)]
        /// Loads cancelled from outside: a call of its own, run in every order with the rest.
        let cancelled: [String]
        /// Loads whose task is cancelled before `load()` is called (the screen left before the
        /// load began).
        var cancelledBeforeItStarts: [String] = []
        /// A load that ended on the same loader before the scenario began: of the same catalog,
        /// saved whole (the same input twice: a loader that skips a save of "unchanged" data
        /// keeps the old stamp), or one whose network or save failed (the next call after a
        /// failure: a loader that remembers the failure).
        var earlierLoad: Plan? = nil
    }

    enum SaveEnd: Sendable, Equatable {
        /// The store wrote it; `cancelled`: `load()` had been cancelled by then (a store that
        /// finishes anyway).
        case written(cancelled: Bool)
        case failed
        /// The store stopped: the save was cancelled.
        case stopped
    }

    enum Event: Sendable, Equatable {
        case started(String, at: Date)
        case cancelled(String)
        case networkAnswered(String)
        case networkFailed(String)
        case saveStarted([String], stamp: Date)
        case saveEnded([String], SaveEnd)
        case returned(String, [String])
        case threw(String, String)
    }

    /// What the loads of one schedule share: one loader, its doubles, and the journal.
    struct World: Sendable {
        let clock = ManualClock()
        let journal = Journal<Event>()
        /// The gate of each load's call, by load name (the doubles find theirs by `current`).
        let gates = Locked<[String: SuspensionGate<Plan>]>([:])
        /// The task each load runs in, so a "cancel" call can reach it from outside.
        let tasks = Locked<[String: Task<[Product], any Error>]>([:])
        let loader: CatalogLoader

        /// The load whose work is running (a task-local: a task it makes inherits it).
        @TaskLocal static var current: String?

        /// Whether the doubles journal what they do: not during a load before the scenario.
        let journalling = Locked(true)

        init() {
            let doubles = Doubles(journal: journal, gates: gates, journalling: journalling)
            loader = CatalogLoader(remote: Network(doubles: doubles), store: Store(doubles: doubles), clock: clock)
        }

        /// A load as `plan` says, ended before the scenario begins, journalled by no one.
        func loadEarlier(_ plan: Plan) async {
            let gate = SuspensionGate<Plan>(name: "the load before the scenario")
            // One answer for the network, one for the save.
            gate.release(returning: plan)
            gate.release(returning: plan)
            gates.withLock { $0["earlier"] = gate }
            journalling.withLock { $0 = false }
            _ = try? await World.$current.withValue("earlier") { try await loader.load() }
            journalling.withLock { $0 = true }
            clock.advance(by: 60)
        }
    }

    /// What the network and the store doubles share with the scenario.
    struct Doubles: Sendable {
        private let journal: Journal<Event>
        let gates: Locked<[String: SuspensionGate<Plan>]>
        let journalling: Locked<Bool>

        init(journal: Journal<Event>, gates: Locked<[String: SuspensionGate<Plan>]>, journalling: Locked<Bool>) {
            self.journal = journal
            self.gates = gates
            self.journalling = journalling
        }

        func record(_ event: Event) {
            if journalling.value { journal.record(event) }
        }

        /// The running load's gate.
        func gate() -> SuspensionGate<Plan>? {
            World.current.flatMap { name in gates.withLock { $0[name] } }
        }
    }

    // MARK: Scenarios, smallest first

    static let scenarios: [Scenario] = {
        var all: [Scenario] = []
        let plans = [Plan(network: .catalog("A"), saveFails: nil)]
            + DependencyFailure.everyKind.map { Plan(network: .catalog("A"), saveFails: $0) }
            + [Plan(network: .fails(.catalog(.invalidData)), saveFails: nil)]
        for cancelled in [false, true] {
            for plan in plans {
                all.append(Scenario(loads: [("A", plan)], cancelled: cancelled ? ["A"] : []))
            }
            var again = Scenario(loads: [("A", plans[0])], cancelled: cancelled ? ["A"] : [])
            again.earlierLoad = plans[0]
            all.append(again)
        }
        for cancelled in [[], ["A"]] {
            for saveFails in [nil, DependencyFailure.catalog(.invalidData)] {
                all.append(Scenario(loads: [
                    ("A", Plan(network: .catalog("A"), saveFails: saveFails)), ("B", Plan(network: .catalog("B"), saveFails: nil)),
                ], cancelled: cancelled))
            }
        }
        // The load after one whose network failed, and after one whose save failed.
        for earlier in [Plan(network: .fails(.catalog(.connectivity)), saveFails: nil), Plan(network: .catalog("A"), saveFails: .catalog(.invalidData))] {
            var after = Scenario(loads: [("A", plans[0])], cancelled: [])
            after.earlierLoad = earlier
            all.append(after)
        }
        // The network fails with an error of a type the exercise never names, or with a
        // `CancellationError` nobody asked for: it is still the network's error (clause 6).
        for failure in [DependencyFailure.foreign, .cancellation] {
            all.append(Scenario(loads: [("A", Plan(network: .fails(failure), saveFails: nil))], cancelled: []))
        }
        // Cancelled before it starts: clause 3 holds from the first moment (a save, if one
        // starts, sees the cancellation).
        for plan in [plans[0], Plan(network: .fails(.catalog(.connectivity)), saveFails: nil)] {
            var early = Scenario(loads: [("A", plan)], cancelled: [])
            early.cancelledBeforeItStarts = ["A"]
            all.append(early)
        }
        return all
    }()

    /// Every scenario, each with a network and a store that stop when cancelled, then with
    /// ones that answer anyway (44 in all; a seeded 4 under ThreadSanitizer: `ContractScenarios`).
    /// The overlaps cancelled from outside explore 171–192 schedules each.
    static func check() async -> ModelCheckReport {
        let both = scenarios.flatMap { scenario in
            [(scenario, SuspensionGate<Plan>.Cancellation.throwsWhenCancelled), (scenario, .ignored)]
        }
        return await ContractScenarios.run(
            ModelCheck(
                scenarios: both.map { Case(scenario: $0.0, cancellation: $0.1) },
                sample: ContractScenarios.sample(underThreadSanitizer: 4, seed: 5), describe: inWords,
                explore: { await explorer(for: $0).explore() }
            ), exercise: 7)
    }

    /// A scenario and how its doubles meet cancellation.
    struct Case: Sendable {
        let scenario: Scenario
        let cancellation: SuspensionGate<Plan>.Cancellation
    }

    static func explorer(for run: Case) -> ScheduleExplorer<World, [Event]> {
        let loads = run.scenario.loads.map {
            load(named: $0.name, plan: $0.plan, cancelledBeforeItStarts: run.scenario.cancelledBeforeItStarts.contains($0.name))
        }
        let cancels = run.scenario.cancelled.map { name in
            ScheduledOperation<World, [Event]>.immediate("cancel load \(name)") { world in
                world.journal.record(.cancelled(name))
                world.tasks.withLock { $0[name] }?.cancel()
            }
        }
        return ScheduleExplorer(
            makeSubject: {
                let world = World()
                if let earlier = run.scenario.earlierLoad { await world.loadEarlier(earlier) }
                return world
            },
            observe: { $0.journal.entries },
            show: { events in "saved: \(savedInWords(events))" },
            operations: loads + cancels,
            check: ScheduleCheck("the contract") { verdict(run.scenario, $0.state) },
            dependencies: run.cancellation,
            preemptionBound: 0)
    }

    private static func load(named name: String, plan: Plan, cancelledBeforeItStarts: Bool) -> ScheduledOperation<World, [Event]> {
        .awaiting("load \(name)", on: "the network", answer: plan, shown: plan.network.inTrace) { world, gate in
            world.gates.withLock { $0[name] = gate }
            world.clock.advance(by: 1)
            world.journal.record(.started(name, at: world.clock.now()))
            if cancelledBeforeItStarts { world.journal.record(.cancelled(name)) }
            // load() runs in a task of its own, so "cancel load A" can reach it from outside
            // (the explorer runs that task too, on this call's lane). One cancelled before it
            // starts cancels itself first: `Task.cancel()` from here could come after `load()`
            // began.
            let task = World.$current.withValue(name) {
                Task {
                    if cancelledBeforeItStarts { withUnsafeCurrentTask { $0?.cancel() } }
                    return try await world.loader.load()
                }
            }
            world.tasks.withLock { $0[name] = task }
            do {
                world.journal.record(.returned(name, try await task.value.map(\.id)))
            } catch {
                world.journal.record(.threw(name, "\(error)"))
            }
        }
    }

    // MARK: The model

    /// What the contract says of this schedule, or `nil` when every load agrees. The message
    /// starts with the clause's own words (proofs.json).
    static func verdict(_ scenario: Scenario, _ events: [Event]) -> String? {
        func position(_ match: (Event) -> Bool) -> Int? { events.firstIndex(where: match) }
        for (name, plan) in scenario.loads {
            guard let startedAt = position({ if case .started(name, _) = $0 { true } else { false } }) else { continue }
            guard case let .started(_, start) = events[startedAt] else { continue }
            let endedAt = position({
                switch $0 {
                case .returned(name, _), .threw(name, _): true
                default: false
                }
            }) ?? events.count
            let result = endedAt < events.count ? events[endedAt] : nil
            let cancelledAt = position({ $0 == .cancelled(name) }).flatMap { $0 > startedAt && $0 < endedAt ? $0 : nil }
            let cancelled = cancelledAt != nil
            let answered = position({ $0 == .networkAnswered(name) }) != nil

            switch plan.network {
            case let .fails(error):
                let saves = events.filter { if case .saveStarted = $0 { true } else { false } }
                if scenario.loads.count == 1, !saves.isEmpty {
                    return "When the network fails, load() must throw the network's error and save nothing: load \(name)'s"
                        + " network failed with \(error), and a save started (clause 6)."
                }
                if case .returned = result {
                    return "When the network fails, load() must throw the network's error and save nothing: load \(name)'s"
                        + " network failed with \(error), and load() \(resultInWords(result)) (clause 6)."
                }
                if case let .threw(_, thrown) = result, thrown != "\(error.error)", !cancelled {
                    return "When the network fails, load() must throw the network's error and save nothing: load \(name)'s"
                        + " network failed with \(error), and load() threw \(thrown) (clause 6)."
                }
            case let .catalog(catalog):
                guard answered else {
                    // Cancelled before its network answered: it throws, and nothing of it is saved.
                    if case .returned = result, !cancelled {
                        return "load() must return the remote's products and save them: load \(name) returned without"
                            + " its network's answer (clause 1)."
                    }
                    continue
                }
                let products = [catalog]
                let saveStarts = events.indices.filter { if case .saveStarted(products, _) = events[$0] { true } else { false } }
                let saveEnd = events.indices.first { if case .saveEnded(products, _) = events[$0] { true } else { false } }
                if saveStarts.isEmpty {
                    if cancelled { continue }
                    return "load() must return the remote's products and save them: load \(name)'s network answered [\(catalog)],"
                        + " and no save of it started (clause 1)."
                }
                if saveStarts.count > 1 {
                    return "load() must return the remote's products and save them: load \(name) saved [\(catalog)]"
                        + " \(saveStarts.count) times; the contract says once (clause 1)."
                }
                if case let .saveStarted(_, stamp) = events[saveStarts[0]] {
                    let readings = [start] + events[startedAt..<saveStarts[0]].compactMap { if case let .started(_, at) = $0 { at } else { nil } }
                    if !readings.contains(stamp) {
                        return "load() must return the remote's products and save them: load \(name)'s save was stamped"
                            + " \(Int(stamp.timeIntervalSince(start))) s after it started, a time the clock never showed"
                            + " while it ran (clause 1: stamped with the clock's time)."
                    }
                }
                guard let saveEnd, saveEnd < endedAt else {
                    return "load() returned while its save was still waiting: load \(name) \(resultInWords(result)) before"
                        + " its save of [\(catalog)] had ended; a save nobody awaits writes whenever it gets to run (clause 2)."
                }
                guard case let .saveEnded(_, end) = events[saveEnd] else { continue }
                // Cancelled before its save ended: the save must see it.
                let cancelledDuringSave = cancelledAt.map { $0 < saveEnd } ?? false
                if cancelledDuringSave, end == .written(cancelled: false) {
                    return "load() was cancelled while it waited, and its save kept waiting: load \(name) was cancelled"
                        + " before its save ended, and the save never saw it (clause 3: cancelling load() cancels its save)."
                }
                if !cancelledDuringSave, end == .stopped || end == .written(cancelled: true) {
                    return "load() cancelled its own save: nobody cancelled load \(name), and its save of [\(catalog)]"
                        + " was cancelled before the store answered (clause 4)."
                }
                if !cancelled, result != .returned(name, products) {
                    if plan.saveFails != nil {
                        return "A failed save failed the load: load \(name)'s save threw \(plan.saveFails!), and load()"
                            + " \(resultInWords(result)) instead of returning [\(catalog)] (clause 5)."
                    }
                    return "load() must return the remote's products and save them: load \(name)'s network answered"
                        + " [\(catalog)], and load() \(resultInWords(result)) (clause 1)."
                }
            }
        }
        return nil
    }

    // MARK: In words

    static func inWords(_ run: Case) -> String {
        let before = run.scenario.earlierLoad.map { earlier in
            ["Before it, 60 s earlier, a load on the same loader ended: the network \(earlier.network),"
                + " the save \(earlier.saveFails.map { "threw \($0)" } ?? "succeeded")."]
        } ?? []
        var lines = before + run.scenario.loads.map { name, plan in
            "Load \(name): the network \(plan.network),"
                + " the save \(plan.saveFails.map { "throws \($0)" } ?? "succeeds")."
        }
        if run.scenario.loads.count > 1 { lines.append("Both loads share one CatalogLoader and one store.") }
        for name in run.scenario.cancelled { lines.append("load \(name) is cancelled from outside while it waits for the network or for its save.") }
        for name in run.scenario.cancelledBeforeItStarts { lines.append("load \(name) is cancelled before it starts.") }
        lines.append(run.cancellation == .throwsWhenCancelled
            ? "The network and the store stop when their caller is cancelled."
            : "The network and the store finish even when their caller is cancelled.")
        return lines.joined(separator: " ")
    }

    private static func savedInWords(_ events: [Event]) -> String {
        let written = events.compactMap { event -> String? in
            if case let .saveEnded(products, .written) = event { "[\(products.joined(separator: ", "))]" } else { nil }
        }
        return written.isEmpty ? "nothing" : written.joined(separator: ", ")
    }

    private static func resultInWords(_ event: Event?) -> String {
        switch event {
        case let .returned(_, products)?: "returned \(products)"
        case let .threw(_, error)?: "threw \(error)"
        default: "never returned"
        }
    }
}

/// The network: each load's call waits at its own gate, found by the load's name.
private struct Network: ProductRepository {
    let doubles: Exercise7Contract.Doubles

    func loadAll() async throws -> [Product] {
        guard let gate = doubles.gate(), let name = Exercise7Contract.World.current else { throw CatalogError.connectivity }
        let plan = try await gate.park()
        switch plan.network {
        case let .catalog(catalog):
            doubles.record(.networkAnswered(name))
            return [makeProduct(catalog)]
        case let .fails(failure):
            doubles.record(.networkFailed(name))
            throw failure.error
        }
    }
}

/// The store: a save waits for its turn at the load's gate; the journal says how it ended.
private struct Store: ProductStore {
    let doubles: Exercise7Contract.Doubles

    func save(_ cache: CachedProducts) async throws {
        let products = cache.products.map(\.id)
        doubles.record(.saveStarted(products, stamp: cache.timestamp))
        let gate = gate(for: products)
        let plan: Exercise7Contract.Plan
        do {
            guard let gate else { throw CatalogError.invalidData }
            plan = try await gate.park(at: "its turn at the store (save)")
        } catch {
            doubles.record(.saveEnded(products, .stopped))
            throw error
        }
        if let failure = plan.saveFails {
            doubles.record(.saveEnded(products, .failed))
            throw failure.error
        }
        doubles.record(.saveEnded(products, .written(cancelled: Task.isCancelled)))
    }

    func load() async throws -> CachedProducts? { nil }

    /// A save is its load's: by the task-local, or else (a `Task.detached` does not inherit
    /// it) by the catalog, which each load's network names after the load.
    private func gate(for products: [String]) -> SuspensionGate<Exercise7Contract.Plan>? {
        doubles.gate() ?? products.first.flatMap { name in doubles.gates.withLock { $0[name] } }
    }
}
