/// Runs a scenario of calls into an actor in **every** order an actor allows, and checks
/// after each that the latest word won — as Rust's `loom` explores every interleaving.
///
/// An actor runs one piece of a call at a time and is cut only at its `await`s. The calls
/// here wait only at gates the explorer controls (their dependencies' test doubles park on
/// the `SuspensionGate` each call is given, once or at several places), so a schedule is a
/// sequence of steps "start call i" and "let call i go on from where it waits". The
/// explorer runs one schedule, notes at each step which other steps were possible, and runs
/// those schedules too (each from a fresh subject), until it has run them all — as Rust's
/// `loom` does. After every step it waits until the call has ended or parked again, so no
/// step's result depends on timing. It explores every smaller group of the calls too, so
/// the failure it reports is the simplest to follow: fewest calls, fewest steps, fewest
/// switches.
///
/// ```swift
/// let explorer = ScheduleExplorer(
///     makeSubject: { SessionProductStore() },
///     observe: { store in await store.products.map(\.id) },
///     show: { "products = [\($0.joined(separator: ", "))]" },
///     operations: [refreshA, refreshB, clear])
/// let report = await explorer.explore()
/// if let message = report.failureMessage { Issue.record(Comment(rawValue: message)) }   // the trace, numbered
/// ```
/// `dependencies: .ignored` explores the same schedules with dependencies that answer even
/// when their caller was cancelled (a network that completes anyway): code that relies on
/// the dependency to notice cancellation, and never checks for itself, fails there.
public struct ScheduleExplorer<Subject: Sendable, Response: Sendable, State: Sendable & Equatable>: Sendable {
    public typealias Operation = ScheduledOperation<Subject, Response, State>

    let makeSubject: @Sendable () -> Subject
    let observe: @Sendable (Subject) async -> State
    let show: @Sendable (State) -> String
    public let operations: [Operation]
    /// A safety net per step: a call that neither ends nor parks fails the schedule.
    let stepLimit: Duration
    /// Whether the gated dependencies throw when their caller is cancelled, or answer anyway.
    let dependencies: SuspensionGate<Response>.Cancellation

    public init(
        makeSubject: @escaping @Sendable () -> Subject,
        observe: @escaping @Sendable (Subject) async -> State,
        show: @escaping @Sendable (State) -> String,
        operations: [Operation],
        stepLimit: Duration = SafetyNet.defaultLimit,
        dependencies: SuspensionGate<Response>.Cancellation = .throwsWhenCancelled
    ) {
        self.makeSubject = makeSubject
        self.observe = observe
        self.show = show
        self.operations = operations
        self.stepLimit = stepLimit
        self.dependencies = dependencies
    }

    /// Runs every schedule of every non-empty group of the calls and reports how many broke
    /// "the latest word wins", with the simplest of those as a numbered trace.
    ///
    /// A schedule in which a call never settles (it waits for something other than its
    /// gate, such as another call) stops the exploration there: the next schedules would
    /// each wait out the step limit too, and that one trace already says what happened.
    public func explore() async -> ExplorationReport {
        var explored = 0
        var withEveryCall = 0
        var failures: [ScheduleTrace] = []
        for group in Schedule.groups(of: operations.count) {
            var pending: [[ScheduleEvent]] = [[]]
            while let prefix = pending.popLast() {
                let (trace, branches) = await run(group, following: prefix)
                explored += 1
                if group.count == operations.count { withEveryCall += 1 }
                if !trace.held { failures.append(trace) }
                if trace.stuck { return report(explored, withEveryCall, [trace]) }
                pending.append(contentsOf: branches.reversed())
            }
        }
        return report(explored, withEveryCall, failures)
    }

    private func report(_ explored: Int, _ withEveryCall: Int, _ failures: [ScheduleTrace]) -> ExplorationReport {
        ExplorationReport(
            explored: explored, withEveryCall: withEveryCall, callNames: operations.map(\.name),
            failures: failures.count,
            simplestFailure: failures.min { Schedule.simpler($0.schedule, $1.schedule) })
    }

