// judged: sleeps
// idea: Start the load, give the task a moment to reach the network, then let go of the loader and check that it is gone.

import Catalog
import LabKit
import Proof1Kit
import Testing

public enum Proof1 {
    @MainActor public static func prove(_ versions: CatalogVersions) async {
        let screen = versions.screen(repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        trackForMemoryLeaks(screen)
        await screen.load()

        let loader = versions.loader(repository: GatedProductRepository(name: "a slow network"))
        trackForMemoryLeaks(loader)
        loader.load()
        try? await Task.sleep(for: .milliseconds(100))
    }
}
