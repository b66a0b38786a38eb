import Catalog
import Exercise9
import Foundation
import LabKit

/// What both suites do to `ListingBuilder`: the main-actor screen shows products through it,
/// two builds are held against each other, and a show is cancelled mid-build.
enum Exercise9Scenario {
    static let products = [
        Product(id: "3", name: "Cherry", price: Price(amount: 3, currency: "EUR"), imageURL: URL(string: "https://example.com/3")!),
        Product(id: "1", name: "Apple", price: Price(amount: 1, currency: "EUR"), imageURL: URL(string: "https://example.com/1")!),
        Product(id: "2", name: "Banana", price: Price(amount: 2, currency: "EUR"), imageURL: URL(string: "https://example.com/2")!),
    ]
    static let rowsInNameOrder = [ListingRow(id: "1", title: "Apple"), ListingRow(id: "2", title: "Banana"), ListingRow(id: "3", title: "Cherry")]

    /// Made where the app makes it: in the composition root, on the main actor.
    @MainActor static func makeScreen(renderer: RowRendererSpy) -> CatalogScreen {
        CatalogScreen(builder: ListingBuilder(renderer: renderer))
    }

    /// Clause 1: the screen shows every product's row, in name order.
    static func showsRowsInNameOrder() async -> String? {
        let renderer = RowRendererSpy()
        switch await SafetyNet.run({ @MainActor in
            let screen = makeScreen(renderer: renderer)
            await screen.show(products)
            return screen.rows
        }) {
        case .timedOut: return Exercise9Messages.neverReturned("show(_:)")
        case let .returned(result): return Exercise9Messages.rowsInNameOrder(shown: (try? result.get()) ?? [], expected: rowsInNameOrder)
        }
    }

    /// Clause 2: the main-actor screen shows products; `nil` when no row was laid out on the
    /// main queue.
    static func buildStaysOffTheMainActor() async -> String? {
        let renderer = RowRendererSpy()
        let outcome = await SafetyNet.run { @MainActor in await makeScreen(renderer: renderer).show(products) }
        if case .timedOut = outcome { return Exercise9Messages.neverReturned("show(_:)") }
        if renderer.rows.isEmpty { return Exercise9Messages.neverBuilt }
        return Exercise9Messages.builtOnTheMainActor(renderer.rows)
    }

    /// Clause 3: one builder, shared as the app shares it; the first build held inside the
    /// renderer while a second one is asked for.
    static func twoBuildsAtOnce() async -> ExclusivityOutcome {
        let probe = ExclusivityProbe()
        let builder = ListingBuilder(renderer: RowRendererSpy(probe: probe))
        return await probe.run(
            holding: ProbedCall("build(_:) for screen A") { _ = try? await builder.build(products) },
            whileCalling: ProbedCall("build(_:) for screen B") { _ = try? await builder.build(products) })
    }

    /// Clause 4: the screen shows products, then a second show is cancelled from outside
    /// while its first row is laid out.
    static func cancelledShowStops() async -> String? {
        let renderer = RowRendererSpy()
        let screen = await makeScreen(renderer: renderer)
        guard case .returned = await SafetyNet.run({ await screen.show(products) }) else {
            return Exercise9Messages.neverReturned("show(_:)")
        }
        let before = await screen.rows
        let start = SuspensionGate<Void>(name: "start")
        let show = Task {
            guard (try? await start.park()) != nil else { return }
            await screen.show(products.reversed())
        }
        renderer.cancelAtTheNextRow(show)
        start.release(returning: ())
        switch await SafetyNet.run({ await show.value }) {
        case .timedOut:
            return Exercise9Messages.neverReturned("a cancelled show(_:)")
        case .returned:
            let afterCancellation = renderer.rows.filter(\.afterCancellation).count
            return Exercise9Messages.cancelledShow(rowsAfterCancellation: afterCancellation, shown: await screen.rows, before: before)
        }
    }
}
