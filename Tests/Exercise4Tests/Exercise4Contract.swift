import Catalog
import Exercise4
import Foundation
import LabKit

/// Exercise 4's contract (README clauses 1–6) as an executable model, checked over generated
/// scenarios: one or two loads sharing the store under test and one clock, each network
/// answering or failing with either error, fast (1 s) or slow (150 s), the cache absent or of
/// several ages around maxAge, and the store's save or read failing. Each scenario runs in
/// every order at the gates (`ScheduleExplorer`), and after each schedule the model says what
/// every load may have returned and what the cache may hold.
///
/// The model is plain and sequential: a load's result depends only on its network's answer and
/// on which cache it could see when its network failed (the one there at its start, or one an
/// overlapping load saved after answering first); the cache ends with the newest stamp saved,
/// a load's stamp being the moment it started.
enum Exercise4Contract {
    static let maxAge: TimeInterval = 300
    /// The scenario's first moment (the clock's default start).
    static let beginning = Date(timeIntervalSince1970: 1_700_000_000)

    /// What a load's network does when the explorer lets it answer: a catalog, or a failure of
    /// any kind (the exercise's `CatalogError`, an error type it never names, an unasked-for
    /// `CancellationError`: clause 3's "when the network fails" is every one of them).
    typealias Network = DependencyAnswer

    struct Load: Sendable {
        let name: String
        let network: Network
        /// How long the network takes to answer or fail, in seconds of the injected clock.
        let takes: TimeInterval
        /// How long after the step before it the load starts: 0 for a load that starts at the
        /// same instant, so two loads' requests carry one stamp (a tie).
        var startsAfter: TimeInterval = 1
    }

    /// What the cache does wrong, for every load of a scenario.
    enum StoreFault: Sendable, Equatable {
        case none
        case saveFails(CatalogError)
        case readFails(CatalogError)
    }

    struct Scenario: Sendable {
        /// How old the cached catalog is at the scenario's first moment; `nil`: nothing cached.
        let cacheAge: TimeInterval?
        let fault: StoreFault
        let loads: [Load]
    }

    /// What happened, in the order it happened (a `Journal` per schedule).
    enum Event: Sendable, Equatable {
        case started(String, at: Date)
        case answered(String, at: Date)
        case failed(String, DependencyFailure, at: Date)
        case returned(String, [String])
        case threw(String, String)
    }

    /// A cached catalog: its products' ids and its stamp.
    struct Cache: Sendable, Equatable {
        let products: [String]
        let stamp: Date
    }

    /// What a schedule leaves: the cache (read through the store under test) and the journal.
    struct Seen: Sendable, Equatable {
        let cache: Cache?
        let events: [Event]
    }

    /// What the loads of one schedule share.
    struct World: Sendable {
        let store: InMemoryProductStore
        let clock: ManualClock
        let journal: Journal<Event>
        let fault: StoreFault
    }

    // MARK: Scenarios, smallest first

    /// Every scenario: one load (56), then two overlapping loads (32).
    static let scenarios: [Scenario] = singleLoads + overlappingLoads

    private static let singleLoads: [Scenario] = {
        var all: [Scenario] = []
        for takes in [1.0, 150] {
            for fault in [StoreFault.none, .saveFails(.invalidData), .saveFails(.connectivity), .readFails(.invalidData)] {
                for age in [nil, 10.0] {
                    all.append(Scenario(cacheAge: age, fault: fault, loads: [Load(name: "A", network: .catalog("A"), takes: takes)]))
                }
            }
            for fault in [StoreFault.none, .readFails(.invalidData)] {
                for error in [DependencyFailure.catalog(.connectivity), .catalog(.invalidData)] {
                    // 297 s and 298 s: 299 s (fresh) and 300 s (stale) when a fast network fails.
                    for age in [nil, 10.0, 200, 297, 298] {
                        all.append(Scenario(cacheAge: age, fault: fault, loads: [Load(name: "A", network: .fails(error), takes: takes)]))
                    }
                }
            }
        }
        // A failure of a type the exercise never names, and a `CancellationError` nobody asked
        // for: "when the network fails" is every failure (clause 3), so a fresh cache is served
        // and, with none, the error is rethrown as it came (a `catch` of `CatalogError` alone
        // breaks both).
        for failure in [DependencyFailure.foreign, .cancellation] {
            for age in [nil, 10.0, 298] {
                all.append(Scenario(cacheAge: age, fault: .none, loads: [Load(name: "A", network: .fails(failure), takes: 1)]))
            }
        }
        return all
    }()

