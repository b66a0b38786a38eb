import ConcurrencyProbes
import Foundation

/// How many of an exercise's contract scenarios a run checks: a student's plain
/// `swift test --filter ExerciseN` checks a fixed, seeded part that keeps the loop fast;
/// `lab verify`, `lab grade`, the gallery and the gate set `LAB_CONTRACT_SCENARIOS=all` and
/// check every one.
///
/// ```swift
/// let check = ModelCheck(scenarios: Exercise4Contract.scenarios, sample: ContractScenarios.sample(count: 24, seed: 4),
///                        describe: \.inWords, explore: Exercise4Contract.explore)
/// ```
public enum ContractScenarios {
    /// The environment variable the lab's tools set to check every scenario.
    public static let variable = "LAB_CONTRACT_SCENARIOS"

    /// Every scenario when the variable says `all`; else `count` of them, chosen by `seed`.
    public static func sample(count: Int, seed: UInt64) -> ScenarioSample {
        ProcessInfo.processInfo.environment[variable] == "all" ? .all : .seeded(count: count, seed: seed)
    }
}
