/// Runs a scenario of calls into an actor in **every** order an actor allows, and checks
/// after each that the latest word won — as Rust's `loom` explores every interleaving.
///
/// An actor runs one piece of a call at a time and is cut only at its `await`s. The calls
/// wait at gates the explorer controls (their dependencies' test doubles park on the
/// `SuspensionGate` each call is given, once or at several places), and at every other
/// `await` where they change actor: each call runs on a lane of its own that runs one job
/// at a time when the explorer says (SE-0417 task executor preference), so a call left with
/// a job queued is cut there. A schedule is a sequence of steps "start call i", "let call i
/// go on from its gate" and "let call i go on from an `await`" (at most `preemptionBound`
/// cuts of that kind in one schedule, as loom bounds preemptions). The explorer runs one
/// schedule, notes at each step which other steps were possible, and runs those schedules
/// too (each from a fresh subject), until it has run them all. A step ends when its call
/// has parked, ended or been cut — events, never a moment — so no step's result depends on
/// timing. It explores every smaller group of the calls too, so
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
    /// How many times one schedule may cut a call at an `await` no gate controls and run
    /// another call first (a preemption, as loom counts them); 0 cuts calls at gates only.
    public let preemptionBound: Int

    public init(
        makeSubject: @escaping @Sendable () -> Subject,
        observe: @escaping @Sendable (Subject) async -> State,
        show: @escaping @Sendable (State) -> String,
        operations: [Operation],
        stepLimit: Duration = SafetyNet.defaultLimit,
        dependencies: SuspensionGate<Response>.Cancellation = .throwsWhenCancelled,
        preemptionBound: Int = 1
    ) {
        self.makeSubject = makeSubject
        self.observe = observe
        self.show = show
        self.operations = operations
        self.stepLimit = stepLimit
        self.dependencies = dependencies
        self.preemptionBound = preemptionBound
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
            var pending: [[PlannedStep]] = [[]]
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
            simplestFailure: failures.min { Schedule.simpler($0.schedule, $1.schedule) }, preemptionBound: preemptionBound)
    }

    /// Runs the calls of `group` on a fresh subject: first the steps of `prefix`, then, at
    /// each point, the first step possible (in the calls' order). Returns
    /// the trace and, for every point after the prefix where another step was possible
    /// within the preemption bound, the schedule prefix that takes it.
    ///
    /// Each call runs on a lane of its own that runs nothing until the explorer says so, one
    /// job at a time; an actor the call enters runs its jobs there too (SE-0417). So after a
    /// job the explorer knows where every call is: queued on its lane (cut at an `await`),
    /// parked at its gate, ended — or, with nothing queued, waiting behind another call's
    /// lane or running somewhere the explorer does not own (the main actor, a task of its
    /// own), which it waits for under the step limit.
    func run(_ group: [Int], following prefix: [PlannedStep]) async -> (ScheduleTrace, branches: [[PlannedStep]]) {
        let subject = makeSubject()
        // The tasks borrow the subject, so none of them keeps it alive after the run.
        let lent = Lent(subject)
        defer { lent.takeBack() }
        let changes = ChangeSignal()
        let lanes = operations.map { DedicatedThreadExecutor(name: "explorer: \($0.name)", holdsJobs: true, onEnqueue: changes.bump) }
        defer { lanes.forEach { $0.shutDown() } }
        let signals = operations.map { _ in StepSignal(onChange: changes.bump) }
        let gates = operations.indices.map { index in
            SuspensionGate<Response>(name: "\(operations[index].dependency ?? "") for \(operations[index].name)", cancellation: dependencies) { place in
                signals[index].noteParked(at: place)
            }
        }
        var tasks: [Int: Task<Void, Never>] = [:]
        var resumed = [Int](repeating: 0, count: operations.count)
        var jobsRun = [Int](repeating: 0, count: operations.count)
        var plan: [PlannedStep] = []
        var branches: [[PlannedStep]] = []
        var steps: [String] = []
        var stuck: String?
        var preemptions = 0

        func possibleSteps() -> [ScheduleEvent] {
            group.compactMap { index in
                if tasks[index] == nil { return .start(index) }
                if lanes[index].pendingJobs > 0 { return .resume(index) }
                let now = signals[index].snapshot
                return !now.ended && now.parked > resumed[index] ? .answer(index) : nil
            }
        }

        /// Runs `step`'s call, one job at a time, until it parks, ends, is cut where the plan
        /// says, or waits for something it does not run itself. Where it could be cut (it
        /// changed actor, or awaited a task, and another step is possible) and `branching`,
        /// the schedule that cuts it there is noted, within the preemption bound. A call is cut
        /// only once it has run its task's first job and one inside the subject, so the order
        /// calls started in is the order they entered the subject.
        func advance(_ step: PlannedStep, since before: StepSignal.Snapshot, branching: Bool) async -> StepSignal.Settled {
            let index = step.event.operation
            var ran = 0
            while true {
                let seen = changes.count
                let now = signals[index].snapshot
                if lanes[index].pendingJobs > 0 {
                    if ran > 0 && jobsRun[index] >= 2 {
                        if step.cutAfter == ran {
                            preemptions += 1
                            return .suspendedElsewhere
                        }
                        if branching && step.cutAfter == nil && preemptions < preemptionBound {
                            let cutHere = PlannedStep(event: step.event, cutAfter: ran)
                            branches += possibleSteps().filter { $0 != .resume(index) }.map {
                                plan + [cutHere, PlannedStep(event: $0)]
                            }
                        }
                    }
                    // A job can block its thread (a semaphore only another call signals): the
                    // step limit covers it too, and the blocked job is left behind.
                    let jobDone = Locked(false)
                    lanes[index].runNext {
                        jobDone.withLock { $0 = true }
                        changes.bump()
                    }
                    while !jobDone.value {
                        let seenNow = changes.count
                        if jobDone.value { break }
                        if await !changes.waitForChange(after: seenNow, limit: stepLimit) { return .timedOut }
                    }
                    ran += 1
                    jobsRun[index] += 1
                    continue
                }
                if now.ended { return .ended(now.error) }
                if now.parked > before.parked { return .parked }
                if group.contains(where: { lanes[$0].pendingJobs > 0 }) {
                    // Behind another call's lane (an actor that call's queued job holds), or
                    // still running on the main actor: the main actor's queue is serial, so once
                    // a job sent there now has run, a call it was running has moved on.
                    guard case .returned = await SafetyNet.run(limit: stepLimit, { await MainActor.run {} }) else { return .timedOut }
                    let settledMeanwhile = signals[index].snapshot
                    if lanes[index].pendingJobs > 0 || settledMeanwhile.ended || settledMeanwhile.parked > before.parked { continue }
                    return .waitingBehindAnother
                }
                if await !changes.waitForChange(after: seen, limit: stepLimit) { return .timedOut }
            }
        }

        while stuck == nil {
            var possible = possibleSteps()
            if possible.isEmpty {
                // A call still on its way somewhere the explorer does not run (it waited
                // behind another call, or runs on the main actor): wait for it to show up.
                let unsettled = group.filter { index in
                    let now = signals[index].snapshot
                    return tasks[index] != nil && !now.ended && now.parked <= resumed[index]
                }
                guard let waiting = unsettled.first else { break }
                let seen = changes.count
                possible = possibleSteps()
                if possible.isEmpty, await !changes.waitForChange(after: seen, limit: stepLimit) {
                    stuck = "\(operations[waiting].name) neither ends nor waits at its gate within \(stepLimit)"
                    steps.append("\(steps.count + 1). \(stuck!)")
                    break
                }
                continue
            }
            let step: PlannedStep
            if plan.count < prefix.count {
                step = prefix[plan.count]
                // A replay that cannot take its step went differently from the run that noted
                // it (the code depends on something the explorer does not control).
                guard possible.contains(step.event) else {
                    stuck = "the schedule could not be replayed: step \(plan.count + 1) was not possible the second time"
                    steps.append("\(steps.count + 1). \(stuck!)")
                    break
                }
            } else {
                step = PlannedStep(event: possible[0])
                branches += possible.dropFirst().map { plan + [PlannedStep(event: $0)] }
            }
            // The last step of the prefix is new to this run (its parent took another), so
            // its cuts are explored here; the earlier ones were explored by the parent.
            let branching = plan.count >= prefix.count - 1
            let event = step.event
            let index = event.operation
            let operation = operations[index]
            let signal = signals[index]
            let before = signal.snapshot
            switch event {
            case .start:
                tasks[index] = Task(executorPreference: lanes[index]) { [gate = gates[index]] in
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
            case .resume:
                break
            }
            let settled = await advance(step, since: before, branching: branching)
            plan.append(step)
            let said = describe(operation, event: event, from: before.place, settled: settled, place: signal.snapshot.place)
            if case .timedOut = settled { stuck = said }
            // The subject is read only while no call is between two jobs: a call cut on its
            // way into an actor holds that actor's turn, and a read would wait behind it.
            if group.allSatisfy({ lanes[$0].pendingJobs == 0 }) {
                steps.append("\(steps.count + 1). \(said) -> \(show(await observe(subject)))")
            } else {
                steps.append("\(steps.count + 1). \(said)")
            }
        }

        // Calls still parked (after a stuck step) are ended, so nothing outlives the run: each
        // lane runs what is left, each call is cancelled, every gate answers whoever still
        // waits there (a call may park in a task of its own, which cancelling it does not
        // reach), and a call that still never ends (it waits for something the explorer does
        // not own) is left behind, never waited for.
        lanes.forEach { $0.runFreely() }
        for (_, task) in tasks { task.cancel() }
        for gate in gates {
            gate.releaseEveryParked(throwing: CancellationError())
            // A call released there may park again (a dependency that answers anyway): the
            // next arrivals get their answer at once.
            for _ in 0..<2 { gate.release(throwing: CancellationError()) }
        }
        for index in tasks.keys.sorted() {
            guard let task = tasks[index] else { continue }
            if case .timedOut = await SafetyNet.run(limit: stepLimit, { await task.value }) {
                stuck = stuck ?? "\(operations[index].name) never ended, even cancelled and answered"
            }
        }

        let schedule = Schedule(operations: group, events: plan.map(\.event))
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
        } else if case .resume = event {
            what = "\(operation.name) goes on"
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
        case .suspendedElsewhere: return "\(what) and suspends at an `await` the lab does not control"
        case .waitingBehindAnother: return "\(what) and waits for another call's turn to end"
        case .timedOut: return "\(what), but it neither ends nor waits at its gate within \(stepLimit)"
        }
    }
}

/// A step the explorer plans to take: its event and, for a call it cuts at an `await` no
/// gate controls, after how many of the step's jobs.
struct PlannedStep: Hashable, Sendable {
    let event: ScheduleEvent
    var cutAfter: Int?
}
