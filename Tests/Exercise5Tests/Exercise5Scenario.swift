import Catalog
import Exercise5
import Foundation
import LabKit

enum Exercise5Scenario {
    /// The network fails 4 s (on the clock) after the load started, and the cache is stale:
    /// the load fails, and its end line must say 4.0 s. `nil` when it does.
    static func failedLoadIsTimedByTheInjectedClock() async -> String? {
        let clock = ManualClock()
        let logger = InMemoryLogger(clock: clock)
        let remote = GatedProductRepository(name: "network")
        let store = InMemoryCache(cached: CachedProducts(products: [makeProduct("old")], timestamp: clock.now().addingTimeInterval(-300)))
        let sut = CatalogComposition.makeRepository(remote: remote, store: store, logger: logger, clock: clock)
        let load = Task { try await sut.loadAll() }
        defer { remote.gate.releaseEveryParked(throwing: CancellationError()) }
        guard (try? await remote.waitUntilCalled()) != nil else { return "The composed load never asked the network. \(Exercise5Messages.logging)." }
        clock.advance(by: 4)
        remote.fail(with: CatalogError.connectivity)
        guard case .returned = await SafetyNet.run({ try await load.value }) else {
            return "The log's durations are wrong: the load never returned (within \(SafetyNet.defaultLimit)) after the network failed. \(Exercise5Messages.logging)."
        }
        let logged = await logger.entries().map(\.message)
        guard logged.count == 2, logged[0] == "loadAll() started", logged[1].hasPrefix("loadAll() failed in 4.0 s") else {
            return Exercise5Messages.wrongDurations(Exercise5Messages.slowFailure, logged: logged, expected: ["loadAll() started", "loadAll() failed in 4.0 s — …"])
        }
        return nil
    }

    /// The screen goes away while a composed load waits for the network, twice: with a
    /// network that throws when cancelled, and with one that answers anyway. `nil` when
    /// cancelling the load told the request at once (the first stops waiting; the second
    /// sees its task cancelled) and the load returned.
    static func cancelledLoadCancelsTheRequest() async -> String? {
        for kind in DependencyCancellation.allCases {
            if let message = await cancelledLoadCancelsTheRequest(network: kind) { return message }
        }
        return nil
    }

    private static func cancelledLoadCancelsTheRequest(network kind: SuspensionGate<[Product]>.Cancellation) async -> String? {
        let clock = ManualClock()
        let remote = GatedProductRepository(name: "network", cancellation: kind)
        let sut = CatalogComposition.makeRepository(
            remote: remote, store: InMemoryCache(), logger: InMemoryLogger(clock: clock), clock: clock)
        let load = Task { try await sut.loadAll() }
        defer { remote.gate.releaseEveryParked(throwing: CancellationError()) }
        guard (try? await remote.waitUntilCalled()) != nil else { return "The composed load never asked the network. \(Exercise5Messages.composition)." }
        load.cancel()
        // Cancelling a task runs its children's cancellation handlers before cancel() returns.
        let told = remote.gate.cancellationsSeen > 0
        let stillWaiting = kind == .throwsWhenCancelled && remote.gate.parkedCount > 0
        // A network that answers anyway does: the load may then return its products or throw.
        remote.gate.release(returning: [makeProduct("1")])
        remote.gate.releaseEveryParked(throwing: CancellationError())
        let returned: Bool = if case .returned = await SafetyNet.run({ try await load.value }) { true } else { false }
        guard !told || stillWaiting || !returned else { return nil }
        let network = kind == .ignored ? "a network that answers even when cancelled" : "a network that stops when cancelled"
        let seen = [!told ? "the network request was never told" : nil, stillWaiting ? "the network request was still waiting" : nil,
                    !returned ? "the load never returned" : nil].compactMap { $0 }
        return "A decorator did not pass cancellation on: the composed load was cancelled (the screen went away) and,"
            + " with \(network), \(seen.joined(separator: "; "))."
            + " A decorator that runs its decoratee in a `Task { }` of its own (or `Task.detached`) cuts it off from its"
            + " caller's cancellation: await the decoratee inline. \(Exercise5Messages.composition)."
    }

    /// The interceptor's store cannot save. `nil` when the load still returns the network's products.
    static func failedSaveKeepsTheChain() async -> String? {
        let sut = CacheSavingInterceptor(
            decoratee: ProductRepositoryStub(result: .success([makeProduct("1")])),
            cache: ProductStoreStub(saveError: .invalidData), clock: ManualClock())
        switch await SafetyNet.run({ try await sut.loadAll() }) {
        case let .returned(.success(products)) where products == [makeProduct("1")]: return nil
        case let .returned(.failure(error)):
            return Exercise5Messages.failedSaveBrokeTheChain("threw \(error)")
        case let .returned(.success(products)):
            return Exercise5Messages.failedSaveBrokeTheChain("returned \(products.map(\.id))")
        case .timedOut:
            return Exercise5Messages.failedSaveBrokeTheChain("never returned (within \(SafetyNet.defaultLimit))")
        }
    }

