/// What can go wrong while loading the catalog.
public enum CatalogError: Error, Sendable, Equatable {
    /// The remote could not be reached.
    case connectivity
    /// The remote answered with something that is not a catalog.
    case invalidData
}
