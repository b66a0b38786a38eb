// judged: done
// idea: Hints 1, 2 and 3 completed as written: hint 1's clear-while-parked order, the ScheduleExplorer (refresh A, refresh B, clear(), .latestWordWins, both kinds of network, maxSchedules: 100) with its failure recorded, and one function each for clauses 2, 3, 4 and 6 with the cases hint 3 names.
// It checks clause 1 in the explored orders and clauses 2–4 and 6 on the cases hint 3 lists (clause 6 with a catalog shown first, as hint 3 says since its first completion let cancelled-refresh-clears-the-store through); it leaves out whatever those cases do not name (an overtaken refresh on a network that stops, a clear() overtaking a failing refresh, a caller's cancel on a refresh that was also overtaken).
import Catalog
import LabKit
import Proof2Kit
import Testing

/// Proof 2 — Exercise 2's store, your proof. See Proofs/Proof2/README.md.
///
/// `swift test --filter Proof2` (in `Proofs/`) runs `prove` once against every version of
/// Exercise 2 — the fixed one, the broken one, every wrong fix in its gallery — and tells you
/// which it passes and which it catches. `versions` makes the version of this run.
public enum Proof2 {
    public static func prove(_ versions: SessionStoreVersions) async throws {
        try await aClearWhileARefreshWaitsWins(versions)
        await theLatestWordWinsInEveryOrder(versions, dependencies: .throwsWhenCancelled)
        await theLatestWordWinsInEveryOrder(versions, dependencies: .ignored)
        try await clause2ARefreshDeliversTheRemotesProducts(versions)
        try await clause3AFailedRefreshRethrowsAndKeepsTheProducts(versions)
        try await clause4TheSignOutAloneLeavesNoProducts(versions)
        try await clause6OnlyItsCallerOrANewerCallCancelsARefresh(versions)
    }

    // MARK: Clause 1

    /// Hint 1: a refresh whose network we hold, parked; `clear()` meanwhile; then the network
    /// answers. The sign-out started last, so the store must show nothing.
    static func aClearWhileARefreshWaitsWins(_ versions: SessionStoreVersions) async throws {
        let store = versions.store()
        let network = GatedProductRepository()
        let refresh = Task { try await store.refresh(from: network) }
        try await network.gate.waitUntilSuspended(timeout: .seconds(2))
        await store.clear()
        network.respond(with: [makeProduct("A")])
        _ = try? await refresh.value
        let shown = await store.products.map(\.id)
        #expect(shown == [], "clear() started after the refresh, so the store must be empty once the network answers")
    }

    /// Hints 2 and 3: refresh A, refresh B and clear(), each refresh parked at a gate it opens,
    /// in every order the store allows (the first 100 schedules); the latest word must win.
    static func theLatestWordWinsInEveryOrder(_ versions: SessionStoreVersions, dependencies: DependencyCancellation) async {
        let refreshA = ScheduledOperation<any SessionStore, [String]>.awaiting(
            "refresh A", on: "the network", answer: [makeProduct("A")], shown: "[A]", effect: ["A"]
        ) { store, network in
            try await store.refresh(from: GatedProductRepository(gate: network))
        }
        let refreshB = ScheduledOperation<any SessionStore, [String]>.awaiting(
            "refresh B", on: "the network", answer: [makeProduct("B")], shown: "[B]", effect: ["B"]
        ) { store, network in
            try await store.refresh(from: GatedProductRepository(gate: network))
        }
        let clear = ScheduledOperation<any SessionStore, [String]>.immediate("clear()", effect: []) { await $0.clear() }
        let explorer = ScheduleExplorer(
            makeSubject: { versions.store() },
            observe: { await $0.products.map(\.id) },
            show: { "products = \($0)" },
            operations: [refreshA, refreshB, clear],
            check: .latestWordWins,
            dependencies: dependencies,
            maxSchedules: 100)
        let report = await explorer.explore()
        if let message = report.failureMessage { Issue.record(Comment(rawValue: message)) }
    }

    // MARK: Clause 2

    /// A refresh delivers the remote's products; one overtaken by a newer refresh while its
    /// network (one that answers anyway) was parked returns, or throws `CancellationError`,
    /// nothing else.
    static func clause2ARefreshDeliversTheRemotesProducts(_ versions: SessionStoreVersions) async throws {
        let store = versions.store()
        try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
        #expect(await store.products.map(\.id) == ["1"], "a refresh must deliver the remote's products")

        let overtaken = versions.store()
        let network = GatedProductRepository(cancellation: .ignored)
        let older = Task { try await overtaken.refresh(from: network) }
        try await network.gate.waitUntilSuspended(timeout: .seconds(2))
        guard case .returned = await SafetyNet.run(limit: .seconds(2), { try await overtaken.refresh(from: ProductRepositoryStub(result: .success([makeProduct("B")]))) }) else {
            Issue.record("a newer refresh never returned within 2 s while an older one was parked")
            return
        }
        network.respond(with: [makeProduct("A")])
        do {
            try await older.value
        } catch is CancellationError {
            // Overtaken: it may throw CancellationError instead.
        } catch {
            Issue.record("a refresh overtaken by a newer one may return or throw CancellationError, but it threw \(error)")
        }
    }

    // MARK: Clause 3

