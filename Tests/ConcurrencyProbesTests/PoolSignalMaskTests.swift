import Foundation
import Testing

/// What the watchdog's hang sampler relies on (docs/ARCHITECTURE.md, "No run can hang"): a thread
/// of the cooperative pool blocks every signal but the synchronous ones (ILL, TRAP, BUS, FPE,
/// SEGV), PIPE, SYS and PROF — so SIGPROF, a profiler's, is the one the sampler can send it
/// without meeting the watchdog's own crash handlers. Read from the thread's mask in Linux's
/// `/proc`, so the sentence fails the gate the day a toolchain changes it.
@Suite("ConcurrencyProbes: the signals a cooperative-pool thread leaves unblocked")
struct PoolSignalMaskTests {
    #if os(Linux)
    @Test("a pool thread leaves SIGPROF unblocked, with the synchronous signals, SIGPIPE and SIGSYS, and no other")
    func poolThreadMask() async throws {
        let blocked = try await Task.detached { try Self.blockedSignalsOfThisThread() }.value
        let unblocked = Set((1...31).filter { blocked & (1 << UInt64($0 - 1)) == 0 }.map(Int32.init))
        #expect(unblocked.contains(SIGPROF))
        #expect(unblocked == [SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGKILL, SIGSEGV, SIGPIPE, SIGSTOP, SIGPROF, SIGSYS])
    }

    /// The `SigBlk` mask of the calling thread, from `/proc/self/task/<tid>/status`.
    private static func blockedSignalsOfThisThread() throws -> UInt64 {
        let task = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
        let tid = try #require(task.split(separator: "/").last)
        let status = try String(contentsOfFile: "/proc/self/task/\(tid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") })
        return try #require(UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16))
    }
    #endif
}
