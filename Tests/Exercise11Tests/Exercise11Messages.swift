import Catalog
import LabKit

/// What the Exercise 11 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise11Messages {
    static let model = "Exercises/Exercise11/CatalogScreenModel.swift"
    static let taskName = "CatalogScreenModel.load"

    /// On an OS older than 26 the exercise cannot run: it says so as a failure, never a pass.
    static let needsTheSwift62Runtime = "Exercise 11 needs the Swift 6.2 runtime (macOS 26, iOS 26 or later; any Linux with"
        + " Swift 6.2): `Task.immediate` (SE-0472) and task names (SE-0469) are not on this OS, so the exercise cannot be"
        + " done here. Go on to the next exercise."

    /// How a message names the task a repository call came in.
    static func task(_ name: String??) -> String {
        switch name {
        case let .some(.some(name)): "the task “\(name)”"
        case .some(.none): "an unnamed task"
        case .none: "the load's task"
        }
    }

    /// Clause 1.
    static func startedAtOnce(loadingAtOnce: Bool, name: String??) -> String? {
        if !loadingAtOnce {
            return "appear() returned with no spinner (isLoading was false): the load had not started yet. A `Task { }` is"
                + " enqueued and runs later, after the screen has drawn a frame without the spinner; `Task.immediate`"
                + " (SE-0472) runs on the caller's actor at once, until its first suspension. \(model)."
        }
        guard name == .some(.some(taskName)) else {
            return "The load reached the repository in \(task(name)); it must run in a task named “\(taskName)”"
                + " (`Task.immediate(name:)`, SE-0469), so a debugger and these tests can say which task it is. \(model)."
        }
        return nil
    }

    static func shown(_ what: String, products: [Product], isLoading: Bool, expected: [Product]) -> String? {
        guard products != expected || isLoading else { return nil }
        return "\(what), the screen must show \(expected.map(\.id)) and no spinner; it shows \(products.map(\.id))"
            + "\(isLoading ? " with the spinner still on" : ""). \(model)."
    }

    static func neverArrived(_ error: any Error) -> String {
        "\(error). appear() never asked the repository for the catalog. \(model)."
    }

    static func neverStoppedLoading(_ when: String) -> String {
        "The spinner never went off (isLoading stayed true for \(SafetyNet.defaultLimit)) \(when). \(model)."
    }

    /// Clause 3: the calls disappear() left waiting, by their task's name.
    static func disappearDidNotCancel(_ names: [String?], round: Int) -> String {
        "disappear() did not cancel the load: after the screen went away\(round > 1 ? " (and came back, and went away again)" : ""),"
            + " \(names.map { task(.some($0)) }.joined(separator: " and ")) still waited at the repository, never told."
            + " `Task.immediate` starts the work now, but it is still an unstructured task that belongs to nobody"
            + " (Exercise 7): nothing cancels it unless its owner keeps its handle and cancels it. \(model): see"
            + " Exercises/Exercise11/README.md, hint 1."
    }

    /// Clause 5: the model outlived the screen's last reference.
    static func modelOutlivedItsScreen(_ name: String??, releasedOn place: String) -> String {
        "The model outlived its screen: the screen let go of its last reference \(place), and the model was still alive"
            + " — \(task(name)), still waiting at the repository, holds it (`self` in the task's closure). A deinit that"
            + " cancels the load is never reached while the load keeps the model alive. \(model): see"
            + " Exercises/Exercise11/README.md, hint 2."
    }

    /// Clause 5: the model was freed, and its load went on.
    static func freedButNotCancelled(_ name: String??, releasedOn place: String) -> String {
        "The model was freed when the screen let go of it \(place), but its load was never cancelled: \(task(name)) still"
            + " waited at the repository after \(SafetyNet.defaultLimit). Nothing owns that task once the model is gone:"
            + " cancel it in the model's `isolated deinit` (SE-0371). \(model): see Exercises/Exercise11/README.md, hint 3."
    }
}
