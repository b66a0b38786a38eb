import Catalog
import Observation

/// The catalog screen's model (lesson 002's coordinator, as an `@Observable` model): the screen
/// calls `appear()` when it comes on screen and `disappear()` when it goes away.
///
/// This target is built in Swift 6 mode with Xcode 26's concurrency settings: the model says
/// nothing, so it is `@MainActor` (SE-0466). `appear()` starts its load with `Task.immediate`
/// (SE-0472): the task runs on the main actor, right away, until its first suspension, so the
/// spinner is on before `appear()` returns — no frame without it. The task is named (SE-0469),
/// so a debugger, and the tests, can say which task is which.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@Observable
public final class CatalogScreenModel {
    /// What the screen shows.
    public private(set) var products: [Product] = []
    /// Whether the screen shows its spinner.
    public private(set) var isLoading = false

    @ObservationIgnored private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// The screen comes on screen: the spinner at once, and the catalog.
    public func appear() {
        // TODO(Exercise11): "immediate" is about when the task starts, not who owns it: this is
        // still an unstructured task that nothing keeps, so nothing can cancel it when the screen
        // goes away — and it holds the model (`self`) until the repository answers.
        Task.immediate(name: "CatalogScreenModel.load") {
            await self.load()
        }
    }

    /// The screen goes away.
    public func disappear() {
        // TODO(Exercise11): the screen is gone, and the load it started goes on.
    }

    private func load() async {
        isLoading = true
        do {
            products = try await repository.loadAll()
        } catch {
            // The screen keeps what it showed (Exercise 10: a cancelled load is not a failure).
        }
        isLoading = false
    }
}
