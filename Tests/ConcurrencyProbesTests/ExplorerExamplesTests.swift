import ConcurrencyProbes
import Testing

/// The explorer on code from outside the course: each example's buggy version is red with a
/// trace, its fixed version green over every schedule.
@Suite("ConcurrencyProbes: the explorer on examples from outside the course")
struct ExplorerExamplesTests {
    @Test(
        "a withdrawal that checks, awaits the fraud check, then pays: two withdrawals overdraw the account",
        .skippedUnderThreadSanitizer)
    func checkThenPayOverdraws() async throws {
        let report = await BankAccountScenario.explorer { CheckThenPayAccount(balance: BankAccountScenario.opening) }.explore()

        #expect(report.complete)
        #expect(report.failures > 0)
        let trace = try #require(report.simplestFailure)
        #expect(trace.description == """
            1. withdraw 80 starts and waits for the fraud check -> balance 100, paid out 0
            2. withdraw 50 starts and waits for the fraud check -> balance 100, paid out 0
            3. the fraud check answers withdraw 50 with approved; it resumes -> balance 50, paid out 50
            4. the fraud check answers withdraw 80 with approved; it resumes -> balance -30, paid out 130
            ✗ balance -30, paid out 130, the balance went below zero: more was paid out than the account held
            """)
        #expect(trace.replay == "s0 s1 a1 a0")
        #expect(report.failureMessage?.contains(#"explorer.replay("s0 s1 a1 a0")"#) == true)
    }

    @Test(
        "a withdrawal that takes the money aside before the await holds in every schedule, and the report says it saw them all",
        .skippedUnderThreadSanitizer)
    func reservingHolds() async {
        let report = await BankAccountScenario.explorer { ReservingAccount(balance: BankAccountScenario.opening) }.explore()

        #expect(report.failures == 0, "\(report.failureMessage ?? "")")
        #expect(report.complete)
        #expect(report.description.hasPrefix("explored \(report.explored) of \(report.explored) schedules (complete"))
    }

    @Test("a bound on schedules stops the exploration there, and the report says it is not complete")
    func boundedExploration() async {
        let report = await BankAccountScenario.explorer({ ReservingAccount(balance: BankAccountScenario.opening) }, maxSchedules: 10).explore()

        #expect(report.explored == 10)
        #expect(report.withEveryCall == 10, "under a bound, the schedules with every call come first")
        #expect(!report.complete)
        #expect(report.description.contains("not every one (bounded at 10"))
    }

    @Test("a replay string runs that one schedule again, alone, to the same trace; a wrong one is refused with one line")
    func replay() async throws {
        let explorer = BankAccountScenario.explorer { CheckThenPayAccount(balance: BankAccountScenario.opening) }
        let report = await explorer.explore()
        let failure = try #require(report.simplestFailure)

        let again = try await explorer.replay(failure.replay)

        #expect(again.description == failure.description)
        #expect(again.steps == failure.steps, "traces are values: the same steps, compared field by field")
        #expect(!again.held)
        let refused = await #expect(throws: ReplayError.self) { try await explorer.replay("s0 x1") }
        #expect(refused?.description.contains(#""x1" is not a step"#) == true)
        await #expect(throws: ReplayError.notAStep(code: "s7", token: "s7", operations: 3)) { try await explorer.replay("s7") }
        await #expect(throws: ReplayError.notAStep(code: "s+0", token: "s+0", operations: 3)) { try await explorer.replay("s+0") }
        await #expect(throws: ReplayError.noCallStarts(code: "a1")) { try await explorer.replay("a1") }
        await #expect(throws: ReplayError.diverged(code: "s0 s1 a1 a0 a0", step: 5), "a step after every call ended") {
            try await explorer.replay("s0 s1 a1 a0 a0")
        }
        await #expect(throws: ReplayError.diverged(code: "s2/1", step: 1), "a cut that cannot happen") {
            try await explorer.replay("s2/1")
        }
    }

    @Test("an image cache that checks, awaits the download, then stores: two callers download twice")
    func downloadingTwice() async throws {
        let report = await ImageCacheScenario.explorer { DownloadingTwiceCache() }.explore()

        #expect(report.failures > 0)
        let trace = try #require(report.simplestFailure)
        #expect(trace.description.contains("downloaded 2 times"), "\(trace)")
        #expect(trace.steps.count == 4, "both callers start before the network answers either: \(trace)")
    }

    @Test("an image cache that keeps the download in flight: every caller joins it, one download in every schedule")
    func joiningTheDownloadInFlight() async {
        let report = await ImageCacheScenario.explorer { InFlightCache() }.explore()

        #expect(report.failures == 0, "\(report.failureMessage ?? "")")
        #expect(report.complete)
    }

    @Test("eight explorations of the joining cache at once see the same schedules")
    func joiningIsDeterministic() async {
        let seen = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { "\(await ImageCacheScenario.explorer { InFlightCache() }.explore())" }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(seen.count == 1, "\(seen)")
    }

    @Test(
        "clerk-ios's token fetcher before its fix: a call resuming after reset() removes the newer call's fetch, and a third call fetches again",
        .skippedUnderThreadSanitizer)
    func tokenFetcherBeforeFix() async throws {
        let report = await TokenFetcherScenario.explorer { TokenFetcherBeforeFix() }.explore()

        #expect(report.failures > 0)
        let trace = try #require(report.simplestFailure)
        #expect(trace.description.contains("duplicate"), "\(trace)")
    }

    @Test(
        "clerk-ios's token fetcher after its fix: a finishing call clears only its own entry; no duplicate fetch in any schedule",
        .skippedUnderThreadSanitizer)
    func tokenFetcherAfterFix() async {
        let report = await TokenFetcherScenario.explorer { TokenFetcherAfterFix() }.explore()

        // Calls here join another call's fetch, a task the explorer runs on that call's lane:
        // no flag, and no schedule left out.
        #expect(report.failures == 0, "\(report.failureMessage ?? "")")
        #expect(report.unreplayable == 0, "\(report)")
        #expect(report.complete, "\(report)")
    }
}

/// Tasks a call makes are the explorer's to run: `Task {}` and `Task.detached` join their
/// call's lane (the runtime's global-executor hook), so their steps are schedule steps.
@Suite("ConcurrencyProbes: the explorer runs the tasks a call makes")
struct ExplorerOwnTasksTests {
    // One test, not two: each exploration of this store is the suite's longest (thousands of
    // schedules), and the gate runs it under ThreadSanitizer too. The two explorations run at
    // once: the test was the ThreadSanitizer step's longest, and at once they must still agree.
    @Test("a store that keeps its network call in a task of its own, cancelled by what comes next, holds in every schedule, none is left out, and a second exploration gives the same schedules")
    func ownTaskHoldsTheSameEachTime() async {
        async let firstExploration = ProfileScenario.ownTask.explore()
        async let secondExploration = ProfileScenario.ownTask.explore()
        let (first, second) = await (firstExploration, secondExploration)

        #expect(first.failures == 0, "\(first.failureMessage ?? "")")
        #expect(first.unreplayable == 0, "\(first)")
        #expect(first.complete, "\(first)")
        #expect(first.explored == second.explored)
        #expect(first.withEveryCall == second.withEveryCall)
        #expect(first.explored > 337, "its tasks' steps are explored too: more schedules than the same store without them")
    }

    @Test("a write moved into Task.detached after the guard is caught, and the trace shows that task's step")
    func detachedWriteIsCaught() async throws {
        let report = await ProfileScenario.detachedWrite.explore()

        #expect(report.unreplayable == 0, "\(report)")
        let trace = try #require(report.simplestFailure)
        #expect(!trace.stuck, "\(trace)")
        #expect(trace.description.contains("the task refresh "), "\(trace)")
        #expect(trace.description.contains("made goes on"), "\(trace)")
        #expect(trace.description.contains("it resumes; a task it made is ready to run"), "\(trace)")
    }
}

/// A call that waits for two dependencies of different answer types, each at a gate of its own.
@Suite("ConcurrencyProbes: a call that waits at several gates, each of its own answer type")
struct ExplorerSeveralGatesTests {
    @Test(
        "a sync that does not check again after its save shows stale settings, and the trace names which dependency answered",
        .skippedUnderThreadSanitizer)
    func staleAfterTheSaveIsCaught() async throws {
        let report = await SettingsScenario.explorer(checksAfterTheSave: false).explore()

        let trace = try #require(report.simplestFailure, "\(report)")
        #expect(!trace.stuck, "\(trace)")
        #expect(trace.description.contains("the network answers sync "), "\(trace)")
        #expect(trace.description.contains("the disk answers sync "), "\(trace)")
        #expect(trace.description.contains("waits for the disk"), "\(trace)")
        #expect(report.unreplayable == 0, "\(report)")
    }

    @Test(
        "checked again after the save, it holds in every order of the two calls' four answers, none left out",
        .skippedUnderThreadSanitizer)
    func checkedAfterTheSaveHolds() async {
        let report = await SettingsScenario.explorer(checksAfterTheSave: true).explore()

        #expect(report.failures == 0, "\(report.failureMessage ?? "")")
        #expect(report.complete, "\(report)")
        #expect(report.unreplayable == 0, "\(report)")
    }
}

/// The model check on GraphQLSwift/DataLoader's `Channel` (pull request #27): before the fix a
/// waiter added while `fulfill` awaits its state actor is removed unresumed; after it, none is.
@Suite("ConcurrencyProbes: the model check on DataLoader's Channel, before and after its fix")
struct ChannelModelCheckTests {
    @Test(
        "before the fix: a scenario of value and fulfill finds a call that never returns, with the trace that leaves it waiting",
        .skippedUnderThreadSanitizer)
    func beforeFixLeaksAWaiter() async throws {
        let report = await ChannelScenario.modelCheck { ChannelBeforeFix() }.run()

        let failure = try #require(report.failure, "\(report)")
        let trace = try #require(failure.exploration.simplestFailure)
        #expect(trace.stuck, "\(trace)")
        #expect(trace.description.contains("value"), "\(trace)")
        #expect(report.failureMessage?.contains("The smallest scenario that disagrees with the model") == true)
        // What a Swift Testing user keeps for CI (the article's "Keep a failure where CI keeps
        // files"): `swift test --attachments-path DIR` writes the trace as a file.
        #if compiler(>=6.3)
        if let failure = report.failure, let trace = failure.exploration.simplestFailure {
            Attachment.record(failure.scenario + "\n" + trace.description + "\n" + trace.replay, named: "trace.txt")
        }
        if let note = report.leftOutNote { Issue.record(Comment(rawValue: note), severity: .warning) }
        #endif
    }

    @Test(
        "the first fix: no waiter is lost, but a fail after a fulfill says the channel was not settled",
        .skippedUnderThreadSanitizer)
    func firstFixReportsASecondSettle() async throws {
        let report = await ChannelScenario.modelCheck { ChannelFirstFix() }.run()

        let failure = try #require(report.failure, "\(report)")
        #expect(failure.scenario == "calls: value, fulfill(1), fail", "\(report)")
        #expect(failure.exploration.simplestFailure?.stuck == false, "no call is left waiting: \(report)")
    }

    @Test(
        "upstream today: every scenario, in every order, is explained by the one-at-a-time model, none left out",
        .skippedUnderThreadSanitizer)
    func afterFixHolds() async {
        let report = await ChannelScenario.modelCheck { ChannelAfterFix() }.run()

        #expect(report.failure == nil, "\(report.failureMessage ?? "")")
        #expect(report.checked == ChannelScenario.scenarios.count, "\(report)")
        #expect(report.leftOut == 0, "\(report)")
    }

    @Test("a history no one-at-a-time order explains is refused; one that some order explains is accepted")
    func linearizability() {
        typealias Event = CallEvent<ChannelModel.Call, ChannelModel.Outcome>
        let explained: [Event] = [
            .began(call: 0, .value), .began(call: 1, .fulfill(1)), .ended(call: 1, .alreadySettled(false)),
            .ended(call: 0, .value(1)),
        ]
        let unexplained: [Event] = [
            .began(call: 1, .fulfill(1)), .ended(call: 1, .alreadySettled(false)),
            .began(call: 0, .value), .ended(call: 0, .value(2)),
        ]
        #expect(Linearizability.order(of: explained, from: ChannelModel()) == [1, 0])
        #expect(Linearizability.order(of: unexplained, from: ChannelModel()) == nil)
    }
}

@Suite("ConcurrencyProbes: a replay asked for from outside the tests")
struct ReplayRequestTests {
    @Test("\"scenario K: CODE\" names a scenario and a schedule; \"CODE\" a schedule alone; nothing else is a request")
    func parsing() {
        #expect(ReplayRequest("scenario 7: s0 s2 a0") == ReplayRequest("  scenario 7:s0 s2 a0 "))
        #expect(ReplayRequest("scenario 7: s0 s2 a0")?.scenario == 7 && ReplayRequest("scenario 7: s0 s2 a0")?.code == "s0 s2 a0")
        #expect(ReplayRequest("s0 s1 a1 a0")?.scenario == nil && ReplayRequest("s0 s1 a1 a0")?.description == "s0 s1 a1 a0")
        #expect(ReplayRequest("") == nil && ReplayRequest("scenario 0: s0") == nil && ReplayRequest("scenario 3:") == nil)
        #expect(ReplayRequest.variable == "CONCURRENCY_PROBES_REPLAY")
    }
}
