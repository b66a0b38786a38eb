import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the process's other threads are running, in the package's own code: each is stopped for
/// a moment by a signal whose handler captures its stack (`SourceFrames`), so a watchdog can
/// name the call that spins or blocks. Linux only (its threads are listed in `/proc/self/task`);
/// elsewhere it finds nothing.
///
/// A loop's instructions are not all tied to a source line (the compiler gives some line 0), so
/// each thread is asked a few times and the answer that names a line is kept.
///
/// ```swift
/// ThreadSampler.prepare()                           // once, early
/// let stacks = ThreadSampler.sampleOtherThreads()   // one per thread that answered
/// ```
enum ThreadSampler {
    /// `SIGPROF`: the cooperative pool's threads (libdispatch's workers) block every signal but
    /// the synchronous ones (ILL, TRAP, BUS, FPE, SEGV), PIPE, SYS and this one, a profiler's: of
    /// those, it is the one that reaches them without meeting `CrashSignals`' handlers. The
    /// runtime's backtracer also uses it to stop threads, but its handlers are replaced by
    /// `CrashSignals`'.
    private static let signalNumber = SIGPROF
    private static let samples = Locked<[(thread: Int32, stack: SourceFrames.Raw)]>([])

    #if os(Linux)
    /// A libc function the `Glibc` module does not import (glibc 2.30 has both).
    private static func libc<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }

    private static let gettid = libc("gettid", as: (@convention(c) () -> Int32).self)
    private static let tgkill = libc("tgkill", as: (@convention(c) (Int32, Int32, Int32) -> Int32).self)
    #endif

    /// Installs the handler and has it answer once on this thread, so what it needs is loaded
    /// before a hang rather than inside a stopped thread.
    static func prepare() {
        #if os(Linux)
        SignalHandler.install(handler, for: signalNumber)
        _ = raise(signalNumber)
        samples.withLock { $0.removeAll() }
        #endif
    }

    /// The package's own frames of each other thread that answered, asked up to `rounds` times.
    static func sampleOtherThreads(rounds: Int = 20, patience: Duration = .seconds(3)) -> [[TestIncident.Frame]] {
        #if os(Linux)
        guard let gettid, let tgkill else { return [] }
        let me = gettid()
        let threads = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? [])
            .compactMap(Int32.init).filter { $0 != me }
        var best: [Int32: [TestIncident.Frame]] = [:]
        let deadline = ContinuousClock.now + patience
        for round in 1...max(1, rounds) where ContinuousClock.now < deadline {
            samples.withLock { $0.removeAll() }
            for thread in threads { _ = tgkill(getpid(), thread, signalNumber) }
            // A thread interrupted where it cannot capture (under ThreadSanitizer, a spinning thread
            // never reaches the point where its signals are delivered) is not waited for past `patience`.
            while samples.withLock({ $0.count }) < threads.count && ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
            for (thread, stack) in samples.withLock({ $0 }) {
                let frames = SourceFrames.resolve(stack)
                if best[thread]?.first.map({ $0.line > 0 }) != true, !frames.isEmpty { best[thread] = frames }
            }
            // Two rounds at least: a thread that was between two lines of its own code the first time
            // is asked again.
            if round >= 2, best.values.allSatisfy({ $0.first.map { $0.line > 0 } ?? true }) { break }
        }
        return threads.compactMap { best[$0] }
        #else
        return []
        #endif
    }

    private static let handler: SignalHandler.Function = { _, _, context in
        #if os(Linux)
        let raw = SourceFrames.capture(signalContext: context)
        let thread = gettid?() ?? 0
        samples.withLock { $0.append((thread, raw)) }
        #endif
    }
}
