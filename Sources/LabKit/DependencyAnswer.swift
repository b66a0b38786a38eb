import Catalog

/// What a network double gives one call in a contract's generated scenarios: a catalog (one
/// product, named after the catalog), or a failure of any kind (``DependencyFailure``) — the
/// exercise's `CatalogError`, an error of a type the exercise never names, or
/// `CancellationError` though nobody cancelled the call.
///
/// ```swift
/// let answers: [DependencyAnswer] = [.catalog("A"), .fails(.catalog(.connectivity)), .fails(.foreign)]
/// switch answer {
/// case let .catalog(name): return [makeProduct(name)]
/// case let .fails(failure): throw failure.error
/// }
/// "\(DependencyAnswer.fails(.foreign))"   // "fails with QuotaExceeded (an error type of the dependency's own)"
/// DependencyAnswer.catalog("A").inTrace     // "[A]"
/// DependencyAnswer(.failure(.connectivity))  // .fails(.catalog(.connectivity))
/// ```
public enum DependencyAnswer: Sendable, Equatable, CustomStringConvertible {
    /// The double answers a catalog of one product named `name` (`makeProduct(name)`).
    case catalog(String)
    /// The double throws the failure's error.
    case fails(DependencyFailure)

    /// The answer a `Result` of the exercise's error stands for (the words are said here only).
    public init(_ result: Result<String, CatalogError>) {
        switch result {
        case let .success(name): self = .catalog(name)
        case let .failure(error): self = .fails(.catalog(error))
        }
    }

    /// The catalog's name, or `nil` for a failure.
    public var catalog: String? {
        if case let .catalog(name) = self { name } else { nil }
    }

    /// The answer as a trace shows it: "[A]" or "a failure (connectivity)".
    public var inTrace: String {
        switch self {
        case let .catalog(name): "[\(name)]"
        case let .fails(failure): "a failure (\(failure))"
        }
    }

    /// What the double does, in a scenario's words: "answers [A]" or "fails with connectivity".
    public var description: String {
        switch self {
        case let .catalog(name): "answers [\(name)]"
        case let .fails(failure): "fails with \(failure)"
        }
    }
}
