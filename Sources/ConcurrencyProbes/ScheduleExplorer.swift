/// Runs a scenario of calls into an actor in **every** order an actor allows, and checks a
/// rule of yours after each — as Rust's `loom` explores every interleaving of threads.
///
/// An actor runs one piece of a call at a time and is cut only at its `await`s. The calls
/// wait at gates the explorer controls (their dependencies' test doubles park on the
/// ``SuspensionGate`` each call is given, once or at several places), and at every other
/// `await` where they change actor: each call runs on a lane of its own that runs one job
/// at a time when the explorer says (SE-0417 task executor preference), so a call left with
/// a job queued is cut there. The tasks a call makes run on its lane too, one job at a time:
/// child tasks (`async let`, task groups) inherit it, and `Task {}` and `Task.detached` are
/// brought there by the runtime's hook for the global executor, so keeping and
/// cancelling a task of one's own is explored, step by step, like the rest. A schedule is a sequence of steps "start call i", "let call i
/// go on from its gate" and "let call i go on from an `await`" (at most `preemptionBound`
/// cuts of that kind in one schedule, as loom bounds preemptions). The explorer runs one
/// schedule, notes at each step which other steps were possible, and runs those schedules
/// too (each from a fresh subject), until it has run them all — or `maxSchedules` of them.
/// A step ends when its call has parked, ended or been cut — events, never a moment — so no
/// step's result depends on timing. A call that stops with nothing of the explorer's left to
/// run (a continuation, a lock or a task another call will resume) waits for another call:
/// no flag is needed. It explores every smaller group of the calls too, so
/// the failure it reports is the simplest to follow: fewest calls, fewest steps, fewest
/// switches; ``replay(_:)`` runs that one schedule again, alone, for a debugger.
///
/// ```swift
/// let explorer = ScheduleExplorer(
///     makeSubject: { CheckThenPayAccount(balance: 100) },
///     observe: { await $0.ledger },
///     show: { "balance \($0.balance), paid out \($0.paidOut)" },
///     operations: [withdraw(80), withdraw(50), deposit],
///     check: conserved)
/// let report = await explorer.explore()
/// if let message = report.failureMessage { Issue.record(Comment(rawValue: message)) }   // the trace, numbered
/// ```
/// `dependencies: .ignored` explores the same schedules with dependencies that answer even
/// when their caller was cancelled (a network that completes anyway): code that relies on
/// the dependency to notice cancellation, and never checks for itself, fails there.
public struct ScheduleExplorer<Subject: Sendable, State: Sendable>: Sendable {
    /// A call in this explorer's scenario.
    public typealias Operation = ScheduledOperation<Subject, State>

    let makeSubject: @Sendable () async -> Subject
    let observe: @Sendable (Subject) async -> State
    let show: @Sendable (State) -> String
    /// The calls, numbered from 0 in this order.
    public let operations: [Operation]
    /// What must hold after every schedule.
    public let check: ScheduleCheck<State>
    /// A safety net per step: a call that neither ends nor parks fails the schedule.
    let stepLimit: Duration
    /// Whether the gated dependencies throw when their caller is cancelled, or answer anyway.
    let dependencies: DependencyCancellation
    /// How many times one schedule may cut a call at an `await` no gate controls and run
    /// another call first (a preemption, as loom counts them); 0 cuts calls at gates only.
    public let preemptionBound: Int
    /// The most schedules one exploration runs (`nil`: every one), those with every call
    /// first; the report says whether it was complete.
    public let maxSchedules: Int?

