// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 4
// kind: error-conversion
// idea: I dropped the @unchecked, and when both fail I throw the primary's error, because the network's failure says what really went wrong and "no fresh cache" means nothing to the user.
// why: the composite promises the fallback's result whenever the primary fails, including its error; swapping in the primary's error breaks that contract (lesson 004's "both fail → the fallback's error").

import Catalog

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
public final class ProductRepositoryWithFallback: ProductRepository {
    private let primary: any ProductRepository
    private let fallback: any ProductRepository

    public init(primary: any ProductRepository, fallback: any ProductRepository) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadAll() async throws -> [Product] {
        do {
            return try await primary.loadAll()
        } catch let primaryError {
            do {
                return try await fallback.loadAll()
            } catch {
                throw primaryError
            }
        }
    }
}
