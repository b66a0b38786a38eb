import Catalog

/// How a test double fails, for a contract's generated scenarios: with the error the exercise
/// defines (`CatalogError`), with one of a type the exercise never names (a store's, a
/// framework's own), or with `CancellationError` though nobody cancelled its caller. Student
/// code that catches only the errors it expects (`catch let error as CatalogError`), or takes
/// every `CancellationError` for its own cancellation, keeps the first kind and breaks on the
/// other two.
///
/// ```swift
/// for failure in DependencyFailure.everyKind {
///     let store = FailingStore(failure: failure)            // throws failure.error
///     // …the load must not fail because the save did (whatever it threw)
/// }
/// ```
public enum DependencyFailure: Sendable, Equatable, CustomStringConvertible {
    /// An error of the type the exercise defines.
    case catalog(CatalogError)
    /// An error of a type the exercise does not define: ``QuotaExceeded``.
    case foreign
    /// `CancellationError`, though the caller was not cancelled.
    case cancellation

    /// One of each kind.
    public static let everyKind: [DependencyFailure] = [.catalog(.invalidData), .foreign, .cancellation]

    /// The error the double throws.
    public var error: any Error {
        switch self {
        case let .catalog(error): error
        case .foreign: QuotaExceeded()
        case .cancellation: CancellationError()
        }
    }

    public var description: String {
        switch self {
        case let .catalog(error): "\(error)"
        case .foreign: "QuotaExceeded (an error type of the dependency's own)"
        case .cancellation: "CancellationError (though nobody cancelled it)"
        }
    }
}

/// An error of a type no exercise defines, as a dependency's own errors are (a disk's, a
/// framework's): what a double throws for ``DependencyFailure/foreign``.
///
/// ```swift
/// throw QuotaExceeded()
/// ```
public struct QuotaExceeded: Error, Equatable {
    public init() {}
}
