import Catalog
import Exercise9
import Foundation
import LabKit

/// Exercise 9's contract (README clauses 1 and 4) as an executable model: what the screen may
/// show, and which rows may be laid out, after each `show(_:)` of a sequence, checked over
/// every generated sequence: product lists of up to three, in every order, with names that
/// tie, a name that begins another, rows whose titles do not sort as the names do, and ids
/// whose order is not the names' order; each show answered, cancelled before it
/// starts or while any of its rows is laid out; a second show on the same screen or on
/// another screen that shares the builder, as the app shares it.
///
/// `show(_:)` runs on the main actor, which the schedule explorer does not schedule, and one
/// show has one order anyway, given where it is cancelled: the driver runs on the main actor,
/// so a show it starts in a task cannot begin before the driver cancels it "before it starts".
///
/// The model: a show that is not cancelled shows every product's row once, in name order
/// (products whose names tie, in any order). A cancelled show lays out no row once the
/// cancellation is seen, and the screen keeps what it showed — unless no row was left to lay
/// out when the cancellation came (it came while the last row was laid out, or the list is
/// empty): the build had finished, so the screen may show it.
enum Exercise9Contract {
    /// One show of a sequence: on which screen, which products, and whether and when it is
    /// cancelled from outside.
    struct Step: Sendable, CustomStringConvertible {
        enum Cancellation: Sendable, Equatable {
            case beforeItStarts
            /// While the renderer lays out the show's `row`-th row (from 1).
            case atRow(Int)
        }

        let screen: String
        let products: [Product]
        let cancelled: Cancellation?

        var description: String {
            let listed = products.isEmpty ? "no products" : products.map { "\($0.name) (id \($0.id))" }.joined(separator: ", ")
            let shows = "screen \(screen) shows \(listed)"
            switch cancelled {
            case nil: return shows
            case .beforeItStarts?: return shows + ", cancelled before it starts"
            case let .atRow(row)?: return shows + ", cancelled while row \(row) is laid out"
            }
        }
    }

    /// The products a scenario draws from: two share a name, one's name begins another's
    /// ("Apple", "Apple pie": their rows' titles, "Apple — 1 EUR" and "Apple pie — 2 EUR", sort
    /// the other way), and no id order is the name order.
    static let catalog = [
        Product(id: "1", name: "Cherry", price: Price(amount: 3, currency: "EUR"), imageURL: URL(string: "https://example.com/1")!),
        Product(id: "2", name: "Apple", price: Price(amount: 1, currency: "EUR"), imageURL: URL(string: "https://example.com/2")!),
        Product(id: "3", name: "Apple pie", price: Price(amount: 2, currency: "EUR"), imageURL: URL(string: "https://example.com/3")!),
        Product(id: "4", name: "Apple", price: Price(amount: 4, currency: "EUR"), imageURL: URL(string: "https://example.com/4")!),
    ]

    /// Every list of up to three of the catalog's products, in every order, shortest first.
    static let lists: [[Product]] = {
        var lists: [[Product]] = [[]]
        var frontier: [[Product]] = [[]]
        for _ in 1...3 {
            frontier = frontier.flatMap { list in
                catalog.filter { product in !list.contains { $0.id == product.id } }.map { list + [$0] }
            }
            lists += frontier
        }
        return lists
    }()

    /// Every way a show of `products` on `screen` may be cancelled, and not at all.
    static func steps(_ products: [Product], on screen: String) -> [Step] {
        [Step(screen: screen, products: products, cancelled: nil), Step(screen: screen, products: products, cancelled: .beforeItStarts)]
            + products.indices.map { Step(screen: screen, products: products, cancelled: .atRow($0 + 1)) }
    }

    /// Every sequence, smallest first: one show of every list, every way (182); then a show of
    /// three products followed by a second show of every list of up to two, and of the same
    /// three again (the same input twice: a builder that remembers its last listing), every
    /// way, on the same screen or on another screen that shares the builder; then that show
    /// cancelled each way, followed by the same three shown whole (the next call after a
    /// cancelled one: a screen or builder that remembers what it was asked for last).
    static let sequences: [[Step]] = {
        let single = lists.flatMap { steps($0, on: "A") }
        let first = Step(screen: "A", products: [catalog[0], catalog[1], catalog[2]], cancelled: nil)
        let seconds = (lists.filter { $0.count <= 2 } + [first.products]).flatMap { list in steps(list, on: "A") + steps(list, on: "B") }
        let cancelledFirsts = steps(first.products, on: "A").filter { $0.cancelled != nil }
        let afterCancelled = cancelledFirsts.flatMap { cancelled in
            ["A", "B"].map { screen in [cancelled, Step(screen: screen, products: first.products, cancelled: nil)] }
        }
        return single.map { [$0] } + seconds.map { [first, $0] } + afterCancelled
    }()

    /// Rows in name order, the renderer's own: what an answered show may show (ties in any order).
    static func allowedOrders(_ products: [Product]) -> [[ListingRow]] {
        let sorted = products.sorted { $0.name < $1.name }
        var orders: [[Product]] = [[]]
        var index = sorted.startIndex
        while index < sorted.endIndex {
            let tie = sorted[index...].prefix { $0.name == sorted[index].name }
            orders = orders.flatMap { order in permutations(Array(tie)).map { order + $0 } }
            index += tie.count
        }
        return orders.map { $0.map(ContractRenderer.row) }
    }

