/// One call in a scenario the ``ScheduleExplorer`` runs in every order.
///
/// A call either **awaits** a dependency the explorer controls (it parks on a
/// ``SuspensionGate`` of its own response type until the explorer answers it) or runs to its
/// end **at once**. `effect`, when given, is what the subject must show when this call is the
/// latest word (the ready-made check ``ScheduleCheck/latestWordWins``).
///
/// ```swift
/// let withdraw = ScheduledOperation<CheckThenPayAccount, Ledger>.awaiting(
///     "withdraw 80", on: "the fraud check", answer: true, shown: "approved"
/// ) { account, fraudCheck in
///     try await account.withdraw(80) { try await fraudCheck.park() }
/// }
/// let deposit = ScheduledOperation<CheckThenPayAccount, Ledger>.immediate("deposit 10") { account in
///     await account.deposit(10)
/// }
/// ```
public struct ScheduledOperation<Subject: Sendable, State: Sendable>: Sendable {
    /// The call's name in traces ("withdraw 80").
    public let name: String
    /// What the call waits for, in the trace ("the network"); `nil` for a call that does not wait.
    public let dependency: String?
    /// The answer, as the trace shows it.
    let answerText: String
    /// What the subject shows when this call started last and its word won.
    public let effect: State?
    /// Makes the call's gate, of the call's own response type, for one run of one schedule.
    let prepare: @Sendable (GateSettings) -> PreparedCall<Subject>

    /// True if the call waits at a gate the explorer answers.
    public var awaits: Bool { dependency != nil }

    /// A call that suspends on `dependency` until the explorer answers it with `answer`
    /// (shown in the trace as `answerText`). The body parks on the gate it is given, at one
    /// place or several (`park(at:)` names them in the trace).
    public static func awaiting<Response: Sendable>(
        _ name: String, on dependency: String = "its dependency", answer: Response, shown answerText: String,
        effect: State? = nil,
        _ body: @escaping @Sendable (Subject, SuspensionGate<Response>) async throws -> Void
    ) -> Self {
        Self(name: name, dependency: dependency, answerText: answerText, effect: effect) { settings in
            let gate = SuspensionGate<Response>(name: settings.name, cancellation: settings.cancellation, onArrival: settings.onArrival)
            return PreparedCall(
                run: { subject in try await body(subject, gate) },
                answer: {
                    gate.release(returning: answer)
                    return nil
                },
                abandon: {
                    gate.releaseEveryParked(throwing: CancellationError())
                    // A call released there may park again (a dependency that answers anyway):
                    // the next arrivals get their answer at once.
                    for _ in 0..<2 { gate.release(throwing: CancellationError()) }
                })
        }
    }

    /// A call that waits for several dependencies, each at a gate of its own answer type (a
    /// network that answers the settings, then a disk that answers `Void`): the body gets one
    /// ``SuspensionGate`` per dependency, in the order given. Each time the explorer answers
    /// the call, it lets go the caller that has waited longest, at whichever gate, with that
    /// dependency's answer; the trace names the dependency that answered. A caller that was
    /// cancelled at its gate and left is passed over. Among one call's own waits at once (a task
    /// group's children at two gates) the first to arrive is answered first: that order is not
    /// explored. Give at least one dependency.
    ///
    /// ```swift
    /// let sync = ScheduledOperation<SettingsStore, String>.awaiting(
    ///     "sync A",
    ///     on: GatedDependency("the network", answer: "dark mode", shown: "\"dark mode\""),
    ///         GatedDependency("the disk", answer: (), shown: "saved")
    /// ) { store, network, disk in
    ///     try await store.sync(fetch: { try await network.park() }, save: { _ in try await disk.park() })
    /// }
    /// ```
    public static func awaiting<each Response: Sendable>(
        _ name: String, on dependencies: repeat GatedDependency<each Response>, effect: State? = nil,
        _ body: @escaping @Sendable (Subject, repeat SuspensionGate<each Response>) async throws -> Void
    ) -> Self {
        var names: [String] = []
        for dependency in repeat each dependencies { names.append(dependency.name) }
        precondition(!names.isEmpty, "awaiting(_:on:) takes at least one GatedDependency; a call that waits for none is .immediate")
        return Self(name: name, dependency: names.joined(separator: " and "), answerText: "", effect: effect) { settings in
            let waiting = WaitingCallers()
            let gates = (repeat waiting.gate(for: each dependencies, of: name, settings))
            var abandons: [@Sendable () -> Void] = []
            for gate in repeat each gates { abandons.append(Self.abandon(gate)) }
            let everyGate = abandons
            return PreparedCall(
                run: { subject in try await body(subject, repeat each gates) },
                answer: { waiting.letTheOldestGo() },
                abandon: {
                    everyGate.forEach { $0() }
                    waiting.forget()
                })
        }
    }

