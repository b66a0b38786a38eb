import Catalog
import Exercise10
import Foundation
import LabKit

/// The screen's part of Exercise 10's contract (README clauses 4 and 5) as an executable
/// model: what `CatalogViewModel` may show after each load of a sequence, checked over every
/// sequence of one or two loads one after another (14 + 196), every pair in which the
/// second load runs whole while the first waits for the repository (8 × 14), a repository
/// failing with an error of its own type or with `CancellationError` though nobody cancelled
/// the load (alone, and before a load that answers: 4), and the same catalog again (straight
/// after, and after a failure: 2): 328 in all, a few milliseconds each. A load's effect is judged when it ends, from what the screen showed
/// then: an older load that answers last shows its products (clause 4) — or, overtaken by a
/// newer load that was not cancelled, may leave the screen as that one left it.
///
/// `load()` runs on the main actor, which the schedule explorer does not schedule; one load
/// has one order anyway, given where it is cancelled: each load is driven at the repository's
/// gate (cancelled before it starts, or while the repository waits), and the model says which
/// products and which error the screen may show next.
enum Exercise10ScreenContract {
    /// One load of a sequence: what the repository answers, and whether and when the load is
    /// cancelled from outside, and what the repository then does.
    struct Step: Sendable, Equatable, CustomStringConvertible {
        enum Moment: Sendable, Equatable {
            case beforeItStarts, whileTheRepositoryWaits
        }

        /// When the load is cancelled, and what the repository does once it is.
        struct Cancellation: Sendable, Equatable {
            let moment: Moment
            let repository: CancelledAnswer
        }

        let answer: DependencyAnswer
        let cancelled: Cancellation?

        var description: String {
            let answers = "the repository \(answer)"
            guard let cancelled else { return answers }
            let moment = cancelled.moment == .beforeItStarts ? "before it starts" : "while the repository waits"
            return "\(answers), but load() is cancelled \(moment) (the repository is \(cancelled.repository))"
        }
    }

    /// What the screen shows: the products' ids and whether it says something went wrong.
    struct Screen: Sendable, Equatable, CustomStringConvertible {
        let products: [String]
        let showsError: Bool

        static let empty = Screen(products: [], showsError: false)

        var description: String { "[\(products.joined(separator: ", "))]\(showsError ? " and an error" : " and no error")" }
    }

    /// Every step: two that are not cancelled, and twelve that are.
    static let steps: [Step] = {
        var all: [Step] = []
        let answers: [DependencyAnswer] = [.catalog("P"), .fails(.catalog(.connectivity))]
        all += answers.map { Step(answer: $0, cancelled: nil) }
        for moment in [Step.Moment.whileTheRepositoryWaits, .beforeItStarts] {
            for repository in CancelledAnswer.allCases {
                all += answers.map { Step(answer: $0, cancelled: Step.Cancellation(moment: moment, repository: repository)) }
            }
        }
        return all
    }()

    /// A sequence of loads: one after another, or the second started, and ended, while the
    /// first waits for the repository (a pull-to-refresh during a load).
    struct Sequence: Sendable, CustomStringConvertible {
        let steps: [Step]
        let secondWhileFirstWaits: Bool

        var description: String {
            steps.enumerated().map { "load() #\($0.offset + 1): \($0.element)." }.joined(separator: " ")
                + (secondWhileFirstWaits ? " Load #2 runs whole while load #1 waits for the repository; then load #1's repository answers." : "")
        }
    }

