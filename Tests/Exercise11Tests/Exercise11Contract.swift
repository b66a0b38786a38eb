import Catalog
import Exercise11
import LabKit

/// Exercise 11's contract (README clauses 1–5) as an executable model: a plain sequential type
/// (`Model`) says what the screen may show and which repository calls must have been told of
/// their cancellation after each step, and `CatalogScreenModel` is checked against it over
/// every generated scenario — every sequence of up to five steps a screen takes (appear, go
/// away, the repository answering the newest or the oldest waiting call, with a new catalog, the
/// last one again, or a failure), on a network that stops a cancelled call and on one that answers anyway; each
/// sequence of up to three steps then ended by the screen letting go of the model, on the main
/// actor and from a background task; and a repository failing with an error of its own type or
/// with `CancellationError` though nobody cancelled the load.
///
/// The model runs on the main actor, which the schedule explorer does not schedule; the driver,
/// on the main actor, answers one repository call at a time and waits, after each step, for the
/// loads that step ended to end (`LoadEnds`: an event from the runtime, never a sleep), so the
/// order the screen sees is the same on every machine. A load that runs in a detached task
/// carries no witness: the harness cannot see it end, and counts the scenario as not judged past
/// that point (a limit of the harness, said on the output, never a student's failure).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
enum Exercise11Contract {
    enum Step: Sendable, Equatable, CustomStringConvertible {
        /// The screen comes on screen.
        case appear
        /// The screen goes away.
        case disappear
        /// The repository answers the newest call still waiting, or the oldest.
        case answer(DependencyAnswer, oldest: Bool)
        /// The screen lets go of the model (its last reference), on the main actor or from a background task.
        case release(offMainActor: Bool)

        var description: String {
            switch self {
            case .appear: "appear()"
            case .disappear: "disappear()"
            case let .answer(answer, oldest): "the repository \(answer) to the \(oldest ? "oldest" : "newest") call still waiting"
            case let .release(off): "the screen lets go of the model \(off ? "from a background task" : "on the main actor")"
            }
        }
    }

    struct Scenario: Sendable, CustomStringConvertible {
        let steps: [Step]
        let network: DependencyCancellation

        var description: String {
            let kind = network == .ignored ? "a repository that answers even a cancelled call" : "a repository that stops a cancelled call"
            return "On \(kind): " + steps.enumerated().map { "\($0.offset + 1). \($0.element)." }.joined(separator: " ")
        }
    }

    /// The contract as a plain sequential type: what the screen may show, and which loads'
    /// repository calls must have been told of their cancellation, after each step.
    struct Model: Sendable {
        struct Load: Sendable {
            /// Its repository call waits at the gate.
            var waiting = true
            var cancelled = false
        }

        let network: DependencyCancellation
        /// Every load `appear()` started, in order (load n is `loads[n - 1]`).
        private(set) var loads: [Load] = []
        /// The products' ids the screen shows.
        var products: [String] = []
        /// Whether the spinner shows; `nil`: left open (after `disappear()`, until the next `appear()`).
        var spinner: Bool? = false

        init(network: DependencyCancellation) {
            self.network = network
        }

        /// The loads whose calls wait at the repository, oldest first (1-based).
        var waiting: [Int] { loads.indices.filter { loads[$0].waiting }.map { $0 + 1 } }

        /// Clauses 1 and 4: a new load starts with the spinner on; every load before it that still
        /// waits is cancelled (returned: those whose calls must have been told).
        mutating func appear() -> [Int] {
            let cancelled = cancelEveryLoad()
            loads.append(Load())
            spinner = true
            return cancelled
        }

        /// Clause 3: every load is cancelled (returned: those whose calls must have been told);
        /// the spinner is left open.
        mutating func disappear() -> [Int] {
            defer { spinner = nil }
            return cancelEveryLoad()
        }

        private mutating func cancelEveryLoad() -> [Int] {
            let told = waiting.filter { !loads[$0 - 1].cancelled }
            for load in told {
                loads[load - 1].cancelled = true
                // A repository that stops a cancelled call ends it at once.
                if network == .throwsWhenCancelled { loads[load - 1].waiting = false }
            }
            return told
        }

