import Catalog

/// Makes the version of Exercise 7 your proof is run against this time. The judge runs your
/// proof once per version — the fixed one, the broken one, every entry of the wrong-fix
/// gallery — and your proof never knows which it has: use it where a test would write
/// `CatalogLoader(remote:store:clock:)`, in your `makeSUT`.
///
/// ```swift
/// func makeSUT(_ versions: LoaderVersions, store: GatedProductStore) -> any CachingLoader {
///     versions.loader(remote: ProductRepositoryStub(result: .success([makeProduct("1")])), store: store, clock: ManualClock())
/// }
/// ```
public struct LoaderVersions: Sendable {
    private let makeLoader: @Sendable (any ProductRepository, any ProductStore, any Clock) -> any CachingLoader

    public init(loader: @escaping @Sendable (any ProductRepository, any ProductStore, any Clock) -> any CachingLoader) {
        makeLoader = loader
    }

    /// A new `CatalogLoader` of this version.
    public func loader(remote: any ProductRepository, store: any ProductStore, clock: any Clock) -> any CachingLoader {
        makeLoader(remote, store, clock)
    }
}
