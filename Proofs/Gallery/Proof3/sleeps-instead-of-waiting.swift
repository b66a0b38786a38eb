// judged: sleeps
// idea: Await the load, give a background save a moment to finish, then check that the store has the products.

import Catalog
import LabKit
import Proof3Kit
import Testing

public enum Proof3 {
    public static func prove(_ versions: LoaderVersions) async throws {
        let products = [makeProduct("1")]
        let store = GatedProductStore()
        let loader = versions.loader(remote: ProductRepositoryStub(result: .success(products)), store: store, clock: ManualClock())
        store.gate.release(returning: ())
        #expect(try await loader.load() == products)
        try await Task.sleep(for: .milliseconds(100))
        #expect(store.requests.map(\.products) == [products])
    }
}
