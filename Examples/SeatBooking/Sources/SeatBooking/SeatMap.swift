/// The seats of one show, sold to whoever pays first.
///
/// A sale holds the seat before it awaits the payment and gives it back if the payment fails:
/// the `await` lets other sales in, so nothing checked before it is trusted after it.
public actor SeatMap {
    public enum SaleError: Error, Equatable {
        case taken
        case declined
    }

    /// A sale that went through: one per seat, ever.
    public struct Receipt: Sendable, Equatable {
        public let seat: String
        public let buyer: String
    }

    private var held: Set<String> = []
    public private(set) var receipts: [Receipt] = []

    public init() {}

    /// Sells `seat` to `buyer` once `pay` succeeds.
    public func sell(_ seat: String, to buyer: String, pay: @Sendable () async throws -> Bool) async throws {
        guard !receipts.contains(where: { $0.seat == seat }), !held.contains(seat) else { throw SaleError.taken }
        held.insert(seat)
        defer { held.remove(seat) }
        guard try await pay() else { throw SaleError.declined }
        receipts.append(Receipt(seat: seat, buyer: buyer))
    }
}