    private static let overlappingLoads: [Scenario] = {
        let pairs: [(Network, Network, [TimeInterval?], [StoreFault])] = [
            (.catalog("A"), .catalog("B"), [nil], [.none, .saveFails(.invalidData)]),
            (.catalog("same"), .catalog("same"), [nil], [.none]),
            (.catalog("A"), .fails(.catalog(.invalidData)), [nil, 10], [.none]),
            (.fails(.catalog(.invalidData)), .catalog("B"), [nil, 10], [.none]),
            (.fails(.catalog(.connectivity)), .fails(.catalog(.invalidData)), [10], [.none]),
        ]
        var all: [Scenario] = []
        for (a, b, ages, faults) in pairs {
            for fault in faults {
                for age in ages {
                    for (takesA, takesB) in [(1.0, 1.0), (150, 1), (1, 150), (150, 150)] {
                        all.append(Scenario(cacheAge: age, fault: fault, loads: [
                            Load(name: "A", network: a, takes: takesA), Load(name: "B", network: b, takes: takesB),
                        ]))
                    }
                }
            }
        }
        // Ties: load B starts at the same instant as the step before it, so when both start
        // before either network answers, both requests carry one stamp and either catalog may
        // win (clause 5) — a store that keeps the held catalog on a tie and one that takes the
        // new one are both right.
        for (takesA, takesB) in [(1.0, 1.0), (150, 1), (1, 150)] {
            all.append(Scenario(cacheAge: nil, fault: .none, loads: [
                Load(name: "A", network: .catalog("A"), takes: takesA),
                Load(name: "B", network: .catalog("B"), takes: takesB, startsAfter: 0),
            ]))
        }
        // Time across loads: load A saves its catalog, and load B's network fails 299 s or 300 s
        // after A's request started (B starts 297 or 298 s after the step before it) — A's stamp,
        // the moment its request started, decides whether B serves it.
        for gap in [297.0, 298] {
            all.append(Scenario(cacheAge: nil, fault: .none, loads: [
                Load(name: "A", network: .catalog("A"), takes: 1),
                Load(name: "B", network: .fails(.catalog(.connectivity)), takes: 1, startsAfter: gap),
            ]))
        }
        return all
    }()

    // MARK: Running a scenario

    /// The contract checked over every scenario (a seeded 24 under ThreadSanitizer:
    /// `ContractScenarios`).
    static func check() async -> ModelCheckReport {
        await ContractScenarios.run(
            ModelCheck(
                scenarios: scenarios, sample: ContractScenarios.sample(underThreadSanitizer: 24, seed: 4), describe: inWords,
                explore: { await explorer(for: $0, track: { _ in }).explore() }
            ), exercise: 4)
    }

    static func explorer(for scenario: Scenario, track: @escaping @Sendable (AnyObject) -> Void) -> ScheduleExplorer<World, Seen> {
        ScheduleExplorer(
            makeSubject: {
                let cached = scenario.cacheAge.map {
                    CachedProducts(products: [makeProduct("cached")], timestamp: beginning.addingTimeInterval(-$0))
                }
                let world = World(
                    store: InMemoryProductStore(cached: cached), clock: ManualClock(now: beginning), journal: Journal(),
                    fault: scenario.fault)
                track(world.store)
                return world
            },
            observe: { world in
                let cache = await world.store.load().map { Cache(products: $0.products.map(\.id), stamp: $0.timestamp) }
                return Seen(cache: cache, events: world.journal.entries)
            },
            show: { "cache = \(inWords($0.cache))" },
            operations: scenario.loads.map(operation),
            check: ScheduleCheck("the contract") { verdict(scenario, $0.state) },
            preemptionBound: 0)
    }

    private static func operation(_ load: Load) -> ScheduledOperation<World, Seen> {
        .awaiting("load \(load.name)", on: "the network", answer: load.network, shown: load.network.inTrace) { world, gate in
            // A load starts one second after the step before it (or at the same instant: a tie).
            world.clock.advance(by: load.startsAfter)
            world.journal.record(.started(load.name, at: world.clock.now()))
            let sut = CachedProductRepository(
                remote: ModelNetwork(load: load, gate: gate, clock: world.clock, journal: world.journal),
                store: ModelStore(store: world.store, gate: gate, fault: world.fault),
                policy: FreshnessPolicy(maxAge: maxAge), clock: world.clock)
            do {
                let products = try await sut.loadAll()
                world.journal.record(.returned(load.name, products.map(\.id)))
            } catch {
                world.journal.record(.threw(load.name, "\(error)"))
            }
        }
    }

    // MARK: The model

