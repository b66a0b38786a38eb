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

    public func load() async {
        do {
            products = try await repository.loadAll()
            errorMessage = nil
        } catch {
            // TODO(Exercise10): a load cancelled because the user left the screen lands here
            // too, and the screen they come back to says something went wrong.
            errorMessage = "Something went wrong. Pull to try again."
        }
    }
}
