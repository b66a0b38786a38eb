// The fixed twin of ClassCacheDeclaredSendable.swift: the same state in an actor is
// Sendable with nothing to trust: the compiler checks every access.
actor InMemoryProductCache {
    private var hits = 0
    private var misses = 0
    private var products: [String] = []

    func retrieve() -> [String]? {
        if products.isEmpty {
            misses += 1
            return nil
        }
        hits += 1
        return products
    }
}
