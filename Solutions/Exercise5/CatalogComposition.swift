import Catalog

/// The composition root (lesson 004): logging around a fallback whose primary saves every
/// remote answer in the cache, and whose fallback reads that cache while it is fresh.
///
/// `LoggingProductRepository` → `ProductRepositoryWithFallback`
///   (primary: `CacheSavingInterceptor` → remote; fallback: `LocalProductRepository`).
public nonisolated enum CatalogComposition {
    public static func makeRepository(
        remote: any ProductRepository, store: any ProductStore, logger: any Logger, clock: any Clock,
        policy: FreshnessPolicy = FreshnessPolicy(maxAge: 300)
    ) -> any ProductRepository {
        LoggingProductRepository(
            decoratee: ProductRepositoryWithFallback(
                primary: CacheSavingInterceptor(decoratee: remote, cache: store, clock: clock),
                fallback: LocalProductRepository(store: store, policy: policy, clock: clock)),
            logger: logger, clock: clock)
    }
}
