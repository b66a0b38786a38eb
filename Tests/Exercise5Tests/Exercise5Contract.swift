import Catalog
import Exercise5
import Foundation
import LabKit

/// Exercise 5's contract (README clauses 2–7) as an executable model, checked over generated
/// scenarios through the app's **one** composed repository and **one** logger: one load or two
/// overlapping; the network answering or failing, fast or slow; the cache's save working or
/// failing; nothing cached, a fresh cache or a stale one; doubles that stop when cancelled or
/// answer anyway; and a load cancelled from outside (a call of the scenario, in every order).
/// After each schedule the model reads the journal and the log, and says whether the contract
/// allows what each load returned, what was saved and what was logged.
enum Exercise5Contract {
    static let maxAge: TimeInterval = 300
    static let beginning = Date(timeIntervalSince1970: 1_700_000_000)

    /// What a load's network does when the explorer lets it answer.
    struct Plan: Sendable, Equatable {
        let network: Result<String, CatalogError>
        /// Seconds of the injected clock the network takes.
        let takes: TimeInterval
        /// What a failing network throws instead of its `CatalogError`: an error of a type the
        /// exercise does not define, or `CancellationError` though nobody cancelled the load.
        var throwsInstead: DependencyFailure? = nil

        /// The answer as a trace shows it: "[A]", "a failure (connectivity)".
        var inWords: String {
            if case .failure = network, let throwsInstead { "a failure (\(throwsInstead))" } else { ContractWords.answer(network) }
        }

        /// What the network does, as a scenario says it: "answers [A]", "fails with connectivity".
        var does: String {
            if case .failure = network, let throwsInstead { "fails with \(throwsInstead)" } else { ContractWords.network(network) }
        }
    }

    struct Scenario: Sendable {
        let loads: [(name: String, plan: Plan)]
        /// How old the cache is at the beginning; `nil`: nothing cached.
        let cacheAge: TimeInterval?
        /// The catalog cached at the beginning: another one, or the very one the network
        /// answers (the same input twice: a save skipped because "nothing changed" keeps the old stamp).
        var cached = "cached"
        let saveFails: Bool
        let cancelled: [String]
        let cancellation: SuspensionGate<Plan>.Cancellation
        /// The cache's read throws this (the fallback's own error, whatever its type), or reads.
        var readFails: DependencyFailure? = nil
        /// Loads whose task is cancelled before `loadAll()` is called (the screen left before
        /// the load began).
        var cancelledBeforeItStarts: [String] = []
    }

    enum Event: Sendable, Equatable {
        case started(String, at: Date)
        case clockRead(Date)
        case cancelled(String)
        case networkEnded(String, sawCancellation: Bool)
        case saved([String], stamp: Date)
        case returned(String, [String])
        case threw(String, String)
    }

    struct Seen: Sendable, Equatable {
        let events: [Event]
        let log: [LogEntry]
    }

    /// One composition, one logger, one store, shared by every load of a schedule.
    struct World: Sendable {
        let clock = ManualClock(now: beginning)
        let journal = Journal<Event>()
        let gates = Locked<[String: SuspensionGate<Plan>]>([:])
        let tasks = Locked<[String: Task<[Product], any Error>]>([:])
        let logger: InMemoryLogger
        let composed: any ProductRepository

        /// The load whose work is running (a task it makes inherits it).
        @TaskLocal static var current: String?

        init(cacheAge: TimeInterval?, cachedCatalog: String, saveFails: Bool, readFails: DependencyFailure?) {
            logger = InMemoryLogger(clock: clock)
            let cached = cacheAge.map { CachedProducts(products: [makeProduct(cachedCatalog)], timestamp: beginning.addingTimeInterval(-$0)) }
            let store = JournalledStore(cached: cached, saveFails: saveFails, readFails: readFails, journal: journal)
            composed = CatalogComposition.makeRepository(
                remote: GatedNetwork(gates: gates, journal: journal, clock: clock), store: store, logger: logger, clock: clock,
                policy: FreshnessPolicy(maxAge: maxAge))
        }
    }

    // MARK: Scenarios, smallest first