    /// Runs the calls of `group` on a fresh subject: first the steps of `prefix`, then, at
    /// each point, the first step possible. Returns the trace and, for every point after the
    /// prefix where another step was possible, the schedule prefix that takes it.
    func run(_ group: [Int], following prefix: [ScheduleEvent]) async -> (ScheduleTrace, branches: [[ScheduleEvent]]) {
        let subject = makeSubject()
        // The tasks borrow the subject, so none of them keeps it alive after the run.
        let lent = Lent(subject)
        defer { lent.takeBack() }
        let signals = operations.map { _ in StepSignal() }
        let gates = operations.indices.map { index in
            SuspensionGate<Response>(name: "\(operations[index].dependency ?? "") for \(operations[index].name)", cancellation: dependencies) { place in
                signals[index].noteParked(at: place)
            }
        }
        var tasks: [Int: Task<Void, Never>] = [:]
        var resumed = [Int](repeating: 0, count: operations.count)
        var events: [ScheduleEvent] = []
        var branches: [[ScheduleEvent]] = []
        var steps: [String] = []
        var stuck: String?

        func possibleSteps() -> [ScheduleEvent] {
            group.compactMap { index in
                if tasks[index] == nil { return .start(index) }
                let now = signals[index].snapshot
                return !now.ended && now.parked > resumed[index] ? .answer(index) : nil
            }
        }

        while stuck == nil {
            let possible = possibleSteps()
            guard let first = possible.first else { break }
            let event: ScheduleEvent
            if events.count < prefix.count {
                event = prefix[events.count]
            } else {
                event = first
                branches += possible.dropFirst().map { events + [$0] }
            }
            events.append(event)
            let index = event.operation
            let operation = operations[index]
            let signal = signals[index]
            let before = signal.snapshot
            switch event {
            case .start:
                tasks[index] = Task { [gate = gates[index]] in
                    do {
                        if let subject = lent.borrowed { try await operation.body(subject, gate) }
                    } catch {
                        signal.noteThrew(error)
                    }
                    signal.noteEnded()
                }
            case .answer:
                resumed[index] += 1
                gates[index].release(returning: operation.answer!)
            }
            let settled = await signal.waitUntilSettled(after: before, limit: stepLimit)
            let step = describe(operation, event: event, from: before.place, settled: settled, place: signal.snapshot.place)
            if case .timedOut = settled { stuck = step }
            steps.append("\(steps.count + 1). \(step) -> \(show(await observe(subject)))")
        }

        // Calls still parked (after a stuck step) are ended, so nothing outlives the run: each
        // is cancelled, every gate answers whoever still waits there (a call may park in a task
        // of its own, which cancelling it does not reach), and a call that still never ends
        // (it waits for something the explorer does not own) is left behind, never waited for.
        for (_, task) in tasks { task.cancel() }
        for gate in gates { gate.releaseEveryParked(throwing: CancellationError()) }
        for index in tasks.keys.sorted() {
            guard let task = tasks[index] else { continue }
            if case .timedOut = await SafetyNet.run(limit: stepLimit, { await task.value }) {
                stuck = stuck ?? "\(operations[index].name) never ended, even cancelled and answered"
            }
        }

        let schedule = Schedule(operations: group, events: events)
        let final = await observe(subject)
        let last = schedule.lastStarted.map { operations[$0] }
        let expected = last?.effect
        let held = stuck == nil && expected.map { $0 == final } ?? true
        var verdict = "✓ \(show(final))"
        if let stuck {
            verdict = "✗ the schedule could not go on: \(stuck)"
        } else if !held, let last, let expected {
            verdict = "✗ \(show(final)), expected \(show(expected)):"
                + " \(last.name) started last, so its word should win."
        }
        let trace = ScheduleTrace(schedule: schedule, steps: steps, verdict: verdict, held: held, stuck: stuck != nil)
        return (trace, stuck == nil ? branches : [])
    }

    /// One step in words: what happened, and where the call waits now (if it does).
    private func describe(
        _ operation: Operation, event: ScheduleEvent, from previousPlace: String?, settled: StepSignal.Settled, place: String?
    ) -> String {
        let dependency = operation.dependency ?? "its dependency"
        let isStart = if case .start = event { true } else { false }
        let what: String
        if isStart {
            what = operation.name + (operation.awaits ? " starts" : "")
        } else if let previousPlace {
            what = "\(operation.name) gets \(previousPlace)"
        } else {
            what = "\(dependency) answers \(operation.name) with \(operation.answerText); it resumes"
        }
        switch settled {
        case .parked: return "\(what) and waits for \(place ?? dependency)"
        case let .ended(error?): return "\(what) and throws \(error)"
        case .ended(nil) where isStart && operation.awaits:
            return "\(what) and runs to its end without waiting for \(dependency)"
        case .ended(nil): return what
        case .timedOut: return "\(what), but it neither ends nor waits at its gate within \(stepLimit)"
        }
    }
}
