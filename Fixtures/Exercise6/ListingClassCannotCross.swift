// Compile-fail fixture, Exercise 6 (not a target: `lab fixtures` compiles it alone).
//
// Lesson 002 writes "this should not compile" in a comment. Here it is checked: a mutable
// class (no `@unchecked Sendable` to hide behind) handed from the main actor to a
// background actor, then read again on the main actor. Both actors could touch it at once,
// and Swift 6's region isolation says so. (A SIL pass reports it: `-typecheck` would not.)
final class CatalogListing {
    var prices: [Double] = [10, 20]
}

actor BackgroundDataProcessor {
    func discount(_ listing: CatalogListing) {
        listing.prices = listing.prices.map { $0 * 0.9 }
    }
}

@MainActor
func applyDiscount(using background: BackgroundDataProcessor) async -> Double {
    let listing = CatalogListing()
    await background.discount(listing)  // expected-error {{sending 'listing' risks causing data races}}
    // expected-note@-1 {{sending 'listing' to actor-isolated instance method 'discount' risks causing data races between actor-isolated and local main actor-isolated uses}}
    return listing.prices[0]  // expected-note {{access can happen concurrently}}
}
