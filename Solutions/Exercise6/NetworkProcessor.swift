import Catalog
import Foundation

/// Talks to the catalog API (lesson 002's network actor): one place for the network's state
/// (authentication, retries), off the main actor.
public actor NetworkProcessor {
    private let api: any CatalogAPI

    public init(api: any CatalogAPI) {
        self.api = api
    }

    public func fetchProducts() async throws -> [Product] { try await api.fetchProducts() }
    public func fetchPrices() async throws -> [String: Decimal] { try await api.fetchPrices() }
    public func fetchStock() async throws -> [String: Int] { try await api.fetchStock() }
}
