import Catalog

/// Exercise 2's store, as every version of it has it: what your proof may call. Every version
/// is an actor or isolated to one, so each call is `await`ed.
///
/// ```swift
/// let store = versions.store()
/// try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
/// #expect(await store.products == [makeProduct("1")])
/// ```
public protocol SessionStore: AnyObject, Sendable {
    var products: [Product] { get async }
    /// Replaces the products with the remote's catalog, unless something newer happened meanwhile.
    func refresh(from remote: any ProductRepository) async throws
    /// Forgets the session's products (sign-out).
    func clear() async
}

/// Makes the version of Exercise 2 your proof is run against this time. The judge runs your
/// proof once per version — the fixed one, the broken one, every entry of the wrong-fix
/// gallery — and does not tell it which: make your stores here, in a `makeSUT` of your own
/// (or in a `ScheduleExplorer`'s `makeSubject`).
///
/// ```swift
/// let explorer = ScheduleExplorer(makeSubject: { versions.store() }, observe: { await $0.products.map(\.id) }, …)
/// ```
public struct SessionStoreVersions: Sendable {
    private let makeStore: @Sendable () -> any SessionStore

    public init(store: @escaping @Sendable () -> any SessionStore) {
        makeStore = store
    }

    /// A new, empty `SessionProductStore` of this version.
    public func store() -> any SessionStore { makeStore() }
}
