import ConcurrencyProbes

/// Which of an exercise's contract scenarios a run checks: **every one**, in the student's
/// plain `swift test --filter ExerciseNTests` as in `lab verify`, grading, the gallery and the
/// gate — one verdict, whoever runs it. Only under ThreadSanitizer, which runs each schedule
/// about ten times slower and looks for races rather than verdicts, a fixed, seeded part of
/// them (`ThreadSanitizer.isActive`: no variable a student could set changes what is checked).
///
/// ```swift
/// let check = ModelCheck(scenarios: Exercise4Contract.scenarios,
///                        sample: ContractScenarios.sample(underThreadSanitizer: 24, seed: 4),
///                        describe: \.inWords, explore: Exercise4Contract.explore)
/// ```
public enum ContractScenarios {
    /// Every scenario; under ThreadSanitizer, `count` of them chosen by `seed`.
    public static func sample(underThreadSanitizer count: Int, seed: UInt64) -> ScenarioSample {
        ThreadSanitizer.isActive ? .seeded(count: count, seed: seed) : .all
    }
}

extension ContractScenarios {
    /// Runs an exercise's model check and says on the test's output what it checked, so a
    /// student sees that the plain run checks every scenario: "Exercise 2's contract model:
    /// checked 16 of 16 scenarios (every one, of 16): 2232 schedules, none left out; all agree
    /// with the model". `swift test` proves each contract in two processes (XCTest's, then
    /// Swift Testing's): a check that agreed in the first is not explored again in the second
    /// of the same run and build (`SuiteHandoff`), which says so.
    ///
    /// ```swift
    /// let report = await ContractScenarios.run(
    ///     ModelCheck(scenarios: scenarios, describe: inWords, explore: { await explorer(for: $0).explore() }), exercise: 2)
    /// ```
    public static func run<Scenario>(
        _ check: ModelCheck<Scenario>, exercise: Int, model: String = "contract model"
    ) async -> ModelCheckReport {
        let key = "Exercise\(exercise) \(model)"
        if check.sample == .all, let kept = SuiteHandoff.current?.read(key).flatMap(agreeing(_:)) {
            print("Exercise \(exercise)'s \(model): \(kept) (explored by this run's other test process, same build)")
            return kept
        }
        let report = await check.run()
        print("Exercise \(exercise)'s \(model): \(report)")
        if report.failure == nil, check.sample == .all {
            SuiteHandoff.current?.write(
                [report.checked, report.chosen, report.inAll, report.schedules, report.leftOut].map(String.init).joined(separator: " "),
                for: key)
        }
        return report
    }

    /// A report handed off as "checked chosen inAll schedules leftOut".
    private static func agreeing(_ counts: String) -> ModelCheckReport? {
        let numbers = counts.split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 5 else { return nil }
        return ModelCheckReport(
            agreeing: numbers[0], chosen: numbers[1], inAll: numbers[2], sample: .all, schedules: numbers[3], leftOut: numbers[4])
    }

    /// For a check that drives its scenarios itself (a main-actor type's): checks the scenarios
    /// `sample` picks, in order, up to the first that `check` finds a problem in, says on the
    /// output how many it checked, and returns that problem (`nil`: every one agrees). As
    /// ``run(_:exercise:model:)``, one that agreed is not checked again by the run's other test
    /// process.
    ///
    /// ```swift
    /// let problem = await ContractScenarios.firstDisagreement(
    ///     in: sequences, sample: ContractScenarios.sample(underThreadSanitizer: 60, seed: 8), named: "sequences",
    ///     exercise: 8) { _, sequence in await check(sequence) }
    /// ```
    public static func firstDisagreement<Scenario, Problem>(
        in scenarios: [Scenario], sample: ScenarioSample = .all, named noun: String, exercise: Int,
        model: String = "contract model", _ check: (_ index: Int, Scenario) async -> Problem?
    ) async -> Problem? {
        let chosen = sample.positions(among: scenarios.count)
        let which = chosen.count == scenarios.count ? "every one" : "a seeded part, under ThreadSanitizer"
        let said = "Exercise \(exercise)'s \(model): checked"
        let key = "Exercise\(exercise) \(model)"
        let agreed = "\(chosen.count) of \(chosen.count) \(noun) (\(which), of \(scenarios.count)); all agree with the model"
        if sample == .all, SuiteHandoff.current?.read(key) == agreed {
            print("\(said) \(agreed) (checked by this run's other test process, same build)")
            return nil
        }
        for (checked, index) in chosen.enumerated() {
            if let problem = await check(index, scenarios[index]) {
                print("\(said) \(checked + 1) of \(chosen.count) \(noun) (\(which), of \(scenarios.count)); \(noun)"
                    + " \(index + 1) disagrees with the model")
                return problem
            }
        }
        print("\(said) \(agreed)")
        if sample == .all { SuiteHandoff.current?.write(agreed, for: key) }
        return nil
    }
}
