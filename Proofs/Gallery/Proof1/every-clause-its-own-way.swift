// judged: done
// idea: One or two small checks per clause 1 to 6, two kinds of network, every wait with a 1-second limit: a proof written from the README alone, not like the lab's.

import Catalog
import LabKit
import Proof1Kit
import Testing

/// Proof 1 — Exercise 3's screen, your proof. See Proofs/Proof1/README.md.
public enum Proof1 {
    /// Every wait has this limit: a correct version answers in microseconds, a broken one fails
    /// the check instead of the judge's 5-second clock.
    private static let limit: Duration = .seconds(1)

    @MainActor public static func prove(_ versions: CatalogVersions) async {
        // Clause 1: the view model is released when the screen goes away.
        await screenIsReleased(versions)
        // Clause 2: a loader is released while its load is still in flight.
        await loaderIsReleasedWhileItsLoadIsInFlight(versions)
        // Clause 3: a loader that is gone cancels its load and never calls back,
        // on a network that answers anyway and on one that stops a cancelled call.
        await goneLoaderCancelsAndNeverCallsBack(versions, networkAnswersAnyway: true)
        await goneLoaderCancelsAndNeverCallsBack(versions, networkAnswersAnyway: false)
        // …and the load it cancels is the one in flight, after an earlier one ended.
        await goneLoaderCancelsTheLoadInFlightAfterAnEarlierOneEnded(versions)
        // Clause 4: every load() returns, also when two overlap; the screen shows the last answer.
        await loadsOneAfterAnotherShowTheLastAnswer(versions)
        await overlappingLoadsBothReturn(
            versions, networkAnswersAnyway: true,
            firstAnswer: [makeProduct("A")], lastAnswer: [makeProduct("B"), makeProduct("C")])
        // On a network that stops a cancelled call, a version that cancels the first load sends
        // the first answer to the second call: both answers are the same, so either way it is
        // the last one.
        await overlappingLoadsBothReturn(
            versions, networkAnswersAnyway: false,
            firstAnswer: [makeProduct("D")], lastAnswer: [makeProduct("D")])
        // A superseded load's CancellationError may show the message, but not under the newer answer.
        await supersededLoadLeavesNoErrorMessage(versions)
        // Clause 5: a load delivers the products to the view model, and clears an earlier error.
        await loadDeliversProducts(versions)
        await loadDeliversProductsThatArriveLater(versions)
        await loadAfterAFailureClearsTheMessage(versions)
        // Clause 6: a failed load shows an error message.
        await failedLoadShowsAnErrorMessage(versions)
        // Every screen and loader above was tracked: the judge checks they are all gone (clause 1, 2).
    }

    // MARK: - Clause 1

