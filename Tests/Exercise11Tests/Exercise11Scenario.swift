import Catalog
import Exercise11
import LabKit
import Observation

/// What both suites do to `CatalogScreenModel`: the screen — on the main actor — makes it,
/// appears and goes away, and lets go of it, while the repository's calls wait at a gate and
/// note the name of the task they came in. No sleeps: each step waits for an event (a call
/// at the gate, a cancellation it was told of, the model's own `isLoading`), under a safety net.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@MainActor
enum Exercise11Scenario {
    static let products = [makeProduct("1", amount: 10), makeProduct("2", amount: 20)]

    static func makeModel(_ repository: TaskNamingRepository) -> CatalogScreenModel {
        CatalogScreenModel(repository: repository)
    }

    /// Waits, on the main actor, until the model's spinner is off: the model's own state change
    /// is the event (Observation), read on the actor that writes it.
    static func untilLoaded(_ model: CatalogScreenModel) async -> Bool {
        let outcome = await SafetyNet.run { @MainActor in
            while model.isLoading {
                await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
                    withObservationTracking { _ = model.isLoading } onChange: { changed.resume() }
                }
            }
        }
        if case .returned = outcome { return true }
        return false
    }

    /// Clause 1: the spinner is on when `appear()` returns, and the load runs in its named task.
    static func startsAtOnce() async -> String? {
        let repository = TaskNamingRepository()
        let model = makeModel(repository)
        defer { finish(model, repository) }
        model.appear()
        let loadingAtOnce = model.isLoading
        do {
            try await repository.gate.waitUntilSuspended(count: 1)
        } catch {
            return Exercise11Messages.neverArrived(error)
        }
        return Exercise11Messages.startedAtOnce(loadingAtOnce: loadingAtOnce, name: repository.taskNames.first)
    }

    /// Clause 2: an answer is shown and the spinner goes off; a failure keeps what was shown.
    static func showsWhatTheRepositoryAnswers() async -> String? {
        let repository = TaskNamingRepository()
        let model = makeModel(repository)
        defer { finish(model, repository) }
        model.appear()
        do {
            try await repository.gate.waitUntilSuspended(count: 1)
        } catch {
            return Exercise11Messages.neverArrived(error)
        }
        repository.gate.release(returning: products)
        guard await untilLoaded(model) else { return Exercise11Messages.neverStoppedLoading("after the repository answered") }
        if let problem = Exercise11Messages.shown(
            "When the repository answers", products: model.products, isLoading: model.isLoading, expected: products) {
            return problem
        }
        model.appear()
        do {
            try await repository.gate.waitUntilSuspended(count: 2)
        } catch {
            return Exercise11Messages.neverArrived(error)
        }
        repository.gate.release(throwing: CatalogError.connectivity)
        guard await untilLoaded(model) else { return Exercise11Messages.neverStoppedLoading("after the repository failed") }
        return Exercise11Messages.shown(
            "When a second load fails", products: model.products, isLoading: model.isLoading, expected: products)
    }

    /// Clause 3: the screen appears, goes away, comes back and goes away again; each time it
    /// goes away, every call its loads left at the repository has been told of the cancellation
    /// when `disappear()` returns (cancelling a task runs its cancellation handlers before
    /// `cancel()` returns), with a repository that stops when cancelled and one that would answer anyway.
    static func disappearCancelsTheLoad() async -> String? {
        for kind in DependencyCancellation.allCases {
            let repository = TaskNamingRepository(cancellation: kind)
            let model = makeModel(repository)
            defer { finish(model, repository) }
            for round in 1...2 {
                model.appear()
                do {
                    try await repository.gate.waitUntilSuspended(count: round)
                } catch {
                    return Exercise11Messages.neverArrived(error)
                }
                model.disappear()
                let arrived = repository.gate.arrivals
                if repository.gate.cancellationsSeen < arrived {
                    // The calls that arrived in this round (and any earlier one left waiting).
                    let names = Array(repository.taskNames.suffix(arrived - repository.gate.cancellationsSeen))
                    return Exercise11Messages.disappearDidNotCancel(names, round: round)
                }
            }
        }
        return nil
    }

    /// Clause 5: the screen lets go of the model while its load waits — on the main actor, and
    /// from a background task. The model must be gone at once, and its load told of the
    /// cancellation (at once on the main actor; once the isolated deinit has run, otherwise).
    static func releasingTheModelCancelsItsLoad() async -> String? {
        for offMainActor in [false, true] {
            let place = offMainActor ? "from a background task" : "on the main actor"
            let repository = TaskNamingRepository()
            var model: CatalogScreenModel? = makeModel(repository)
            weak let watched = model
            defer {
                repository.gate.releaseEveryParked(throwing: CancellationError())
                watched?.disappear()
            }
            model?.appear()
            do {
                try await repository.gate.waitUntilSuspended(count: 1)
            } catch {
                return Exercise11Messages.neverArrived(error)
            }
            if offMainActor {
                let handoff = Locked(model)
                model = nil
                await Task.detached { handoff.withLock { $0 = nil } }.value
            } else {
                model = nil
            }
            let name = repository.taskNames.first
            if watched != nil { return Exercise11Messages.modelOutlivedItsScreen(name, releasedOn: place) }
            do {
                try await repository.gate.waitUntilCancelled(count: 1)
            } catch {
                return Exercise11Messages.freedButNotCancelled(name, releasedOn: place)
            }
        }
        return nil
    }

    /// Ends what a scenario left: the screen goes away, and every call still waiting is answered,
    /// so no load outlives its test.
    static func finish(_ model: CatalogScreenModel, _ repository: TaskNamingRepository) {
        model.disappear()
        repository.gate.releaseEveryParked(throwing: CancellationError())
    }
}
