import Catalog
import Foundation

/// Talks to the catalog API (lesson 002's network actor). Here it holds no mutable state (in
/// the app, the session's token and retry counts would make it an actor); each fetch
/// suspends at its `await`, so the three are in flight at once (reentrancy, Exercise 2).
public actor NetworkProcessor {
    private let api: any CatalogAPI

    public init(api: any CatalogAPI) {
        self.api = api
    }

    public func fetchProducts() async throws -> [Product] { try await api.fetchProducts() }
    public func fetchPrices() async throws -> [String: Decimal] { try await api.fetchPrices() }
    public func fetchStock() async throws -> [String: Int] { try await api.fetchStock() }
}
