// The fixed twin of ListingTypesAreMainActor.swift, compiled with the same settings (Swift 6
// mode, main-actor isolation by default, approachable concurrency): `ListingItem` and
// `CatalogListing` say `nonisolated` (SE-0449), as Exercise 6's do on both tracks, so the
// background actor builds the listing.
import Foundation

nonisolated struct ListingItem: Sendable, Equatable {
    var id: String
    var price: Decimal

    init(id: String, price: Decimal) {
        self.id = id
        self.price = price
    }
}

nonisolated struct CatalogListing: Sendable, Equatable {
    var items: [ListingItem]

    init(items: [ListingItem]) {
        self.items = items
    }
}

actor BackgroundDataProcessor {
    func makeListing(prices: [String: Decimal]) -> CatalogListing {
        CatalogListing(items: prices.map { id, price in
            ListingItem(id: id, price: price)
        })
    }
}