    private static func permutations(_ items: [Product]) -> [[Product]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let item = rest.remove(at: index)
            return permutations(rest).map { [item] + $0 }
        }
    }

    /// The first sequence the model does not allow, smallest first, in words; `nil` when every
    /// one agrees. Each sequence gets a new renderer, builder and screens.
    static func disagreement() async -> String? {
        await ContractScenarios.firstDisagreement(in: sequences, named: "sequences", exercise: 9) { _, sequence in
            await check(sequence)
        }
    }

    @MainActor private static func check(_ sequence: [Step]) async -> String? {
        let renderer = ContractRenderer()
        let builder = ListingBuilder(renderer: renderer)
        let screens = ["A": CatalogScreen(builder: builder), "B": CatalogScreen(builder: builder)]
        var shown: [String: [ListingRow]] = ["A": [], "B": []]
        var told: [String] = []
        for (index, step) in sequence.enumerated() {
            let screen = screens[step.screen]!
            told.append("Show #\(index + 1): \(step).")
            let show = Task { @MainActor in await screen.show(step.products) }
            renderer.startShow(cancelling: show, at: step.cancelled)
            // The driver holds the main actor until here: the task has not begun yet.
            if step.cancelled == .beforeItStarts { show.cancel() }
            guard case .returned = await SafetyNet.run({ await show.value }) else {
                show.cancel()
                return ContractWords.headline + "show(_:) never returned. \(told.joined(separator: " ")) \(Exercise9Messages.builder)."
            }
            let laidOut = renderer.endShow()
            let now = screen.rows
            if let problem = verdict(step, before: shown[step.screen]!, now: now, laidOut: laidOut) {
                return ContractWords.headline + problem + "\nThe smallest sequence that disagrees with the model: "
                    + told.joined(separator: " ") + "\n\(Exercise9Messages.builder): see Exercises/Exercise9/README.md, the contract."
            }
            shown[step.screen] = now
        }
        return nil
    }

    /// What the contract says of one show, or `nil` when it agrees.
    static func verdict(_ step: Step, before: [ListingRow], now: [ListingRow], laidOut: ContractRenderer.Show) -> String? {
        let orders = allowedOrders(step.products)
        guard let cancelled = step.cancelled else {
            guard orders.contains(now) else {
                return "the screen shows every product's row, in name order (clause 1). It shows \(ids(now)); the contract"
                    + " allows \(orders.map(ids).joined(separator: " or "))."
            }
            return nil
        }
        if laidOut.afterCancellation > 0 {
            return "cancelling show(_:) stops its build: no row is laid out once the cancellation is seen (clause 4)."
                + " \(laidOut.afterCancellation) row(s) were laid out after it."
        }
        let rowsLeft: Bool = switch cancelled {
        case .beforeItStarts: !step.products.isEmpty
        case let .atRow(row): row < step.products.count
        }
        let allowed = rowsLeft ? [before] : [before] + orders
        guard allowed.contains(now) else {
            return "a cancelled show(_:) keeps what the screen showed (clause 4). Before it the screen showed \(ids(before));"
                + " now it shows \(ids(now)); the contract allows \(allowed.map(ids).joined(separator: " or "))"
                + (rowsLeft ? "." : " (no row was left to lay out when the cancellation came: the build had finished).")
        }
        return nil
    }

    /// Rows as the screen shows them: "[Apple — 1 EUR (id 2), Cherry — 3 EUR (id 1)]".
    private static func ids(_ rows: [ListingRow]) -> String { "[\(rows.map { "\($0.title) (id \($0.id))" }.joined(separator: ", "))]" }
}

/// The renderer of the contract's sequences: lays out a product's row as the app's renderer
/// does ("Apple — 1 EUR": a title that does not sort as the name does), cancels the
/// current show from outside when its chosen row begins, and counts the rows that began once
/// the show was cancelled.
final class ContractRenderer: ListingRenderer {
    /// What one show's build laid out.
    struct Show: Sendable {
        var rows = 0
        var afterCancellation = 0
    }

    private struct State {
        var show = Show()
        var task: Task<Void, Never>?
        var cancelAtRow: Int?
        var cancelled = false
    }

    private let state = Locked(State())

    static func row(for product: Product) -> ListingRow {
        ListingRow(id: product.id, title: "\(product.name) — \(product.price.amount) \(product.price.currency)")
    }

    /// Starts counting a new show; `cancellation` says when to cancel `task`.
    func startShow(cancelling task: Task<Void, Never>, at cancellation: Exercise9Contract.Step.Cancellation?) {
        state.withLock { state in
            state = State(task: task)
            switch cancellation {
            case nil: break
            case .beforeItStarts?: state.cancelled = true
            case let .atRow(row)?: state.cancelAtRow = row
            }
        }
    }

    /// What the show laid out.
    func endShow() -> Show { state.withLock { $0.show } }

    func row(for product: Product) -> ListingRow {
        // A row counts against the build only if it began once the cancellation was made: the
        // chosen row itself is under way when it cancels.
        let toCancel: Task<Void, Never>? = state.withLock { state in
            state.show.rows += 1
            if state.cancelled { state.show.afterCancellation += 1 }
            guard state.show.rows == state.cancelAtRow else { return nil }
            state.cancelled = true
            return state.task
        }
        toCancel?.cancel()
        return Self.row(for: product)
    }
}
