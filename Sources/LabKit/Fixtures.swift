import Catalog
import Foundation

/// Makes a product with a readable id: `makeProduct("1")`. Tests compare products by value.
public func makeProduct(_ id: String, amount: Decimal = 10) -> Product {
    Product(
        id: id,
        name: "Product \(id)",
        price: Price(amount: amount, currency: "EUR"),
        imageURL: URL(string: "https://example.com/\(id).png")!)
}