    /// Every sequence of one load, then of two, smallest first; the second load of a sequence
    /// answers with another catalog ("Q"), so the screen tells the loads apart.
    static let sequences: [Sequence] = {
        let renamed = steps.map { step -> Step in
            guard case .catalog = step.answer else { return step }
            return Step(answer: .catalog("Q"), cancelled: step.cancelled)
        }
        let waiting = steps.filter { $0.cancelled == nil || $0.cancelled?.moment == .whileTheRepositoryWaits }
        // Nobody cancels the load, and the repository fails with an error of its own type or
        // with CancellationError: a failure all the same, alone and before a load that answers.
        let foreign = [DependencyFailure.foreign, .cancellation].flatMap { failure in
            let failed = Step(answer: .fails(failure), cancelled: nil)
            return [Sequence(steps: [failed], secondWhileFirstWaits: false),
                    Sequence(steps: [failed, Step(answer: .catalog("Q"), cancelled: nil)], secondWhileFirstWaits: false)]
        }
        // The same catalog again, straight after and after a failure: the second load must still
        // show it, and clear the error the failure left.
        let answered = Step(answer: .catalog("P"), cancelled: nil)
        let sameAgain = [Sequence(steps: [answered, answered], secondWhileFirstWaits: false),
                         Sequence(steps: [answered, Step(answer: .fails(.catalog(.connectivity)), cancelled: nil), answered], secondWhileFirstWaits: false)]
        return steps.map { Sequence(steps: [$0], secondWhileFirstWaits: false) }
            + steps.flatMap { first in renamed.map { Sequence(steps: [first, $0], secondWhileFirstWaits: false) } }
            + waiting.flatMap { first in renamed.map { Sequence(steps: [first, $0], secondWhileFirstWaits: true) } }
            + foreign + sameAgain
    }()

    /// What the contract allows the screen to show after `step`, from `before`.
    static func allowed(after step: Step, from before: Screen, repositoryAsked: Bool) -> [Screen] {
        guard let cancelled = step.cancelled else {
            switch step.answer {
            case let .catalog(catalog): return [Screen(products: [catalog], showsError: false)]
            case .fails: return [Screen(products: before.products, showsError: true)]
            }
        }
        // Cancelled: no error of its own (the one shown before may stay, or go), the products
        // kept — or, from a repository that answered anyway, its products.
        var products = [before.products]
        if cancelled.repository == .answersAnyway, repositoryAsked, case let .catalog(catalog) = step.answer {
            products.append([catalog])
        }
        let errors = before.showsError ? [true, false] : [false]
        return products.flatMap { shown in errors.map { Screen(products: shown, showsError: $0) } }
    }

    /// The first sequence whose screen the model does not allow, smallest first, in words;
    /// `nil` when every one agrees. Each sequence gets a new view model and repository.
    static func disagreement() async -> String? {
        await ContractScenarios.firstDisagreement(
            in: sequences, named: "sequences", exercise: 10, model: "screen's contract model"
        ) { _, sequence in await check(sequence) }
    }

    private static func check(_ sequence: Sequence) async -> String? {
        let repository = ScreenRepository()
        let viewModel = CatalogViewModel(repository: repository)
        var screen = Screen.empty
        let told = sequence.description
        if sequence.secondWhileFirstWaits, let first = sequence.steps.first, let second = sequence.steps.last {
            let gate = SuspensionGate<Step>(name: "the repository", cancellation: .ignored)
            repository.gate.withLock { $0 = gate }
            let load = Task { await viewModel.load() }
            defer { load.cancel() }
            if let problem = await neverAsked(gate, told: told) { return problem }
            if let problem = await run(second, number: 2, on: viewModel, repository, told: told, screen: &screen) { return problem }
            if first.cancelled != nil { load.cancel() }
            gate.release(returning: first)
            guard case .returned = await SafetyNet.run({ await load.value }) else { return neverReturned(told) }
            // Overtaken by a load that decided the screen — it was not cancelled, or it shows the
            // answer its repository gave anyway — the first may leave the screen as that one left
            // it: a slow, older answer need not overwrite it.
            let showsItsAnswer = if case let .catalog(catalog) = second.answer { screen.products == [catalog] } else { false }
            let overtaken = second.cancelled == nil || showsItsAnswer ? [screen] : []
            return await judge(first, number: 1, on: viewModel, repositoryAsked: true, told: told, screen: &screen, or: overtaken)
        }
        for (index, step) in sequence.steps.enumerated() {
            if let problem = await run(step, number: index + 1, on: viewModel, repository, told: told, screen: &screen) { return problem }
        }
        return nil
    }