    /// Lets every parked caller of `gate` go with `CancellationError`, and the next ones too.
    private static func abandon<Response>(_ gate: SuspensionGate<Response>) -> @Sendable () -> Void {
        {
            gate.releaseEveryParked(throwing: CancellationError())
            // A call released there may park again (a dependency that answers anyway).
            for _ in 0..<2 { gate.release(throwing: CancellationError()) }
        }
    }

    /// A call that runs to its end without waiting for anything the explorer controls.
    public static func immediate(
        _ name: String, effect: State? = nil,
        _ body: @escaping @Sendable (Subject) async throws -> Void
    ) -> Self {
        Self(name: name, dependency: nil, answerText: "", effect: effect) { _ in
            PreparedCall(run: body, answer: { nil }, abandon: {})
        }
    }
}

/// One dependency a call waits for, and the answer the explorer gives it (shown in the trace
/// as `shown`), for a call that waits at several gates of different answer types
/// (`ScheduledOperation.awaiting(_:on:effect:_:)` with one `GatedDependency` per gate).
///
/// ```swift
/// GatedDependency("the network", answer: Result<String, URLError>.failure(URLError(.notConnectedToInternet)), shown: "offline")
/// ```
public struct GatedDependency<Response: Sendable>: Sendable {
    /// Its name in traces ("the network").
    public let name: String
    let answer: Response
    let shown: String

    /// - Parameters:
    ///   - name: the dependency in traces ("the disk").
    ///   - answer: what the explorer answers each caller with.
    ///   - shown: that answer as the trace shows it ("saved").
    public init(_ name: String, answer: Response, shown: String) {
        self.name = name
        self.answer = answer
        self.shown = shown
    }
}

/// The callers of one call's several gates, in the order they arrived: an answer lets the
/// oldest that still waits go, with its own dependency's answer.
private final class WaitingCallers: Sendable {
    private struct Arrival: Sendable {
        let answered: Answered
        /// Whether a caller still waits at this arrival's gate.
        let waits: @Sendable () -> Bool
        let release: @Sendable () -> Void
    }

    private let arrivals = Locked<[Arrival]>([])
    /// Drops each gate's hold on itself (its arrival handler holds the box that holds it).
    private let unlinks = Locked<[@Sendable () -> Void]>([])

    func gate<Response>(for dependency: GatedDependency<Response>, of call: String, _ settings: GateSettings) -> SuspensionGate<Response> {
        let gate = Locked<SuspensionGate<Response>?>(nil)
        let made = SuspensionGate<Response>(name: "\(dependency.name) for \(call)", cancellation: settings.cancellation) { place in
            let arrival = Arrival(
                answered: Answered(dependency: dependency.name, shown: dependency.shown),
                waits: { (gate.value?.parkedCount ?? 0) > 0 },
                release: { gate.value?.release(returning: dependency.answer) })
            self.arrivals.withLock { $0.append(arrival) }
            // The trace says where it waits: the place it named, or the dependency.
            settings.onArrival(place ?? dependency.name)
        }
        gate.withLock { $0 = made }
        unlinks.withLock { $0.append { gate.withLock { $0 = nil } } }
        return made
    }

    /// Lets the caller that has waited longest go; what answered it, for the trace. An arrival
    /// whose caller has left (cancelled, it threw at its gate) is passed over while another
    /// still waits: answering its gate would only keep an answer for a later caller there.
    func letTheOldestGo() -> Answered? {
        let oldest = arrivals.withLock { arrivals -> Arrival? in
            if let index = arrivals.firstIndex(where: { $0.waits() }) { return arrivals.remove(at: index) }
            return arrivals.isEmpty ? nil : arrivals.removeFirst()
        }
        guard let oldest else { return nil }
        oldest.release()
        return oldest.answered
    }

    /// At the end of a run: no arrival is kept, and no gate holds itself.
    func forget() {
        arrivals.withLock { $0.removeAll() }
        unlinks.value.forEach { $0() }
    }
}

/// Which dependency answered a call, and with what, as the trace shows it.
struct Answered: Sendable {
    let dependency: String
    let shown: String
}

/// How the explorer wants a call's gate made: its name in messages, what a cancelled caller
/// does there, and whom to tell when a caller parks.
struct GateSettings: Sendable {
    let name: String
    let cancellation: DependencyCancellation
    let onArrival: @Sendable (_ place: String?) -> Void
}

/// One call, ready for one run: its body bound to its gate, and the explorer's two hands on
/// that gate, whatever type the gate answers with.
struct PreparedCall<Subject: Sendable>: Sendable {
    let run: @Sendable (Subject) async throws -> Void
    /// Lets the parked call go on with its answer; which dependency answered, where a call has
    /// several (`nil`: its one dependency, as the operation names it).
    let answer: @Sendable () -> Answered?
    /// Lets every parked caller go with `CancellationError`, at the end of a run.
    let abandon: @Sendable () -> Void
}
