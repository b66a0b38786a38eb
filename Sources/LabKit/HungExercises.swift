import ConcurrencyProbes
import Foundation

/// An exercise whose code never returned in this `swift test`'s XCTest process, told to its
/// Swift Testing process: that exercise's Swift Testing tests call the same code and would each
/// wait out the same limit, so they are reported red with the first process's line instead of
/// run — a hang costs the student one limit, not two (or more: every test that calls a spinning
/// method spins). The limit itself is never shortened (a slow machine would turn that into false
/// reds), and the record belongs to this run of this build (`SuiteHandoff`), so a fix is never
/// red from a stale one.
///
/// ```swift
/// TestWatchdog.install(stacks: .runtime, describing: HungExercises.recordingLine)
/// if let line = HungExercises.line(forTest: "Exercise2Tests.Exercise2ReentrancyTests/refreshDelivers()") { … }
/// ```
enum HungExercises {
    /// `ExerciseIncident.line`, after recording a hang (not a crash: a crash costs no wait) of
    /// the incident's exercise.
    static func recordingLine(_ incident: TestIncident) -> String {
        let line = ExerciseIncident.line(incident)
        if incident.kind != .crashed, let number = ExerciseIncident.exercise(of: incident) {
            SuiteHandoff.current?.write(line, for: key(number))
        }
        return line
    }

    /// The line the test's exercise was ended with earlier in this run, if it was.
    static func line(forTest test: String) -> String? {
        guard let number = ExerciseIncident.exercise(ofTestModule: String(test.prefix { $0 != "." })) else { return nil }
        return SuiteHandoff.current?.read(key(number))
    }

    private static func key(_ exercise: Int) -> String { "hung Exercise\(exercise)" }
}
