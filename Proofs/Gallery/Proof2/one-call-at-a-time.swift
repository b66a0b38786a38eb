// judged: lets-through
// idea: Each clause gets its test, one call at a time: a refresh shows the catalog, a failed one throws and keeps it, a clear empties it.

import Catalog
import LabKit
import Proof2Kit
import Testing

public enum Proof2 {
    public static func prove(_ versions: SessionStoreVersions) async throws {
        let store = versions.store()
        try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
        #expect(await store.products == [makeProduct("1")])

        await #expect(throws: CatalogError.connectivity) {
            try await store.refresh(from: ProductRepositoryStub(result: .failure(.connectivity)))
        }
        #expect(await store.products == [makeProduct("1")])

        await store.clear()
        #expect(await store.products == [])
    }
}
