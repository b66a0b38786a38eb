import Catalog
import Exercise12
import LabKit

/// What both suites do: the checkout screen, on the main actor, records its summary in the
/// diagnostics log — from the main actor, and from a detached task — and reads the lines back.
@MainActor
enum Exercise12Scenario {
    static let masked = Exercise12Contract.Model.line(.summaryOfThree)

    /// Clause 1: the line the log holds is the summary's description, whoever recorded it.
    static func logRecordsTheDescription() async -> String? {
        for caller in Exercise12Contract.Caller.allCases {
            let log = DiagnosticsLog()
            let summary = Exercise12Contract.summaryOfThree()
            switch caller {
            case .mainActor: await log.record(summary)
            case .detachedTask: await Task.detached { await log.record(summary) }.value
            }
            let line = await log.lines().first ?? "nothing"
            if line != masked { return Exercise12Messages.leaked(line, expected: masked, by: "\(caller)") }
        }
        return nil
    }

    /// Clause 4: on the main actor, the summary's own text is the masked one.
    static func descriptionOnTheMainActor() -> String? {
        let shown = Exercise12Contract.summaryOfThree().description
        return shown == masked ? nil : Exercise12Messages.changedOnTheMainActor(shown, expected: masked)
    }
}
