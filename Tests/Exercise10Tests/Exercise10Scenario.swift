import Catalog
import Exercise10
import Foundation
import LabKit

/// What both suites do: the lesson's nested composite (remote → local → backup) and the
/// screen's model, each cancelled from outside while a dependency waits at its gate.
enum Exercise10Scenario {
    static let remoteProducts = [makeProduct("remote")]
    static let localProducts = [makeProduct("local")]
    static let backupProducts = [makeProduct("backup")]

    /// The lesson's composition, with the remote and the local cache gated and the backup
    /// answering at once (and counting its calls): nested (remote → local → backup), or one
    /// level (remote → local), where the fallback is a plain repository and not a composite
    /// that could check for cancellation on its own.
    struct Composition {
        enum Shape: CaseIterable {
            case nested, oneLevel
        }

        let remote = GatedProductRepository(name: "the remote", cancellation: .ignored)
        let local = GatedProductRepository(name: "the local cache", cancellation: .ignored)
        let backup = ProductRepositoryStub(result: .success(backupProducts))
        let shape: Shape

        var repository: ProductRepositoryWithFallback {
            switch shape {
            case .nested: ProductRepositoryWithFallback(primary: remote, fallback: ProductRepositoryWithFallback(primary: local, fallback: backup))
            case .oneLevel: ProductRepositoryWithFallback(primary: remote, fallback: local)
            }
        }
    }

    /// Where a load is cancelled: while the remote waits, or while the local cache waits
    /// after the remote failed for real.
    enum Place: CaseIterable {
        case remote, local
    }

    /// Clause 1: the primary's products, the fallback's when it fails, the fallback's error
    /// when both do.
    static func fallsBackOnFailure() async -> String? {
        let cases: [(Result<[Product], CatalogError>, Result<[Product], CatalogError>, Result<[Product], CatalogError>)] = [
            (.success(remoteProducts), .success(localProducts), .success(remoteProducts)),
            (.failure(.connectivity), .success(localProducts), .success(localProducts)),
            (.failure(.connectivity), .failure(.invalidData), .failure(.invalidData)),
        ]
        for (primaryResult, fallbackResult, expected) in cases {
            let primary = ProductRepositoryStub(result: primaryResult)
            let fallback = ProductRepositoryStub(result: fallbackResult)
            let repository = ProductRepositoryWithFallback(primary: primary, fallback: fallback)
            guard case let .returned(result) = await SafetyNet.run({ try await repository.loadAll() }) else {
                return Exercise10Messages.neverReturned("loadAll()", in: Exercise10Messages.fallback)
            }
            let got = result.mapError { $0 as? CatalogError ?? .connectivity }
            if got != expected || (primaryResult.isSuccess && fallback.loadCount > 0) {
                return "With a primary that \(primaryResult.isSuccess ? "answers" : "fails") and a fallback that"
                    + " \(fallbackResult.isSuccess ? "answers" : "fails"), loadAll() must give \(expected);"
                    + " it gave \(result)\(fallback.loadCount > 0 && primaryResult.isSuccess ? " and asked the fallback" : ""). \(Exercise10Messages.fallback)."
            }
        }
        return nil
    }

    /// Clauses 2 and 3: a load of the nested composite, cancelled from outside while `place`
    /// waits; `answer` is what that dependency does once told. `nil` when the load asked no
    /// fallback and ended with CancellationError (or with what the dependency answered anyway).
    static func cancelledLoad(at place: Place, answer: CancelledAnswer, shape: Composition.Shape) async -> String? {
        let composition = Composition(shape: shape)
        // A local cache that answers at once when the remote is the one cancelled: a load that
        // falls back anyway gets its answer (and is caught) instead of parking there.
        if place == .remote { composition.local.respond(with: localProducts) }
        let repository = composition.repository
        let load = Task { try await repository.loadAll() }
        defer { load.cancel() }
        let waiting = place == .remote ? composition.remote : composition.local
        do {
            if place == .local {
                try await composition.remote.waitUntilCalled()
                composition.remote.fail(with: CatalogError.connectivity)  // a real failure: fall back
            }
            try await waiting.waitUntilCalled()
        } catch {
            return "\(error). The load never reached \(waiting.gate.name). \(Exercise10Messages.fallback)."
        }
        load.cancel()
        do {
            try await waiting.gate.waitUntilCancelled()
        } catch {
            return Exercise10Messages.neverToldOfCancellation(waiting.gate.name, file: Exercise10Messages.fallback)
        }
        answer.answer(waiting, with: place == .remote ? remoteProducts : localProducts)
        guard case let .returned(result) = await SafetyNet.run({ try await load.value }) else {
            return Exercise10Messages.neverReturned("A cancelled loadAll()", in: Exercise10Messages.fallback)
        }
        var asked: [String] = []
        if place == .remote, composition.local.gate.arrivals > 0 { asked.append("the local cache") }
        if composition.backup.loadCount > 0 { asked.append("the backup") }
        if !asked.isEmpty { return Exercise10Messages.fellBackWhenCancelled(asked: asked, place: waiting.gate.name, answer: answer) }
        return Exercise10Messages.cancelledLoadEnded(
            with: result, place: waiting.gate.name, answer: answer, expected: place == .remote ? remoteProducts : localProducts)
    }

