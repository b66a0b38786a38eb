import Foundation

/// The frames of a thread's stack that are the package's own code, with file and line: what a
/// `TestIncident` shows of where a test process crashed or what its threads were running. The
/// stack itself is read by the `StackReader` the watchdog was installed with; a frame is the
/// package's own when its source file exists on this disk (the toolchain's files do not), is
/// not this library's, and is not a macro's expansion.
///
/// ```swift
/// let raw = SourceFrames.capture()          // in the thread whose stack is wanted
/// let frames = SourceFrames.resolve(raw)    // anywhere, later
/// ```
enum SourceFrames {
    /// A stack as the reader captured it, before symbolication.
    // @unchecked Sendable: the reader's capture is an immutable value it hands back to itself; `Any` keeps this library free of its type.
    struct Raw: @unchecked Sendable {
        let stack: (any Sendable)?
    }

    /// The reader the watchdog was installed with.
    // nonisolated(unsafe): written once in `TestWatchdog.install`, before any handler or thread that reads it exists.
    nonisolated(unsafe) static var reader = StackReader.none

    /// The current thread's stack; in a signal handler, given the handler's `ucontext_t` (its
    /// third argument), the stopped thread's, from the function the signal stopped.
    static func capture(signalContext context: UnsafeMutableRawPointer? = nil) -> Raw {
        Raw(stack: reader.capture(context))
    }

    /// The package's own frames of `raw`, innermost first (a frame whose instruction the compiler
    /// tied to no line has line 0: its file and function are still known).
    static func resolve(_ raw: Raw) -> [TestIncident.Frame] {
        warmedUp.wait()
        return resolveNow(raw)
    }

    /// Reads the binary's debug information once, on a thread of its own: the precise unwinder
    /// reads it on first use (0.1–0.2 s here), which done in the installation made every test
    /// process's first test wait for it, twice a `swift test`. A crash meanwhile waits for it
    /// in `resolve` (the reader is not known to be safe to start twice at once); a handler that
    /// stalls is ended by the watchdog's alarm.
    static func warmUp() {
        let thread = Thread {
            _ = resolveNow(capture())
            warmedUp.open()
        }
        thread.name = "ConcurrencyProbes stack reader"
        thread.start()
    }

    private static let warmedUp = OpenOnce()

    private static func resolveNow(_ raw: Raw) -> [TestIncident.Frame] {
        guard let stack = raw.stack else { return [] }
        var frames: [TestIncident.Frame] = []
        for frame in reader.frames(stack) where isOwnCode(frame.file) {
            if frames.last != frame { frames.append(frame) }
        }
        return frames
    }

    /// This library's own folder: its frames (the signal handler, the watchdog) are never the place.
    private static let libraryFolder = URL(filePath: #filePath).deletingLastPathComponent().path + "/"

    /// A macro's expansion (`@__swiftmacro_…`, a buffer the compiler wrote) is no one's source to open.
    private static func isOwnCode(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.hasPrefix(libraryFolder) && !path.contains("/@__swiftmacro_")
            && FileManager.default.fileExists(atPath: path)
    }
}

/// A flag that opens once; whoever waits before then waits for it.
private final class OpenOnce: Sendable {
    private let condition = NSCondition()
    // Read and written only between `condition.lock()` and `unlock()`.
    private nonisolated(unsafe) var isOpen = false

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    func wait() {
        condition.lock()
        while !isOpen { condition.wait() }
        condition.unlock()
    }
}
