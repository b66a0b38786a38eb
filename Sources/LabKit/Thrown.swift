import Catalog

/// What a call threw, as the contract models compare it: `CancellationError`, one of the
/// catalog's errors, or anything else by its description.
///
/// ```swift
/// do { try await store.refresh(from: network) } catch { journal.record(.threw("A", Thrown(error))) }
/// Thrown(CancellationError()) == .cancellation          // true
/// "\(Thrown(CatalogError.connectivity))"                // "connectivity"
/// ```
public enum Thrown: Sendable, Equatable, CustomStringConvertible {
    /// `CancellationError`.
    case cancellation
    /// One of the catalog's own errors.
    case catalog(CatalogError)
    /// Any other error, by its description.
    case other(String)

    /// Sorts `error` into one of the cases.
    public init(_ error: any Error) {
        switch error {
        case is CancellationError: self = .cancellation
        case let error as CatalogError: self = .catalog(error)
        default: self = .other("\(error)")
        }
    }

    /// The error as a failure message names it: "CancellationError", "connectivity", ….
    public var description: String {
        switch self {
        case .cancellation: "CancellationError"
        case let .catalog(error): "\(error)"
        case let .other(text): text
        }
    }
}
