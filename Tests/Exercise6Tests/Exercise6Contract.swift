import Catalog
import Exercise6
import Foundation
import LabKit

/// Exercise 6's contract (README clauses 1, 2, 3 and 5) as an executable model, checked over
/// generated scenarios: each of the three fetches answering or failing with either error, the
/// answers coming in every order, on a network that stops when cancelled and on one that
/// answers anyway; one fetch failing with an error of a type the exercise does not define, or
/// with `CancellationError` though nobody cancelled the sync (`DependencyFailure`); `sync()`
/// cancelled from outside before it starts, or after none, one or two answers; a second sync after one that
/// answered or failed; and the same answers again, straight after and after a failed sync.
///
/// `sync()` runs on the main actor, which the schedule explorer does not schedule, so each
/// scenario is driven at the gates, one event at a time: every fetch asked for (clause 1), then
/// the answers released in the scenario's order; after a failure (or a cancellation) the
/// driver waits until each other fetch is told it is cancelled, and a network that answers
/// anyway then answers. The model says what the screen may show when `sync()` returns:
/// - every fetch answered: every product with its price and its stock, and no error (clause 5);
/// - a fetch failed: the error of the first one that failed, whatever the others answer after
///   it (clause 2) — for an error the screen has no words of its own for, an error message; the listing the screen showed, none, or an empty one (the contract leaves
///   that open), never rows the sync did not get;
/// - cancelled from outside: no fetch still waiting (clause 3); what the screen then shows
///   the contract leaves open.
enum Exercise6Contract {
    enum Fetch: String, CaseIterable, Sendable {
        case products, prices, stock
    }

    /// One sync: what each fetch answers (`nil`: its data), the order the answers come in,
    /// and how many answers come before the screen goes away (`nil`: it stays; `-1`: it went
    /// before the sync started).
    struct Sync: Sendable, CustomStringConvertible {
        let failures: [Fetch: DependencyFailure]
        let order: [Fetch]
        let cancelledAfter: Int?
        /// Which catalog the answers carry: each sync of a scenario has its own.
        let catalog: Answers

        var description: String {
            let answers = order.map { fetch in
                failures[fetch].map { "\(fetch.rawValue) fails with \($0)" } ?? "\(fetch.rawValue) answers"
            }
            let said = "the answers come in this order: " + answers.joined(separator: ", then ")
            guard let cancelledAfter else { return said }
            if cancelledAfter < 0 { return "the screen goes away (sync() is cancelled from outside) before sync() starts" }
            return said + "; the screen goes away (sync() is cancelled from outside) after \(cancelledAfter) answer(s)"
        }
    }

    struct Scenario: Sendable {
        let syncs: [Sync]
        let network: DependencyCancellation
    }

    /// The data one sync's fetches answer with, and the rows the screen must then show.
    struct Answers: Sendable {
        let products: [Product]
        let prices: [String: Decimal]
        let stock: [String: Int]

        /// Every product with its price and whether it is in stock: the screen after a sync
        /// whose fetches all answered. Computed here, not by the type under test.
        var rows: [ListingItem] {
            products.map { ListingItem(id: $0.id, name: $0.name, price: prices[$0.id]!, inStock: stock[$0.id]! > 0) }
        }

        /// Prices that are not the products' own, and stock that is in and out.
        static let first = Answers(
            products: [makeProduct("1", amount: 10), makeProduct("2", amount: 20)], prices: ["1": 9, "2": 18], stock: ["1": 0, "2": 4])
        static let second = Answers(products: [makeProduct("3", amount: 30)], prices: ["3": 27], stock: ["3": 1])
    }

    // MARK: Scenarios, smallest first

    static let orders: [[Fetch]] = [
        [.products, .prices, .stock], [.products, .stock, .prices], [.prices, .products, .stock],
        [.prices, .stock, .products], [.stock, .products, .prices], [.stock, .prices, .products],
    ]

