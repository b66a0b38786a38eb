import Catalog
import Exercise3
import Foundation
import LabKit

/// Exercise 3's contract (README clauses 4, 5 and 6) as an executable model: what the view
/// model may show after its loads, checked over every generated scenario — one to three loads
/// one after another (`CallSequences`), each answering or failing with either error, and one or
/// two where the repository also fails with an error of a type the exercise does not define or
/// with `CancellationError` though nobody cancelled the load (`DependencyFailure`); two loads that overlap (the
/// second asked for while the first waits at the repository), each answering or failing, the
/// answers coming in either order, on a network that stops a cancelled call and on one that
/// answers anyway.
///
/// `load()` runs on the main actor, which the schedule explorer does not schedule: a driver on
/// the main actor answers each repository call at a gate of its own, one at a time, and waits
/// for that load to return before the next answer, so the order the screen sees is the order
/// of the answers on every machine.
///
/// The model: every `load()` returns (clause 4). After loads one after another, a load that
/// answered shows its products and no error message (clause 5), one that failed shows an error
/// message (clause 6) and keeps the products, or shows none. After two that overlap, the screen
/// shows the products of the last answer that carried products — or, a superseded load's answer
/// being droppable, what the load asked for last decided (its products, or those shown before),
/// or none when the last answer was a failure; when no answer carried products, an error
/// message; when the last answer and B's carried products, none (a superseded load's
/// `CancellationError` may have shown one in between).
enum Exercise3Contract {
    /// One load's answer: a catalog named after the load, or a failure of any kind.
    typealias Answer = DependencyAnswer

    enum Scenario: Sendable, CustomStringConvertible {
        /// Loads one after another, each awaited before the next.
        case oneAfterAnother([Answer])
        /// Load A, then load B asked for while A waits; `bFirst`: B's answer comes first.
        case overlapping(a: Answer, b: Answer, bFirst: Bool, network: DependencyCancellation)

        var description: String {
            switch self {
            case let .oneAfterAnother(answers):
                return answers.enumerated().map { "load() #\($0.offset + 1): the repository \($0.element)." }
                    .joined(separator: " ")
            case let .overlapping(a, b, bFirst, network):
                let order = bFirst ? "B's answer comes first, then A's" : "A's answer comes first, then B's"
                let kind = network == .ignored ? "a network that answers even a cancelled call" : "a network that stops a cancelled call"
                return "load() A starts, and load() B starts while A waits for the repository, on \(kind). The repository"
                    + " \(a) for A and \(b) for B; \(order)."
            }
        }
    }

    // MARK: Scenarios, smallest first

    /// Every scenario (130): every sequence of one to three loads one after another (84), each
    /// answering one of two catalogs or failing with either error — the same answer twice, the
    /// load after a failure — and the 22 of one or two loads where the repository also fails
    /// with `QuotaExceeded` or an unasked-for `CancellationError` (each failure, and the load
    /// after it); then 24 overlapping pairs.
    static let scenarios: [Scenario] = {
        let answers: [Answer] = [.catalog("A"), .fails(.catalog(.connectivity)), .fails(.catalog(.invalidData))]
        let renamed: [Answer] = [.catalog("B"), .fails(.catalog(.connectivity)), .fails(.catalog(.invalidData))]
        let everyAnswer = answers + [.catalog("B")]
        var all = CallSequences.all(of: everyAnswer, lengths: 1...3).map(Scenario.oneAfterAnother)
        all += CallSequences.all(of: everyAnswer + [.fails(.foreign), .fails(.cancellation)], lengths: 1...2)
            .filter { $0.contains { !everyAnswer.contains($0) } }
            .map(Scenario.oneAfterAnother)
        for network in DependencyCancellation.allCases {
            for bFirst in [false, true] {
                for a in answers.prefix(2) {
                    for b in renamed {
                        all.append(.overlapping(a: a, b: b, bFirst: bFirst, network: network))
                    }
                }
            }
        }
        return all
    }()

    /// The first scenario the model does not allow, smallest first, in words; `nil` when every
    /// one agrees. Every one is checked (a few milliseconds each).
    static func disagreement() async -> String? {
        await ContractScenarios.firstDisagreement(in: scenarios, named: "scenarios", exercise: 3) { index, scenario in
            await check(scenario).map { problem in
                ContractWords.headline + problem + "\nThe smallest scenario that disagrees with the model ("
                    + "\(index + 1) of \(scenarios.count)): \(scenario)\n\(Exercise3Messages.viewModel) and"
                    + " \(Exercise3Messages.loader): see Exercises/Exercise3/README.md, the contract."
            }
        }
    }

    /// What the screen shows.
    struct Screen: Sendable, Equatable, CustomStringConvertible {
        let products: [String]
        let showsError: Bool

        var description: String { "[\(products.joined(separator: ", "))]\(showsError ? " and an error message" : "")" }
    }