    /// - Parameters:
    ///   - makeSubject: a fresh subject for each schedule; it may await, so a subject whose
    ///     initializer is isolated to the main actor is made there
    ///     (`{ await MainActor.run { Account() } }`), before the schedule's lanes exist.
    ///   - observe: reads the subject's state once no call is between two jobs.
    ///   - show: a state in words, for the trace.
    ///   - operations: the calls, numbered from 0 in this order (in replay strings).
    ///   - check: what must hold after every schedule.
    ///   - stepLimit: a safety net per step: a call that neither ends nor parks within it
    ///     fails its schedule instead of hanging the test.
    ///   - dependencies: whether a gated dependency throws when its caller is cancelled, or
    ///     answers anyway.
    ///   - preemptionBound: how many times one schedule may cut a call at an `await` no gate
    ///     controls (0: at gates only).
    ///   - maxSchedules: the most schedules one exploration runs (`nil`: every one).
    public init(
        makeSubject: @escaping @Sendable () async -> Subject,
        observe: @escaping @Sendable (Subject) async -> State,
        show: @escaping @Sendable (State) -> String,
        operations: [Operation],
        check: ScheduleCheck<State>,
        stepLimit: Duration = SafetyNet.defaultLimit,
        dependencies: DependencyCancellation = .throwsWhenCancelled,
        preemptionBound: Int = 1,
        maxSchedules: Int? = nil
    ) {
        self.makeSubject = makeSubject
        self.observe = observe
        self.show = show
        self.operations = operations
        self.check = check
        self.stepLimit = stepLimit
        self.dependencies = dependencies
        self.preemptionBound = preemptionBound
        self.maxSchedules = maxSchedules
    }

    /// Runs every schedule of every non-empty group of the calls (or the first
    /// `maxSchedules`) and reports how many broke the check, with the simplest of those as a
    /// numbered trace.
    ///
    /// A schedule in which a call never settles (it waits for something other than its
    /// gate, such as another call) stops the exploration there: the next schedules would
    /// each wait out the step limit too, and that one trace already says what happened.
    public func explore() async -> ExplorationReport {
        if let request = ReplayRequest.forThisExplorer { return await replayed(request) }
        var explored = 0
        var withEveryCall = 0
        var failures: [ScheduleTrace] = []
        var unreplayable = 0
        // Smaller groups first, so the simplest failure is found; under a bound, the whole
        // scenario first, so the bound is spent on the calls as they were given.
        let groups = maxSchedules == nil ? Schedule.groups(of: operations.count) : Schedule.groups(of: operations.count).reversed()
        for group in groups {
            var pending: [[PlannedStep]] = [[]]
            while let prefix = pending.popLast() {
                if let maxSchedules, explored >= maxSchedules {
                    return report(explored, withEveryCall, failures, unreplayable, complete: false)
                }
                let (trace, branches) = await run(group, following: prefix)
                // A schedule noted in one run that the next could not take depended on
                // something the explorer does not run (a call woken by a timer, by the main
                // actor, by a thread of its own): it is left out, and the report says how
                // many — never a failure that timing made.
                if trace.incompleteGroup {
                    // A smaller group whose call waits for one outside it: its other orders may end.
                    pending.append(contentsOf: branches.reversed())
                    continue
                }
                if trace.unreplayable {
                    unreplayable += 1
                    continue
                }
                explored += 1
                TestWatchdog.noteProgress()
                if group.count == operations.count { withEveryCall += 1 }
                if !trace.held { failures.append(trace) }
                if trace.stuck { return report(explored, withEveryCall, failures, unreplayable, complete: false, showing: trace) }
                pending.append(contentsOf: branches.reversed())
            }
        }
        return report(explored, withEveryCall, failures, unreplayable, complete: unreplayable == 0)
    }

    /// Runs one schedule again, alone — the string a trace gives as `replay` (and a failure
    /// message prints) — for a debugger or a breakpoint in the code under test.
    ///
    /// ```swift
    /// let trace = try await explorer.replay("s0 s1 a1 a0")
    /// #expect(trace.held, "\(trace)")
    /// ```
    public func replay(_ code: String) async throws(ReplayError) -> ScheduleTrace {
        let steps = try ScheduleReplay.steps(code, operations: operations.count)
        let group = Array(Set(steps.compactMap(\.event.started))).sorted()
        let trace = await run(group, following: steps).0
        let taken = trace.schedule.events.count
        if trace.unreplayable || taken < steps.count {
            throw .diverged(code: code, step: min(taken + 1, steps.count))
        }
        return trace
    }