    /// Every scenario (406): one sync with no failure, one, two and three failures (each fetch
    /// failing with either error, the answers in every order); one fetch failing with
    /// `QuotaExceeded` or an unasked-for `CancellationError`; one cancelled from outside after
    /// none, one or two answers; then two syncs, the second answering after a failed one, or
    /// failing after one that answered; and the same answers twice, and again after a failed
    /// sync. Each on both kinds of network; and a sync cancelled before it starts, alone and
    /// before one that answers.
    static let scenarios: [Scenario] = {
        var syncs: [[Sync]] = []
        let failureSets: [[Fetch: DependencyFailure]] = {
            var sets: [[Fetch: DependencyFailure]] = [[:]]
            for fetch in Fetch.allCases {
                sets += sets.flatMap { set in [DependencyFailure.catalog(.connectivity), .catalog(.invalidData)].map { set.merging([fetch: $0]) { $1 } } }
            }
            return sets.sorted { $0.count < $1.count }
        }()
        for failures in failureSets {
            syncs += orders.map { [Sync(failures: failures, order: $0, cancelledAfter: nil, catalog: .first)] }
        }
        for answers in 0...2 {
            syncs += orders.map { [Sync(failures: [:], order: $0, cancelledAfter: answers, catalog: .first)] }
        }
        // Cancelled before it starts (the user left at once): on a network that stops a
        // cancelled fetch, so every fetch sync() asks for ends, if it was told.
        let beforeItStarts = Sync(failures: [:], order: orders[0], cancelledAfter: -1, catalog: .first)
        // One fetch fails with an error the screen has no words of its own for, or with
        // CancellationError though nobody cancelled the sync: failing first, and answering last.
        for failure in [DependencyFailure.foreign, .cancellation] {
            for fetch in Fetch.allCases {
                for order in [orders.first { $0.first == fetch }!, orders.first { $0.last == fetch }!] {
                    syncs.append([Sync(failures: [fetch: failure], order: order, cancelledAfter: nil, catalog: .first)])
                }
            }
        }
        let answered = Sync(failures: [:], order: orders[0], cancelledAfter: nil, catalog: .first)
        for fetch in Fetch.allCases {
            let failed = Sync(failures: [fetch: .catalog(.invalidData)], order: orders[0], cancelledAfter: nil, catalog: .first)
            syncs.append([failed, Sync(failures: [:], order: orders[0], cancelledAfter: nil, catalog: .second)])
            syncs.append([answered, Sync(failures: [fetch: .catalog(.connectivity)], order: orders[0], cancelledAfter: nil, catalog: .second)])
        }
        // The same answers again: straight after, and after a sync that failed in between
        // ("nothing changed" is not "nothing to show": the error must go).
        syncs.append([answered, answered])
        for fetch in Fetch.allCases {
            syncs.append([answered, Sync(failures: [fetch: .catalog(.connectivity)], order: orders[0], cancelledAfter: nil, catalog: .first), answered])
        }
        return syncs.flatMap { syncs in DependencyCancellation.allCases.map { Scenario(syncs: syncs, network: $0) } }
            + [Scenario(syncs: [beforeItStarts], network: .throwsWhenCancelled),
               Scenario(syncs: [beforeItStarts, answered], network: .throwsWhenCancelled)]
    }()

    /// The first scenario whose screen the model does not allow, smallest first, in words;
    /// `nil` when every one agrees. Every one is checked (a seeded 40 under ThreadSanitizer).
    static func disagreement() async -> String? {
        if let said = await asksEveryFetchAtOnce() {
            return ContractWords.headline + said + "\n\(Exercise6Messages.coordinator): see Exercises/Exercise6/README.md, hint 2."
        }
        return await ContractScenarios.firstDisagreement(
            in: scenarios, sample: ContractScenarios.sample(underThreadSanitizer: 40, seed: 6), named: "scenarios", exercise: 6
        ) { index, scenario in
            await check(scenario).map { problem in
                ContractWords.headline + problem.said + "\nThe smallest scenario that disagrees with the model ("
                    + "\(index + 1) of \(scenarios.count)): " + inWords(scenario, upTo: problem.sync)
                    + "\n\(Exercise6Messages.coordinator): see Exercises/Exercise6/README.md, the contract."
            }
        }
    }

