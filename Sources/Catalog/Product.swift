import Foundation

/// A product of the catalog (lesson 000). Immutable, so it crosses any isolation boundary freely.
public struct Product: Sendable, Hashable, Codable, Identifiable {
    public let id: String
    public let name: String
    public let price: Price
    public let imageURL: URL

    public init(id: String, name: String, price: Price, imageURL: URL) {
        self.id = id
        self.name = name
        self.price = price
        self.imageURL = imageURL
    }
}
