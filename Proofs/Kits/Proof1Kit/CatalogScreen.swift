import Catalog

/// Exercise 3's view model, as every version of it has it: what your proof may call.
///
/// ```swift
/// let screen = versions.screen(repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
/// await screen.load()
/// #expect(screen.products == [makeProduct("1")])
/// ```
@MainActor
public protocol CatalogScreen: AnyObject, Sendable {
    var products: [Product] { get }
    var errorMessage: String? { get }
    /// Loads the catalog and waits until the screen state is updated.
    func load() async
}

/// Exercise 3's loader, as every version of it has it: what your proof may call.
///
/// ```swift
/// let loader = versions.loader(repository: GatedProductRepository(gate: gate))
/// loader.onComplete = { _ in Issue.record("called back") }
/// loader.load()
/// ```
@MainActor
public protocol CatalogLoading: AnyObject, Sendable {
    /// Called on the main actor when a load finishes.
    var onComplete: ((Result<[Product], any Error>) -> Void)? { get set }
    /// Starts loading; returns the task so a caller can wait for it.
    @discardableResult func load() -> Task<Void, Never>
}
