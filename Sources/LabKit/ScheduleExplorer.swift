/// Runs a scenario of calls into an actor in **every** order an actor allows, and checks
/// after each that the latest word won — as Rust's `loom` explores every interleaving.
///
/// An actor runs one piece of a call at a time and is cut only at its `await`s. When each
/// call awaits at most one dependency, the orders are those of {call i starts, call i's
/// dependency answers}, and the explorer runs each on a fresh subject. After every step it
/// waits until the call has ended or parked again, so no step's result depends on timing.
/// It explores every smaller group of the calls too, so the failure it reports is the
/// simplest to follow: fewest calls, fewest steps, fewest switches.
///
/// ```swift
/// let explorer = ScheduleExplorer(
///     makeSubject: { SessionProductStore() },
///     observe: { store in await store.products.map(\.id) },
///     show: { "products = [\($0.joined(separator: ", "))]" },
///     operations: [refreshA, refreshB, clear])
/// let report = await explorer.explore()
/// #expect(report.failures == 0, Comment(rawValue: report.message))   // the trace, numbered
/// ```
public struct ScheduleExplorer<Subject: Sendable, Response: Sendable, State: Sendable & Equatable>: Sendable {
    public typealias Operation = ScheduledOperation<Subject, Response, State>

    let makeSubject: @Sendable () -> Subject
    let observe: @Sendable (Subject) async -> State
    let show: @Sendable (State) -> String
    public let operations: [Operation]
    /// A safety net per step: a call that neither ends nor parks fails the schedule.
    let stepLimit: Duration

    public init(
        makeSubject: @escaping @Sendable () -> Subject,
        observe: @escaping @Sendable (Subject) async -> State,
        show: @escaping @Sendable (State) -> String,
        operations: [Operation],
        stepLimit: Duration = .seconds(10)
    ) {
        self.makeSubject = makeSubject
        self.observe = observe
        self.show = show
        self.operations = operations
        self.stepLimit = stepLimit
    }

    /// Every schedule of every non-empty group of the operations (all of them included).
    public var schedules: [Schedule] {
        Schedule.groups(of: operations.count).flatMap { Schedule.all(of: $0, awaits: operations.map(\.awaits)) }
    }

    /// Runs every schedule and reports how many broke "the latest word wins", with the
    /// simplest of those as a numbered trace.
    public func explore() async -> ExplorationReport {
        let all = schedules
        var failures: [ScheduleTrace] = []
        for schedule in all {
            let trace = await run(schedule)
            if !trace.held { failures.append(trace) }
        }
        let everyCall = all.filter { $0.operations.count == operations.count }.count
        return ExplorationReport(
            explored: all.count, withEveryCall: everyCall, callNames: operations.map(\.name),
            failures: failures.count,
            simplestFailure: failures.min { Schedule.simpler($0.schedule, $1.schedule) })
    }

    /// Runs one schedule on a fresh subject and returns its trace.
    public func run(_ schedule: Schedule) async -> ScheduleTrace {
        let subject = makeSubject()
        // The tasks borrow the subject, so none of them keeps it alive after the run.
        let lent = Lent(subject)
        defer { lent.takeBack() }
        let signals = operations.map { _ in StepSignal() }
        let gates = operations.indices.map { index in
            SuspensionGate<Response>(name: "\(operations[index].dependency ?? "") for \(operations[index].name)") {
                signals[index].noteParked()
            }
        }
        var tasks: [Int: Task<Void, Never>] = [:]
        var steps: [String] = []
        var broken: String?

        for event in schedule.events {
            let index = event.operation
            let operation = operations[index]
            let signal = signals[index]
            var step: String
            var settled = StepSignal.Settled.ended(nil)
            switch event {
            case .start:
                let before = signal.snapshot
                tasks[index] = Task { [gate = gates[index]] in
                    do {
                        if let subject = lent.borrowed { try await operation.body(subject, gate) }
                    } catch {
                        signal.noteThrew(error)
                    }
                    signal.noteEnded()
                }
                settled = await signal.waitUntilSettled(after: before, limit: stepLimit)
                step = describe(operation, settled: settled, started: true)
            case .answer:
                let before = signal.snapshot
                if before.ended {
                    step = "\(operation.dependency ?? "") answers \(operation.name), which had already ended"
                } else {
                    gates[index].release(returning: operation.answer!)
                    settled = await signal.waitUntilSettled(after: before, limit: stepLimit)
                    step = describe(operation, settled: settled, started: false)
                }
            }
            if case .timedOut = settled { broken = step }
            steps.append("\(steps.count + 1). \(step) -> \(show(await observe(subject)))")
            if broken != nil { break }
        }

        // Calls still parked (a call that waits twice) are ended, so nothing outlives the run.
        for (_, task) in tasks { task.cancel() }
        for (_, task) in tasks { await task.value }

        let final = await observe(subject)
        let last = schedule.lastStarted.map { operations[$0] }
        let expected = last?.effect
        let held = broken == nil && expected.map { $0 == final } ?? true
        var verdict = "✓ \(show(final))"
        if let broken {
            verdict = "✗ the schedule could not go on: \(broken)"
        } else if !held, let last, let expected {
            verdict = "✗ \(show(final)), expected \(show(expected)):"
                + " \(last.name) started last, so its word should win."
        }
        return ScheduleTrace(schedule: schedule, steps: steps, verdict: verdict, held: held)
    }

    private func describe(_ operation: Operation, settled: StepSignal.Settled, started: Bool) -> String {
        let subject = started ? "\(operation.name)" : "\(operation.dependency ?? "") answers \(operation.name) with \(operation.answerText); it resumes"
        switch settled {
        case .parked where started: return "\(subject) starts and waits for \(operation.dependency ?? "its dependency")"
        case .parked: return "\(subject), then waits for \(operation.dependency ?? "its dependency") again"
        case let .ended(error?): return "\(subject)\(started && operation.awaits ? " runs to its end without waiting" : "") and throws \(error)"
        case .ended(nil) where started && operation.awaits: return "\(subject) runs to its end without waiting for \(operation.dependency!)"
        case .ended(nil): return subject
        case .timedOut: return "\(subject), but it neither ends nor waits again within \(stepLimit)"
        }
    }
}
