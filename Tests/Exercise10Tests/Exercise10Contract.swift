import Catalog
import Exercise10
import Foundation
import LabKit

/// Exercise 10's contract (README clauses 1–5) as an executable model, in two parts.
///
/// - **The composite** (clauses 1–3), checked over generated scenarios: one level (remote →
///   local cache) or nested (remote → local cache → backup); every dependency answering or
///   failing with each error (and, nobody cancelled, with an error of a type the exercise does
///   not define or with `CancellationError`: a failure, to fall back from); each dependency, once its caller is cancelled, throwing
///   `CancellationError`, throwing an error of its own (as URLSession throws
///   `URLError.cancelled`) or answering anyway; `loadAll()` cancelled from outside at any point
///   (a call of the scenario, "cancel load A", run in every order); and two loads sharing one
///   composite, one of them cancelled. Each runs in every order at the gates
///   (`ScheduleExplorer`); after each schedule the model reads the journal (which dependency
///   each load asked, what each answered, when the load was cancelled, how it ended).
/// - **The screen's model** (clauses 4 and 5), checked over every sequence of one or two loads
///   (each answering, failing, or cancelled before it starts or while the repository waits,
///   the repository meeting cancellation each way). `CatalogViewModel` runs on the main actor,
///   which the explorer does not schedule: each load runs in its one order, driven at the
///   repository's gate, and the model says what the screen may show after it.
enum Exercise10Contract {
    /// The dependencies of a composition, in the order the contract asks them.
    static let dependencyNames = ["the remote", "the local cache", "the backup"]

    /// The error a dependency of its own throws once its caller is cancelled (as URLSession
    /// throws `URLError.cancelled`): not `CancellationError`, and not a failure either.
    struct RequestCancelled: Error, CustomStringConvertible {
        var description: String { "RequestCancelled (the dependency's own error for a cancelled request)" }
    }

    // MARK: The composite

    /// What each dependency of one load does when the explorer lets it answer.
    struct Plan: Sendable, Equatable {
        /// One per dependency, in the chain's order: a catalog named after it, or a failure.
        let answers: [DependencyAnswer]
        /// What a dependency does when its caller was cancelled by the time it answers.
        let whenCancelled: CancelledAnswer
    }

    enum Shape: Sendable, CaseIterable {
        /// remote → local cache
        case oneLevel
        /// remote → (local cache → backup)
        case nested

        var depth: Int { self == .oneLevel ? 2 : 3 }
    }

    struct Scenario: Sendable {
        let shape: Shape
        let loads: [(name: String, plan: Plan)]
        /// Loads cancelled from outside: a call of its own, run in every order with the rest.
        let cancelled: [String]
        /// Loads whose task is cancelled before it runs at all (the user left at once).
        var cancelledBeforeTheyStart: [String] = []
    }

    enum Event: Sendable, Equatable {
        case started(String)
        case cancelled(String)
        /// Load, dependency index.
        case asked(String, Int)
        case answered(String, Int, [String])
        case failed(String, Int, Thrown)
        case returned(String, [String])
        case threw(String, Thrown)
    }

    /// What the loads of one schedule share: one composite, its doubles, and the journal.
    struct World: Sendable {
        let journal = Journal<Event>()
        /// The gate of each load's call, by load name (the doubles find theirs by `current`).
        let gates = Locked<[String: SuspensionGate<Plan>]>([:])
        /// The task each load runs in, so a "cancel" call can reach it from outside.
        let tasks = Locked<[String: Task<[Product], any Error>]>([:])
        let repository: ProductRepositoryWithFallback

        /// The load whose work is running (a task-local: a task it makes inherits it).
        @TaskLocal static var current: String?

        init(shape: Shape) {
            let (journal, gates) = (journal, gates)
            let dependencies = Exercise10Contract.dependencyNames.indices.map {
                Dependency(index: $0, journal: journal, gates: gates)
            }
            repository = switch shape {
            case .oneLevel: ProductRepositoryWithFallback(primary: dependencies[0], fallback: dependencies[1])
            case .nested: ProductRepositoryWithFallback(
                primary: dependencies[0], fallback: ProductRepositoryWithFallback(primary: dependencies[1], fallback: dependencies[2]))
            }
        }
    }

