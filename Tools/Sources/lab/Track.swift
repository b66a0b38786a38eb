import Foundation

/// A track the lab builds: the broken exercises or the fixed solutions.
enum Track: String, CaseIterable {
    case exercises, solutions

    var sourceRoot: String { self == .exercises ? "Exercises" : "Solutions" }
}
