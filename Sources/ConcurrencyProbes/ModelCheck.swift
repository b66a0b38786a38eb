/// Checks a type against a sequential model of its contract over many scenarios, each run in
/// every order the ``ScheduleExplorer`` finds, as JetBrains' Lincheck checks a Kotlin class
/// against its sequential specification.
///
/// You give the scenarios (every dependency behaviour, clock move and overlap you care about),
/// **smallest first**, and for each one an exploration whose check asks the model: what may
/// each call return, what may the state be (a ``Journal`` gives the check what each call did).
/// The check runs them in that order and stops at the first scenario that fails: no smaller
/// one failed before it, so the failure a reader sees is the smallest (shrinking by order, as
/// SmallCheck does). A `sample` runs a fixed, seeded part of them, in the same order: the same
/// scenarios every run.
///
/// ```swift
/// let check = ModelCheck(
///     scenarios: BookingScenario.all,                    // smallest first
///     sample: .seeded(count: 20, seed: 0x5EA7),
///     describe: { $0.inWords },                           // "seat 4 booked twice; the payment fails"
///     explore: { await BookingScenario.explorer(for: $0).explore() })
/// let report = await check.run()
/// if let message = report.failureMessage { Issue.record(Comment(rawValue: message)) }
/// ```
public struct ModelCheck<Scenario: Sendable>: Sendable {
    /// Every scenario, smallest first.
    public let scenarios: [Scenario]
    /// Which of them a run checks.
    public let sample: ScenarioSample
    let describe: @Sendable (Scenario) -> String
    let explore: @Sendable (Scenario) async -> ExplorationReport

    /// - Parameters:
    ///   - scenarios: every scenario, smallest first: the first that fails is the one shown.
    ///   - sample: every scenario, or a seeded part of them.
    ///   - describe: a scenario in words, for the failure message.
    ///   - explore: runs one scenario in every order and checks each against the model.
    public init(
        scenarios: [Scenario], sample: ScenarioSample = .all,
        describe: @escaping @Sendable (Scenario) -> String,
        explore: @escaping @Sendable (Scenario) async -> ExplorationReport
    ) {
        self.scenarios = scenarios
        self.sample = sample
        self.describe = describe
        self.explore = explore
    }

    /// The positions of the scenarios a run checks, in order: the one a `ReplayRequest` names, alone.
    var chosen: [Int] {
        if let request = ReplayRequest.current {
            return request.scenario.flatMap { $0 <= scenarios.count ? [$0 - 1] : nil } ?? []
        }
        return sample.positions(among: scenarios.count)
    }

    /// Checks the chosen scenarios in order, up to the first that fails.
    ///
    /// One scenario at a time: the code under test may share state between subjects (a global
    /// actor, a `static` cache), and explorations run side by side cut it for each other — a
    /// correct cache isolated to a global actor of its own never returned when four ran at once.
    public func run() async -> ModelCheckReport {
        var schedules = 0
        var leftOut = 0
        var checked = 0
        let chosen = chosen
        for index in chosen {
            let report = await ReplayRequest.$insideModelCheck.withValue(true) { await explore(scenarios[index]) }
            checked += 1
            schedules += report.explored
            leftOut += report.unreplayable
            if report.simplestFailure != nil {
                let failure = ModelCheckReport.Failure(
                    position: index + 1, scenario: describe(scenarios[index]), exploration: report)
                return ModelCheckReport(
                    checked: checked, chosen: chosen.count, inAll: scenarios.count, sample: sample,
                    schedules: schedules, leftOut: leftOut, failure: failure)
            }
        }
        return ModelCheckReport(
            checked: checked, chosen: chosen.count, inAll: scenarios.count, sample: sample,
            schedules: schedules, leftOut: leftOut, failure: nil)
    }
}

/// Which scenarios a ``ModelCheck`` runs.
///
/// ```swift
/// let quick = ScenarioSample.seeded(count: 20, seed: 0x5EA7)   // the same 20 every run
/// let full = ScenarioSample.all
/// ```
public enum ScenarioSample: Sendable, Equatable {
    /// Every one.
    case all
    /// `count` of them, picked by a generator seeded with `seed`: the same ones every run.
    case seeded(count: Int, seed: UInt64)

    /// The positions (from 0, in order) this sample picks among `total` scenarios: for a
    /// check that drives its scenarios itself rather than through ``ModelCheck``.
    ///
    /// ```swift
    /// for index in ScenarioSample.seeded(count: 40, seed: 6).positions(among: sequences.count) {
    ///     if let problem = await check(sequences[index]) { return problem }
    /// }
    /// ```
    public func positions(among total: Int) -> [Int] {
        switch self {
        case .all: return Array(0..<total)
        case let .seeded(count, seed):
            guard count < total else { return Array(0..<total) }
            var generator = SplitMix64(seed: seed)
            return Array((0..<total).shuffled(using: &generator).prefix(count)).sorted()
        }
    }
}