    /// Clause 1, asked first, the way its own proof asks it, so that a sync that fetches one
    /// after another is told so at once, not after a safety net per scenario: products (which
    /// every version asks for first) fails, and by the time sync() returns the other two must
    /// have been asked for — as a cancelled child task still calls its fetch, unless it checks
    /// for cancellation first (the clause's own proof assumes the same). `nil` when they were.
    @MainActor private static func asksEveryFetchAtOnce() async -> String? {
        let api = ContractAPI(network: .throwsWhenCancelled)
        let coordinator = CatalogSyncCoordinator(network: NetworkProcessor(api: api), background: BackgroundDataProcessor())
        api.begin(Sync(failures: [.products: .catalog(.connectivity)], order: orders[0], cancelledAfter: nil, catalog: .first))
        defer { api.endWhatIsStillWaiting() }
        let task = Task { await coordinator.sync() }
        do {
            try await api.gate(.products).waitUntilSuspended()
        } catch {
            return "Fetched one after another: sync() asks for products, prices and stock at once (clause 1); it never asked for products."
        }
        api.gate(.products).release(throwing: CatalogError.connectivity)
        guard case .returned = await SafetyNet.run({ await task.value }) else {
            api.endWhatIsStillWaiting()
            return "When one fetch fails, the others are cancelled before sync() returns (clause 2): products failed,"
                + " and sync() never returned within \(SafetyNet.defaultLimit)."
        }
        let unasked = Fetch.allCases.filter { api.gate($0).arrivals == 0 }
        guard unasked.isEmpty else {
            return "Fetched one after another: sync() asks for products, prices and stock at once, all three in flight before any answers (clause 1)."
                + " Products failed, and \(unasked.map(\.rawValue).joined(separator: " and ")) had not been asked for."
        }
        return nil
    }

    static func inWords(_ scenario: Scenario, upTo last: Int) -> String {
        let network = scenario.network == .throwsWhenCancelled
            ? "The network stops a fetch when it is cancelled." : "The network answers even a cancelled fetch."
        let syncs = scenario.syncs.prefix(last + 1).enumerated().map { "sync() #\($0.offset + 1): \($0.element)." }
        return ([network] + syncs).joined(separator: " ")
    }

    /// What went wrong, and in which sync of the scenario.
    struct Problem: Sendable {
        let sync: Int
        let said: String
    }

    @MainActor private static func check(_ scenario: Scenario) async -> Problem? {
        let api = ContractAPI(network: scenario.network)
        let coordinator = CatalogSyncCoordinator(network: NetworkProcessor(api: api), background: BackgroundDataProcessor())
        for (index, sync) in scenario.syncs.enumerated() {
            let before = coordinator.listing?.items
            api.begin(sync)
            defer { api.endWhatIsStillWaiting() }
            if let said = await drive(sync, coordinator: coordinator, api: api) { return Problem(sync: index, said: said) }
            if let said = verdict(
                sync, before: before, listing: coordinator.listing?.items, error: coordinator.errorMessage) {
                return Problem(sync: index, said: said)
            }
        }
        return nil
    }