    /// Every scenario, smallest first: one load through one level, then nested, then two
    /// loads sharing one composite (65 in all; every one is checked, a seeded 8 under
    /// ThreadSanitizer: `ContractScenarios`).
    static let scenarios: [Scenario] = {
        let answers: [Shape: [[DependencyAnswer]]] = [
            .oneLevel: [
                [.catalog("remote"), .catalog("local")], [.fails(.catalog(.connectivity)), .catalog("local")],
                [.fails(.catalog(.connectivity)), .fails(.catalog(.invalidData))], [.fails(.catalog(.invalidData)), .fails(.catalog(.connectivity))],
            ],
            .nested: [
                [.catalog("remote"), .catalog("local"), .catalog("backup")],
                [.fails(.catalog(.connectivity)), .catalog("local"), .catalog("backup")],
                [.fails(.catalog(.connectivity)), .fails(.catalog(.invalidData)), .catalog("backup")],
                [.fails(.catalog(.connectivity)), .fails(.catalog(.invalidData)), .fails(.catalog(.connectivity))],
            ],
        ]
        var all: [Scenario] = []
        for shape in Shape.allCases {
            for chain in answers[shape]! {
                all.append(Scenario(shape: shape, loads: [("A", Plan(answers: chain, whenCancelled: .cancellationError))], cancelled: []))
                for whenCancelled in CancelledAnswer.allCases {
                    let loads = [("A", Plan(answers: chain, whenCancelled: whenCancelled))]
                    all.append(Scenario(shape: shape, loads: loads, cancelled: [], cancelledBeforeTheyStart: ["A"]))
                    all.append(Scenario(shape: shape, loads: loads, cancelled: ["A"]))
                }
            }
        }
        // Nobody cancels the load, and a dependency fails with an error of its own type or with
        // CancellationError: a failure like any other, so the composite falls back (or, the last
        // one, throws it).
        for failure in [DependencyFailure.foreign, .cancellation] {
            let chains: [(Shape, [DependencyAnswer])] = [
                (.oneLevel, [.fails(failure), .catalog("local")]),
                (.oneLevel, [.fails(.catalog(.connectivity)), .fails(failure)]),
                (.nested, [.fails(.catalog(.connectivity)), .fails(failure), .catalog("backup")]),
            ]
            for (shape, chain) in chains {
                all.append(Scenario(shape: shape, loads: [("A", Plan(answers: chain, whenCancelled: .cancellationError))], cancelled: []))
            }
        }
        // Two loads: A's remote answers and A is cancelled at any point; B falls back. What one
        // load does to the composite must not change what the other gets.
        for whenCancelled in CancelledAnswer.allCases {
            let first = Plan(answers: [.catalog("remote"), .catalog("local")], whenCancelled: whenCancelled)
            let second = Plan(answers: [.fails(.catalog(.connectivity)), .catalog("local")], whenCancelled: whenCancelled)
            all.append(Scenario(shape: .oneLevel, loads: [("A", first), ("B", second)], cancelled: ["A"]))
        }
        return all
    }()

    /// Both parts, the composite first: the first disagreement, in words, or `nil`.
    static func disagreement() async -> String? {
        let composite = await checkComposite()
        if let message = ContractWords.disagreement(
            composite, exercise: 10, read: "\(Exercise10Messages.fallback): see Exercises/Exercise10/README.md, the contract and hint 2.") {
            return message
        }
        return await Exercise10ScreenContract.disagreement()
    }

    /// Every scenario (a seeded 8 under ThreadSanitizer: `ContractScenarios`): a two-load
    /// scenario explores 80 schedules, one load 1 to 7.
    static func checkComposite() async -> ModelCheckReport {
        await ContractScenarios.run(
            ModelCheck(
                scenarios: scenarios, sample: ContractScenarios.sample(underThreadSanitizer: 8, seed: 6), describe: inWords,
                explore: { await explorer(for: $0).explore() }
            ), exercise: 10, model: "composite's contract model")
    }

    static func explorer(for scenario: Scenario) -> ScheduleExplorer<World, [Event]> {
        let loads = scenario.loads.map {
            load(named: $0.name, plan: $0.plan, depth: scenario.shape.depth,
                 cancelledBeforeItStarts: scenario.cancelledBeforeTheyStart.contains($0.name))
        }
        let cancels = scenario.cancelled.map { name in
            ScheduledOperation<World, [Event]>.immediate("cancel load \(name)") { world in
                world.journal.record(.cancelled(name))
                world.tasks.withLock { $0[name] }?.cancel()
            }
        }
        return ScheduleExplorer(
            makeSubject: { World(shape: scenario.shape) },
            observe: { $0.journal.entries },
            show: { events in resultsInWords(events, scenario) },
            operations: loads + cancels,
            check: ScheduleCheck("the contract") { verdict(scenario, $0.state) },
            // A cancelled dependency stays at its gate until the explorer answers it, and then
            // does what its plan says (`Dependency`): the three kinds, at the moment it answers.
            dependencies: .ignored,
            preemptionBound: 0)
    }