/// What a ``ModelCheck`` found: how many scenarios and schedules it ran, how many schedules it
/// left out (and why, in each exploration's report), and the smallest scenario that failed.
///
/// ```swift
/// print(report)   // checked 40 of 40 scenarios (every one): 880 schedules, none left out; all agree with the model
/// ```
public struct ModelCheckReport: Sendable, CustomStringConvertible {
    /// Scenarios run (up to and including the first that failed).
    public let checked: Int
    /// Scenarios the sample chose.
    public let chosen: Int
    /// Scenarios there are.
    public let inAll: Int
    /// How they were chosen.
    public let sample: ScenarioSample
    /// Schedules run, over every scenario checked.
    public let schedules: Int
    /// Schedules left out because they could not be run again (never failures).
    public let leftOut: Int
    /// The smallest scenario that failed, if one did.
    public let failure: Failure?

    /// The report of a check in which every scenario agreed, from its counts: for a harness
    /// that keeps a check's outcome from one process for another running the same build.
    ///
    /// ```swift
    /// let kept = ModelCheckReport(agreeing: 16, chosen: 16, inAll: 16, sample: .all, schedules: 2232, leftOut: 0)
    /// print(kept)   // checked 16 of 16 scenarios (every one, of 16): 2232 schedules, none left out; all agree with the model
    /// ```
    public init(agreeing checked: Int, chosen: Int, inAll: Int, sample: ScenarioSample, schedules: Int, leftOut: Int) {
        self.init(
            checked: checked, chosen: chosen, inAll: inAll, sample: sample, schedules: schedules, leftOut: leftOut, failure: nil)
    }

    init(
        checked: Int, chosen: Int, inAll: Int, sample: ScenarioSample, schedules: Int, leftOut: Int, failure: Failure?
    ) {
        self.checked = checked
        self.chosen = chosen
        self.inAll = inAll
        self.sample = sample
        self.schedules = schedules
        self.leftOut = leftOut
        self.failure = failure
    }

    /// A scenario that failed: its place in the list (from 1), in words, and its exploration.
    public struct Failure: Sendable {
        /// Its place among every scenario, from 1.
        public let position: Int
        /// The scenario in words.
        public let scenario: String
        /// Its exploration: the numbered trace of the simplest failing schedule, and the replay.
        public let exploration: ExplorationReport
    }

    /// How much was checked, and whether it all agreed.
    public var description: String {
        let which = switch sample {
        case .all: "every one"
        case let .seeded(count, seed) where count < inAll: "a sample fixed by seed \(seed)"
        case .seeded: "every one"
        }
        let left = leftOut == 0 ? "none left out" : "\(leftOut) left out (they could not be run again)"
        let verdict = failure.map { "scenario \($0.position) disagrees with the model" } ?? "all agree with the model"
        return "checked \(checked) of \(chosen) scenarios (\(which), of \(inAll)): \(schedules) schedules, \(left); \(verdict)"
    }

    /// What was left out and why, in one line — `nil` when nothing was. Not a failure: a test
    /// framework that has warnings shows it as one, so a CI keeps it beside the run.
    ///
    /// ```swift
    /// if let note = report.leftOutNote { Issue.record(Comment(rawValue: note), severity: .warning) }
    /// if let failure = report.failure, let trace = failure.exploration.simplestFailure {
    ///     Attachment.record(failure.scenario, named: "scenario.txt")
    ///     Attachment.record(trace.description + "\n" + trace.replay, named: "trace.txt")
    /// }
    /// ```
    public var leftOutNote: String? {
        guard leftOut > 0 else { return nil }
        return "\(leftOut) schedules over \(checked) scenarios were left out (\(schedules) ran), not failed: a step noted"
            + " in one run was not possible in the next, so they depend on something the explorer does not run (a timer,"
            + " the main actor, a thread of its own)."
    }

    /// The scenario in words, then the exploration's numbered trace and replay; `nil` if none failed.
    public var failureMessage: String? {
        guard let failure, let trace = failure.exploration.failureMessage else { return nil }
        return "The smallest scenario that disagrees with the model (\(failure.position) of \(inAll)):\n"
            + failure.scenario + "\n" + trace
            + (failure.exploration.simplestFailure.map { "\n(or from outside the tests: \(ReplayRequest.variable)=\"scenario \(failure.position): \($0.replay)\")" } ?? "")
    }
}

/// A small, fast, seeded generator (SplitMix64): the same seed gives the same numbers on every
/// platform, which `SystemRandomNumberGenerator` never does.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