    static let scenarios: [Scenario] = {
        var all: [Scenario] = []
        for cancellation in [SuspensionGate<Plan>.Cancellation.throwsWhenCancelled, .ignored] {
            for cancelled in [false, true] {
                for saveFails in [false, true] {
                    // Nothing cached, another catalog cached, or the very catalog the network answers.
                    for (age, catalog) in [(nil, "cached"), (200.0, "cached"), (200.0, "A")] as [(TimeInterval?, String)] {
                        var scenario = Scenario(
                            loads: [("A", Plan(network: .success("A"), takes: 1))], cacheAge: age, saveFails: saveFails,
                            cancelled: cancelled ? ["A"] : [], cancellation: cancellation)
                        scenario.cached = catalog
                        all.append(scenario)
                    }
                }
                for age in [nil, 10.0, 200, 298] {
                    for takes in [1.0, 150] {
                        all.append(Scenario(
                            loads: [("A", Plan(network: .failure(.connectivity), takes: takes))], cacheAge: age, saveFails: false,
                            cancelled: cancelled ? ["A"] : [], cancellation: cancellation))
                    }
                }
                // The network fails with an error the exercise does not define, or with
                // CancellationError though nobody cancelled the load: the fallback is asked all the same.
                for failure in [DependencyFailure.foreign, .cancellation] {
                    var plan = Plan(network: .failure(.connectivity), takes: 1)
                    plan.throwsInstead = failure
                    all.append(Scenario(
                        loads: [("A", plan)], cacheAge: 10, saveFails: false, cancelled: cancelled ? ["A"] : [], cancellation: cancellation))
                }
            }
        }
        for cancelled in [[], ["A"]] {
            for b in [Plan(network: .success("B"), takes: 2), Plan(network: .failure(.connectivity), takes: 2)] {
                all.append(Scenario(
                    loads: [("A", Plan(network: .success("A"), takes: 3)), ("B", b)], cacheAge: nil, saveFails: false,
                    cancelled: cancelled, cancellation: .throwsWhenCancelled))
            }
        }
        // The network fails and so does the cache's read, each way: the composed load throws the
        // fallback's error, whatever it is, and logs its end like any failure.
        for failure in DependencyFailure.everyKind {
            var scenario = Scenario(
                loads: [("A", Plan(network: .failure(.connectivity), takes: 1))], cacheAge: 10, saveFails: false,
                cancelled: [], cancellation: .throwsWhenCancelled)
            scenario.readFails = failure
            all.append(scenario)
        }
        // A load whose network failed, then one whose network answers (among the orders, B
        // starting once A has ended: the next call after a failure, and what A left behind),
        // with a fresh cache and with none.
        for age in [nil, 10.0] as [TimeInterval?] {
            all.append(Scenario(
                loads: [("A", Plan(network: .failure(.connectivity), takes: 3)), ("B", Plan(network: .success("B"), takes: 2))],
                cacheAge: age, saveFails: false, cancelled: [], cancellation: .throwsWhenCancelled))
        }
        // Time across loads: load A saves its catalog, and load B's network fails after 298,
        // 299 or 300 s — when B starts once A has ended, the catalog A saved is then just under,
        // at or past maxAge by the stamp A's save took (clauses 3 and 5).
        for takes in [298.0, 299, 300] {
            all.append(Scenario(
                loads: [("A", Plan(network: .success("A"), takes: 1)), ("B", Plan(network: .failure(.connectivity), takes: takes))],
                cacheAge: nil, saveFails: false, cancelled: [], cancellation: .throwsWhenCancelled))
        }
        // Cancelled before it starts, with doubles that stop and ones that answer anyway: the load
        // still logs its start and its end (clause 2), and a network asked anyway hears of it
        // (clause 7).
        for cancellation in [SuspensionGate<Plan>.Cancellation.throwsWhenCancelled, .ignored] {
            for plan in [Plan(network: .success("A"), takes: 1), Plan(network: .failure(.connectivity), takes: 1)] {
                var scenario = Scenario(loads: [("A", plan)], cacheAge: 10, saveFails: false, cancelled: [], cancellation: cancellation)
                scenario.cancelledBeforeItStarts = ["A"]
                all.append(scenario)
            }
        }
        return all
    }()

