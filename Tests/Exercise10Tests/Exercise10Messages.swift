import Catalog
import LabKit

/// What the Exercise 10 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise10Messages {
    static let fallback = "Exercises/Exercise10/ProductRepositoryWithFallback.swift"
    static let viewModel = "Exercises/Exercise10/CatalogViewModel.swift"

    static func fellBackWhenCancelled(asked: [String], place: String, answer: CancelledAnswer) -> String {
        "A cancelled load fell back: it was cancelled while \(place) waited, and then it asked \(asked.joined(separator: " and "))"
            + " (with \(place) being \(answer)). Nobody waits for those products any more; the fallback is for a source that"
            + " failed, and a cancelled caller is not a failure. \(fallback): see Exercises/Exercise10/README.md, hint 1."
    }

    /// A cancelled load ends with CancellationError; a dependency that answered anyway may
    /// have its answer passed on, or dropped (a late answer nobody waits for).
    static func cancelledLoadEnded(with result: Result<[Product], any Error>, place: String, answer: CancelledAnswer, expected: [Product]) -> String? {
        switch result {
        case let .success(products) where answer == .answersAnyway && products == expected:
            return nil
        case let .failure(error) where error is CancellationError:
            return nil
        case let .success(products):
            return "A load cancelled while \(place) waited (\(answer)) returned \(products.map(\.id)): it must end with"
                + " CancellationError\(answer == .answersAnyway ? ", or with what \(place) answered" : ""). \(fallback)."
        case let .failure(error):
            return "A load cancelled while \(place) waited (\(answer)) threw \(error): it must end with CancellationError,"
                + " whatever \(place) threw — the caller was cancelled, nothing failed (`Task.isCancelled` tells, not the"
                + " error's type). \(fallback): see Exercises/Exercise10/README.md, hint 2."
        }
    }

    static func neverToldOfCancellation(_ place: String, file: String) -> String {
        "The load was cancelled while \(place) waited, and \(place) was never told: the call runs in a task of its"
            + " own (`Task { }`), which cancelling the load does not reach, so the user's \"never mind\" is lost."
            + " \(file): see Exercises/Exercise10/README.md, hint 2."
    }

    static func shownAfterCancellation(errorMessage: String?, products: [Product], before: [Product], answer: CancelledAnswer) -> String? {
        if let errorMessage {
            return "The user left the screen (load() was cancelled, the repository being \(answer)) and the screen now says"
                + " \"\(errorMessage)\". A cancelled load is not a failed one: it must change nothing. \(viewModel):"
                + " see Exercises/Exercise10/README.md, hint 2."
        }
        guard answer == .answersAnyway || products == before else {
            return "A cancelled load() must keep the products the screen showed (\(before.map(\.id))); it shows"
                + " \(products.map(\.id)). \(viewModel)."
        }
        return nil
    }

    static func neverReturned(_ call: String, in file: String) -> String {
        "\(call) never returned within \(SafetyNet.defaultLimit): is it waiting for something nobody answers? \(file)."
    }
}
