import Catalog
import LabKit

/// What a dependency does once its caller is cancelled while it waits. Every proof of
/// cancellation here runs with each: code that is right only for one of them is not right.
enum CancelledAnswer: CaseIterable, CustomStringConvertible {
    /// Throws `CancellationError`, as `Task.sleep` and `Task.checkCancellation()` do.
    case cancellationError
    /// Throws an error of its own, as `URLSession` throws `URLError(.cancelled)`.
    case ownError
    /// Finishes anyway and answers with products.
    case answersAnyway

    var description: String {
        switch self {
        case .cancellationError: "one that throws CancellationError when cancelled"
        case .ownError: "one that throws an error of its own when cancelled (as URLSession throws URLError.cancelled)"
        case .answersAnyway: "one that answers anyway"
        }
    }

    /// Releases the caller parked at `repository`, which was told of its cancellation.
    func answer(_ repository: GatedProductRepository, with products: [Product]) {
        switch self {
        case .cancellationError: repository.fail(with: CancellationError())
        case .ownError: repository.fail(with: CatalogError.connectivity)
        case .answersAnyway: repository.respond(with: products)
        }
    }
}
