import Catalog

/// A store whose `save` parks on a gate until the test answers it, so a test can see a save
/// that is still running (`gate.parkedCount`) and decide how it ends — the store side of
/// `WorkOwnershipProbe`.
///
/// ```swift
/// let store = GatedProductStore()
/// let loader = CatalogLoader(remote: remote, store: store, clock: clock)
/// let outcome = await WorkOwnershipProbe.run(work: store.gate) { _ = try? await loader.load() }
/// #expect(outcome != .returnedWhileWorkRan)   // the load did not return before its save ended
/// ```
public final class GatedProductStore: ProductStore {
    /// Which saves wait at the gate.
    public enum Parking: Sendable {
        /// Every save waits until the test answers it.
        case everySave
        /// Only the first save waits; every later one ends at once. A second call that returns
        /// is then the event that says it has done all it does while the first save is parked
        /// (did it cancel that save?) — with a look of a limit, for a version whose saves take
        /// turns, whose second call waits for the first save.
        ///
        /// ```swift
        /// let store = GatedProductStore(parking: .firstSaveOnly)
        /// let first = Task { try await loader.load() }
        /// try await store.gate.waitUntilSuspended()
        /// let second = Task { try await loader.load() }
        /// _ = await SafetyNet.run(limit: .seconds(1), { _ = try? await second.value })
        /// #expect(store.gate.cancellationsSeen == 0, "a newer load cancelled the earlier save")
        /// ```
        case firstSaveOnly
    }

    public let gate: SuspensionGate<Void>
    private let parking: Parking
    private let requested = Locked<[CachedProducts]>([])

    /// `cancellation`: a store that stops when its save is cancelled, or one that finishes
    /// the write anyway (a disk write in flight). `parking`: every save waits, or the first only.
    public init(cancellation: DependencyCancellation = .throwsWhenCancelled, parking: Parking = .everySave) {
        gate = SuspensionGate(name: "store.save", cancellation: cancellation)
        self.parking = parking
    }

    /// Every cache passed to `save(_:)`, in order; recorded before the save parks, so it is
    /// complete once `gate.waitUntilSuspended(count:)` has returned.
    public var requests: [CachedProducts] { requested.value }

    public func save(_ cache: CachedProducts) async throws {
        let count = requested.withLock { requests in
            requests.append(cache)
            return requests.count
        }
        if parking == .everySave || count == 1 { try await gate.park() }
    }

    public func load() async throws -> CachedProducts? { requests.last }
}