    /// Runs one sync to its end at the gates; what went wrong on the way, or `nil`.
    @MainActor private static func drive(_ sync: Sync, coordinator: CatalogSyncCoordinator, api: ContractAPI) async -> String? {
        let task = Task { await coordinator.sync() }
        if let before = sync.cancelledAfter, before < 0 {
            // Cancelled before its first line runs (the driver holds the main actor until now):
            // whatever it asks for must end before it returns.
            task.cancel()
            guard case .returned = await SafetyNet.run({ await task.value }) else {
                api.endWhatIsStillWaiting()
                return "A fetch outlived a cancelled sync(): cancelling sync() from outside cancels every fetch before it"
                    + " returns (clause 3). sync() was cancelled before it started, and it never returned within"
                    + " \(SafetyNet.defaultLimit) — a fetch it asked for was never told."
            }
            let stillWaiting = Fetch.allCases.filter { api.gate($0).parkedCount > 0 }
            guard stillWaiting.isEmpty else {
                return "A fetch outlived a cancelled sync(): cancelling sync() from outside cancels every fetch before it returns"
                    + " (clause 3). sync() was cancelled before it started, and returned while"
                    + " \(stillWaiting.map(\.rawValue).joined(separator: " and ")) still waited."
            }
            return nil
        }
        for fetch in Fetch.allCases {
            do {
                try await api.gate(fetch).waitUntilSuspended()
            } catch {
                return "Fetched one after another: sync() asks for products, prices and stock at once, all three in flight before any"
                    + " answers (clause 1). \(fetch.rawValue) was never asked for while the others waited."
            }
        }
        var answered = 0
        var interrupted = false
        for fetch in sync.order {
            if sync.cancelledAfter == answered {
                task.cancel()
                interrupted = true
                break
            }
            if let error = sync.failures[fetch] {
                api.gate(fetch).release(throwing: error.error)
                interrupted = true
                break
            }
            api.answer(fetch)
            answered += 1
        }
        if interrupted, api.network == .ignored {
            // The failure or the cancellation must reach every fetch still waiting before any
            // of them answers; cancelling a task runs its children's handlers before it returns.
            for fetch in sync.order where api.gate(fetch).parkedCount > 0 {
                do {
                    try await api.gate(fetch).waitUntilCancelled()
                } catch {
                    task.cancel()
                    api.endWhatIsStillWaiting()
                    _ = await SafetyNet.run { await task.value }
                    return sync.cancelledAfter != nil
                        ? "A fetch outlived a cancelled sync(): cancelling sync() from outside cancels every fetch before sync()"
                            + " returns (clause 3). \(fetch.rawValue) was never told it was cancelled."
                        : "When one fetch fails, the others are cancelled before sync() returns (clause 2). \(fetch.rawValue) was"
                            + " never told it was cancelled."
                }
            }
            for fetch in sync.order where api.gate(fetch).parkedCount > 0 {
                if let error = sync.failures[fetch] { api.gate(fetch).release(throwing: error.error) } else { api.answer(fetch) }
            }
        }
        guard case .returned = await SafetyNet.run({ await task.value }) else {
            api.endWhatIsStillWaiting()
            return sync.cancelledAfter != nil
                ? "A fetch outlived a cancelled sync(): cancelling sync() from outside cancels every fetch before it returns"
                    + " (clause 3), and sync() never returned within \(SafetyNet.defaultLimit)."
                : sync.failures.isEmpty
                    ? "A sync that succeeded must show every product with its price and stock (clause 5): sync() never returned"
                        + " within \(SafetyNet.defaultLimit)."
                    : "When one fetch fails, the others are cancelled before sync() returns (clause 2): sync() never returned"
                        + " within \(SafetyNet.defaultLimit) — does it wait for the others to answer?"
        }
        let stillWaiting = Fetch.allCases.filter { api.gate($0).parkedCount > 0 }
        guard stillWaiting.isEmpty else {
            return (sync.cancelledAfter != nil
                ? "A fetch outlived a cancelled sync(): cancelling sync() from outside cancels every fetch before it returns (clause 3)."
                : "When one fetch fails, the others are cancelled before sync() returns (clause 2).")
                + " sync() returned while \(stillWaiting.map(\.rawValue).joined(separator: " and ")) still waited."
        }
        return nil
    }

