import Catalog
import Foundation
import XCTest

final class CatalogValueTests: XCTestCase {
    func test_cacheStatistics_lookupsAreHitsPlusMisses() {
        XCTAssertEqual(CacheStatistics(hits: 3, misses: 2).lookups, 5)
    }

    func test_cachedProducts_roundTripsThroughJSON() throws {
        let product = Product(
            id: "1", name: "Mug", price: Price(amount: Decimal(string: "9.99")!, currency: "EUR"),
            imageURL: URL(string: "https://example.com/1.png")!)
        let cache = CachedProducts(products: [product], timestamp: Date(timeIntervalSince1970: 1_000))

        let decoded = try JSONDecoder().decode(CachedProducts.self, from: JSONEncoder().encode(cache))

        XCTAssertEqual(decoded, cache)
    }

    func test_systemClock_tellsTheCurrentTime() {
        let before = Date()
        let now = SystemClock().now()
        XCTAssertGreaterThanOrEqual(now, before)
    }
}