    private static func load(
        named name: String, plan: Plan, depth: Int, cancelledBeforeItStarts: Bool
    ) -> ScheduledOperation<World, [Event]> {
        let shown = plan.answers.prefix(depth).enumerated()
            .map { "\(dependencyNames[$0.offset]) \($0.element)" }.joined(separator: ", ")
        return .awaiting("load \(name)", on: "its dependencies", answer: plan, shown: shown) { world, gate in
            world.gates.withLock { $0[name] = gate }
            world.journal.record(.started(name))
            // loadAll() runs in a task of its own, so "cancel load A" can reach it from outside
            // (the explorer runs that task too, on this call's lane).
            let task = World.$current.withValue(name) { Task { try await world.repository.loadAll() } }
            world.tasks.withLock { $0[name] = task }
            if cancelledBeforeItStarts {
                // Its first job waits on this call's lane, which runs this one now.
                world.journal.record(.cancelled(name))
                task.cancel()
            }
            do {
                world.journal.record(.returned(name, try await task.value.map(\.id)))
            } catch {
                world.journal.record(.threw(name, Thrown(error)))
            }
        }
    }

    /// How a load ended, whichever load it was.
    enum Outcome: Sendable, Equatable, CustomStringConvertible {
        case returned([String])
        case threw(Thrown)

        init?(_ event: Event) {
            switch event {
            case let .returned(_, products): self = .returned(products)
            case let .threw(_, thrown): self = .threw(thrown)
            default: return nil
            }
        }

        var description: String {
            switch self {
            case let .returned(products): "returned \(products)"
            case let .threw(thrown): "threw \(thrown)"
            }
        }
    }

    /// What one load, never cancelled, ends with: the first dependency's catalog that
    /// answers, or the last one's error (the sequential model).
    static func sequentialOutcome(_ plan: Plan, depth: Int) -> Outcome {
        for index in 0..<(depth - 1) {
            if case let .catalog(catalog) = plan.answers[index] { return .returned([catalog]) }
        }
        switch plan.answers[depth - 1] {
        case let .catalog(catalog): return .returned([catalog])
        case let .fails(failure): return .threw(Thrown(failure.error))
        }
    }

    /// What the contract says of this schedule, or `nil` when every load agrees: the sequential
    /// model (ask each dependency in turn until one answers; the last one's error when all
    /// fail), and what cancellation changes (nothing asked after it; `CancellationError`, or
    /// the answer of a dependency that answered anyway).
    static func verdict(_ scenario: Scenario, _ events: [Event]) -> String? {
        let depth = scenario.shape.depth
        for (name, plan) in scenario.loads {
            func first(_ match: (Event) -> Bool) -> Int? { events.firstIndex(where: match) }
            guard let startedAt = first({ $0 == .started(name) }),
                  let endedAt = first({ isLoad(name, $0) }),
                  let outcome = Outcome(events[endedAt])
            else { continue }  // never returned: the explorer says so itself
            let cancelledAt = first({ $0 == .cancelled(name) }).flatMap { $0 > startedAt && $0 < endedAt ? $0 : nil }
            let asked = (0..<depth).map { index in events.indices.filter { events[$0] == .asked(name, index) } }
            let answeredAt: [Int?] = (0..<depth).map { index in
                first {
                    switch $0 {
                    case .answered(name, index, _), .failed(name, index, _): true
                    default: false
                    }
                }
            }
            for index in 0..<depth where asked[index].count > 1 {
                return "The composite must give the primary's products, the fallback's when the primary fails: load \(name)"
                    + " asked \(dependencyNames[index]) \(asked[index].count) times; the contract asks each once (clause 1)."
            }
            let askedAt = asked.map(\.first)
            // Asked in turn: a dependency only once the one before it has failed.
            for index in 1..<depth {
                guard let at = askedAt[index] else { continue }
                let before = answeredAt[index - 1].map { events[$0] }
                guard case .failed? = before, let failedAt = answeredAt[index - 1], failedAt < at else {
                    let what = if case let .answered(_, _, products)? = before { "answered \(products)" } else { "had not failed" }
                    return "The composite must give the primary's products, and ask the fallback only when the primary fails:"
                        + " load \(name) asked \(dependencyNames[index]), and \(dependencyNames[index - 1]) \(what) (clause 1)."
                }
            }
            if let cancelledAt {
                // Clause 2 while the remote had not answered yet, else clause 3.
                let clause = (answeredAt[0] ?? Int.max) > cancelledAt ? 2 : 3
                let lastAsked = askedAt.lastIndex { $0 != nil }
                let waiting = lastAsked.map { dependencyNames[$0] } ?? dependencyNames[0]
                // Nothing asked after the cancellation but the primary: a load cancelled before it
                // began may still ask it (and stop there).
                if let index = (1..<depth).first(where: { (askedAt[$0] ?? -1) > cancelledAt }) {
                    return "A cancelled load fell back: load \(name) was cancelled, and then asked \(dependencyNames[index])"
                        + " (clause \(clause): a cancelled load asks no further dependency)."
                }
                let lastAnswer = lastAsked.flatMap { answeredAt[$0] }
                // Cancelled only once its last dependency had answered: what it answered stands too.
                let cancelledAfterTheLastAnswer = lastAnswer.map { $0 < cancelledAt } ?? false
                if outcome == .threw(.cancellation)
                    || (cancelledAfterTheLastAnswer && outcome == sequentialOutcome(plan, depth: depth)) {
                    continue
                }
                switch outcome {
                case let .returned(products):
                    if case let .answered(_, _, answered)? = lastAnswer.map({ events[$0] }), answered == products { continue }
                    guard lastAsked != nil else {
                        return "A cancelled load must end with CancellationError: load \(name) returned \(products) without"
                            + " asking any dependency (clause \(clause))."
                    }
                    return "A cancelled load must end with CancellationError, or with what \(waiting) answered anyway:"
                        + " load \(name) returned \(products) (clause \(clause))."
                case let .threw(thrown):
                    return "A cancelled load must end with CancellationError, whatever \(waiting) threw: load \(name) threw"
                        + " \(thrown) (clause \(clause): the caller was cancelled, nothing failed — `Task.isCancelled` tells,"
                        + " not the error's type)."
                }
            }
            // Not cancelled: the sequential model.
            guard askedAt[0] != nil else {
                return "The composite must give the primary's products: load \(name) never asked the remote (clause 1)."
            }
            let expected = sequentialOutcome(plan, depth: depth)
            if expected != outcome {
                return "The composite must give the primary's products, the fallback's when the primary fails, and the"
                    + " fallback's error when both fail: load \(name) must have \(expected), and it \(outcome) (clause 1)."
            }
        }
        return nil
    }