    /// What the contract says of the screen once `sync` returned, or `nil` when it agrees. A
    /// listing is compared by its rows: `CatalogListing` may be a class (the exercise's is).
    static func verdict(
        _ sync: Sync, before: [ListingItem]?, listing: [ListingItem]?, error: String?
    ) -> String? {
        let shown = "The screen shows \(describe(listing)) and \(error.map { "the error \"\($0)\"" } ?? "no error")"
        let rows = sync.catalog.rows
        // Cancelled from outside: the contract says what becomes of the fetches (checked as the
        // sync ends), not what the screen shows.
        if sync.cancelledAfter != nil { return nil }
        guard let first = sync.order.first(where: { sync.failures[$0] != nil }), let failure = sync.failures[first] else {
            guard listing == rows, error == nil else {
                return "A sync that succeeded must show every product with its price and stock, and no error (clause 5). \(shown);"
                    + " the contract says \(describe(rows)) and no error."
            }
            return nil
        }
        if case let .catalog(catalogError) = failure {
            let expected = message(for: catalogError)
            guard error == expected else {
                return "When one fetch fails, the screen shows that error (clause 2): \(first.rawValue) failed first, with"
                    + " \(failure), so the screen says \"\(expected)\". \(shown)."
            }
        } else if error == nil {
            return "When one fetch fails, the screen shows that error (clause 2), whatever the fetch threw: \(first.rawValue)"
                + " failed first, with \(failure), and nobody cancelled the sync. \(shown)."
        }
        // The listing a failed sync leaves the contract does not say: the one shown, none, or an
        // empty one; never rows the sync did not get.
        guard listing == before || listing == nil || listing == [] else {
            return "When one fetch fails, the screen shows no listing it did not get (clause 2). \(shown); before it, \(describe(before))."
        }
        return nil
    }

    /// What the screen says for each of the network's errors (README, the screen's words).
    static func message(for error: CatalogError) -> String {
        switch error {
        case .connectivity: "No connection. Showing nothing new."
        case .invalidData: "The catalog could not be read."
        }
    }

    static func describe(_ rows: [ListingItem]?) -> String {
        guard let rows else { return "no listing" }
        return "[\(rows.map { "\($0.id): \($0.price), \($0.inStock ? "in stock" : "out of stock")" }.joined(separator: "; "))]"
    }
}

/// The catalog API of the contract's scenarios: each fetch of the current sync waits at a gate
/// of its own, and answers with the sync's catalog when the driver says so.
final class ContractAPI: CatalogAPI {
    let network: DependencyCancellation
    private let current = Locked<(sync: Exercise6Contract.Sync, gates: Gates)?>(nil)

    struct Gates: Sendable {
        let products: SuspensionGate<[Product]>
        let prices: SuspensionGate<[String: Decimal]>
        let stock: SuspensionGate<[String: Int]>
    }

    init(network: DependencyCancellation) {
        self.network = network
    }

    /// New gates for `sync`.
    func begin(_ sync: Exercise6Contract.Sync) {
        let gates = Gates(
            products: SuspensionGate(name: "fetchProducts", cancellation: network),
            prices: SuspensionGate(name: "fetchPrices", cancellation: network),
            stock: SuspensionGate(name: "fetchStock", cancellation: network))
        current.withLock { $0 = (sync, gates) }
    }

    private var gates: Gates { current.value!.gates }

    /// A fetch's gate, as a gate of no particular answer.
    func gate(_ fetch: Exercise6Contract.Fetch) -> any ContractGate {
        switch fetch {
        case .products: gates.products
        case .prices: gates.prices
        case .stock: gates.stock
        }
    }

    /// Releases `fetch` with the current sync's data.
    func answer(_ fetch: Exercise6Contract.Fetch) {
        let catalog = current.value!.sync.catalog
        switch fetch {
        case .products: gates.products.release(returning: catalog.products)
        case .prices: gates.prices.release(returning: catalog.prices)
        case .stock: gates.stock.release(returning: catalog.stock)
        }
    }

    /// Ends whatever the sync left waiting, so no fetch waits forever after a scenario.
    func endWhatIsStillWaiting() {
        guard let gates = current.value?.gates else { return }
        gates.products.releaseEveryParked(throwing: CancellationError())
        gates.prices.releaseEveryParked(throwing: CancellationError())
        gates.stock.releaseEveryParked(throwing: CancellationError())
    }

    func fetchProducts() async throws -> [Product] { try await gates.products.park() }
    func fetchPrices() async throws -> [String: Decimal] { try await gates.prices.park() }
    func fetchStock() async throws -> [String: Int] { try await gates.stock.park() }
}

/// What the driver does with a gate, whatever it answers.
protocol ContractGate: Sendable {
    var arrivals: Int { get }
    var parkedCount: Int { get }
    func waitUntilSuspended(count: Int, timeout: Duration) async throws
    func waitUntilCancelled(count: Int, timeout: Duration) async throws
    func release(throwing error: any Error)
}

extension ContractGate {
    func waitUntilSuspended() async throws { try await waitUntilSuspended(count: 1, timeout: SafetyNet.defaultLimit) }
    func waitUntilCancelled() async throws { try await waitUntilCancelled(count: 1, timeout: SafetyNet.defaultLimit) }
}

extension SuspensionGate: ContractGate {}