    /// Every one of the 80 scenarios (a seeded 10 under ThreadSanitizer: `ContractScenarios`).
    static func check() async -> ModelCheckReport {
        await ContractScenarios.run(
            ModelCheck(
                scenarios: scenarios, sample: ContractScenarios.sample(underThreadSanitizer: 10, seed: 5), describe: inWords,
                explore: { await explorer(for: $0).explore() }
            ), exercise: 5)
    }

    static func explorer(for scenario: Scenario) -> ScheduleExplorer<World, Seen> {
        let loads = scenario.loads.map {
            load(named: $0.name, plan: $0.plan, cancelledBeforeItStarts: scenario.cancelledBeforeItStarts.contains($0.name))
        }
        let cancels = scenario.cancelled.map { name in
            ScheduledOperation<World, Seen>.immediate("cancel load \(name)") { world in
                world.journal.record(.cancelled(name))
                world.tasks.withLock { $0[name] }?.cancel()
            }
        }
        return ScheduleExplorer(
            makeSubject: { World(cacheAge: scenario.cacheAge, cachedCatalog: scenario.cached, saveFails: scenario.saveFails, readFails: scenario.readFails) },
            observe: { Seen(events: $0.journal.entries, log: await $0.logger.entries()) },
            show: { "\($0.log.count) log line\($0.log.count == 1 ? "" : "s")" },
            operations: loads + cancels,
            check: ScheduleCheck("the contract") { verdict(scenario, $0.state) },
            dependencies: scenario.cancellation,
            preemptionBound: 0)
    }

