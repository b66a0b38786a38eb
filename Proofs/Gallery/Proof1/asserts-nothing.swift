// judged: asserts-nothing
// idea: If loading the screen and letting it go does not crash, nothing leaks.

import Catalog
import LabKit
import Proof1Kit
import Testing

public enum Proof1 {
    @MainActor public static func prove(_ versions: CatalogVersions) async {
        var screen: (any CatalogScreen)? = versions.screen(repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await screen?.load()
        screen = nil
    }
}
