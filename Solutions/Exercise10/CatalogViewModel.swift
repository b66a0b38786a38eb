import Catalog

/// The catalog screen's model (lesson 002's coordinator): loads on the main actor and
/// publishes the products, or what went wrong. The screen cancels `load()` when the user
/// leaves it.
@MainActor
public final class CatalogViewModel {
    public private(set) var products: [Product] = []
    /// What the screen says when a load fails.
    public private(set) var errorMessage: String?

    private let repository: any ProductRepository

    public nonisolated init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// A cancelled load is not a failed one: the user left, and nothing went wrong. It
    /// changes nothing on the screen, whatever the repository threw when it was cancelled
    /// (`Task.isCancelled` tells, not the error's type).
    public func load() async {
        do {
            let loaded = try await repository.loadAll()
            products = loaded
            errorMessage = nil
        } catch where Task.isCancelled {
            return
        } catch {
            errorMessage = "Something went wrong. Pull to try again."
        }
    }
}
