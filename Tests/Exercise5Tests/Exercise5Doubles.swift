import Catalog
import Exercise5
import LabKit

/// A working in-memory cache for the composition tests: the store the interceptor saves to
/// and the local repository reads from.
actor InMemoryCache: ProductStore {
    private(set) var saves: [CachedProducts] = []
    private var cached: CachedProducts?

    init(cached: CachedProducts? = nil) {
        self.cached = cached
    }

    func save(_ cache: CachedProducts) {
        saves.append(cache)
        cached = cache
    }

    func load() -> CachedProducts? {
        cached
    }
}


/// A remote the app's one composed repository calls twice at once: the first call parks on
/// `first`, the second on `second`, so a test answers each load on its own.
final class TwoCallRemote: ProductRepository {
    let first = SuspensionGate<[Product]>(name: "remote, first call")
    let second = SuspensionGate<[Product]>(name: "remote, second call")
    private let calls = Locked(0)

    func loadAll() async throws -> [Product] {
        let call = calls.withLock { count -> Int in
            count += 1
            return count
        }
        return try await (call == 1 ? first : second).park()
    }
}
