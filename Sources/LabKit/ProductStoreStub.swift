import Catalog

/// A `ProductStore` that answers `load()` with a fixed cache, records every save, and can be
/// told to fail its saves (a full disk) — the store side of lesson 001's BDD table.
///
/// ```swift
/// let store = ProductStoreStub(cached: nil, saveError: CatalogError.invalidData)
/// let sut = CachedProductRepository(remote: remote, store: store, policy: policy, clock: clock)
/// #expect(try await sut.loadAll() == remoteProducts)   // a failed save must not fail the load
/// #expect(store.saves.count == 1)
/// ```
public final class ProductStoreStub: ProductStore {
    private let cached: CachedProducts?
    private let saveError: CatalogError?
    private let loadError: CatalogError?
    private let recorded = Locked<[CachedProducts]>([])

    public init(cached: CachedProducts? = nil, saveError: CatalogError? = nil, loadError: CatalogError? = nil) {
        self.cached = cached
        self.saveError = saveError
        self.loadError = loadError
    }

    /// Every cache passed to `save(_:)`, in order, failed saves included.
    public var saves: [CachedProducts] { recorded.value }

    public func save(_ cache: CachedProducts) async throws {
        recorded.withLock { $0.append(cache) }
        if let saveError { throw saveError }
    }

    public func load() async throws -> CachedProducts? {
        if let loadError { throw loadError }
        return cached
    }
}
