import Catalog

/// One row of the catalog screen.
nonisolated public struct ListingRow: Sendable, Equatable {
    public let id: String
    public let title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// Turns one product into its row: text layout, price formatting, a thumbnail's size — the
/// part of building a listing that takes time. Synchronous: it runs where its caller runs.
nonisolated public protocol ListingRenderer: Sendable {
    func row(for product: Product) -> ListingRow
}

/// The app's renderer: the product's name and its price.
nonisolated public struct PriceTagRenderer: ListingRenderer {
    public init() {}

    public func row(for product: Product) -> ListingRow {
        ListingRow(id: product.id, title: "\(product.name) — \(product.price.amount) \(product.price.currency)")
    }
}
