import Catalog
import LabKit
import Testing

/// The explorer against three stores whose answers are known: the naive one and the
/// lesson's token guard must fail with a readable trace, the generation counter must pass.
@Suite("LabKit: ScheduleExplorer")
struct ScheduleExplorerTests {
    @Test(
        "three awaiting calls and one immediate call have the 630 schedules an actor allows at their gates",
        .skippedUnderThreadSanitizer)
    func findsEveryScheduleOfFourCalls() async {
        let explorer = explorer({ GenerationStore() as any ToyStore }, refreshes: ["A", "B", "C"], preemptionBound: 0)

        let report = await explorer.explore()

        // 7 events, each call's answer after its start: 7! / 2^3 = 630 orders of all four calls.
        #expect(report.withEveryCall == 630)
        #expect(report.failures == 0)
    }

    @Test(
        "a store that always writes fails, and the simplest trace is three steps long",
        .skippedUnderThreadSanitizer)
    func catchesTheNaiveStore() async {
        let gatesOnly = await explorer({ NaiveStore() as any ToyStore }, preemptionBound: 0).explore()
        let report = await explorer { NaiveStore() as any ToyStore }.explore()

        #expect(gatesOnly.explored == 45)
        #expect(gatesOnly.withEveryCall == 30)
        #expect(report.explored > 45, "cut at every await no gate controls too")

        #expect(report.failures > 0)
        #expect(report.simplestFailure?.description == """
            1. refresh A starts and waits for the network -> products = []
            2. clear() -> products = []
            3. the network answers refresh A with [A]; it resumes -> products = [A]
            ✗ products = [A], expected products = []: clear() started last, so its word should win.
            """)
    }

    @Test(
        "the lesson's token guard fails: clear() never changes the token",
        .skippedUnderThreadSanitizer)
    func catchesTheLessonsTokenGuard() async {
        let report = await explorer { TokenGuardStore() as any ToyStore }.explore()

        #expect(report.failures > 0)
        #expect(report.simplestFailure?.steps.contains { $0.description.contains("clear()") } == true)
    }

    @Test(
        "a generation counter bumped by refresh and clear() holds in every schedule",
        .skippedUnderThreadSanitizer)
    func passesTheGenerationStore() async {
        let report = await explorer { GenerationStore() as any ToyStore }.explore()

        #expect(report.failures == 0, "\(report)")
        #expect(report.simplestFailure == nil)
        #expect(report.failureMessage == nil)
    }

    @Test("eight explorations at once reach the same verdicts (nothing depends on timing)")
    func isDeterministic() async {
        let reports = await withTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let report = await explorer { TokenGuardStore() as any ToyStore }.explore()
                    return (report.failures, report.simplestFailure?.description ?? "")
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(Set(reports.map(\.0)).count == 1)
        #expect(Set(reports.map(\.1)).count == 1)
    }

    @Test(
        "an await on another actor between the check and the write is found: the call is cut there",
        .skippedUnderThreadSanitizer)
    func catchesAnAwaitTheLabDoesNotControl() async {
        let gatesOnly = await explorer({ AuditingStore() as any ToyStore }, preemptionBound: 0).explore()
        let report = await explorer { AuditingStore() as any ToyStore }.explore()

        #expect(gatesOnly.failures == 0, "at its gates only, the store looks right")
        #expect(report.failures > 0)
        #expect(report.simplestFailure?.description == """
            1. refresh A starts and waits for the network -> products = []
            2. the network answers refresh A with [A]; it resumes and suspends at an `await` no gate controls
            3. clear()
            4. refresh A goes on -> products = [A]
            ✗ products = [A], expected products = []: clear() started last, so its word should win.
            """)
    }

    @Test("a call that waits at two places is cut at both: every order is found while running")
    func callsThatWaitTwiceAreExploredAtEachPlace() async {
        func twoStep(_ name: String) -> ScheduledOperation<GenerationStore, [String]> {
            .awaiting("refresh \(name)", on: "the network", answer: [makeProduct(name)], shown: "[\(name)]", effect: [name]) { store, gate in
                _ = try await gate.park(at: "its turn at the disk")
                try await store.refresh(from: GatedProductRepository(gate: gate))
            }
        }
        let explorer = ScheduleExplorer<GenerationStore, [String]>(
            makeSubject: { GenerationStore() },
            observe: { await $0.productIDs },
            show: { "products = [\($0.joined(separator: ", "))]" },
            operations: [twoStep("A"), twoStep("B")],
            check: .latestWordWins,
            preemptionBound: 0)

        let report = await explorer.explore()

        // Three steps a call (start, disk, network): 6!/(3!·3!) = 20 orders of both, 1 of each alone.
        #expect(report.explored == 22)
        #expect(report.withEveryCall == 20)
        #expect(report.failures > 0, "the generation is taken after the disk wait, so an older refresh can still win")
        #expect(report.simplestFailure?.steps.contains { $0.description.contains("refresh A gets its turn at the disk") } == true)
    }

    @Test("a call that never settles fails its schedule instead of hanging")
    func aCallThatNeverSettlesFails() async {
        let elsewhere = SuspensionGate<Int>(name: "a gate the explorer does not control")
        let stuck = ScheduleExplorer<GenerationStore, [String]>(
            makeSubject: { GenerationStore() },
            observe: { await $0.productIDs },
            show: { "products = [\($0.joined(separator: ", "))]" },
            operations: [.immediate("stuck()", effect: []) { _ in _ = try await elsewhere.park() }],
            check: .latestWordWins,
            stepLimit: .milliseconds(50))

        let report = await stuck.explore()

        #expect(report.failures == 1)
        #expect(report.simplestFailure?.description.contains("could not go on") == true)
    }

    private func explorer(
        _ make: @escaping @Sendable () -> any ToyStore, refreshes: [String] = ["A", "B"], preemptionBound: Int = 1
    ) -> ScheduleExplorer<any ToyStore, [String]> {
        func refresh(_ name: String) -> ScheduledOperation<any ToyStore, [String]> {
            .awaiting("refresh \(name)", on: "the network", answer: [makeProduct(name)], shown: "[\(name)]", effect: [name]) { store, network in
                try await store.refresh(from: GatedProductRepository(gate: network))
            }
        }
        return ScheduleExplorer(
            makeSubject: make,
            observe: { await $0.productIDs },
            show: { "products = [\($0.joined(separator: ", "))]" },
            operations: refreshes.map(refresh) + [.immediate("clear()", effect: []) { await $0.clear() }],
            check: .latestWordWins,
            preemptionBound: preemptionBound)
    }
}

private protocol ToyStore: Actor {
    var productIDs: [String] { get }
    func refresh(from remote: any ProductRepository) async throws
    func clear()
}

private actor NaiveStore: ToyStore {
    private var products: [Product] = []
    var productIDs: [String] { products.map(\.id) }
    func refresh(from remote: any ProductRepository) async throws { products = try await remote.loadAll() }
    func clear() { products = [] }
}

/// Lesson 000's guard, as the lesson writes it.
private actor TokenGuardStore: ToyStore {
    private var products: [Product] = []
    private var refreshToken = 0
    var productIDs: [String] { products.map(\.id) }
    func refresh(from remote: any ProductRepository) async throws {
        refreshToken += 1
        let token = refreshToken
        let fresh = try await remote.loadAll()
        guard refreshToken == token else { return }
        products = fresh
    }
    func clear() { products = [] }
}

private actor GenerationStore: ToyStore {
    private var products: [Product] = []
    private var generation = 0
    var productIDs: [String] { products.map(\.id) }
    func refresh(from remote: any ProductRepository) async throws {
        generation += 1
        let mine = generation
        let fresh = try await remote.loadAll()
        guard generation == mine else { return }
        products = fresh
    }
    func clear() {
        generation += 1
        products = []
    }
}

/// The generation store, reporting each applied refresh to an audit actor between its check
/// and its write: right at its gates, wrong at the `await` on the audit log.
private actor AuditingStore: ToyStore {
    private var products: [Product] = []
    private var generation = 0
    private let audit = AuditLog()
    var productIDs: [String] { products.map(\.id) }
    func refresh(from remote: any ProductRepository) async throws {
        generation += 1
        let mine = generation
        let fresh = try await remote.loadAll()
        guard generation == mine else { return }
        await audit.record("applied \(fresh.count) products")
        products = fresh
    }
    func clear() {
        generation += 1
        products = []
    }
}

private actor AuditLog {
    private var lines: [String] = []
    func record(_ line: String) { lines.append(line) }
}
