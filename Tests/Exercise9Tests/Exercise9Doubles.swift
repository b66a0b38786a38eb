import Catalog
import Exercise9
import LabKit

/// A renderer that notes, for every row, whether it was laid out on the main queue (where
/// `@MainActor` code runs) — the renderer is synchronous, so it runs where the build runs.
/// It can also stand as the exclusivity probe's checkpoint, and cancel a task from outside
/// while it lays out the first row.
final class RowRendererSpy: ListingRenderer {
    struct Row: Sendable, Equatable {
        let id: String
        let onMainQueue: Bool
        /// Laid out after the spy had cancelled the task it was given.
        let afterCancellation: Bool
    }

    private struct State {
        var rows: [Row] = []
        var toCancel: Task<Void, Never>?
        var cancelled = false
    }

    private let state = Locked(State())
    private let probe: ExclusivityProbe?

    init(probe: ExclusivityProbe? = nil) {
        self.probe = probe
    }

    var rows: [Row] { state.value.rows }

    /// The next row laid out cancels `task` (once), as a user leaving the screen would.
    func cancelAtTheNextRow(_ task: Task<Void, Never>) {
        state.withLock { $0.toCancel = task }
    }

    func row(for product: Product) -> ListingRow {
        let onMainQueue = MainQueueDetection.isOnMainQueue
        // A row counts as laid out after the cancellation only if it began once `cancel()` had
        // returned: a row already under way on another thread is never counted against a build.
        let (toCancel, afterCancellation): (Task<Void, Never>?, Bool) = state.withLock { state in
            defer { state.toCancel = nil }
            return (state.toCancel, state.cancelled)
        }
        toCancel?.cancel()
        state.withLock { state in
            state.rows.append(Row(id: product.id, onMainQueue: onMainQueue, afterCancellation: afterCancellation))
            if toCancel != nil { state.cancelled = true }
        }
        probe?.checkpoint("the renderer's row for \(product.id)")
        return ListingRow(id: product.id, title: product.name)
    }
}
