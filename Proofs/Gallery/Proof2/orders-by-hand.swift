// judged: lets-through
// idea: The bug is a refresh that comes back after a sign-out, so I hold the network, sign out while the refresh waits, then let it answer; and the same with a newer refresh instead of the sign-out.

import Catalog
import LabKit
import Proof2Kit
import Testing

public enum Proof2 {
    public static func prove(_ versions: SessionStoreVersions) async throws {
        // A refresh answered after a clear() must not bring the old session back.
        let store = versions.store()
        let network = GatedProductRepository(name: "the old session's network")
        let refresh = Task { try await store.refresh(from: network) }
        try await network.gate.waitUntilSuspended(timeout: .seconds(1))
        await store.clear()
        network.respond(with: [makeProduct("old")])
        _ = try? await refresh.value
        #expect(await store.products == [])

        // A refresh answered after a newer one must not overwrite it.
        let other = versions.store()
        let slow = GatedProductRepository(name: "A's network")
        let refreshA = Task { try await other.refresh(from: slow) }
        try await slow.gate.waitUntilSuspended(timeout: .seconds(1))
        let newer = await SafetyNet.run(limit: .seconds(1)) {
            try await other.refresh(from: ProductRepositoryStub(result: .success([makeProduct("B")])))
        }
        slow.respond(with: [makeProduct("A")])
        guard case .returned = newer else {
            Issue.record("refresh B never returned while refresh A waited for its network")
            return
        }
        _ = try? await refreshA.value
        #expect(await other.products == [makeProduct("B")])
    }
}
