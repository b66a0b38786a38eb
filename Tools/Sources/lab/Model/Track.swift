import Foundation

/// A track the lab builds: the broken exercises or the fixed solutions.
enum Track: String, CaseIterable {
    case exercises, solutions

    var sourceRoot: String { self == .exercises ? "Exercises" : "Solutions" }

    /// Whether the gate builds and runs the lab's own tests (ConcurrencyProbes, Catalog,
    /// LabKit) with this track: they depend on neither the track nor the exercises' language
    /// defaults, so once is enough — with the solutions, under Swift 6's defaults. Every other
    /// build the gate makes leaves them out (a student's build never has them).
    ///
    /// ```swift
    /// let environment = ["LAB_SELF_TESTS": track.carriesSelfTests(.swift6) ? "1" : ""]
    /// ```
    func carriesSelfTests(_ defaults: LanguageDefaults) -> Bool {
        self == .solutions && defaults == .swift6
    }
}