        /// Whether load `load` has a newer load after it.
        func isSuperseded(_ load: Int) -> Bool { load < loads.count }

        /// Clauses 2 and 4: what the screen may show once load `load`'s call answered `answer`
        /// and the load ended — `products` and `spinner` are updated when one screen is allowed.
        mutating func answered(_ load: Int, with answer: DependencyAnswer) -> [[String]] {
            loads[load - 1].waiting = false
            if loads[load - 1].cancelled {
                // Superseded: nothing changes. Cancelled by disappear(), with no newer load: its
                // answer may show (the repository answered anyway).
                guard !isSuperseded(load), let catalog = answer.catalog else { return [products] }
                return [products, [catalog]]
            }
            spinner = false
            if let catalog = answer.catalog { products = [catalog] }
            return [products]
        }

        /// The clause a step's check speaks for, in the message.
        func clause(answering load: Int) -> Int { loads[load - 1].cancelled ? 4 : 2 }
    }

    // MARK: Scenarios, smallest first

    /// Every scenario: each sequence from one to five steps that starts with `appear()`, in
    /// which each answer goes to a call that waits (to the oldest only when two wait); each of up
    /// to three steps then the screen letting go of the model (two ways); and the repository
    /// failing with `QuotaExceeded` or an unasked-for `CancellationError`, alone and before a
    /// load that answers — on both kinds of repository.
    static let scenarios: [Scenario] = {
        var all: [Scenario] = []
        for network in DependencyCancellation.allCases {
            var byLength: [[[Step]]] = [[[.appear]]]
            for _ in 2...5 {
                byLength.append(byLength.last!.flatMap { steps in
                    nextSteps(after: steps, network: network).map { steps + [$0] }
                })
            }
            let sequences = byLength.flatMap { $0 }
            all += sequences.map { Scenario(steps: $0, network: network) }
            for steps in [[]] + sequences.filter({ $0.count <= 3 }) {
                for off in [false, true] { all.append(Scenario(steps: steps + [.release(offMainActor: off)], network: network)) }
            }
            for failure in [DependencyFailure.foreign, .cancellation] {
                let failed: [Step] = [.appear, .answer(.fails(failure), oldest: false)]
                all.append(Scenario(steps: failed, network: network))
                all.append(Scenario(steps: failed + [.appear, .answer(.catalog("P1"), oldest: false)], network: network))
            }
        }
        return all.sorted { $0.steps.count < $1.steps.count }
    }()

    /// The steps that may follow `steps`: another `appear()`, `disappear()`, and an answer (a new
    /// catalog, the last one again, or a failure) to the newest waiting call, or a catalog to the
    /// oldest when two wait.
    private static func nextSteps(after steps: [Step], network: DependencyCancellation) -> [Step] {
        var model = Model(network: network)
        var catalogs = 0
        for step in steps {
            switch step {
            case .appear: _ = model.appear()
            case .disappear: _ = model.disappear()
            case let .answer(answer, oldest):
                if answer.catalog != nil { catalogs += 1 }
                guard let load = oldest ? model.waiting.first : model.waiting.last else { continue }
                _ = model.answered(load, with: answer)
            case .release: break
            }
        }
        let next = DependencyAnswer.catalog("P\(catalogs + 1)")
        var all: [Step] = [.disappear, .appear]
        if !model.waiting.isEmpty {
            all += [.answer(next, oldest: false), .answer(.fails(.catalog(.connectivity)), oldest: false)]
        }
        if model.waiting.count >= 2 { all.append(.answer(next, oldest: true)) }
        // The catalog answered last, again: nothing new to show, and the spinner still goes off.
        if catalogs > 0, !model.waiting.isEmpty { all.append(.answer(.catalog("P\(catalogs)"), oldest: false)) }
        return all
    }

    /// Scenarios the harness stopped judging partway (a load in a detached task), this process.
    private static let notJudgedToTheEnd = Locked(0)

