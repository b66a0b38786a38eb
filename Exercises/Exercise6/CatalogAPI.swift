import Catalog
import Foundation

/// The catalog's three endpoints (lesson 002's `NetworkProcessor` talks to them).
public nonisolated protocol CatalogAPI: Sendable {
    func fetchProducts() async throws -> [Product]
    func fetchPrices() async throws -> [String: Decimal]
    func fetchStock() async throws -> [String: Int]
}

/// One row of the catalog screen: a value, so every copy is its own.
public nonisolated struct ListingItem: Sendable, Equatable {
    public var id: String
    public var name: String
    public var price: Decimal
    public var inStock: Bool

    public init(id: String, name: String, price: Decimal, inStock: Bool) {
        self.id = id
        self.name = name
        self.price = price
        self.inStock = inStock
    }
}
