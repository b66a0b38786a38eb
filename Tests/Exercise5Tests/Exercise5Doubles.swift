import Catalog
import Exercise5
import LabKit

/// A working in-memory cache for the composition tests: the store the interceptor saves to
/// and the local repository reads from.
actor InMemoryCache: ProductStore {
    private(set) var saves: [CachedProducts] = []
    private var cached: CachedProducts?

    init(cached: CachedProducts? = nil) {
        self.cached = cached
    }

    func save(_ cache: CachedProducts) {
        saves.append(cache)
        cached = cache
    }

    func load() -> CachedProducts? {
        cached
    }
}

/// The exclusivity proof both suites run: `log(_:)` is held inside the logger at its clock
/// read, while another `log(_:)` and `entries()` try to enter. A second `log(_:)` that waited
/// its turn must also land after the held one: a logger that stamps, then awaits something
/// else before it appends, lets the second line in first (the probe holds the call only at
/// its stamp; the order of the lines shows what happened after it).
enum Exercise5Probe {
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

/// A remote the app's one composed repository calls twice at once: the first call parks on
/// `first`, the second on `second`, so a test answers each load on its own.
final class TwoCallRemote: ProductRepository {
    let first = SuspensionGate<[Product]>(name: "remote, first call")
    let second = SuspensionGate<[Product]>(name: "remote, second call")
    private let calls = Locked(0)

    func loadAll() async throws -> [Product] {
        let call = calls.withLock { count -> Int in
            count += 1
            return count
        }
        return try await (call == 1 ? first : second).park()
    }
}

/// The race driver for ThreadSanitizer: composed loads from 4 workers at once, all writing
/// to one logger. It races on purpose, so it runs only under TSan.
enum Exercise5RaceDriver {
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