    /// The first scenario the model does not allow, smallest first, in words; `nil` when every
    /// one agrees. Every one is checked (a few milliseconds each).
    static func disagreement() async -> String? {
        let problem = await ContractScenarios.firstDisagreement(
            in: scenarios, sample: ContractScenarios.sample(underThreadSanitizer: 60, seed: 11), named: "scenarios", exercise: 11
        ) { index, scenario in
            await check(scenario).map { problem in
                ContractWords.headline + problem + "\nThe smallest scenario that disagrees with the model (\(index + 1) of"
                    + " \(scenarios.count)), from the main actor: \(scenario)\n\(Exercise11Messages.model): see"
                    + " Exercises/Exercise11/README.md, the contract."
            }
        }
        let stopped = notJudgedToTheEnd.value
        if stopped > 0 {
            print("Exercise 11's contract model: \(stopped) scenarios judged only up to a load run in a detached task (it"
                + " carries no task-local value, so the harness cannot see it end) — a limit of the harness, not a failure")
        }
        return problem
    }

    /// What went wrong, or that the harness cannot judge the rest.
    private enum Finding: Error {
        case disagrees(String)
        case cannotSeeTheLoadEnd
    }

    @MainActor private static func check(_ scenario: Scenario) async -> String? {
        let repository = GatePerCallRepository(network: scenario.network)
        let ends = LoadEnds()
        var screen: CatalogScreenModel? = CatalogScreenModel(repository: repository)
        weak let watched = screen
        var model = Model(network: scenario.network)
        defer {
            watched?.disappear()
            repository.endEveryCall()
        }
        do {
            for (index, step) in scenario.steps.enumerated() {
                let at = "At step \(index + 1) (\(step))"
                switch step {
                case .appear:
                    guard let screen else { continue }
                    let load = model.loads.count + 1
                    let cancelled = model.appear()
                    LoadEnds.$witness.withValue(ends.witness(for: load)) { screen.appear() }
                    if !screen.isLoading {
                        throw Finding.disagrees("`appear()` shows the spinner before it returns (clause 1). \(at), it returned"
                            + " with `isLoading` false.")
                    }
                    try told(cancelled, by: "appear()", clause: 4, at: at, repository)
                    try await arrives(load, at: at, repository)
                    try await ended(cancelled, at: at, repository, ends)
                    try compare(screen, model, clause: 4, at: at, doing: "the loads that appear() cancelled ended")
                case .disappear:
                    guard let screen else { continue }
                    let cancelled = model.disappear()
                    screen.disappear()
                    try told(cancelled, by: "disappear()", clause: 3, at: at, repository)
                    try await ended(cancelled, at: at, repository, ends)
                    try compare(screen, model, clause: 4, at: at, doing: "the loads that disappear() cancelled ended")
                case let .answer(answer, oldest):
                    guard let screen, let load = oldest ? model.waiting.first : model.waiting.last else { continue }
                    let clause = model.clause(answering: load)
                    switch answer {
                    case .catalog: repository.gate(load - 1).release(returning: answer)
                    case let .fails(failure): repository.gate(load - 1).release(throwing: failure.error)
                    }
                    try await ended([load], at: at, repository, ends)
                    let allowed = model.answered(load, with: answer)
                    let shown = screen.products.map(\.id)
                    if allowed.count > 1, allowed.contains(shown) { model.products = shown }
                    try compare(screen, model, allowed: allowed, clause: clause, at: at, doing: "load #\(load) ended")
                case let .release(offMainActor):
                    let waiting = model.waiting
                    if offMainActor {
                        let handoff = Locked(screen)
                        screen = nil
                        await Task.detached { handoff.withLock { $0 = nil } }.value
                    } else {
                        screen = nil
                    }
                    if watched != nil {
                        throw Finding.disagrees("when the screen lets go of the model, the model is freed at once (clause 5). \(at),"
                            + " the model was still alive afterwards: \(Exercise11Messages.task(repository.arrival(0)?.taskName)),"
                            + " or another task of its own, holds it.")
                    }
                    for load in waiting {
                        do {
                            try await repository.gate(load - 1).waitUntilCancelled()
                        } catch {
                            throw Finding.disagrees("when the screen lets go of the model, every load it started is cancelled"
                                + " (clause 5). \(at), the model was freed, but load #\(load)'s repository call was never told of"
                                + " the cancellation within \(SafetyNet.defaultLimit).")
                        }
                    }
                }
            }
            return nil
        } catch let Finding.disagrees(problem) {
            return problem
        } catch {
            notJudgedToTheEnd.withLock { $0 += 1 }
            return nil
        }
    }