    /// Runs one load to its end as `step` says, and judges the screen it leaves.
    private static func run(
        _ step: Step, number: Int, on viewModel: CatalogViewModel, _ repository: ScreenRepository, told: String, screen: inout Screen
    ) async -> String? {
        let gate = SuspensionGate<Step>(name: "the repository", cancellation: .ignored)
        repository.gate.withLock { $0 = gate }
        switch step.cancelled?.moment {
        case nil:
            gate.release(returning: step)
            guard case .returned = await SafetyNet.run({ await viewModel.load() }) else {
                return neverReturned(told)
            }
        case .beforeItStarts?:
            let load = Task { await viewModel.load() }
            load.cancel()
            // If it asks the repository anyway, the repository answers at once.
            gate.release(returning: step)
            guard case .returned = await SafetyNet.run({ await load.value }) else { return neverReturned(told) }
        case .whileTheRepositoryWaits?:
            let load = Task { await viewModel.load() }
            defer { load.cancel() }
            if let problem = await neverAsked(gate, told: told) { return problem }
            load.cancel()
            gate.release(returning: step)
            guard case .returned = await SafetyNet.run({ await load.value }) else { return neverReturned(told) }
        }
        return await judge(step, number: number, on: viewModel, repositoryAsked: gate.arrivals > 0, told: told, screen: &screen)
    }

    /// The screen after `step`'s load ended, against what the model allows from `screen`.
    private static func judge(
        _ step: Step, number: Int, on viewModel: CatalogViewModel, repositoryAsked: Bool, told: String, screen: inout Screen,
        or alsoAllowed: [Screen] = []
    ) async -> String? {
        let shown = await Screen(products: viewModel.products.map(\.id), showsError: viewModel.errorMessage != nil)
        let byTheStep = Self.allowed(after: step, from: screen, repositoryAsked: repositoryAsked)
        let allowed = byTheStep + alsoAllowed.filter { !byTheStep.contains($0) }
        guard allowed.contains(shown) else {
            let clause = step.cancelled == nil ? 4 : 5
            let rule = clause == 4
                ? "load() shows the products and no error when the repository answers; when it fails, it shows the error"
                    + " and keeps the products it showed"
                : "a cancelled load() puts up no error of its own, and keeps the products the screen showed (unless the"
                    + " repository answered anyway)"
            return ContractWords.headline + "\(rule) (clause \(clause)).\nThe smallest sequence that disagrees with the model:"
                + " the screen shows \(Screen.empty). \(told) When load() #\(number) ended, the screen shows \(shown); the contract allows \(allowed.map(\.description).joined(separator: ", or "))."
                + "\n\(Exercise10Messages.viewModel): see Exercises/Exercise10/README.md, the contract and hint 2."
        }
        screen = shown
        return nil
    }

    /// Waits for the load to ask the repository: `nil` once it has, else what never happened.
    private static func neverAsked(_ gate: SuspensionGate<Step>, told: String) async -> String? {
        do {
            try await gate.waitUntilSuspended()
            return nil
        } catch {
            return "A load must ask the repository: load() never did. \(told) \(Exercise10Messages.viewModel)."
        }
    }

    private static func neverReturned(_ told: String) -> String {
        ContractWords.headline + "load() never returned. \(told) \(Exercise10Messages.viewModel)."
    }
}

/// The screen's repository: each load waits at the gate of its step, then answers as the
/// step says, or as a cancelled repository of the step's kind does.
private final class ScreenRepository: ProductRepository {
    /// The current step's gate, set by the driver before each load.
    let gate = Locked<SuspensionGate<Exercise10ScreenContract.Step>?>(nil)

    func loadAll() async throws -> [Product] {
        guard let gate = gate.value else { throw CatalogError.connectivity }
        let step = try await gate.park()
        if Task.isCancelled, let cancelled = step.cancelled, cancelled.repository != .answersAnyway {
            throw cancelled.repository == .cancellationError ? CancellationError() as any Error : Exercise10Contract.RequestCancelled()
        }
        switch step.answer {
        case let .catalog(catalog): return [makeProduct(catalog)]
        case let .fails(failure): throw failure.error
        }
    }
}
