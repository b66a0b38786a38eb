import Catalog
import Exercise3
import Foundation
import LabKit

@MainActor
enum Exercise3Scenario {
    /// The screen goes away while a load is in flight, and the network answers anyway.
    /// `nil` when the loader cancelled its load and did not call back after it was gone.
    static func loaderGoneWhileTheNetworkAnswersAnyway() async -> String? {
        let remote = StubbornRepository()
        let calledBack = Locked(false)
        var loader: ProductLoader? = ProductLoader(repository: remote)
        loader?.onComplete = { _ in calledBack.withLock { $0 = true } }
        #if compiler(>=6.3)
        weak let released = loader
        #else
        // `weak let` (SE-0481) is not in every 6.2 compiler; a proof must not need it.
        weak var released = loader
        #endif
        guard let task = loader?.load() else { return nil }
        do {
            try await remote.gate.waitUntilSuspended()
        } catch {
            return "ProductLoader.load() never asked the repository (\(error)). \(Exercise3Messages.loader)."
        }
        loader = nil  // the screen goes away
        let wasReleased = released == nil
        remote.gate.release(returning: [makeProduct("late")])
        guard case .returned = await SafetyNet.run({ await task.value }) else {
            return "ProductLoader's load never ended after the network answered (within \(SafetyNet.defaultLimit)). \(Exercise3Messages.loader)."
        }
        var problems: [String] = []
        if !wasReleased { problems.append("it was not released (its load still holds it)") }
        if remote.cancelledWhenAnswered != [true] { problems.append("its load was not cancelled: the request ran on to the end for nobody") }
        if calledBack.value { problems.append("it called onComplete after it was gone, with an answer nobody asked for any more") }
        guard !problems.isEmpty else { return nil }
        return "When the screen let ProductLoader go, " + problems.joined(separator: "; ") + ". A loader that is gone cancels"
            + " its work (deinit) and never calls back: the task must not hold the loader, nor a callback of its own."
            + " \(Exercise3Messages.loader): see Exercises/Exercise3/README.md, hint 2."
    }

    /// Two loads overlap on one view model; the network answers both. `nil` when both
    /// returned and the products shown are the second load's.
    static func overlappingLoads() async -> String? {
        let remote = StubbornRepository()
        let viewModel = CatalogViewModel(repository: remote)
        let first = Task { await viewModel.load() }
        let second: Task<Void, Never>
        do {
            try await remote.gate.waitUntilSuspended(count: 1)
            second = Task { await viewModel.load() }
            try await remote.gate.waitUntilSuspended(count: 2)
        } catch {
            remote.gate.releaseEveryParked(throwing: CancellationError())
            return "CatalogViewModel.load() did not ask the repository for each of two loads (\(error)). \(Exercise3Messages.viewModel)."
        }
        // One answer at a time, each load awaited before the next answer: the order the
        // screen sees is the order of the answers, on every machine.
        for (name, task) in [("first", first), ("second", second)] {
            remote.gate.release(returning: [makeProduct(name)])
            guard case .returned = await SafetyNet.run({ await task.value }) else {
                remote.gate.releaseEveryParked(throwing: CancellationError())
                return "Every load() must return: the \(name) of two overlapping loads never returned (within"
                    + " \(SafetyNet.defaultLimit)) after the network answered it — is it waiting for a callback that a later"
                    + " load() replaced? \(Exercise3Messages.viewModel)."
            }
        }
        guard viewModel.products == [makeProduct("second")] else {
            return "Every load() must return and the screen must show the last load's products: it shows"
                + " \(viewModel.products.map(\.id)) after two overlapping loads. \(Exercise3Messages.viewModel)."
        }
        return nil
    }
}
