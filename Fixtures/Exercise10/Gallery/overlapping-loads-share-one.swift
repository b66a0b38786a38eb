// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 1
// kind: shared-state
// idea: Two screens loading at once should not ask the network twice, so a load that finds one already running through the composite waits for that one's products instead of starting its own.
// why: the loads are not the same load: the one that joins gets what the first load's primary and fallback answered, not its own (clause 1), and when the first caller is cancelled the load that joined it ends with CancellationError though its caller never left.
import Catalog
import Synchronization

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
/// Composites nest: `remote → (local → backup)`.
public nonisolated final class ProductRepositoryWithFallback: ProductRepository {
    private let primary: any ProductRepository
    private let fallback: any ProductRepository
    /// The load running now, which a load that starts meanwhile joins.
    private let running = Mutex<Task<[Product], any Error>?>(nil)

    public init(primary: any ProductRepository, fallback: any ProductRepository) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadAll() async throws -> [Product] {
        let (load, started) = running.withLock { running -> (Task<[Product], any Error>, Bool) in
            if let running { return (running, false) }
            let load = Task { try await self.loadOnce() }
            running = load
            return (load, true)
        }
        defer { if started { running.withLock { $0 = nil } } }
        return try await withTaskCancellationHandler {
            try await load.value
        } onCancel: {
            load.cancel()
        }
    }

    private func loadOnce() async throws -> [Product] {
        do {
            return try await primary.loadAll()
        } catch {
            try Task.checkCancellation()
            do {
                return try await fallback.loadAll()
            } catch {
                try Task.checkCancellation()
                throw error
            }
        }
    }
}
