// The fixed twin of ListingClassCannotCross.swift: the listing as a value (a DTO). It crosses
// to the background actor as a copy, comes back as a new value, and the compiler needs no
// promise: a struct of Sendable values is Sendable.
struct CatalogListing: Sendable {
    var prices: [Double] = [10, 20]
}

actor BackgroundDataProcessor {
    func discounted(_ listing: CatalogListing) -> CatalogListing {
        var result = listing
        result.prices = result.prices.map { $0 * 0.9 }
        return result
    }
}

@MainActor
func applyDiscount(using background: BackgroundDataProcessor) async -> Double {
    var listing = CatalogListing()
    listing = await background.discounted(listing)
    return listing.prices[0]
}
