import Catalog
import Foundation

/// Builds and reworks listings off the main actor (lesson 002's background actor).
///
/// An actor with no state gets the work off the main actor, but it also makes every caller
/// take its turn: two listings are built one after the other, never at once. Since Swift 6.2
/// a `@concurrent` function (SE-0461) says just "run this off the caller's actor", with no
/// turns to take. The lab keeps the lesson's shape here: this exercise is about what crosses
/// the boundary.
public actor BackgroundDataProcessor {
    public init() {}

    /// The screen's rows: every product with its price and whether it is in stock.
    public func makeListing(products: [Product], prices: [String: Decimal], stock: [String: Int]) -> CatalogListing {
        CatalogListing(items: products.map { product in
            ListingItem(
                id: product.id, name: product.name, price: prices[product.id] ?? product.price.amount,
                inStock: (stock[product.id] ?? 0) > 0)
        })
    }

    /// `listing` with every price lowered by `percent`: `var result = listing` copies the
    /// value (`CatalogListing` is a struct), and only the copy changes.
    public func discounted(_ listing: CatalogListing, by percent: Int) -> CatalogListing {
        var result = listing
        lowerPrices(of: &result, by: percent)
        return result
    }

    private func lowerPrices(of listing: inout CatalogListing, by percent: Int) {
        for index in listing.items.indices {
            listing.items[index].price = listing.items[index].price * Decimal(100 - percent) / 100
        }
    }
}
