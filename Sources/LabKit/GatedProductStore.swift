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
    public let gate: SuspensionGate<Void>
    private let requested = Locked<[CachedProducts]>([])

    /// `cancellation`: a store that stops when its save is cancelled, or one that finishes
    /// the write anyway (a disk write in flight).
    public init(cancellation: DependencyCancellation = .throwsWhenCancelled) {
        gate = SuspensionGate(name: "store.save", cancellation: cancellation)
    }

    /// Every cache passed to `save(_:)`, in order; recorded before the save parks, so it is
    /// complete once `gate.waitUntilSuspended(count:)` has returned.
    public var requests: [CachedProducts] { requested.value }

    public func save(_ cache: CachedProducts) async throws {
        requested.withLock { $0.append(cache) }
        try await gate.park()
    }

    public func load() async throws -> CachedProducts? { requests.last }
}
