import Catalog
import Observation

/// The catalog screen's model (lesson 002's coordinator, as an `@Observable` model): the screen
/// calls `appear()` when it comes on screen and `disappear()` when it goes away.
///
/// This target is built in Swift 6 mode with Xcode 26's concurrency settings: the model says
/// nothing, so it is `@MainActor` (SE-0466). `appear()` starts its load with `Task.immediate`
/// (SE-0472): the task runs on the main actor, right away, until its first suspension, so the
/// spinner is on before `appear()` returns. It is still an unstructured task: the model keeps
/// its handle and is its owner — `disappear()` cancels it, and so does the model's `isolated
/// deinit` (SE-0371) when the screen lets go of the model. The task holds the model weakly, and
/// not across its `await`, or the model would live as long as its load and its deinit would never
/// run. The task is named (SE-0469), so a debugger, and the tests, can say which task is which.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@Observable
public final class CatalogScreenModel {
    /// What the screen shows.
    public private(set) var products: [Product] = []
    /// Whether the screen shows its spinner.
    public private(set) var isLoading = false

    @ObservationIgnored private let repository: any ProductRepository
    /// The load `appear()` started, until it ends or is cancelled: the model owns it.
    @ObservationIgnored private var loading: Task<Void, Never>?

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// The screen comes on screen: the spinner at once, and the catalog.
    public func appear() {
        loading?.cancel()
        // `[weak self]`, and the repository captured on its own: while the load waits, nothing
        // but the screen keeps the model alive.
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            let loaded = try? await repository.loadAll()
            // A cancelled load (the screen went away, or appeared again) changes nothing.
            guard let self, !Task.isCancelled else { return }
            isLoading = false
            if let loaded { products = loaded }
            loading = nil
        }
    }

    /// The screen goes away: its load ends with it.
    public func disappear() {
        loading?.cancel()
        loading = nil
        isLoading = false
    }

    /// Runs on the main actor (SE-0371), so it may call `disappear()`: the screen let go of the
    /// model, and the load it started is cancelled with it.
    isolated deinit {
        disappear()
    }
}
