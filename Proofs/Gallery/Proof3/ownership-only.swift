// judged: lets-through
// idea: The exercise is about work that outlives its call, so the probe is the whole proof: with a store that stops when cancelled, load() must own its save.

import Catalog
import LabKit
import Proof3Kit
import Testing

public enum Proof3 {
    public static func prove(_ versions: LoaderVersions) async throws {
        let store = GatedProductStore()
        let loader = versions.loader(remote: ProductRepositoryStub(result: .success([makeProduct("1")])), store: store, clock: ManualClock())
        let outcome = await WorkOwnershipProbe.run(work: store.gate, safetyNet: .seconds(1)) { _ = try? await loader.load() }
        #expect(outcome == .owned, "\(outcome)")
    }
}