    @MainActor
    private static func screenIsReleased(_ versions: CatalogVersions) async {
        var screen: (any CatalogScreen)? = makeScreen(
            versions, repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        weak let released = screen
        await screen?.load()
        screen = nil
        #expect(released == nil, "clause 1: the view model outlived its screen (onComplete captures it strongly?)")
    }

    // MARK: - Clause 2

    @MainActor
    private static func loaderIsReleasedWhileItsLoadIsInFlight(_ versions: CatalogVersions) async {
        let label = "clause 2: a network that never answers"
        let network = GatedProductRepository(name: label)
        var loader: (any CatalogLoading)? = makeLoader(versions, repository: network)
        weak let released = loader
        loader?.load()
        guard await waitUntilCalled(network, label) else { return }
        loader = nil
        // The call is still parked, never answered: only the load's task could hold the loader.
        #expect(released == nil, "clause 2: the loader outlived its owner while its load was in flight (the Task holds self?)")
    }

    // MARK: - Clause 3

    @MainActor
    private static func goneLoaderCancelsAndNeverCallsBack(_ versions: CatalogVersions, networkAnswersAnyway: Bool) async {
        let label = networkAnswersAnyway
            ? "clause 3 (a network that answers anyway)"
            : "clause 3 (a network that stops a cancelled call)"
        let network = networkAnswersAnyway
            ? GatedProductRepository(name: label, cancellation: .ignored)
            : GatedProductRepository(name: label)
        let spy = CallbackSpy()
        var loader: (any CatalogLoading)? = makeLoader(versions, repository: network)
        weak let released = loader
        loader?.onComplete = { result in spy.record(result) }
        guard let load = loader?.load() else { return }
        guard await waitUntilCalled(network, label) else { return }

        loader = nil
        #expect(released == nil, "\(label): the loader outlived its owner while its load was in flight")

        do {
            try await network.gate.waitUntilCancelled(timeout: limit)
        } catch {
            Issue.record(error, "\(label): the loader is gone but its load was never cancelled")
        }

        if networkAnswersAnyway {
            network.respond(with: [makeProduct("late")])
        } else {
            // A cancelled call has already thrown; one that was never cancelled is ended here, so
            // the task can finish and the callback check below sees what it would do.
            network.gate.releaseEveryParked(throwing: ProofNetworkError())
        }
        guard await ends(load) else {
            Issue.record("\(label): the load's task never ended within \(limit)")
            return
        }
        #expect(spy.calls == 0, "\(label): a loader that is gone called back (the task captured the callback?)")
    }

    @MainActor
    private static func goneLoaderCancelsTheLoadInFlightAfterAnEarlierOneEnded(_ versions: CatalogVersions) async {
        let label = "clause 3 (gone after a second load started and the first ended)"
        let network = GatedProductRepository(name: label, cancellation: .ignored)
        let spy = CallbackSpy()
        var loader: (any CatalogLoading)? = makeLoader(versions, repository: network)
        guard let first = loader?.load() else { return }
        guard await waitUntilCalled(network, label) else { return }
        guard let second = loader?.load() else { return }
        do {
            try await network.gate.waitUntilSuspended(count: 2, timeout: limit)
        } catch {
            Issue.record(error, "\(label): the second load never asked the network")
            return
        }
        network.respond(with: [makeProduct("first")])
        guard await ends(first) else {
            Issue.record("\(label): the first load's task never ended within \(limit)")
            return
        }
        loader?.onComplete = { result in spy.record(result) }
        let cancelledBefore = network.gate.cancellationsSeen
        loader = nil
        do {
            try await network.gate.waitUntilCancelled(count: cancelledBefore + 1, timeout: limit)
        } catch {
            Issue.record(error, "\(label): the loader is gone but the load in flight was never cancelled")
        }
        network.respond(with: [makeProduct("late")])
        guard await ends(second) else {
            Issue.record("\(label): the second load's task never ended within \(limit)")
            return
        }
        #expect(spy.calls == 0, "\(label): a loader that is gone called back")
    }

    // MARK: - Clause 4

    @MainActor
    private static func loadsOneAfterAnotherShowTheLastAnswer(_ versions: CatalogVersions) async {
        let label = "clause 4: two loads, one after another"
        let network = GatedProductRepository(name: label)
        let screen = makeScreen(versions, repository: network)

        network.respond(with: [makeProduct("1")])   // taken at once by the next call
        let first = Task { await screen.load() }
        guard await ends(first) else {
            Issue.record("\(label): the first load() never returned within \(limit)")
            return
        }
        #expect(screen.products == [makeProduct("1")], "\(label): the first answer was not shown")

        network.respond(with: [makeProduct("2"), makeProduct("3")])
        let second = Task { await screen.load() }
        guard await ends(second) else {
            Issue.record("\(label): the second load() never returned within \(limit)")
            return
        }
        #expect(screen.products == [makeProduct("2"), makeProduct("3")], "\(label): the screen does not show the last answer")
    }

    @MainActor
    private static func overlappingLoadsBothReturn(
        _ versions: CatalogVersions, networkAnswersAnyway: Bool, firstAnswer: [Product], lastAnswer: [Product]
    ) async {
        let label = networkAnswersAnyway
            ? "clause 4: two overlapping loads (a network that answers anyway)"
            : "clause 4: two overlapping loads (a network that stops a cancelled call)"
        let network = networkAnswersAnyway
            ? GatedProductRepository(name: label, cancellation: .ignored)
            : GatedProductRepository(name: label)
        let screen = makeScreen(versions, repository: network)

        let first = Task { await screen.load() }
        guard await waitUntilCalled(network, times: 1, label) else { return }
        let second = Task { await screen.load() }   // asked for while the first waits
        guard await waitUntilCalled(network, times: 2, label) else { return }

        // Answered one at a time, each awaited, so the order the screen sees them is fixed.
        network.respond(with: firstAnswer)
        var firstReturned = await ends(first)
        network.respond(with: lastAnswer)
        let secondReturned = await ends(second)
        if !firstReturned {
            // The contract asks that it returns, not that it returns on its own answer.
            firstReturned = await ends(first)
        }

        if !firstReturned { Issue.record("\(label): the first load() never returned") }
        if !secondReturned { Issue.record("\(label): the second load() never returned") }
        guard firstReturned, secondReturned else { return }
        #expect(screen.products == lastAnswer, "\(label): the screen does not show the last answer")
    }

    @MainActor
    private static func supersededLoadLeavesNoErrorMessage(_ versions: CatalogVersions) async {
        let label = "clause 4: a superseded load on a network that stops a cancelled call"
        let network = GatedProductRepository(name: label)
        let screen = makeScreen(versions, repository: network)
        let first = Task { await screen.load() }
        guard await waitUntilCalled(network, times: 1, label) else { return }
        let second = Task { await screen.load() }
        guard await waitUntilCalled(network, times: 2, label) else { return }
        // If the second load cancelled the first, the first has left the network: let it finish
        // first, so its error (if it shows one) comes before the second answer.
        if network.gate.parkedCount == 1, !(await ends(first)) {
            Issue.record("\(label): the superseded load() never returned")
            return
        }
        for _ in 0..<network.gate.parkedCount { network.respond(with: [makeProduct("E")]) }
        guard await ends(first), await ends(second) else {
            Issue.record("\(label): a load() never returned")
            return
        }
        #expect(screen.products == [makeProduct("E")], "\(label): the screen does not show the last answer")
        #expect(screen.errorMessage == nil, "\(label): an error message is left under the newer load's products")
    }

    // MARK: - Clause 5

    @MainActor
    private static func loadAfterAFailureClearsTheMessage(_ versions: CatalogVersions) async {
        let label = "clause 5: a load after a failed one, answering the catalog shown before it"
        let network = GatedProductRepository(name: label)
        let screen = makeScreen(versions, repository: network)
        let shown = Task { await screen.load() }
        guard await waitUntilCalled(network, times: 1, label) else { return }
        network.respond(with: [makeProduct("8")])
        guard await ends(shown) else {
            Issue.record("\(label): the first load() never returned")
            return
        }
        let failing = Task { await screen.load() }
        guard await waitUntilCalled(network, times: 2, label) else { return }
        network.fail(with: ProofNetworkError())
        guard await ends(failing) else {
            Issue.record("\(label): the failed load() never returned")
            return
        }
        let answering = Task { await screen.load() }
        guard await waitUntilCalled(network, times: 3, label) else { return }
        network.respond(with: [makeProduct("8")])
        guard await ends(answering) else {
            Issue.record("\(label): the second load() never returned")
            return
        }
        #expect(screen.products == [makeProduct("8")], "\(label): the products were not delivered")
        #expect(screen.errorMessage == nil, "\(label): the failed load's message is still shown")
    }

    @MainActor
    private static func loadDeliversProducts(_ versions: CatalogVersions) async {
        let products = [makeProduct("1"), makeProduct("2", amount: 25)]
        let screen = makeScreen(versions, repository: ProductRepositoryStub(result: .success(products)))
        let load = Task { await screen.load() }
        guard await ends(load) else {
            Issue.record("clause 5: load() never returned within \(limit)")
            return
        }
        #expect(screen.products == products, "clause 5: the loaded products were not delivered to the view model")
        #expect(screen.errorMessage == nil, "clause 5: a load that succeeded shows an error message")
    }

    @MainActor
    private static func loadDeliversProductsThatArriveLater(_ versions: CatalogVersions) async {
        let label = "clause 5: products that arrive after a wait"
        let network = GatedProductRepository(name: label)
        let screen = makeScreen(versions, repository: network)
        let load = Task { await screen.load() }
        guard await waitUntilCalled(network, label) else { return }
        network.respond(with: [makeProduct("7")])
        guard await ends(load) else {
            Issue.record("\(label): load() never returned within \(limit)")
            return
        }
        #expect(screen.products == [makeProduct("7")], "\(label): the products were not delivered")
    }

    // MARK: - Clause 6

    @MainActor
    private static func failedLoadShowsAnErrorMessage(_ versions: CatalogVersions) async {
        // "Whatever the repository threw": an error of my own, and a CancellationError nobody asked for.
        let errors: [any Error] = [ProofNetworkError(), CancellationError()]
        for error in errors {
            let label = "clause 6: a load that fails with \(error)"
            let network = GatedProductRepository(name: label)
            let screen = makeScreen(versions, repository: network)
            let load = Task { await screen.load() }
            guard await waitUntilCalled(network, label) else { return }
            network.fail(with: error)
            guard await ends(load) else {
                Issue.record("\(label): load() never returned within \(limit)")
                return
            }
            #expect(screen.errorMessage != nil, "\(label): no error message is shown")
            #expect(screen.products.isEmpty, "\(label): products are shown although the load failed")
        }
    }

    // MARK: - Helpers

    @MainActor
    private static func makeScreen(_ versions: CatalogVersions, repository: any ProductRepository) -> any CatalogScreen {
        let screen = versions.screen(repository: repository)
        trackForMemoryLeaks(screen, hint: "clause 1: does something the view model owns (onComplete?) hold it strongly?")
        return screen
    }

    @MainActor
    private static func makeLoader(_ versions: CatalogVersions, repository: any ProductRepository) -> any CatalogLoading {
        let loader = versions.loader(repository: repository)
        trackForMemoryLeaks(loader, hint: "clause 2: does the load's Task hold the loader while it waits?")
        return loader
    }

    /// Waits until `times` calls in all have reached the network, never longer than `limit`.
    @MainActor
    private static func waitUntilCalled(_ network: GatedProductRepository, times: Int = 1, _ label: String) async -> Bool {
        do {
            try await network.gate.waitUntilSuspended(count: times, timeout: limit)
            return true
        } catch {
            Issue.record(error, "\(label): the repository was not called \(times) time(s)")
            return false
        }
    }

    /// Whether `task` ends within `limit` (awaits its value under a safety net, never sleeps).
    @MainActor
    private static func ends(_ task: Task<Void, Never>) async -> Bool {
        switch await SafetyNet.run(limit: limit, { await task.value }) {
        case .returned: return true
        case .timedOut: return false
        }
    }

    /// Counts the loader's callbacks.
    @MainActor
    private final class CallbackSpy {
        private(set) var calls = 0

        func record(_ result: Result<[Product], any Error>) {
            calls += 1
        }
    }

    private struct ProofNetworkError: Error, CustomStringConvertible {
        var description: String { "the network is down (an error the proof makes)" }
    }
}
