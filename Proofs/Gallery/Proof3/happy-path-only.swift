// judged: lets-through
// idea: A proof checks what load() promises its caller: the products come back, and the store receives them stamped with the clock's time.

import Catalog
import LabKit
import Proof3Kit
import Testing

public enum Proof3 {
    public static func prove(_ versions: LoaderVersions) async throws {
        let products = [makeProduct("1")]
        let store = GatedProductStore()
        let clock = ManualClock()
        let loader = versions.loader(remote: ProductRepositoryStub(result: .success(products)), store: store, clock: clock)
        store.gate.release(returning: ())
        #expect(try await loader.load() == products)
        try await store.gate.waitUntilSuspended(timeout: .seconds(1))
        #expect(store.requests == [CachedProducts(products: products, timestamp: clock.now())])
    }
}
