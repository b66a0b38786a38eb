import Foundation
import Synchronization

/// `lab watch [N]`: the loop that ties the watch mode's parts together, as rustlings splits
/// its own: the state (`LabStateStore`), the terminal's keys (`Terminal`), the file events
/// (`FileSnapshot`) and the screen (`WatchScreen`). It reruns the current exercise whenever a Swift file under `Exercises/`
/// changes, and shows each test ✓/✗ with the student's message, then the progress.
///
/// It polls sizes and modification times (every 0.3 s) instead of asking the OS for file
/// events: inotify and FSEvents miss saves on WSL, on network drives, and from editors that
/// write a swap file and rename it (rustlings #417, #2407). Saves and keys during a run are
/// not queued; a save that came during a run is named on screen, and `r` reruns.
struct WatchCommand: LabCommand {
    static let spec = CommandSpec(name: "watch", arguments: "[N]", positionals: 0...1, summary: "rerun the current exercise on every save; keys h n l r q")
    let lab: Lab

    func run() throws -> Bool {
        let numbers = lab.layout.exerciseNumbers()
        var current: Int
        if let chosen = try lab.exerciseArgument() {
            current = chosen
        } else {
            current = numbers.first { lab.store.state.lastStatus($0) != .done } ?? numbers.first ?? 1
        }
        let terminal = Terminal()
        terminal.enterKeyMode()
        defer { terminal.leaveKeyMode() }
        var screen = WatchScreen(lab: lab, exercise: current)
        var files = FileSnapshot(layout: lab.layout)
        var note = ""
        var progress = try runTests(screen, terminal: terminal)
        terminal.show(screen.render(progress, note: note))
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
                if progress?.status == .done, let next = numbers.first(where: { $0 > current }) {
                    current = next
                    screen = WatchScreen(lab: lab, exercise: current)
                    rerun = true
                } else {
                    note = progress?.status == .done ? "Every exercise after this one is done." : "`n` moves on once this exercise is done."
                }
            case nil:
                let now = FileSnapshot(layout: lab.layout)
                if now != files { rerun = true }
            default:
                continue
            }
            if rerun {
                terminal.show(screen.render(progress, note: "Running Exercise \(current)'s tests…"))
                files = FileSnapshot(layout: lab.layout)
                progress = try runTests(screen, terminal: terminal)
                // Saved now: watch ends with Ctrl-C as often as with q.
                try? lab.store.save()
                let after = FileSnapshot(layout: lab.layout)
                if after != files { note = "A file changed while the tests ran; that change is not in this result: press r." }
                terminal.discardPendingKeys()
            }
            if key != nil || rerun { terminal.show(screen.render(progress, note: note)) }
        }
    }

    /// Runs the exercise's tests on a thread of their own, so the keys still answer while they
    /// run: `q` stops the run (every process it started) and quits, as Ctrl-C does.
    private func runTests(_ screen: WatchScreen, terminal: Terminal) throws -> ExerciseProgress? {
        let outcome = RunOutcome()
        // nonisolated(unsafe): the screen is read by the run's thread alone until `outcome` is set;
        // this thread only polls keys meanwhile.
        nonisolated(unsafe) let screen = screen
        Thread { outcome.set(Result { try screen.rerun() }) }.start()
        while true {
            if let result = outcome.value { return try result.get() }
            if terminal.readKey(timeoutMilliseconds: 200) == "q" { Interrupts.stopAndExit(status: 0) }
        }
    }
}

/// The result of a run on another thread, read by the thread that waits for it.
private final class RunOutcome: Sendable {
    private let stored = Mutex<Result<ExerciseProgress?, any Error>?>(nil)

    var value: Result<ExerciseProgress?, any Error>? { stored.withLock { $0 } }

    func set(_ result: Result<ExerciseProgress?, any Error>) { stored.withLock { $0 = result } }
}
