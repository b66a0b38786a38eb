// Compile-fail fixture, Exercise 6, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency.
//
// The listing's types as the solution has them, saying nothing about their isolation: under
// main-actor isolation by default (SE-0466) `: Sendable` on the type itself does not keep it
// off the main actor, so `ListingItem` and `CatalogListing` are main-actor types, and the
// background actor cannot even build a listing. Its twin says `nonisolated` (SE-0449) on
// both, as Exercise 6 does on both tracks, and compiles.
import Foundation

struct ListingItem: Sendable, Equatable {
    var id: String
    var price: Decimal

    init(id: String, price: Decimal) {  // expected-note {{calls to initializer 'init(id:price:)' from outside of its actor context are implicitly asynchronous}}
        self.id = id
        self.price = price
    }
}

struct CatalogListing: Sendable, Equatable {
    var items: [ListingItem]

    init(items: [ListingItem]) {  // expected-note {{calls to initializer 'init(items:)' from outside of its actor context are implicitly asynchronous}}
        self.items = items
    }
}

actor BackgroundDataProcessor {
    func makeListing(prices: [String: Decimal]) -> CatalogListing {
        CatalogListing(items: prices.map { id, price in  // expected-error {{call to main actor-isolated initializer 'init(items:)' in a synchronous actor-isolated context}}
            ListingItem(id: id, price: price)  // expected-error {{call to main actor-isolated initializer 'init(id:price:)' in a synchronous nonisolated context}}
        })
    }
}