    /// Two loads overlap through ONE composed repository, as in the app: A starts, 1 s later
    /// B starts, B answers 2 s later, A 3 s after that (A took 6 s, B 2 s, on the clock).
    /// Returns the log's messages.
    static func overlappingLoadsThroughOneComposition(clock: ManualClock, logger: InMemoryLogger, store: InMemoryCache) async throws -> [String] {
        let remote = TwoCallRemote()
        let shared = CatalogComposition.makeRepository(remote: remote, store: store, logger: logger, clock: clock)
        defer {
            remote.first.releaseEveryParked(throwing: CancellationError())
            remote.second.releaseEveryParked(throwing: CancellationError())
        }
        let a = Task { try await shared.loadAll() }
        try await remote.first.waitUntilSuspended()
        clock.advance(by: 1)
        let b = Task { try await shared.loadAll() }
        try await remote.second.waitUntilSuspended()
        clock.advance(by: 2)
        remote.second.release(returning: [makeProduct("B")])
        guard case .returned = await SafetyNet.run({ try await b.value }) else { throw LoadNeverReturned(load: "B") }
        clock.advance(by: 3)
        remote.first.release(returning: [makeProduct("A")])
        guard case .returned = await SafetyNet.run({ try await a.value }) else { throw LoadNeverReturned(load: "A") }
        return await logger.entries().map(\.message)
    }
}

/// A composed load that never returned after its remote answered.
struct LoadNeverReturned: Error, CustomStringConvertible {
    let load: String

    var description: String {
        "The log's durations are wrong: load \(load) never returned within \(SafetyNet.defaultLimit) after its remote"
            + " answered, so it never logged its end. \(Exercise5Messages.logging)."
    }
}

extension Exercise5Scenario {
    /// The exclusivity proof both suites run: `log(_:)` is held inside the logger at its clock
    /// read, while another `log(_:)` and `entries()` try to enter. A second `log(_:)` that waited
    /// its turn must also land after the held one: a logger that stamps, then awaits something
    /// else before it appends, lets the second line in first (the probe holds the call only at
    /// its stamp; the order of the lines shows what happened after it).
    enum Probe {
        struct Result {
            let outcomes: [ExclusivityOutcome]
            /// The messages of the two `log(_:)` calls in the order the logger kept them.
            let linesOfTwoLogs: [String]
        }

        static let heldLine = "load A started"
        static let waitingLine = "load B started"

        static func runEveryPair(track: (AnyObject) -> Void) async -> Result {
            var outcomes: [ExclusivityOutcome] = []
            var linesOfTwoLogs: [String] = []
            for entering in ["log(_:)", "entries()"] {
                let probe = ExclusivityProbe()
                let logger = InMemoryLogger(clock: ProbeClock(probe: probe))
                track(logger)
                let held = ProbedCall("log(_:)") { await logger.log(heldLine) }
                let second = entering == "log(_:)"
                    ? ProbedCall(entering) { await logger.log(waitingLine) }
                    : ProbedCall(entering) { _ = await logger.entries() }
                outcomes.append(await probe.run(holding: held, whileCalling: second))
                if entering == "log(_:)" {
                    if case let .returned(.success(lines)) = await SafetyNet.run({ await logger.entries().map(\.message) }) {
                        linesOfTwoLogs = lines
                    }
                }
            }
            return Result(outcomes: outcomes, linesOfTwoLogs: linesOfTwoLogs)
        }
    }

    /// The race driver for ThreadSanitizer: composed loads from 4 workers at once, all writing
    /// to one logger. It races on purpose, so it runs only under TSan.
    enum RaceDriver {
        static func run(clock: ManualClock) async -> (made: Int, logged: Int) {
            let logger = InMemoryLogger(clock: clock)
            let sut = CatalogComposition.makeRepository(
                remote: ProductRepositoryStub(result: .success([makeProduct("1")])), store: InMemoryCache(),
                logger: logger, clock: clock)
            let report = await stress(workers: 4, iterations: 2_000) { _, _ in
                _ = try? await sut.loadAll()
            }
            return (report.totalIterations, await logger.entries().count)
        }
    }

    /// What both suites expect the log to say.
    enum Expectations {
        /// A starts at 0 s, B at 1 s; B answers at 3 s (2.0 s), A at 6 s (6.0 s).
        static let overlappingLoadsLog = [
            "loadAll() started", "loadAll() started",
            "loadAll() succeeded in 2.0 s — 1 products", "loadAll() succeeded in 6.0 s — 1 products",
        ]
    }
}
