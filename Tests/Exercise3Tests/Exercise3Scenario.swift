import Catalog
import Exercise3
import Foundation
import LabKit

@MainActor
enum Exercise3Scenario {
    /// The screen goes away while a load is in flight, and the network answers anyway: while
    /// its only load waits, and after two overlapping loads, once the first has ended, while
    /// the second waits (a handle the first load's end cleared cancels nothing). `nil` when the
    /// loader was released, cancelled the load in flight and did not call back once gone.
    static func loaderGoneWhileTheNetworkAnswersAnyway() async -> String? {
        for loadsBefore in [1, 2] {
            if let problem = await loaderGone(afterLoads: loadsBefore) { return problem }
        }
        return nil
    }

    /// `loads` loads on one loader; all but the last answered and ended; then the loader goes.
    private static func loaderGone(afterLoads loads: Int) async -> String? {
        let remote = StubbornRepository()
        let gone = Locked(false)
        let calledBackOnceGone = Locked(false)
        var loader: ProductLoader? = ProductLoader(repository: remote)
        loader?.onComplete = { _ in if gone.value { calledBackOnceGone.withLock { $0 = true } } }
        #if compiler(>=6.3)
        weak let released = loader
        #else
        // `weak let` (SE-0481) is not in every 6.2 compiler; a proof must not need it.
        weak var released = loader
        #endif
        var tasks: [Task<Void, Never>] = []
        for number in 1...loads {
            guard let task = loader?.load() else { return nil }
            tasks.append(task)
            do {
                try await remote.gate.waitUntilSuspended(count: number)
            } catch {
                return "ProductLoader.load() never asked the repository (\(error)). \(Exercise3Messages.loader)."
            }
        }
        let situation = loads == 1
            ? "while its load was in flight"
            : "after a second load() started and the first one's request was answered and ended, while the second one's was in flight"
        // The earlier loads' requests answer (anyway, if cancelled) and their tasks end first.
        for task in tasks.dropLast() {
            remote.gate.release(returning: [makeProduct("earlier")])
            guard case .returned = await SafetyNet.run({ await task.value }) else {
                return "ProductLoader's earlier load never ended after the network answered (within \(SafetyNet.defaultLimit)). \(Exercise3Messages.loader)."
            }
        }
        gone.withLock { $0 = true }
        loader = nil  // the screen goes away
        let wasReleased = released == nil
        remote.gate.release(returning: [makeProduct("late")])
        guard let last = tasks.last, case .returned = await SafetyNet.run({ await last.value }) else {
            return "ProductLoader's load never ended after the network answered (within \(SafetyNet.defaultLimit)). \(Exercise3Messages.loader)."
        }
        var problems: [String] = []
        if !wasReleased { problems.append("it was not released (its load still holds it)") }
        if remote.cancelledWhenAnswered.last != true { problems.append("its load was not cancelled: the request ran on to the end for nobody") }
        if calledBackOnceGone.value { problems.append("it called onComplete after it was gone, with an answer nobody asked for any more") }
        guard !problems.isEmpty else { return nil }
        return "When the screen let ProductLoader go \(situation), " + problems.joined(separator: "; ") + ". A loader that is gone"
            + " cancels its work (deinit) and never calls back: the task must not hold the loader, nor a callback of its own, and"
            + " the loader keeps the handle of the load in flight. \(Exercise3Messages.loader): see Exercises/Exercise3/README.md, hint 2."
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
