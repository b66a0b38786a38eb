import Foundation

/// A price in one currency. A value type: `Sendable` because every stored property is.
public struct Price: Sendable, Hashable, Codable {
    public let amount: Decimal
    public let currency: String

    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }
}
