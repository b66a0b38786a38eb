import Catalog

/// Makes the version of Exercise 3 your proof is run against this time. The judge runs your
/// proof once per version — the fixed one, the broken one, every entry of the wrong-fix
/// gallery — and your proof never knows which it has: use it where a test would write
/// `CatalogViewModel(repository:)` or `ProductLoader(repository:)`, in your `makeSUT`.
///
/// ```swift
/// @MainActor func makeSUT(_ versions: CatalogVersions, repository: any ProductRepository) -> any CatalogScreen {
///     let sut = versions.screen(repository: repository)
///     trackForMemoryLeaks(sut)
///     return sut
/// }
/// ```
public struct CatalogVersions: Sendable {
    private let makeScreen: @MainActor @Sendable (any ProductRepository) -> any CatalogScreen
    private let makeLoader: @MainActor @Sendable (any ProductRepository) -> any CatalogLoading

    public init(
        screen: @escaping @MainActor @Sendable (any ProductRepository) -> any CatalogScreen,
        loader: @escaping @MainActor @Sendable (any ProductRepository) -> any CatalogLoading
    ) {
        makeScreen = screen
        makeLoader = loader
    }

    /// A new `CatalogViewModel` of this version.
    @MainActor public func screen(repository: any ProductRepository) -> any CatalogScreen { makeScreen(repository) }

    /// A new `ProductLoader` of this version.
    @MainActor public func loader(repository: any ProductRepository) -> any CatalogLoading { makeLoader(repository) }
}
