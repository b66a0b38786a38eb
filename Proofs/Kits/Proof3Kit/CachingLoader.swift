import Catalog

/// Exercise 7's `CatalogLoader`, as every version of it has it: what your proof may call.
///
/// ```swift
/// let store = GatedProductStore()
/// let loader = versions.loader(remote: ProductRepositoryStub(result: .success([makeProduct("1")])),
///                              store: store, clock: ManualClock())
/// store.gate.release(returning: ())
/// #expect(try await loader.load() == [makeProduct("1")])
/// ```
public protocol CachingLoader: Sendable {
    /// Loads the catalog from the network and keeps a copy in the store, stamped with the clock's time.
    func load() async throws -> [Product]
}