    private static func isLoad(_ name: String, _ event: Event) -> Bool {
        switch event {
        case .returned(name, _), .threw(name, _): true
        default: false
        }
    }

    static func inWords(_ scenario: Scenario) -> String {
        var lines: [String] = [scenario.shape == .oneLevel
            ? "The composite is remote → local cache."
            : "The composite is nested: remote → (local cache → backup)."]
        for (name, plan) in scenario.loads {
            let chain = plan.answers.prefix(scenario.shape.depth).enumerated()
                .map { "\(dependencyNames[$0.offset]) \($0.element)" }
            lines.append("Load \(name): \(chain.joined(separator: ", ")).")
        }
        if scenario.loads.count > 1 { lines.append("Both loads share one composite.") }
        for name in scenario.cancelledBeforeTheyStart {
            lines.append("Load \(name) is cancelled before it starts; each dependency is"
                + " \(scenario.loads.first { $0.name == name }!.plan.whenCancelled).")
        }
        for name in scenario.cancelled {
            lines.append("Load \(name) is cancelled from outside, at any point; each dependency is"
                + " \(scenario.loads.first { $0.name == name }!.plan.whenCancelled).")
        }
        return lines.joined(separator: " ")
    }

    private static func resultsInWords(_ events: [Event], _ scenario: Scenario) -> String {
        scenario.loads.map { name, _ in
            let end = events.first { isLoad(name, $0) }.flatMap(Outcome.init)
            return "load \(name) " + (end.map(\.description) ?? "never returned")
        }.joined(separator: "; ")
    }
}

/// One dependency of the composition: each load's call waits at its own gate, found by the
/// load's name; once answered, it does what the plan says, or, if its caller was cancelled
/// by then, what the plan says a cancelled dependency does.
private struct Dependency: ProductRepository {
    let index: Int
    let journal: Journal<Exercise10Contract.Event>
    let gates: Locked<[String: SuspensionGate<Exercise10Contract.Plan>]>

    func loadAll() async throws -> [Product] {
        guard let name = Exercise10Contract.World.current, let gate = gates.withLock({ $0[name] }) else {
            throw CatalogError.connectivity
        }
        journal.record(.asked(name, index))
        let plan = try await gate.park(at: Exercise10Contract.dependencyNames[index])
        if Task.isCancelled, plan.whenCancelled != .answersAnyway {
            let error: any Error = plan.whenCancelled == .cancellationError
                ? CancellationError() : Exercise10Contract.RequestCancelled()
            journal.record(.failed(name, index, Thrown(error)))
            throw error
        }
        switch plan.answers[index] {
        case let .catalog(catalog):
            journal.record(.answered(name, index, [catalog]))
            return [makeProduct(catalog)]
        case let .fails(failure):
            journal.record(.failed(name, index, Thrown(failure.error)))
            throw failure.error
        }
    }
}