    /// The one schedule `request` asks for, instead of the exploration (`ReplayRequest`): its
    /// trace printed whatever it shows, and reported as the failure when it broke the check.
    private func replayed(_ request: ReplayRequest) async -> ExplorationReport {
        do {
            let trace = try await replay(request.code)
            print("\(ReplayRequest.openingLine)\n\(request)\n\(trace)\n\(ReplayRequest.closingLine)")
            return report(1, 1, trace.held ? [] : [trace], 0, complete: false)
        } catch {
            print("\(ReplayRequest.openingLine)\n\(request)\ncannot be replayed here: \(error)\n\(ReplayRequest.closingLine)")
            return report(0, 0, [], 0, complete: false)
        }
    }

    /// - Parameter showing: the trace to show instead of the simplest failure (a schedule that
    ///   could not go on, which stopped the exploration).
    private func report(
        _ explored: Int, _ withEveryCall: Int, _ failures: [ScheduleTrace], _ unreplayable: Int, complete: Bool,
        showing: ScheduleTrace? = nil
    ) -> ExplorationReport {
        ExplorationReport(
            explored: explored, withEveryCall: withEveryCall, callNames: operations.map(\.name),
            failures: failures.count,
            simplestFailure: showing ?? failures.min { Schedule.simpler($0.schedule, $1.schedule) }, preemptionBound: preemptionBound,
            complete: complete, maxSchedules: maxSchedules, unreplayable: unreplayable, rule: check.rule)
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
        let subject = await makeSubject()
        // The tasks borrow the subject, so none of them keeps it alive after the run.
        let lent = Lent(subject)
        defer { lent.takeBack() }
        let changes = ChangeSignal()
        let lanes = operations.map {
            DedicatedThreadExecutor(name: "explorer: \($0.name)", holdsJobs: true, capturesTasks: true, onEnqueue: changes.bump)
        }
        defer { lanes.forEach { $0.shutDown() } }
        let signals = operations.map { _ in StepSignal(onChange: changes.bump) }
        let calls = operations.indices.map { index in
            operations[index].prepare(GateSettings(
                name: "\(operations[index].dependency ?? "") for \(operations[index].name)", cancellation: dependencies,
                onArrival: { place in signals[index].noteParked(at: place) }))
        }
        var tasks: [Int: Task<Void, Never>] = [:]
        var resumed = [Int](repeating: 0, count: operations.count)
        var jobsRun = [Int](repeating: 0, count: operations.count)
        var plan: [PlannedStep] = []
        var branches: [[PlannedStep]] = []
        var steps: [TraceStep] = []
        var stuck: String?
        var unreplayable = false
        var incompleteGroup = false
        var preemptions = 0

        func possibleSteps() -> [ScheduleEvent] {
            group.compactMap { index in
                if tasks[index] == nil { return .start(index) }
                if lanes[index].pendingJobs > 0 { return .resume(index) }
                // A call that has returned may still have a task of its own parked at its gate.
                return signals[index].snapshot.parked > resumed[index] ? .answer(index) : nil
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
                    // step limit covers it too, and the blocked job is left behind. The wait is
                    // for this job alone: what the job queues or parks meanwhile bumps `changes`,
                    // and waking for each of those cost a pool wake-up and a deadline apiece.
                    let jobDone = ChangeSignal()
                    if lanes[index].runNext(then: jobDone.bump),
                       await !jobDone.waitForChange(after: 0, limit: stepLimit, looking: .microseconds(20)) {
                        return .timedOut
                    }
                    ran += 1
                    jobsRun[index] += 1
                    continue
                }
                if now.ended { return .ended(now.error) }
                if now.parked > before.parked { return .parked }
                // Another call that has not ended (or not started) may be what this one waits
                // for: a continuation it resumes, a lock it releases, a task it shares.
                // (A call outside this group never starts in it: in a smaller group, it counts too.)
                let othersUnfinished = operations.indices.contains { other in
                    other != index && !(group.contains(other) && tasks[other] != nil && signals[other].snapshot.ended)
                }
                if group.contains(where: { lanes[$0].pendingJobs > 0 }) || (othersUnfinished && ran > 0) {
                    // Behind another call's lane (an actor that call's queued job holds), waiting
                    // for another call's work (once it has run: answered, it first runs the job
                    // its answer queues; everything the explorer owns is then quiet, so only
                    // another call can wake it), or still running on the main actor: the main
                    // actor's queue is serial, so once a job sent there now has run, a call it
                    // was running has moved on.
                    // The main actor is every test's: while other tests keep it busy, its queue is
                    // slow through no fault of this call's, so the hop gets the longer of the step
                    // limit and the safety net's (a call that spins there still ends the step).
                    let mainActorLimit = max(stepLimit, SafetyNet.defaultLimit)
                    guard case .returned = await SafetyNet.run(limit: mainActorLimit, { await MainActor.run {} }) else { return .timedOut }
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
                if group.count < operations.count, group.allSatisfy({ lanes[$0].pendingJobs == 0 }) {
                    // Nothing the explorer owns is left to run, and the group lacks a call the
                    // waiting one may need (the call that fulfils, releases, answers it): this
                    // smaller group is not a scenario of its own.
                    incompleteGroup = true
                    break
                }
                let seen = changes.count
                possible = possibleSteps()
                if possible.isEmpty, await !changes.waitForChange(after: seen, limit: stepLimit) {
                    let othersEnded = group.allSatisfy { $0 == waiting || signals[$0].snapshot.ended }
                    stuck = othersEnded
                        ? "\(operations[waiting].name) never returns: every other call has ended, nothing is left to run,"
                            + " and nothing woke it within \(stepLimit) (a continuation never resumed, a waiter dropped?)"
                        : "\(operations[waiting].name) neither ends nor waits at its gate within \(stepLimit)"
                    steps.append(TraceStep(number: steps.count + 1, event: .stalled(stuck!), state: nil))
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
                    unreplayable = true
                    stuck = "the schedule could not be replayed: step \(plan.count + 1) was not possible this time"
                    steps.append(TraceStep(number: steps.count + 1, event: .stalled(stuck!), state: nil))
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
            // Which of the call's dependencies answered, where it waits for several.
            var answered: Answered?
            switch event {
            case .start:
                tasks[index] = Task(executorPreference: lanes[index]) { [call = calls[index]] in
                    do {
                        if let subject = lent.borrowed { try await call.run(subject) }
                    } catch {
                        signal.noteThrew(error)
                    }
                    signal.noteEnded()
                }
            case .answer:
                resumed[index] += 1
                // What the answer wakes (a task of the call's own parked at the gate) is the call's.
                answered = TaskCapture.lending(to: lanes[index]) { calls[index].answer() }
            case .resume:
                break
            }
            let runsItsTask = event == .resume(index) && lanes[index].nextJobIsCaptured
            let settled = await advance(step, since: before, branching: branching)
            plan.append(step)
            // A cut the plan asks for that did not happen: this run went differently.
            if step.cutAfter != nil, !settled.isSuspendedElsewhere { unreplayable = true }
            let said = TraceStep.Call(
                name: operation.name, dependency: answered?.dependency ?? operation.dependency,
                action: runsItsTask ? .itsTaskGoesOn
                    : action(event, answerText: answered?.shown ?? operation.answerText, from: answered == nil ? before.place : nil),
                result: result(
                    settled, place: signal.snapshot.place, taskReady: lanes[index].nextJobIsCaptured,
                    taskParked: signal.snapshot.parked > resumed[index]))
            if case .timedOut = settled { stuck = TraceFormatter.text(said) }
            // The subject is read only while no call is between two jobs: a call cut on its
            // way into an actor holds that actor's turn, and a read would wait behind it.
            let state = group.allSatisfy({ lanes[$0].pendingJobs == 0 }) ? show(await observe(subject)) : nil
            steps.append(TraceStep(number: steps.count + 1, event: .call(said), state: state))
        }

        // Calls still parked (after a stuck step) are ended, so nothing outlives the run: each
        // lane runs what is left, each call is cancelled, every gate answers whoever still
        // waits there (a call may park in a task of its own, which cancelling it does not
        // reach), and a call that still never ends (it waits for something the explorer does
        // not own) is left behind, never waited for.
        lanes.forEach { $0.runFreely() }
        for (_, task) in tasks { task.cancel() }
        calls.forEach { $0.abandon() }
        if incompleteGroup {
            // Its waiting call may hold the subject's continuations: kept, so none is freed unresumed.
            LeftBehind.keep(subject)
        }
        for index in tasks.keys.sorted() where !incompleteGroup {
            guard let task = tasks[index] else { continue }
            // A call that has ended has only its task's return left, on a lane that now runs
            // freely: awaited directly, without a safety net's task, stream and deadline apiece.
            if signals[index].snapshot.ended {
                await task.value
                continue
            }
            if case .timedOut = await SafetyNet.run(limit: stepLimit, { await task.value }) {
                stuck = stuck ?? "\(operations[index].name) never ended, even cancelled and answered"
            }
        }

        let schedule = Schedule(operations: group, events: plan.map(\.event))
        let final = await observe(subject)
        let started = plan.compactMap(\.event.started)
        let verdict: ScheduleTrace.Verdict
        if let stuck {
            verdict = .couldNotGoOn(stuck)
        } else {
            // A call with a step after the last start had not ended when that call started.
            let lastStart = plan.lastIndex { $0.event.started != nil }
            let stillGoing = lastStart.map { start in Set(plan[(start + 1)...].map(\.event.operation)) } ?? []
            let outcome = ScheduleOutcome(
                state: final, started: started.map { operations[$0].name },
                runningWhenLastStarted: started.dropLast().filter(stillGoing.contains).map { operations[$0].name },
                effectOfLastStarted: started.last.flatMap { operations[$0].effect }, show: show)
            verdict = check.verdict(outcome).map { .broken(state: show(final), message: $0) } ?? .held(state: show(final))
        }
        let trace = ScheduleTrace(
            schedule: schedule, steps: steps, verdict: verdict, replay: ScheduleReplay.code(plan), unreplayable: unreplayable,
            incompleteGroup: incompleteGroup)
        return (trace, stuck == nil ? branches : [])
    }

    /// What a step did to its call.
    private func action(_ event: ScheduleEvent, answerText: String, from previousPlace: String?) -> TraceStep.Action {
        switch event {
        case .start: .starts
        case .resume: .goesOn
        case .answer: previousPlace.map { .letGo(from: $0) } ?? .answered(with: answerText)
        }
    }

    /// Where a step left its call.
    private func result(_ settled: StepSignal.Settled, place: String?, taskReady: Bool, taskParked: Bool) -> TraceStep.Result {
        switch settled {
        // It returned, and a task it made is parked at its gate.
        case .ended(nil) where taskParked: .endsWhileItsTaskWaits(at: place)
        // Cut where the next job on its lane is a task's it made (`Task {}`), not its own.
        case .suspendedElsewhere where taskReady: .itsTaskIsReady
        case .parked: .waits(at: place)
        case let .ended(error?): .throwsError(error)
        case .ended(nil): .ends
        case .suspendedElsewhere: .suspendedElsewhere
        case .waitingBehindAnother: .waitsForAnotherCall
        case .timedOut: .neverSettled(within: stepLimit)
        }
    }
}
