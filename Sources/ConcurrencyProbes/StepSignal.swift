/// What one call of a schedule has done so far: how often it parked at its gate (and
/// where, last), and whether it ended. The schedule explorer reads it after every job it
/// runs; each change also bumps the explorer's `ChangeSignal`, so a call that moves where
/// the explorer runs nothing (the main actor, a task of its own) wakes it at once.
final class StepSignal: Sendable {
    struct Snapshot {
        let parked: Int
        let ended: Bool
        /// Where the call parked last (`nil`: its operation's dependency).
        let place: String?
        /// The error the call threw, once it ended.
        let error: String?
    }

    /// Where a step left its call.
    enum Settled: Sendable {
        case parked
        /// Ended, with the error it threw, if any.
        case ended(String?)
        /// Suspended at an `await` no gate controls (it changed actor, or awaited a task):
        /// its next job is queued on its lane, and the explorer may run another call first.
        case suspendedElsewhere
        /// Waiting for a job queued on another call's lane (an actor that call holds).
        case waitingBehindAnother
        /// None of these within the step's limit (a safety net: a call that never settles).
        case timedOut

        var isSuspendedElsewhere: Bool { if case .suspendedElsewhere = self { true } else { false } }
    }

    private struct State {
        var parked = 0
        var place: String?
        var ended = false
        var error: String?
    }

    private let state = Locked(State())
    private let onChange: @Sendable () -> Void

    init(onChange: @escaping @Sendable () -> Void = {}) {
        self.onChange = onChange
    }

    var snapshot: Snapshot {
        state.withLock { Snapshot(parked: $0.parked, ended: $0.ended, place: $0.place, error: $0.error) }
    }

    func noteParked(at place: String?) {
        state.withLock {
            $0.parked += 1
            $0.place = place
        }
        onChange()
    }

    func noteEnded() {
        state.withLock { $0.ended = true }
        onChange()
    }

    func noteThrew(_ error: any Error) { state.withLock { $0.error = "\(error)" } }
}
