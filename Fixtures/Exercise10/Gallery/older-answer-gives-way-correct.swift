// gallery: correct
// replaces: CatalogViewModel.swift
// kind: alternative
// idea: (ProductRepositoryWithFallback.swift fixed as hint 3 says.) I number the loads, and a load whose answer arrives after a newer load has already decided the screen (it showed an answer, even one its repository gave once cancelled, or failed; a cancelled load that threw decides nothing) leaves the screen alone, so a slow, older answer never overwrites a newer one.
// why: clause 4 lets a load overtaken by a newer one that decided the screen leave the screen as the newer one left it; a load overtaken only by cancelled loads that showed nothing still shows its answer, and a cancelled load still changes nothing (clause 5).

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
    /// How many loads have started, and the newest one whose outcome reached the screen.
    private var started = 0
    private var newestDecided = 0

    public nonisolated init(repository: any ProductRepository) {
        self.repository = repository
    }

    public func load() async {
        started += 1
        let number = started
        do {
            let loaded = try await repository.loadAll()
            guard number > newestDecided else { return }
            products = loaded
            errorMessage = nil
            newestDecided = number
        } catch where Task.isCancelled {
            return
        } catch {
            guard number > newestDecided else { return }
            errorMessage = "Something went wrong. Pull to try again."
            newestDecided = number
        }
    }
}
