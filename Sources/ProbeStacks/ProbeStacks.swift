// No Foundation: loading it is a good part of what a small module costs to compile, and this one
// needs only the C library (`ucontext_t`) and `Runtime`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(Runtime) && os(Linux)
// The toolchain's own SPI (what its `swift-backtrace` uses): a backtrace from a signal's saved
// registers. The public `capture()`, called inside a handler, skips the function the signal
// interrupted — the one that spins, or traps — and, for a signal that came while a thread ran
// (not a trap it hit), stopped at the handler's trampoline (seen on 6.3.1, Linux).
@_spi(Contexts) @_spi(MemoryReaders) @_spi(Internal) import Runtime
#elseif canImport(Runtime)
import Runtime
#endif

/// A thread's stack, read in-process with the toolchain's `Runtime` module (SE-0419): what
/// `TestWatchdog` shows of where a test process crashed or what its threads were running.
///
/// A target of its own, not part of `ConcurrencyProbes`: there, importing `Runtime` and calling its
/// SPI took a fresh build of the target every test module waits for from 3.7–4.9 s to 7.0 s (the
/// public API alone to 5.1–5.6 s); this target builds in about a second, beside it.
/// `LabKit` hands these functions to the watchdog (`StackReader`).
///
/// ```swift
/// let stack = ProbeStacks.capture()            // in the thread whose stack is wanted
/// let frames = ProbeStacks.frames(of: stack)   // anywhere, later: file, line, function
/// ```
public enum ProbeStacks {
    /// A stack as captured, before symbolication (which allocates and reads files, so a thread
    /// stopped by a signal only captures, and a thread of the watchdog's own symbolicates).
    // @unchecked Sendable: a captured backtrace is an immutable value of addresses, boxed as `Any` only so this type exists without `Runtime`.
    public struct Captured: @unchecked Sendable {
        let backtrace: Any?
    }

    /// One frame with a source location.
    public struct Frame: Sendable, Equatable {
        /// The source file, as the debug information spells it.
        public let file: String
        /// The line; 0 where the compiler tied the instruction to no line.
        public let line: Int
        /// The function, as the symbolicator names it.
        public let function: String
    }

    /// The current thread's stack; in a signal handler, given the handler's `ucontext_t` (its
    /// third argument), the stack of the thread the signal stopped, from the function it stopped.
    ///
    /// ```swift
    /// let stack = ProbeStacks.capture()
    /// ```
    public static func capture(signalContext context: UnsafeMutableRawPointer? = nil) -> Captured {
        #if canImport(Runtime) && os(Linux)
        if let context {
            let registers = HostContext.fromHostMContext(context.assumingMemoryBound(to: ucontext_t.self).pointee.uc_mcontext)
            return Captured(backtrace: try? Backtrace.capture(
                from: registers, using: UnsafeLocalMemoryReader(), images: nil, algorithm: .precise, limit: 96))
        }
        #endif
        #if canImport(Runtime)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return Captured(backtrace: try? Backtrace.capture(algorithm: .precise, limit: 96))
        }
        #endif
        return Captured(backtrace: nil)
    }

    /// The frames of `stack` that have a source location, innermost first (none where the
    /// toolchain has no `Runtime` module or the binary no debug information).
    ///
    /// ```swift
    /// for frame in ProbeStacks.frames(of: stack) { print(frame.file, frame.line) }
    /// ```
    public static func frames(of stack: Captured) -> [Frame] {
        #if canImport(Runtime)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            guard let backtrace = stack.backtrace as? Backtrace, let symbolicated = backtrace.symbolicated() else { return [] }
            return symbolicated.frames.compactMap { frame in
                guard let symbol = frame.symbol, let location = symbol.sourceLocation else { return nil }
                return Frame(file: location.path, line: location.line, function: symbol.name)
            }
        }
        #endif
        return []
    }
}