    private static func load(named name: String, plan: Plan, cancelledBeforeItStarts: Bool) -> ScheduledOperation<World, Seen> {
        .awaiting("load \(name)", on: "the network", answer: plan, shown: plan.inWords) { world, gate in
            world.gates.withLock { $0[name] = gate }
            world.clock.advance(by: 1)
            world.journal.record(.started(name, at: world.clock.now()))
            if cancelledBeforeItStarts { world.journal.record(.cancelled(name)) }
            // In a task of its own, so "cancel load A" reaches it from outside (the explorer
            // runs the task on this call's lane). One cancelled before it starts cancels itself
            // first: `Task.cancel()` from here could come after `loadAll()` began.
            let task = World.$current.withValue(name) {
                Task {
                    if cancelledBeforeItStarts { withUnsafeCurrentTask { $0?.cancel() } }
                    return try await world.composed.loadAll()
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

    /// `nil` when the contract allows every load's result, the saves and the log; else what
    /// went wrong, starting with the clause's own words (proofs.json).
    static func verdict(_ scenario: Scenario, _ seen: Seen) -> String? {
        let events = seen.events
        let readings = Set([beginning] + events.compactMap(reading))
        let initial = scenario.cacheAge.map { (products: [scenario.cached], stamp: beginning.addingTimeInterval(-$0)) }
        var returned = 0
        var threw = 0
        for (name, plan) in scenario.loads {
            guard let startedAt = events.firstIndex(where: { if case .started(name, _) = $0 { true } else { false } }) else { continue }
            let endedAt = events.firstIndex {
                switch $0 {
                case .returned(name, _), .threw(name, _): true
                default: false
                }
            } ?? events.count
            let result = endedAt < events.count ? events[endedAt] : nil
            if case .returned = result { returned += 1 }
            if case .threw = result { threw += 1 }
            let cancelledAt = events.firstIndex(of: .cancelled(name)).flatMap { $0 > startedAt && $0 < endedAt ? $0 : nil }
            let networkEnd = events.firstIndex {
                if case .networkEnded(name, _) = $0 { true } else { false }
            }
            // Clause 7: cancelled while its network waited, the network must hear of it.
            if let cancelledAt, let networkEnd, cancelledAt < networkEnd,
               case .networkEnded(_, false) = events[networkEnd] {
                return "A decorator did not pass cancellation on: load \(name) was cancelled while it waited for the network,"
                    + " and the network never saw it (clause 7: every decorator passes cancellation on)."
            }
            if cancelledAt != nil { continue }
            switch plan.network {
            case let .success(catalog):
                if result != .returned(name, [catalog]) {
                    if scenario.saveFails, case .threw = result {
                        return "A failed cache save broke the chain: load \(name)'s network answered [\(catalog)], the save threw,"
                            + " and the load \(inWords(result)) (clause 6: a side effect never breaks the chain)."
                    }
                    return "load \(name)'s network answered [\(catalog)], and the composed load \(inWords(result)):"
                        + " the contract says it returns the primary's products (clause 4)."
                }
                let saves = events.indices.filter { index in
                    if case let .saved(products, _) = events[index], products == [catalog] { true } else { false }
                }
                if !scenario.saveFails {
                    guard saves.count == 1, case let .saved(_, stamp) = events[saves[0]] else {
                        return "The interceptor stamped the cache wrongly, or not once: load \(name)'s network answered"
                            + " [\(catalog)], and it was saved \(saves.count) times (clause 3: once, stamped by the injected clock)."
                    }
                    let seconds = Int(stamp.timeIntervalSince(beginning))
                    if !readings.contains(stamp) {
                        let whose = abs(seconds) > 86_400 ? ": the system clock's, not the injected one" : ""
                        return "The interceptor stamped the cache with a time the injected clock never showed"
                            + " (\(seconds) s from the scenario's beginning\(whose)) (clause 3)."
                    }
                    // The clock as the save happened: its last reading before the save in the journal
                    // (each move of the clock is journalled as it happens).
                    let atSave = events[..<saves[0]].reversed().lazy.compactMap(reading).first ?? beginning
                    if stamp != atSave {
                        return "The interceptor stamped the cache at \(seconds) s, a time the injected clock showed before load"
                            + " \(name)'s save; as it saved, the clock showed \(Int(atSave.timeIntervalSince(beginning))) s"
                            + " (clause 3: stamped at the moment it saves)."
                    }
                }
            case .failure:
                guard let failedAt = networkEnd else { continue }
                // The fallback reads the cache after the network failed (clause 4): what the
                // store held when the failure arrived (the last save before it, or the cache of
                // the beginning), or what another load saved after that, before this load
                // returned; judged at any time the clock showed from the failure to the return.
                var there = initial
                for event in events[..<failedAt] {
                    if case let .saved(products, stamp) = event { there = (products, stamp) }
                }
                var visible: [(products: [String], stamp: Date)?] = [there]
                for event in events[failedAt..<endedAt] {
                    if case let .saved(products, stamp) = event { visible.append((products, stamp)) }
                }
                let judgedAt = events[failedAt..<endedAt].compactMap { event -> Date? in
                    switch event {
                    case let .started(_, at), let .clockRead(at): at
                    default: nil
                    }
                }
                let allowed: [Event] = if let readFails = scenario.readFails {
                    // The fallback failed too: the composed load throws the fallback's error.
                    [.threw(name, "\(readFails.error)")]
                } else {
                    visible.flatMap { cache in
                        judgedAt.map { now -> Event in
                            if let cache, now.timeIntervalSince(cache.stamp) < maxAge { .returned(name, cache.products) }
                            else { .threw(name, "\(LocalProductRepository.NoFreshCache())") }
                        }
                    }
                }
                if let result, !allowed.contains(result) {
                    let expected = Set(allowed.map { inWords($0) }).sorted().joined(separator: " or ")
                    let stale = if case .returned = result { " (a stale cache is never returned)" } else { "" }
                    return "load \(name)'s network failed, and the composed load \(inWords(result)); the contract says it"
                        + " \(expected) (clauses 4 and 5: the fallback's products while fresh, else the fallback's error)\(stale)."
                }
            }
        }
        // Clause 2: every load logs its start and its end, whether it succeeds or fails.
        let started = seen.log.filter { $0.message.contains("started") }.count
        let succeeded = seen.log.filter { $0.message.contains("succeeded") }.count
        let failed = seen.log.filter { $0.message.contains("failed") }.count
        let loadsStarted = events.filter { if case .started = $0 { true } else { false } }.count
        if started != loadsStarted || succeeded != returned || failed != threw {
            return "The log's durations are wrong, or lines are missing: \(loadsStarted) load\(loadsStarted == 1 ? "" : "s") started,"
                + " \(returned) returned and \(threw) threw, and the log has \(started) start line\(started == 1 ? "" : "s"),"
                + " \(succeeded) success line\(succeeded == 1 ? "" : "s") and \(failed) failure line\(failed == 1 ? "" : "s")"
                + " (clause 2: every load logs its start and its end, also when it fails or is cancelled)."
        }
        let differences = Set(readings.flatMap { a in readings.map { b in a.timeIntervalSince(b) } }.filter { $0 >= 0 }
            .map { String(format: "%.1f s", $0) })
        for entry in seen.log where !entry.message.contains("started") {
            let said = differences.filter { entry.message.contains("in \($0)") }
            if said.isEmpty {
                return "The log's durations are wrong: \"\(entry.message)\" gives a duration no two readings of the injected"
                    + " clock make (clause 2: durations from the injected clock)."
            }
        }
        return nil
    }

    /// The injected clock's reading an event journals, if any: a load's start, or the clock after
    /// the network took its time.
    private static func reading(_ event: Event) -> Date? {
        switch event {
        case let .started(_, at), let .clockRead(at): at
        default: nil
        }
    }

    // MARK: In words

    static func inWords(_ scenario: Scenario) -> String {
        var lines = [scenario.cacheAge.map { "The cache holds [\(scenario.cached)], \(Int($0)) s old at 0 s." } ?? "Nothing is cached."]
        if scenario.saveFails { lines.append("The cache's save throws.") }
        if let readFails = scenario.readFails { lines.append("The cache's read throws \(readFails).") }
        for (name, plan) in scenario.loads {
            lines.append("Load \(name)'s network \(plan.does) after \(Int(plan.takes)) s.")
        }
        lines.append(scenario.loads.count > 1
            ? "Both loads go through the one composed repository and the one logger; each starts 1 s after the step before it."
            : "Load A starts at 1 s.")
        for name in scenario.cancelled { lines.append("Load \(name) is cancelled from outside while it waits for the network.") }
        for name in scenario.cancelledBeforeItStarts { lines.append("Load \(name) is cancelled before it starts.") }
        lines.append(scenario.cancellation == .throwsWhenCancelled
            ? "The network stops when its caller is cancelled."
            : "The network answers even when its caller is cancelled.")
        return lines.joined(separator: " ")
    }

    private static func inWords(_ event: Event?) -> String {
        switch event {
        case let .returned(_, products)?: "returned \(products)"
        case let .threw(_, error)?: "threw \(error)"
        default: "never returned"
        }
    }
}

/// The network: each load's request waits at its own gate (found by the running load's
/// name); the clock moves by what the answer takes, and the journal says whether the request
/// saw its load cancelled.
private struct GatedNetwork: ProductRepository {
    let gates: Locked<[String: SuspensionGate<Exercise5Contract.Plan>]>
    let journal: Journal<Exercise5Contract.Event>
    let clock: ManualClock

    func loadAll() async throws -> [Product] {
        guard let name = Exercise5Contract.World.current, let gate = gates.withLock({ $0[name] }) else {
            throw CatalogError.connectivity
        }
        let plan: Exercise5Contract.Plan
        do {
            plan = try await gate.park()
        } catch {
            journal.record(.networkEnded(name, sawCancellation: true))
            throw error
        }
        journal.record(.networkEnded(name, sawCancellation: Task.isCancelled))
        clock.advance(by: plan.takes)
        journal.record(.clockRead(clock.now()))
        switch plan.network {
        case let .success(catalog): return [makeProduct(catalog)]
        case let .failure(error): throw plan.throwsInstead?.error ?? error
        }
    }
}

/// The cache the interceptor saves to and the fallback reads, saying each save in the journal.
private actor JournalledStore: ProductStore {
    private var cached: CachedProducts?
    private let saveFails: Bool
    private let readFails: DependencyFailure?
    private let journal: Journal<Exercise5Contract.Event>

    init(cached: CachedProducts?, saveFails: Bool, readFails: DependencyFailure?, journal: Journal<Exercise5Contract.Event>) {
        self.cached = cached
        self.saveFails = saveFails
        self.readFails = readFails
        self.journal = journal
    }

    func save(_ cache: CachedProducts) throws {
        if saveFails { throw CatalogError.invalidData }
        journal.record(.saved(cache.products.map(\.id), stamp: cache.timestamp))
        cached = cache
    }

    func load() throws -> CachedProducts? {
        if let readFails { throw readFails.error }
        return cached
    }
}
