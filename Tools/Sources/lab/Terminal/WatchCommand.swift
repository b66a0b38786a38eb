import Foundation

/// `lab watch [N | proofN]`: the loop that ties the watch mode's parts together, as rustlings splits
/// its own: the state (`LabStateStore`), the terminal's keys (`Terminal`), the file events
/// (`FileSnapshot`) and the screen (`Watched`). It reruns the current exercise whenever a Swift file under `Exercises/`
/// changes, and shows each test ✓/✗ with the student's message, then the progress; with
/// `proofN`, the judge of the student's proof whenever a file under `Proofs/ProofN/` changes.
///
/// It polls sizes and modification times (every 0.3 s) instead of asking the OS for file
/// events: inotify and FSEvents miss saves on WSL, on network drives, and from editors that
/// write a swap file and rename it (rustlings #417, #2407). Saves and keys during a run are
/// not queued; a save that came during a run is named on screen, and `r` reruns.
struct WatchCommand: LabCommand {
    static let spec = CommandSpec(name: "watch", arguments: "[N | proofN]", positionals: 0...1,
                                  summary: "rerun the current exercise (or proof N of the proofs track) on every save; keys h n l r q")
    let lab: Lab

    func run() throws -> Bool {
        if let proof = try lab.proofArgument() {
            return try watch(ProofWatchScreen(lab: lab, proof: proof))
        }
        let numbers = lab.layout.exerciseNumbers()
        let current = try lab.exerciseArgument() ?? numbers.first { lab.store.state.lastStatus($0) != .done } ?? numbers.first ?? 1
        return try watch(WatchScreen(lab: lab, exercise: current))
    }

    private func watch<Screen: Watched>(_ first: Screen) throws -> Bool {
        let terminal = Terminal()
        terminal.enterKeyMode()
        defer { terminal.leaveKeyMode() }
        var screen = first
        var files = FileSnapshot(layout: lab.layout, folder: screen.folder)
        var note = ""
        // The first run takes longest (it builds): the screen says so from the start.
        terminal.show(screen.render(nil, note: "Running the tests (the first run builds first)…"))
        var outcome = try runInBackground(screen, terminal: terminal)
        terminal.show(screen.render(outcome, note: note))
        while true {
            let key = terminal.readKey(timeoutMilliseconds: 300)
            note = ""
            var rerun = false
            switch key {
            case "q"?:
                return true
            case "r"?:
                rerun = true
            case "h"?:
                // Reading a hint changes no status: a status is what the tests and the files say.
                note = screen.nextHint()
                try? lab.store.save()
            case "l"?:
                note = screen.list()
            case "n"?:
                if screen.isDone(outcome), let next = screen.next() {
                    screen = next
                    rerun = true
                } else {
                    note = screen.isDone(outcome) ? "This is the last one." : "`n` moves on once this one is done."
                }
            case nil:
                if FileSnapshot(layout: lab.layout, folder: screen.folder) != files { rerun = true }
            default:
                continue
            }
            if rerun {
                terminal.show(screen.render(outcome, note: "Running again…"))
                files = FileSnapshot(layout: lab.layout, folder: screen.folder)
                outcome = try runInBackground(screen, terminal: terminal)
                // Saved now: watch ends with Ctrl-C as often as with q.
                try? lab.store.save()
                if FileSnapshot(layout: lab.layout, folder: screen.folder) != files {
                    note = "A file changed while this ran; that change is not in this result: press r."
                }
                terminal.discardPendingKeys()
            }
            if key != nil || rerun { terminal.show(screen.render(outcome, note: note)) }
        }
    }

    /// Runs the screen's work on a thread of its own, so the keys still answer while it runs:
    /// `q` stops the run (every process it started) and quits, as Ctrl-C does.
    private func runInBackground<Screen: Watched>(_ screen: Screen, terminal: Terminal) throws -> Screen.Outcome? {
        let outcome = RunOutcome<Screen.Outcome?>()
        // nonisolated(unsafe): the screen is read by the run's thread alone until `outcome` is set;
        // this thread only polls keys meanwhile.
        nonisolated(unsafe) let screen = screen
        Thread { outcome.set(Result { try screen.rerun() }) }.start()
        while true {
            if let result = outcome.take() { return try result.get() }
            if terminal.readKey(timeoutMilliseconds: 200) == "q" { Interrupts.stopAndExit(status: 0) }
        }
    }
}

/// The result of a run on another thread, taken by the thread that waits for it.
// @unchecked Sendable: `stored` is only touched under `lock`; the value crosses threads once,
// set by the run's thread and taken by the waiting one (Mutex would need it `sending`, and a
// screen's outcome, a test run's, is not Sendable).
private final class RunOutcome<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<Value, any Error>?

    func take() -> Result<Value, any Error>? { lock.withLock { defer { stored = nil }; return stored } }

    func set(_ result: Result<Value, any Error>) { lock.withLock { stored = result } }
}