    /// A refresh whose remote fails rethrows its error and keeps the products shown; one that
    /// fails after a newer one succeeded throws and leaves the newer catalog; an error of
    /// another type, or a CancellationError nobody asked for, is rethrown as it came.
    static func clause3AFailedRefreshRethrowsAndKeepsTheProducts(_ versions: SessionStoreVersions) async throws {
        // Its error rethrown, and the products shown before kept.
        let store = versions.store()
        try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
        do {
            try await store.refresh(from: ProductRepositoryStub(result: .failure(.connectivity)))
            Issue.record("a refresh whose remote failed returned instead of rethrowing its error")
        } catch let error as CatalogError {
            #expect(error == .connectivity, "a failed refresh must rethrow its remote's error")
        } catch {
            Issue.record("a refresh whose remote failed with connectivity threw \(error) instead")
        }
        #expect(await store.products.map(\.id) == ["1"], "a failed refresh must keep the products shown")

        // A refresh that fails after a newer one succeeded: it throws, and the newer catalog stays.
        let overtaken = versions.store()
        let network = GatedProductRepository()
        let older = Task { try await overtaken.refresh(from: network) }
        try await network.gate.waitUntilSuspended(timeout: .seconds(2))
        guard case .returned = await SafetyNet.run(limit: .seconds(2), { try await overtaken.refresh(from: ProductRepositoryStub(result: .success([makeProduct("B")]))) }) else {
            Issue.record("a newer refresh never returned within 2 s while an older one was parked")
            return
        }
        network.fail(with: CatalogError.connectivity)
        do {
            try await older.value
            Issue.record("a refresh that failed after a newer one succeeded returned instead of throwing")
        } catch {}
        #expect(await overtaken.products.map(\.id) == ["B"], "a refresh that failed after a newer one succeeded must leave the newer catalog shown")

        // An error of another type: rethrown as it came.
        let foreign = versions.store()
        let foreignNetwork = GatedProductRepository()
        foreignNetwork.fail(with: QuotaExceeded())
        do {
            try await foreign.refresh(from: foreignNetwork)
            Issue.record("a refresh whose remote threw QuotaExceeded returned instead of rethrowing it")
        } catch is QuotaExceeded {
        } catch {
            Issue.record("a refresh whose remote threw QuotaExceeded threw \(error) instead")
        }

        // A CancellationError nobody asked for: rethrown as it came.
        let unasked = versions.store()
        let unaskedNetwork = GatedProductRepository()
        unaskedNetwork.fail(with: CancellationError())
        do {
            try await unasked.refresh(from: unaskedNetwork)
            Issue.record("a refresh whose remote threw CancellationError (nobody cancelled it) returned instead of rethrowing it")
        } catch is CancellationError {
        } catch {
            Issue.record("a refresh whose remote threw CancellationError (nobody cancelled it) threw \(error) instead")
        }
    }

    // MARK: Clause 4

    /// A clear() after a refresh has ended leaves no products, and after it a refresh of the
    /// catalog shown before shows it again.
    static func clause4TheSignOutAloneLeavesNoProducts(_ versions: SessionStoreVersions) async throws {
        let store = versions.store()
        try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await store.clear()
        #expect(await store.products.isEmpty, "a clear() with no refresh running must leave no products")
        try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
        #expect(await store.products.map(\.id) == ["1"], "after a clear(), a refresh of the catalog shown before must show it again")
    }

    // MARK: Clause 6

    /// A refresh its caller cancels either ends as its network did, or throws
    /// CancellationError and decides nothing: on a network that answers anyway, then on one
    /// that stops.
    static func clause6OnlyItsCallerOrANewerCallCancelsARefresh(_ versions: SessionStoreVersions) async throws {
        for network in [GatedProductRepository(cancellation: .ignored), GatedProductRepository()] {
            let store = versions.store()
            // First a catalog shown: on an empty store "decides nothing" and "empties the store" look the same.
            try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("before")])))
            let refresh = Task { try await store.refresh(from: network) }
            try await network.gate.waitUntilSuspended(timeout: .seconds(2))
            refresh.cancel()
            // A fix that keeps its network call in a task of its own is not reached by the
            // cancel: answer every call still parked before awaiting the refresh's task.
            while network.gate.parkedCount > 0 {
                network.respond(with: [makeProduct("A")])
            }
            guard case let .returned(ended) = await SafetyNet.run(limit: .seconds(2), { try await refresh.value }) else {
                Issue.record("a cancelled refresh never ended within 2 s, its network answered")
                return
            }
            let shown = await store.products.map(\.id)
            let kind = network.gate.cancellation == .ignored ? "a network that answers anyway" : "a network that stops"
            switch ended {
            case .success:
                // It ended as its network did: the network answered [A].
                #expect(shown == ["A"], "a cancelled refresh on \(kind) returned, so it must show what its network answered, [A], not \(shown)")
            case let .failure(error) where error is CancellationError:
                #expect(shown == ["before"], "a cancelled refresh on \(kind) threw CancellationError, so it must decide nothing: the store shows [before], not \(shown)")
            case let .failure(error):
                Issue.record("a cancelled refresh on \(kind) threw \(error): it must end as its network did or throw CancellationError")
            }
        }
    }
}
