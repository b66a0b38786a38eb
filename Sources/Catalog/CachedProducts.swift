import Foundation

/// Products as they were saved, with the moment they were fetched.
public struct CachedProducts: Sendable, Equatable, Codable {
    public let products: [Product]
    public let timestamp: Date

    public init(products: [Product], timestamp: Date) {
        self.products = products
        self.timestamp = timestamp
    }
}
