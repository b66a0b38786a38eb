import ConcurrencyProbes
import ProbeStacks

extension StackReader {
    /// Stacks read with the toolchain's `Runtime` module (`ProbeStacks`): the reader every
    /// exercise suite's watchdog uses, so an incident names the file and line.
    ///
    /// ```swift
    /// TestWatchdog.install(stacks: .runtime, describing: ExerciseIncident.line)
    /// ```
    public static let runtime = StackReader(
        capture: { ProbeStacks.capture(signalContext: $0) },
        frames: { stack in
            (stack as? ProbeStacks.Captured).map(ProbeStacks.frames)?
                .map { TestIncident.Frame(file: $0.file, line: $0.line, function: $0.function) } ?? []
        })
}
