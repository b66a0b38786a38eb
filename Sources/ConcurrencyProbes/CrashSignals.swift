import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals a crash raises, handled by `TestWatchdog`: the handler says the incident, then
/// lets the signal end the process as it would have (same signal, same exit status), without
/// the runtime's backtracer, whose handler this one replaces.
///
/// What a handler may do is little, and this one does more (it symbolicates, allocates, writes
/// a file): the process is ending, the crashes a test meets (a trap in Swift code) hold no lock
/// it needs, and an alarm ends the process whatever happens if it stalls.
enum CrashSignals {
    static let handled: [(signal: Int32, name: String)] = [
        (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGABRT, "SIGABRT"),
        (SIGSEGV, "SIGSEGV"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"),
    ]

    static func name(of signal: Int32) -> String {
        handled.first { $0.signal == signal }?.name ?? "signal \(signal)"
    }

    static func install() {
        // Nestable: a crash while the handler reads the site, even with the same signal, comes
        // back to the handler (`TestWatchdog.crashed`) instead of ending the process unsaid.
        for (number, _) in handled { SignalHandler.install(handler, for: number, nestable: true) }
    }

    private static let handler: SignalHandler.Function = { number, _, context in
        // A handler that stalls (a lock the crash left held) must not hold the run: the default
        // action of SIGALRM ends the process.
        _ = signal(SIGALRM, SIG_DFL)
        _ = alarm(10)
        let ending = TestWatchdog.crashed(number, context: context)
        // The crash's signal, with its default action, now: the process ends as it would have
        // without the watchdog. Unblocked first, whatever this thread's mask: it ends the process
        // here, not once the handler returns (a nested handler's first crash may be another signal).
        _ = signal(ending, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, ending)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
        _ = raise(ending)
    }
}

/// A handler that gets the interrupted thread's registers (`SA_SIGINFO`), so a backtrace starts
/// at the function the signal stopped (`SourceFrames.capture(signalContext:)`).
enum SignalHandler {
    #if canImport(Glibc)
    typealias Function = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
    #elseif canImport(Darwin)
    typealias Function = @convention(c) (Int32, UnsafeMutablePointer<__siginfo>?, UnsafeMutableRawPointer?) -> Void
    #endif

    static func install(_ function: Function, for number: Int32, nestable: Bool = false) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = function
        #elseif canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = function
        #endif
        action.sa_flags = SA_SIGINFO | (nestable ? Int32(SA_NODEFER) : 0)
        _ = sigaction(number, &action, nil)
    }
}
