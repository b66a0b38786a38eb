/// How `TestWatchdog` reads a thread's stack: `capture` runs in the thread whose stack is wanted
/// (inside a signal handler, given the handler's `ucontext_t`, so it may start at the function
/// the signal stopped: keep it to capturing), `frames` later on the watchdog's own thread, and
/// gives each frame's file, line and function. This library reads none itself (it stays
/// free of the toolchain's `Runtime` module, a second of a fresh build on every test module's
/// path); without a reader an incident names its tests but no line.
///
/// ```swift
/// let reader = StackReader(capture: { _ in Thread.callStackReturnAddresses },
///                          frames: { _ in [] })   // a reader that finds no source lines
/// TestWatchdog.install(stacks: reader)
/// ```
public struct StackReader: Sendable {
    let capture: @Sendable (_ signalContext: UnsafeMutableRawPointer?) -> (any Sendable)?
    let frames: @Sendable (any Sendable) -> [TestIncident.Frame]

    /// A reader from its two halves.
    /// - Parameters:
    ///   - capture: the current thread's stack, as a value `frames` understands; in a signal
    ///     handler it is given the handler's `ucontext_t`, else `nil`.
    ///   - frames: that stack's frames with a source location, innermost first.
    public init(capture: @escaping @Sendable (_ signalContext: UnsafeMutableRawPointer?) -> (any Sendable)?,
                frames: @escaping @Sendable (any Sendable) -> [TestIncident.Frame]) {
        self.capture = capture
        self.frames = frames
    }

    /// Reads nothing: incidents name their tests, not lines.
    public static let none = StackReader(capture: { _ in nil }, frames: { _ in [] })
}
