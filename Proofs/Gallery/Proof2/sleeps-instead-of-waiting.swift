// judged: sleeps
// idea: Start a refresh, give it a moment to reach the network, sign out, then let the network answer: the store must stay empty.

import Catalog
import LabKit
import Proof2Kit
import Testing

public enum Proof2 {
    public static func prove(_ versions: SessionStoreVersions) async throws {
        let store = versions.store()
        let network = GatedProductRepository(name: "the network")
        let refresh = Task { try await store.refresh(from: network) }
        try await Task.sleep(for: .milliseconds(50))
        await store.clear()
        network.respond(with: [makeProduct("A")])
        _ = try? await refresh.value
        #expect(await store.products == [])
    }
}