    /// Clauses 3 and 4: each of `loads` (whose calls waited) was told when `what` returned.
    private static func told(_ loads: [Int], by what: String, clause: Int, at: String, _ repository: GatePerCallRepository) throws {
        let untold = loads.filter { repository.gate($0 - 1).cancellationsSeen == 0 }
        guard let load = untold.first else { return }
        let rule = clause == 3 ? "`disappear()` cancels every load `appear()` started" : "`appear()` while a load still waits cancels that load"
        throw Finding.disagrees("\(rule): each waiting repository call is told before `\(what)` returns (clause \(clause))."
            + " \(at), load #\(load)'s call still waited at the repository, never told"
            + " (\(Exercise11Messages.task(repository.arrival(load - 1)?.taskName))).")
    }

    /// Clause 1: load `load`'s call reaches the repository, in a task named `CatalogScreenModel.load`.
    @MainActor private static func arrives(_ load: Int, at: String, _ repository: GatePerCallRepository) async throws {
        do {
            try await repository.gate(load - 1).waitUntilSuspended()
        } catch {
            throw Finding.disagrees("`appear()` loads (clauses 1 and 3: the next `appear()` loads again). \(at), load #\(load)"
                + " never asked the repository within \(SafetyNet.defaultLimit).")
        }
        let arrival = repository.arrival(load - 1)
        if arrival?.taskName != Exercise11Messages.taskName {
            throw Finding.disagrees("`appear()` loads in a task named “\(Exercise11Messages.taskName)” (clause 1). \(at), load"
                + " #\(load) reached the repository in \(Exercise11Messages.task(arrival?.taskName)).")
        }
        if arrival?.load == nil { throw Finding.cannotSeeTheLoadEnd }
    }

    /// Waits until each of `loads` whose call no longer waits has ended (every task it ran in).
    @MainActor private static func ended(
        _ loads: [Int], at: String, _ repository: GatePerCallRepository, _ ends: LoadEnds
    ) async throws {
        for load in loads where repository.gate(load - 1).parkedCount == 0 {
            guard await ends.waitUntilEnded(load) else {
                throw Finding.disagrees("every load ends once its repository call returns (clauses 2 and 4). \(at), load #\(load)"
                    + " had not ended \(SafetyNet.defaultLimit) after its call returned: is it waiting for something nobody answers?")
            }
        }
    }

    /// The screen against the model: its products (one of `allowed`, by default the model's) and
    /// its spinner (where the model does not leave it open).
    @MainActor private static func compare(
        _ screen: CatalogScreenModel, _ model: Model, allowed: [[String]]? = nil, clause: Int, at: String, doing: String
    ) throws {
        let allowed = allowed ?? [model.products]
        let shown = screen.products.map(\.id)
        let spinnerRight = model.spinner.map { $0 == screen.isLoading } ?? true
        guard !allowed.contains(shown) || !spinnerRight else { return }
        let rule = clause == 2
            ? "when the repository answers the newest load, the screen shows its products and the spinner goes off; when that load"
                + " fails, the spinner goes off and the screen keeps what it showed (clause 2)"
            : "a cancelled load changes nothing once a newer one has started — not the products, not the spinner; one cancelled by"
                + " `disappear()`, with no newer load, may show what its repository answered anyway (clause 4)"
        let spinner = model.spinner.map { $0 ? " with the spinner on" : " with the spinner off" } ?? ""
        throw Finding.disagrees(rule + ". \(at), once \(doing), the screen shows \(describe(shown))"
            + (screen.isLoading ? " with the spinner on" : " with the spinner off") + "; the contract allows "
            + allowed.map(describe).joined(separator: " or ") + spinner + ".")
    }

    private static func describe(_ products: [String]) -> String { "[\(products.joined(separator: ", "))]" }
}
