import ConcurrencyProbes
import ProbeStacks
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The watchdog ends a test process; each case runs in a process of its own (an exit test) and
/// reads what that process wrote on standard error.
@Suite("ConcurrencyProbes: TestWatchdog ends a test process that cannot end by itself, with one line", .exitTestsSkippedUnderThreadSanitizer)
struct TestWatchdogTests {
    /// What the child wrote on standard error, after how it ended (for a failure's message).
    private func standardError(_ result: ExitTest.Result?) -> String {
        "[\(result.map { "\($0.exitStatus)" } ?? "no result")] " + String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    #if os(Linux)
    @Test("a crash: the same signal ends the process, after a line naming the running test and the crash site")
    func crash() async throws {
        let result = await #expect(processExitsWith: .signal(SIGILL), observing: [\.standardErrorContent]) {
            TestWatchdog.install(stacks: TestWatchdogTests.stacks)
            TestWatchdog.run(test: "Example.Suite/crashes()", name: "a call that crashes") {
                let items: [Int] = []
                _ = items[items.count]  // an index out of range
            }
        }
        let text = standardError(result)
        #expect(text.contains("✗ The test process crashed (SIGILL)"), "\(text)")
        #expect(text.contains("“a call that crashes”"), "the running test is named: \(text)")
        #expect(!text.contains("Program crashed"), "the runtime's backtracer did not run: \(text)")
    }
    #endif

    #if os(Linux)
    @Test("a crash while the crash site is read: the crash is still said, and its own signal ends the process")
    func crashWhileReadingTheSite() async throws {
        let result = await #expect(processExitsWith: .signal(SIGILL), observing: [\.standardErrorContent]) {
            TestWatchdog.install(stacks: TestWatchdogTests.crashingReader)
            TestWatchdog.run(test: "Example.Suite/crashes()", name: "a call that crashes") {
                let items: [Int] = []
                _ = items[items.count]
            }
        }
        let text = standardError(result)
        #expect(text.contains("✗ The test process crashed (SIGILL)"), "\(text)")
        #expect(text.contains("“a call that crashes”"), "\(text)")
    }

    @Test("a crash while a hung test's threads are read: the hang is still said")
    func crashWhileReadingAHang() async throws {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            TestWatchdogTests.endQuietlyAfter(seconds: 30)
            TestWatchdog.install(stacks: TestWatchdogTests.crashingReader, poolLimit: .seconds(60), testLimit: .seconds(1))
            await TestWatchdog.run(test: "Example.Suite/waits()", name: "a call nobody answers") {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            }
        }
        let text = standardError(result)
        #expect(text.contains("“a call nobody answers” has not ended after"), "\(text)")
    }
    #endif

    @Test("every thread of the pool spinning: the process ends after poolLimit, naming the test and where a thread spins")
    func poolHeld() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TestWatchdogTests.endQuietlyAfter(seconds: 30)
            TestWatchdog.install(stacks: TestWatchdogTests.stacks, poolLimit: .seconds(1), testLimit: .seconds(60))
            await TestWatchdog.run(test: "Example.Suite/spins()", name: "a call that spins") {
                // At the test's own priority: the pool keeps threads of its own for each priority.
                for _ in 0...ProcessInfo.processInfo.activeProcessorCount {
                    Task { TestWatchdogTests.spinForever() }
                }
                // The watchdog, not this test, ends the process.
                try? await Task.sleep(for: .seconds(600))
            }
        }
        let text = standardError(result)
        #expect(text.contains("Every thread of the cooperative pool has been busy"), "\(text)")
        #expect(text.contains("“a call that spins”"), "\(text)")
        #if os(Linux)
        #expect(text.contains("TestWatchdogTests.swift:"), "where a pool thread spins, sampled from it: \(text)")
        #endif
    }

    @Test("a test that awaits what nobody gives, the pool free: the process ends after testLimit, naming the test")
    func neverEnds() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TestWatchdogTests.endQuietlyAfter(seconds: 30)
            TestWatchdog.install(stacks: TestWatchdogTests.stacks, poolLimit: .seconds(60), testLimit: .seconds(1))
            await TestWatchdog.run(test: "Example.Suite/waits()", name: "a call nobody answers") {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            }
        }
        let text = standardError(result)
        #expect(text.contains("“a call nobody answers” has not ended after"), "\(text)")
    }

    @Test("a test that keeps noting progress runs past testLimit: it is timed from its last move")
    func progressIsNotAHang() async {
        await #expect(processExitsWith: .success) {
            TestWatchdog.install(stacks: TestWatchdogTests.stacks, poolLimit: .seconds(60), testLimit: .seconds(1))
            await TestWatchdog.run(test: "Example.Suite/explores()", name: "a long exploration") {
                // Three times the limit in all, a move every tenth of it: the work being timed,
                // not a wait for something.
                for _ in 0..<30 {
                    try? await Task.sleep(for: .milliseconds(100))
                    TestWatchdog.noteProgress()
                }
            }
        }
    }

    @Test("a test that ends is forgotten: the watchdog says nothing and the process goes on")
    func quietWhenTestsEnd() async {
        await #expect(processExitsWith: .success) {
            TestWatchdog.install(stacks: TestWatchdogTests.stacks, poolLimit: .seconds(1), testLimit: .seconds(1))
            TestWatchdog.run(test: "Example.Suite/ends()", name: "a call that ends") {}
            // What is proven is that nothing happens: the window has to outlast both limits, with
            // no test running (an observation window, not synchronisation).
            try? await Task.sleep(for: .seconds(2))
        }
    }

    /// A watchdog that never fires must fail its test, not hang it: the child process then ends
    /// by itself, with success, which `.failure` rejects.
    nonisolated static func endQuietlyAfter(seconds: Double) {
        Thread {
            Thread.sleep(forTimeInterval: seconds)  // a bound on a broken watchdog's test, not synchronisation
            exit(0)
        }.start()
    }

    /// Stacks read as the lab reads them (`ProbeStacks`, the toolchain's `Runtime` module).
    static let stacks = StackReader(
        capture: { ProbeStacks.capture(signalContext: $0) },
        frames: { stack in
            (stack as? ProbeStacks.Captured).map(ProbeStacks.frames)?
                .map { TestIncident.Frame(file: $0.file, line: $0.line, function: $0.function) } ?? []
        })

    /// A reader that crashes (SIGSEGV) reading any stack taken in a signal handler — a crash's or a
    /// sampled thread's — as the toolchain's symbolication sometimes does; the warm-up's stack,
    /// taken outside a handler, reads as empty.
    static let crashingReader = StackReader(
        capture: { context in context == nil ? "warm-up" : "from a handler" },
        frames: { stack in
            if stack as? String == "from a handler" { UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1 }
            return []
        })

    /// Calls the loop: a stopped thread's stack starts at the caller of the function the signal
    /// stopped, and this line is that caller.
    nonisolated static func spinForever() {
        spin()
    }

    /// Holds a pool thread for good.
    nonisolated static func spin() {
        var turns = 0
        while true { turns &+= 1 }
    }
}