    /// What the contract says of this schedule, or `nil` when every load and the cache agree.
    /// The message starts with the clause's own words (the lab's proofs.json names them).
    static func verdict(_ scenario: Scenario, _ seen: Seen) -> String? {
        let initial = scenario.cacheAge.map { Cache(products: ["cached"], stamp: beginning.addingTimeInterval(-$0)) }
        let events = seen.events
        let started = events.compactMap { event -> (String, Date)? in
            if case let .started(name, at) = event { return (name, at) } else { return nil }
        }
        let startedAt = Dictionary(uniqueKeysWithValues: started)
        /// What each load that answered would save: its catalog, stamped when it started.
        var saves: [(load: String, cache: Cache, answeredAt: Int)] = []
        for (position, event) in events.enumerated() {
            if case let .answered(name, _) = event, let load = scenario.loads.first(where: { $0.name == name }),
               case let .catalog(catalog) = load.network, let start = startedAt[name] {
                saves.append((name, Cache(products: [catalog], stamp: start), position))
            }
        }
        let saving = { if case .saveFails = scenario.fault { false } else { true } }()

        for (name, start) in started {
            guard let load = scenario.loads.first(where: { $0.name == name }) else { continue }
            let result = events.first { event in
                switch event {
                case let .returned(who, _), let .threw(who, _): who == name
                default: false
                }
            }
            switch load.network {
            case let .catalog(catalog):
                if case .returned(_, [catalog]) = result { continue }
                if case let .threw(_, error) = result, scenario.fault != .none {
                    return "A failed cache save failed the load: load \(name)'s network answered [\(catalog)], the cache's"
                        + " \(faultInWords(scenario.fault)), and loadAll() threw \(error) instead of returning the products"
                        + " (clause 2: the cache is a side effect)."
                }
                return "load \(name)'s network answered [\(catalog)] and loadAll() \(resultInWords(result)):"
                    + " the contract says it returns the remote's products (clause 1)."
            case let .fails(error):
                guard let failedAt = events.enumerated().first(where: {
                    if case .failed(name, _, _) = $0.element { true } else { false }
                }) else { continue }
                let failureTime: Date = if case let .failed(_, _, at) = failedAt.element { at } else { start }
                let returnedAt = events.firstIndex { $0 == result } ?? events.count
                // Judged once the failure has arrived and before the load returns: at any time the
                // clock showed in between (another load may move it meanwhile).
                let judgedAt = [failureTime] + events[failedAt.offset..<returnedAt].compactMap { event -> Date? in
                    switch event {
                    case let .started(_, at), let .answered(_, at), let .failed(_, _, at): at
                    default: nil
                    }
                }
                // The caches the read could see. It reads once the failure has arrived (clause 3),
                // so a catalog another load saved and returned with before then is there: the
                // newest of it and the cache at the start. A catalog another load saved after
                // answering, before this load returned, may be seen too.
                let returnedBeforeFailure = saving ? saves.filter { save in
                    save.load != name && (events.firstIndex { if case .returned(save.load, _) = $0 { true } else { false } } ?? events.count) < failedAt.offset
                } : []
                let there = returnedBeforeFailure.reduce(initial) { newest($0, $1.cache) }
                var visible: [Cache?] = [there]
                if saving {
                    for save in saves where save.load != name && save.answeredAt < returnedAt
                        && !returnedBeforeFailure.contains(where: { $0.load == save.load }) {
                        visible.append(newest(there, save.cache))
                    }
                }
                let readable = { if case .readFails = scenario.fault { false } else { true } }()
                let allowed: [Event] = visible.flatMap { cache in
                    judgedAt.map { now in
                        if readable, let cache, now.timeIntervalSince(cache.stamp) < maxAge {
                            .returned(name, cache.products)
                        } else {
                            .threw(name, "\(error.error)")
                        }
                    }
                }
                guard let result, !allowed.contains(result) else { continue }
                let ages = visible.compactMap { $0 }.map { Int(failureTime.timeIntervalSince($0.stamp)) }
                let cacheWords = ages.isEmpty ? "nothing was cached" : "the cache was \(ages.map { "\($0) s" }.joined(separator: " or ")) old by then"
                if case let .returned(_, products) = result, allowed.allSatisfy({ if case .threw = $0 { true } else { false } }) {
                    let freshAtStart = visible.contains { cache in
                        cache.map { $0.products == products && start.timeIntervalSince($0.stamp) < maxAge } ?? false
                    }
                    if freshAtStart && readable {
                        return "Stale data served as fresh: load \(name)'s network failed with \(error) after \(Int(load.takes)) s,"
                            + " \(cacheWords) (maxAge \(Int(maxAge)) s), and loadAll() returned \(products): freshness is judged"
                            + " when the failure arrives, not when the request started (clause 4)."
                    }
                    return "load \(name)'s network failed with \(error); \(cacheWords) (maxAge \(Int(maxAge)) s)\(readable ? "" : " and the cache's read throws"),"
                        + " and loadAll() returned \(products): the contract says it throws the network's own error (clause 3)."
                }
                let expected = allowed.map { resultInWords($0) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    .joined(separator: " or ")
                let savedBefore = returnedBeforeFailure.map { "load \($0.load) saved \(inWords($0.cache)) and returned before this failure arrived; " }.joined()
                return "load \(name)'s network failed with \(error); \(savedBefore)\(cacheWords) (maxAge \(Int(maxAge)) s)\(readable ? "" : " and the cache's read throws"),"
                    + " and loadAll() \(resultInWords(result)): the contract says it \(expected) (clause 3: a fresh cache, else the network's own error)."
            }
        }

        // The cache ends with the newest stamp saved (a tie may go either way).
        let saved = saving ? saves.map(\.cache) : []
        let newestStamp = ([initial].compactMap { $0 } + saved).map(\.stamp).max()
        let allowedCaches: [Cache?] = newestStamp.map { stamp in
            ([initial].compactMap { $0 } + saved).filter { $0.stamp == stamp }
        } ?? [nil]
        guard !allowedCaches.contains(seen.cache) else { return nil }
        let expected = allowedCaches.map(inWords).joined(separator: " or ")
        if saved.count > 1, let cache = seen.cache, saved.contains(where: { $0.products == cache.products && $0.stamp < (newestStamp ?? $0.stamp) }) {
            return "An older catalog overwrote a newer one: the cache holds \(inWords(seen.cache)), the contract says"
                + " \(expected): the load that started last asked the server last (clause 5)."
        }
        return "the cache holds \(inWords(seen.cache)); the contract says \(expected): each load that the network"
            + " answered caches the remote's products, stamped when its request started (clause 1)\(saving ? "" : "; a save that throws saves nothing")."
    }

    private static func newest(_ first: Cache?, _ second: Cache) -> Cache {
        guard let first, first.stamp > second.stamp else { return second }
        return first
    }

    // MARK: In words

    static func inWords(_ scenario: Scenario) -> String {
        var lines = [scenario.cacheAge.map { "The cache holds [cached], \(Int($0)) s old at 0 s." } ?? "Nothing is cached."]
        if scenario.fault != .none { lines.append("The cache's \(faultInWords(scenario.fault)).") }
        lines.append(scenario.loads.count == 1 ? "Load A starts at 1 s."
            : scenario.loads.allSatisfy { $0.startsAfter == 1 } ? "Each load starts 1 s after the step before it, in every order."
            : "Of the loads, " + scenario.loads.map(startInWords).joined(separator: ", ") + ", in every order.")
        for load in scenario.loads {
            lines.append("Load \(load.name)'s network \(load.network) after \(Int(load.takes)) s.")
        }
        return lines.joined(separator: " ")
    }

    private static func startInWords(_ load: Load) -> String {
        switch load.startsAfter {
        case 0: "load \(load.name) starts at the same instant as the step before it (a tie when nothing ran between)"
        default: "load \(load.name) starts \(Int(load.startsAfter)) s after the step before it"
        }
    }

    private static func faultInWords(_ fault: StoreFault) -> String {
        switch fault {
        case .none: "save and read work"
        case let .saveFails(error): "save throws \(error)"
        case let .readFails(error): "read throws \(error)"
        }
    }

    static func inWords(_ cache: Cache?) -> String {
        guard let cache else { return "nothing" }
        let seconds = Int(cache.stamp.timeIntervalSince(beginning))
        return "[\(cache.products.joined(separator: ", "))] stamped at \(seconds) s"
    }

    private static func resultInWords(_ event: Event?) -> String {
        switch event {
        case let .returned(_, products)?: "returned \(products)"
        case let .threw(_, error)?: "threw \(error)"
        default: "never returned"
        }
    }
}

/// A load's network: the explorer lets it answer; the clock moves by what it takes first.
private struct ModelNetwork: ProductRepository {
    let load: Exercise4Contract.Load
    let gate: SuspensionGate<Exercise4Contract.Network>
    let clock: ManualClock
    let journal: Journal<Exercise4Contract.Event>

    func loadAll() async throws -> [Product] {
        let answer = try await gate.park()
        clock.advance(by: load.takes)
        switch answer {
        case let .catalog(catalog):
            journal.record(.answered(load.name, at: clock.now()))
            return [makeProduct(catalog)]
        case let .fails(failure):
            journal.record(.failed(load.name, failure, at: clock.now()))
            throw failure.error
        }
    }
}

/// The store under test, reached one call at a time in the explorer's order, with the
/// scenario's fault laid over it.
private struct ModelStore: ProductStore {
    let store: InMemoryProductStore
    let gate: SuspensionGate<Exercise4Contract.Network>
    let fault: Exercise4Contract.StoreFault

    func save(_ cache: CachedProducts) async throws {
        _ = try await gate.park(at: "its turn at the store (save)")
        if case let .saveFails(error) = fault { throw error }
        await store.save(cache)
    }

    func load() async throws -> CachedProducts? {
        _ = try await gate.park(at: "its turn at the store (load)")
        if case let .readFails(error) = fault { throw error }
        return await store.load()
    }
}
