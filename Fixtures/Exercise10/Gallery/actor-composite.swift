// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 2
// kind: wrong-actor
// idea: The backup got a request whenever the user left and came back, because two loads ran through the composite at once; as an actor it lets one load decide at a time, so a cancelled load can no longer fall back while the next one runs.
// why: The actor changes who runs when, not what a cancelled load does: the primary still throws because its caller was cancelled, the catch still takes that for a failure, and the load still asks the local cache and the backup for products nobody waits for.
import Catalog

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
/// Composites nest: `remote → (local → backup)`.
public actor ProductRepositoryWithFallback: ProductRepository {
    private let primary: any ProductRepository
    private let fallback: any ProductRepository

    public init(primary: any ProductRepository, fallback: any ProductRepository) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadAll() async throws -> [Product] {
        do {
            return try await primary.loadAll()
        } catch {
            return try await fallback.loadAll()
        }
    }
}
