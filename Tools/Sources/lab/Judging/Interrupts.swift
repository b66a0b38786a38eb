import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C, a `kill`, a closed terminal: `lab` passes each to every process tree it started and
/// only then ends, so nothing it started is left running. Foundation's `Process` starts a child
/// in a process group of its own, which the terminal's Ctrl-C does not reach: without this,
/// `swift test` and its test process (one of them at 100 % of a core in an endless loop) outlived
/// `lab`.
///
/// ```swift
/// Interrupts.install()                       // once, when lab starts
/// Interrupts.started(process.processIdentifier)
/// defer { Interrupts.ended(process.processIdentifier) }
/// ```
enum Interrupts {
    private static let running = Mutex<Set<pid_t>>([])
    /// Kept so the sources live as long as the process.
    // nonisolated(unsafe): appended to only by `install`, once, on the main thread before any source fires; never read.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Handles SIGINT, SIGTERM and SIGHUP from now on (on a queue, not in a signal handler, so
    /// it may list processes and wait).
    static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopAndExit(status: 128 + number, signal: number) }
            source.resume()
            sources.append(source)
        }
    }

    /// A process `lab` started and waits for.
    static func started(_ pid: pid_t) { running.withLock { _ = $0.insert(pid) } }

    static func ended(_ pid: pid_t) { running.withLock { _ = $0.remove(pid) } }

    /// Called where a command would go on with what a stopped process left: once an interrupt
    /// has come, it waits for `lab` to end instead, so no half result is printed as a result.
    static func holdIfStopping() {
        guard stopping.withLock({ $0 }) else { return }
        while true { pause() }
    }

    private static let stopping = Mutex(false)

    /// Stops every process tree `lab` started, puts the terminal back, and ends `lab` with
    /// `status` — or, for a signal, by that signal itself: a shell running `lab` (the gate's
    /// script) goes on to its next command when `lab` merely exits 130, and stops only when `lab`
    /// died of the SIGINT.
    static func stopAndExit(status: Int32, signal number: Int32? = nil) -> Never {
        stopping.withLock { $0 = true }
        TerminalRestore.restore()
        FileHandle.standardError.write(Data("\nlab: stopping what it started…\n".utf8))
        for pid in running.withLock({ $0 }) { ProcessTree(root: pid).stop(grace: 2) }
        if let number {
            _ = signal(number, SIG_DFL)
            _ = kill(getpid(), number)
        }
        exit(status)
    }
}

/// A process and everything below it, read from POSIX `ps` (children before their own children).
struct ProcessTree {
    let root: pid_t

    var members: [pid_t] { [root] + Self.descendants(of: root) }

    /// SIGTERM to every member, then SIGKILL to whichever is still there after `grace` seconds.
    func stop(grace: Double) {
        let tree = members
        for pid in tree { kill(pid, SIGTERM) }
        let deadline = Date().addingTimeInterval(grace)
        // A poll of whether they have gone, bounded by the grace: not synchronisation.
        while tree.contains(where: { kill($0, 0) == 0 }), Date() < deadline { usleep(50_000) }
        for pid in tree where kill(pid, 0) == 0 { kill(pid, SIGKILL) }
    }

    static func descendants(of root: pid_t) -> [pid_t] {
        let ps = Process()
        ps.executableURL = URL(filePath: "/bin/ps")
        ps.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
        let output = Pipe()
        ps.standardOutput = output
        ps.standardError = FileHandle.nullDevice
        guard (try? ps.run()) != nil else { return [] }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ps.waitUntilExit()
        var children: [pid_t: [pid_t]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").compactMap { pid_t($0) }
            if fields.count == 2 { children[fields[1], default: []].append(fields[0]) }
        }
        var found: [pid_t] = []
        var frontier = [root]
        while let next = frontier.popLast() {
            let below = children[next] ?? []
            found += below
            frontier += below
        }
        return found
    }
}
