// judged: lets-through
// idea: A proof checks what the screen shows: the products after a load, the error after a failed one; that is what the user sees.

import Catalog
import LabKit
import Proof1Kit
import Testing

public enum Proof1 {
    @MainActor public static func prove(_ versions: CatalogVersions) async {
        let loaded = versions.screen(repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await loaded.load()
        #expect(loaded.products == [makeProduct("1")])
        #expect(loaded.errorMessage == nil)

        let failed = versions.screen(repository: ProductRepositoryStub(result: .failure(.connectivity)))
        await failed.load()
        #expect(failed.products == [])
        #expect(failed.errorMessage != nil)
    }
}
