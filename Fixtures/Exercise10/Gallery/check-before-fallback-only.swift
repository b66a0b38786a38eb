// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 3
// kind: error-conversion
// idea: Before falling back I check whether the load was cancelled, so a cancelled load never asks the fallback; whatever the fallback then does is its own business.
// why: Cancelled while the fallback waits, a fallback that throws an error of its own (as URLSession throws URLError.cancelled) has that error passed on as a failure: the caller was cancelled, and the load must end with CancellationError. The lab's own first solution did this; an independent review found it.
import Catalog

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
/// Composites nest: `remote → (local → backup)`.
///
/// A primary that fails because its caller was cancelled has not failed: nobody waits for
/// products any more, so the fallback is not asked, and the load ends with
/// `CancellationError` — whatever the primary threw (URLSession throws `URLError.cancelled`,
/// others an error of their own). `Task.isCancelled` tells, not the error's type.
public nonisolated final class ProductRepositoryWithFallback: ProductRepository {
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
            try Task.checkCancellation()
            return try await fallback.loadAll()
        }
    }
}
