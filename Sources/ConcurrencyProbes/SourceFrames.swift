import Foundation
#if canImport(Runtime) && os(Linux)
// The toolchain's own SPI (what its `swift-backtrace` uses): a backtrace from a signal's saved
// registers. The public `capture()`, called inside a handler, skips the function the signal
// interrupted — the one that spins, or traps — and starts at its caller.
@_spi(Contexts) @_spi(MemoryReaders) @_spi(Internal) import Runtime
#elseif canImport(Runtime)
import Runtime
#endif

/// The frames of a thread's stack that are the package's own code, with file and line: what a
/// `TestIncident` shows of where a test process crashed or what its threads were running.
///
/// Read in-process with the toolchain's `Runtime` module (SE-0419's backtraces): its precise
/// unwinder crosses a signal handler's frame and a task's async frames, and symbolicates with
/// the binary's own debug information. A frame is the package's own when its source file
/// exists on this disk (the toolchain's files do not) and is not this library's.
///
/// ```swift
/// let raw = SourceFrames.capture()          // in the thread whose stack is wanted
/// let frames = SourceFrames.resolve(raw)    // anywhere, later
/// ```
enum SourceFrames {
    /// A stack as captured, before symbolication (which allocates and reads files, so a thread
    /// stopped by a signal only captures, and the watchdog's own thread resolves).
    // @unchecked Sendable: a captured backtrace is an immutable value of addresses, boxed as `Any` only so this type exists without `Runtime`.
    struct Raw: @unchecked Sendable {
        let backtrace: Any?
    }

    /// The current thread's stack.
    static func capture() -> Raw {
        #if canImport(Runtime)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return Raw(backtrace: try? Backtrace.capture(algorithm: .precise, limit: 96))
        }
        #endif
        return Raw(backtrace: nil)
    }

    /// The stack of the thread a signal interrupted, from the handler's `ucontext_t` (its third
    /// argument), starting at the interrupted function itself.
    static func capture(signalContext context: UnsafeMutableRawPointer?) -> Raw {
        #if canImport(Runtime) && os(Linux)
        if let context {
            let registers = HostContext.fromHostMContext(context.assumingMemoryBound(to: ucontext_t.self).pointee.uc_mcontext)
            return Raw(backtrace: try? Backtrace.capture(
                from: registers, using: UnsafeLocalMemoryReader(), images: nil, algorithm: .precise, limit: 96))
        }
        #endif
        return capture()
    }

    /// The package's own frames of `raw`, innermost first (a frame whose instruction the compiler
    /// tied to no line has line 0: its file and function are still known) (empty where the toolchain has no
    /// `Runtime` module or the binary has no debug information).
    static func resolve(_ raw: Raw) -> [TestIncident.Frame] {
        #if canImport(Runtime)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            guard let backtrace = raw.backtrace as? Backtrace, let symbolicated = backtrace.symbolicated() else { return [] }
            var frames: [TestIncident.Frame] = []
            for frame in symbolicated.frames {
                guard let symbol = frame.symbol, let location = symbol.sourceLocation,
                      isOwnCode(location.path) else { continue }
                let found = TestIncident.Frame(file: location.path, line: location.line, function: symbol.name)
                if frames.last != found { frames.append(found) }
            }
            return frames
        }
        #endif
        return []
    }

    /// This library's own folder: its frames (the signal handler, the watchdog) are never the place.
    private static let libraryFolder = URL(filePath: #filePath).deletingLastPathComponent().path + "/"

    /// A macro's expansion (`@__swiftmacro_…`, a buffer the compiler wrote) is no one's source to open.
    private static func isOwnCode(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.hasPrefix(libraryFolder) && !path.contains("/@__swiftmacro_")
            && FileManager.default.fileExists(atPath: path)
    }
}
