import ConcurrencyProbes
import LeakTracking
import SeatBooking
import Testing

/// Every order two sales of one seat can run in: the seat is sold once.
@Suite("SeatMap: one seat, one buyer, in every schedule", .detectsLeaks)
struct SeatMapTests {
    static let soldOnce = ScheduleCheck<[SeatMap.Receipt]>("a seat is sold once") { outcome in
        let buyers = outcome.state.filter { $0.seat == "A1" }.map(\.buyer)
        return buyers.count <= 1 ? nil : "A1 was sold \(buyers.count) times, to \(buyers.joined(separator: " and "))"
    }

    static func buy(_ buyer: String) -> ScheduledOperation<SeatMap, [SeatMap.Receipt]> {
        .awaiting("\(buyer) buys A1", on: "the card network", answer: true, shown: "paid") { seats, cardNetwork in
            try await seats.sell("A1", to: buyer) { try await cardNetwork.park() }
        }
    }

    @Test("two buyers of one seat, in every order their sales can interleave")
    func oneSeatOneBuyer() async {
        let explorer = ScheduleExplorer(
            makeSubject: {
                let seats = SeatMap()
                trackForMemoryLeaks(seats)
                return seats
            },
            observe: { await $0.receipts },
            show: { "receipts: [\($0.map { "\($0.seat) to \($0.buyer)" }.joined(separator: ", "))]" },
            operations: [Self.buy("ann"), Self.buy("bo")],
            check: Self.soldOnce)

        let report = await explorer.explore()

        #expect(report.failures == 0, "\(report.failureMessage ?? "")")
        #expect(report.complete, "\(report)")
    }
}
