import Foundation

/// What the Swift 5 language mode — a new Xcode 26 app target's, reportedly — makes of a
/// compile fixture the lab's Swift 6 mode rejects. Every compile proof declares it
/// (`"swift5"` in `proofs.json`) and `lab fixtures` checks it, so README's list of what a
/// Swift 5 target is told fails the gate when a compiler changes it.
enum SwiftFiveOutcome: String, Decodable, CaseIterable, Equatable {
    /// The build still stops: the rule is not a Swift 6 one (a deinit calling a main-actor method).
    case error
    /// A warning with swiftc's default (minimal) checking.
    case warning
    /// Nothing with minimal checking; a warning with `-strict-concurrency=complete` (region
    /// isolation's `sending` errors, and what a nonisolated class may cross).
    case warningWithCompleteChecking

    /// The words `lab fixtures` prints ("Swift 5: a warning").
    var words: String {
        switch self {
        case .error: "an error"
        case .warning: "a warning"
        case .warningWithCompleteChecking: "silent, a warning with complete checking"
        }
    }
}