    /// Every answer, in both compositions; the first message, or `nil`.
    static func cancelledLoads(at place: Place) async -> String? {
        for shape in Composition.Shape.allCases {
            for answer in CancelledAnswer.allCases {
                if let message = await cancelledLoad(at: place, answer: answer, shape: shape) { return message }
            }
        }
        return nil
    }

    /// Clause 4: a load that answers shows its products and clears the message; one that
    /// fails shows the message and keeps the products.
    static func showsProductsOrTheFailure() async -> String? {
        let repository = GatedProductRepository(name: "the repository")
        let viewModel = CatalogViewModel(repository: repository)
        repository.respond(with: remoteProducts)
        guard case .returned = await SafetyNet.run({ await viewModel.load() }) else {
            return Exercise10Messages.neverReturned("load()", in: Exercise10Messages.viewModel)
        }
        let (shown, message) = await (viewModel.products, viewModel.errorMessage)
        guard shown == remoteProducts, message == nil else {
            return "A load that answers must show its products (\(remoteProducts.map(\.id))) and no error; the screen shows"
                + " \(shown.map(\.id)) and \(message.map { "\"\($0)\"" } ?? "no error"). \(Exercise10Messages.viewModel)."
        }
        repository.fail(with: CatalogError.connectivity)
        guard case .returned = await SafetyNet.run({ await viewModel.load() }) else {
            return Exercise10Messages.neverReturned("load()", in: Exercise10Messages.viewModel)
        }
        let (kept, failure) = await (viewModel.products, viewModel.errorMessage)
        guard kept == remoteProducts, failure != nil else {
            return "A load that fails must say so and keep what the screen showed (\(remoteProducts.map(\.id))); the screen"
                + " shows \(kept.map(\.id)) and \(failure.map { "\"\($0)\"" } ?? "no error"). \(Exercise10Messages.viewModel)."
        }
        return nil
    }

    /// Clause 5: the screen showed products; a second load is cancelled from outside while
    /// the repository waits, and the repository answers each way.
    static func cancelledLoadChangesNothing() async -> String? {
        for answer in CancelledAnswer.allCases {
            let repository = GatedProductRepository(name: "the repository", cancellation: .ignored)
            let viewModel = CatalogViewModel(repository: repository)
            repository.respond(with: remoteProducts)
            guard case .returned = await SafetyNet.run({ await viewModel.load() }) else {
                return Exercise10Messages.neverReturned("load()", in: Exercise10Messages.viewModel)
            }
            let load = Task { await viewModel.load() }
            defer { load.cancel() }
            do {
                try await repository.waitUntilCalled(times: 2)
            } catch {
                return "\(error). load() never asked the repository. \(Exercise10Messages.viewModel)."
            }
            load.cancel()
            do {
                try await repository.gate.waitUntilCancelled()
            } catch {
                return Exercise10Messages.neverToldOfCancellation(repository.gate.name, file: Exercise10Messages.viewModel)
            }
            answer.answer(repository, with: localProducts)
            guard case .returned = await SafetyNet.run({ await load.value }) else {
                return Exercise10Messages.neverReturned("A cancelled load()", in: Exercise10Messages.viewModel)
            }
            let (shown, message) = await (viewModel.products, viewModel.errorMessage)
            if let problem = Exercise10Messages.shownAfterCancellation(errorMessage: message, products: shown, before: remoteProducts, answer: answer) {
                return problem
            }
        }
        return nil
    }
}

private extension Result {
    var isSuccess: Bool {
        if case .success = self { true } else { false }
    }
}
