import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the process's other threads are running, in the package's own code: each is stopped for
/// a moment by a signal whose handler captures its stack (`SourceFrames`), so a watchdog can
/// name the call that spins or blocks. Linux only (its threads are listed in `/proc/self/task`);
/// elsewhere it finds nothing.
///
/// ```swift
/// let stacks = ThreadSampler.sampleOtherThreads()   // one per thread that answered
/// ```
enum ThreadSampler {
    /// `SIGPROF`: the cooperative pool's threads (libdispatch's workers) block every signal but
    /// the synchronous ones and this one (a profiler's), so it is the one that reaches them. The
    /// runtime's backtracer also uses it to stop threads, but its handlers are replaced by
    /// `CrashSignals`'.
    private static let signalNumber = SIGPROF
    private static let samples = Locked<[SourceFrames.Raw]>([])

    /// The package's own frames of each other thread that answered within `patience`.
    static func sampleOtherThreads(patience: Duration = .seconds(1)) -> [[TestIncident.Frame]] {
        #if os(Linux)
        SignalHandler.install(handler, for: signalNumber)
        guard let gettid = libc("gettid", as: (@convention(c) () -> Int32).self),
              let tgkill = libc("tgkill", as: (@convention(c) (Int32, Int32, Int32) -> Int32).self) else { return [] }
        let me = gettid()
        let threads = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? [])
            .compactMap(Int32.init).filter { $0 != me }
        for thread in threads { _ = tgkill(getpid(), thread, signalNumber) }
        let deadline = ContinuousClock.now + patience
        // A thread interrupted where it cannot capture (under ThreadSanitizer, a spinning thread
        // never reaches the point where its signals are delivered) is not waited for past `patience`.
        while samples.withLock({ $0.count }) < threads.count && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        return samples.withLock { $0 }.map(SourceFrames.resolve)
        #else
        return []
        #endif
    }

    #if os(Linux)
    /// A libc function the `Glibc` module does not import (glibc 2.30 has both).
    private static func libc<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }
    #endif

    private static let handler: SignalHandler.Function = { _, _, context in
        let raw = SourceFrames.capture(signalContext: context)
        samples.withLock { $0.append(raw) }
    }
}