    @MainActor private static func check(_ scenario: Scenario) async -> String? {
        let repository = GatePerCall()
        let viewModel = CatalogViewModel(repository: repository)
        func shown() -> Screen { Screen(products: viewModel.products.map(\.id), showsError: viewModel.errorMessage != nil) }
        switch scenario {
        case let .oneAfterAnother(answers):
            for (index, answer) in answers.enumerated() {
                let before = shown()
                repository.network = .throwsWhenCancelled
                let load = Task { await viewModel.load() }
                if let problem = await answerCall(index, with: answer, of: load, repository) { return problem }
                let now = shown()
                switch answer {
                case let .catalog(catalog) where now.products != [catalog] || now.showsError:
                    return "a load delivers the products to the view model and clears an earlier load's error message (clause 5)."
                        + " The repository answered [\(catalog)]; the screen shows \(now)."
                case let .fails(failure) where !now.showsError || (now.products != before.products && !now.products.isEmpty):
                    return "a failed load shows an error message (clause 6) and delivers no products, whatever the repository"
                        + " threw (here \(failure)). Before it the screen showed \(before); now it shows \(now)."
                default:
                    continue
                }
            }
            return nil
        case let .overlapping(a, b, bFirst, network):
            repository.network = network
            let before = shown()
            let loadA = Task { await viewModel.load() }
            do {
                try await repository.waitUntilAsked(0)
            } catch {
                return "Every load() must return (clause 4): load() A never asked the repository."
            }
            let loadB = Task { await viewModel.load() }
            do {
                try await repository.waitUntilAsked(1)
            } catch {
                repository.endEveryCall()
                _ = await SafetyNet.run { await loadA.value }
                return "Every load() must return (clause 4), each with its own answer: load() B never asked the repository."
            }
            // What reached the view model, in order: a catalog, or `nil` for a failure.
            var delivered: [String?] = []
            if !repository.isWaiting(0) {
                // B's load cancelled A, and a network that stops a cancelled call made A fail at
                // once: that failure reaches the screen before B's answer, on every machine.
                guard case .returned = await SafetyNet.run({ await loadA.value }) else {
                    repository.endEveryCall()
                    return "Every load() must return (clause 4): load() A, cancelled by load() B, never returned within"
                        + " \(SafetyNet.defaultLimit)."
                }
                delivered.append(nil)
            }
            for (call, answer, load) in bFirst ? [(1, b, loadB), (0, a, loadA)] : [(0, a, loadA), (1, b, loadB)] {
                if repository.isWaiting(call) { delivered.append(answer.catalog) }
                if let problem = await answerCall(call, with: answer, of: load, repository) { return problem }
            }
            let carried = delivered.compactMap { $0 }.last.map { [$0] }
            var allowed: [[String]] = [carried ?? before.products]
            if case let .catalog(catalog) = b { allowed.append([catalog]) } else { allowed.append(before.products) }
            // The last answer was a failure: a screen that clears its products on failure shows none.
            if let last = delivered.last, last == nil { allowed.append([]) }
            let now = shown()
            guard allowed.contains(now.products) else {
                return "Every load() must return, and the screen shows the products of the last answer (clause 4). It shows"
                    + " \(now); the contract allows \(Set(allowed).map { "[\($0.joined(separator: ", "))]" }.sorted().joined(separator: " or "))."
            }
            // A superseded load's CancellationError may show the message, but a later answer
            // with products replaces it when the newer load answered too.
            if case .catalog = b, let last = delivered.last, last != nil, now.showsError {
                return "Every load() must return, and no error message outlives the answers (clause 4): the last answer and load() B's carried products,"
                    + " and the screen shows \(now). A superseded load's CancellationError may show the message only until"
                    + " a later answer replaces it."
            }
            if carried == nil, case .fails = b, !now.showsError {
                return "a failed load shows an error message (clause 6): no answer carried products, and the screen shows \(now)."
            }
            return nil
        }
    }

    /// Answers repository call `call` (if it still waits) and waits for `load` to return.
    @MainActor private static func answerCall(
        _ call: Int, with answer: Answer, of load: Task<Void, Never>, _ repository: GatePerCall
    ) async -> String? {
        do {
            try await repository.waitUntilAsked(call)
        } catch {
            load.cancel()
            return "Every load() must return (clause 4), with the repository's answer: load() never asked the repository."
        }
        repository.answer(call, with: answer)
        guard case .returned = await SafetyNet.run({ await load.value }) else {
            repository.endEveryCall()
            return "Every load() must return (clause 4): a load never returned within \(SafetyNet.defaultLimit) after the"
                + " repository answered it — is it waiting for a callback that a later load() replaced?"
        }
        return nil
    }
}

/// The repository of the contract's scenarios: each call waits at a gate of its own (the n-th
/// call at gate n), so the driver answers the calls in the order it chooses.
private final class GatePerCall: ProductRepository {
    private struct State {
        var gates: [SuspensionGate<Exercise3Contract.Answer>] = []
        var calls = 0
        var network = DependencyCancellation.throwsWhenCancelled
    }

    private let state = Locked(State())

    /// How the next calls' gates take cancellation.
    var network: DependencyCancellation {
        get { state.value.network }
        set { state.withLock { $0.network = newValue } }
    }

    private func gate(_ call: Int) -> SuspensionGate<Exercise3Contract.Answer> {
        state.withLock { state in
            while state.gates.count <= call {
                state.gates.append(SuspensionGate(name: "the repository, call \(state.gates.count + 1)", cancellation: state.network))
            }
            return state.gates[call]
        }
    }

    func waitUntilAsked(_ call: Int) async throws { try await gate(call).waitUntilSuspended() }

    /// Whether call `call` is parked at its gate right now.
    func isWaiting(_ call: Int) -> Bool { gate(call).parkedCount > 0 }

    func answer(_ call: Int, with answer: Exercise3Contract.Answer) {
        gate(call).release(returning: answer)
    }

    /// Ends every call still waiting, so nothing a failed scenario left behind waits forever.
    func endEveryCall() {
        for gate in state.value.gates { gate.releaseEveryParked(throwing: CancellationError()) }
    }

    func loadAll() async throws -> [Product] {
        let call = state.withLock { state in
            defer { state.calls += 1 }
            return state.calls
        }
        switch try await gate(call).park() {
        case let .catalog(catalog): return [makeProduct(catalog)]
        case let .fails(failure): throw failure.error
        }
    }
}
