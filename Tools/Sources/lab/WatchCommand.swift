import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `lab watch [N]`: reruns the current exercise whenever a Swift file under `Exercises/`
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
            let state = LabState.load(from: lab.layout)
            current = numbers.first { state.lastStatus[String($0)] != ExerciseProgress.Status.done.rawValue } ?? numbers.first ?? 1
        }
        let terminal = Terminal()
        terminal.enterKeyMode()
        defer { terminal.leaveKeyMode() }
        var screen = WatchScreen(lab: lab, exercise: current)
        var files = FileSnapshot(layout: lab.layout)
        var note = ""
        var progress = try screen.rerun()
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
                note = screen.nextHint()
                if let shown = progress, shown.status == .notStarted {
                    // A hint read is a start: say so now, not at the next run.
                    progress = ExerciseProgress(number: shown.number, title: shown.title, status: .inProgress, tests: shown.tests, detail: shown.detail)
                }
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
                progress = try screen.rerun()
                let after = FileSnapshot(layout: lab.layout)
                if after != files { note = "A file changed while the tests ran; that change is not in this result: press r." }
                terminal.discardPendingKeys()
            }
            if key != nil || rerun { terminal.show(screen.render(progress, note: note)) }
        }
    }
}

/// What the watch loop shows for one exercise.
struct WatchScreen {
    let lab: Lab
    let exercise: Int

    /// Runs the exercise's tests. A build that failed elsewhere (another exercise, or
    /// outside the exercises) is shown as this exercise's obstacle, with what to do.
    func rerun() throws -> ExerciseProgress? {
        let (assessed, run) = try ProgressSurvey(lab: lab).assess([exercise])
        guard var progress = assessed.first else { return nil }
        if run.buildFailed, progress.status != .doesNotCompile {
            let other = run.notCompiling.keys.sorted().first
            progress = ExerciseProgress(
                number: exercise, title: progress.title, status: .doesNotCompile, tests: [],
                detail: other.map { ["Exercise \($0) does not compile (SwiftPM builds every exercise): `swift run lab reset \($0)`"] + (run.notCompiling[$0] ?? []).prefix(2) }
                    ?? ["the build failed; the log: \(run.log.path)"])
        }
        return progress
    }

    func render(_ progress: ExerciseProgress?, note: String) -> String {
        var lines: [String] = []
        let title = (try? lab.layout.manifest(exercise).title) ?? ""
        lines.append("Exercise \(exercise) — \(title)    (watching Exercises/ for saves)")
        lines.append("")
        if let progress {
            for test in progress.tests.sorted(by: { ($0.failed ? 0 : 1, $0.key) < ($1.failed ? 0 : 1, $1.key) }) {
                let name = test.displayName ?? test.key
                if test.skipped { lines.append("  – \(name) (skipped)"); continue }
                lines.append("  \(test.failed ? "✗" : "✓") \(name)" + (test.failed ? test.location.map { "  (\($0))" } ?? "" : ""))
                if test.failed, let message = test.messages.first { lines.append("      " + message) }
            }
            if progress.status == .doesNotCompile || progress.status == .testsEdited {
                lines.append("  ! " + progress.summary)
                lines += progress.detail.map { "      " + $0 }
            }
            lines.append("")
            lines.append(progress.status == .done ? "  ✓ Exercise \(exercise) is done. Press n for the next one." : "  " + progress.summary)
            if progress.status == .done { lines.append("  " + GalleryCommand.offer(exercise)) }
        }
        let state = LabState.load(from: lab.layout)
        let numbers = lab.layout.exerciseNumbers()
        let done = numbers.filter { state.lastStatus[String($0)] == ExerciseProgress.Status.done.rawValue }.count
        lines.append("  " + ExerciseProgress.bar(done: done, total: numbers.count))
        if !note.isEmpty { lines += ["", note] }
        lines += ["", "keys: h next hint · n next exercise (once done) · l list · r rerun · q quit"]
        return lines.joined(separator: "\n")
    }

    func nextHint() -> String {
        guard let reveal = try? HintBook(exercise, layout: lab.layout).reveal(all: false, layout: lab.layout),
              let hint = reveal.shown.first
        else { return "No hints found." }
        return "\(hint.title):\n\(hint.body)"
    }

    func list() -> String {
        let state = LabState.load(from: lab.layout)
        return lab.layout.exerciseNumbers().map { number in
            let title = (try? lab.layout.manifest(number).title) ?? ""
            return "  \(number). \(title) — \(state.lastStatus[String(number)] ?? "not run yet")"
        }.joined(separator: "\n")
    }
}

/// The Swift files under `Exercises/`, by size and modification time: what a save changes.
struct FileSnapshot: Equatable {
    private var entries: [String: [Double]] = [:]

    init(layout: LabLayout) {
        for path in layout.files(under: "Exercises") where path.hasSuffix(".swift") {
            let attributes = try? FileManager.default.attributesOfItem(atPath: layout.root.appending(path: path).path)
            let size = (attributes?[.size] as? NSNumber)?.doubleValue ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            entries[path] = [size, modified]
        }
    }
}

/// Single keys from the terminal, without Enter or echo, restored on exit; lines when
/// standard input is not a terminal (a pipe), so the loop still works in a script.
final class Terminal {
    private var saved = termios()
    private var raw = false
    private let interactive = isatty(STDIN_FILENO) == 1
    private let screen = isatty(STDOUT_FILENO) == 1

    func enterKeyMode() {
        guard interactive, tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
        var keys = saved
        keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &keys) == 0 else { return }
        raw = true
        TerminalRestore.install(saved)
    }

    func leaveKeyMode() {
        if raw { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        raw = false
    }

    /// The next key, or `nil` after the timeout.
    func readKey(timeoutMilliseconds: Int32) -> Character? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else {
            // End of input (a pipe that closed): quit rather than spin.
            return "q"
        }
        if !raw {
            // Line mode: the first character of the line is the key; drop the rest.
            var rest: UInt8 = byte
            while rest != 10, read(STDIN_FILENO, &rest, 1) == 1 {}
        }
        return Character(UnicodeScalar(byte))
    }

    /// Keys typed while the tests ran are dropped, not replayed.
    func discardPendingKeys() {
        if raw { tcflush(STDIN_FILENO, TCIFLUSH) }
    }

    func show(_ text: String) {
        let clear = screen ? "\u{1B}[2J\u{1B}[H" : "\n"
        FileHandle.standardOutput.write(Data((clear + text + "\n").utf8))
    }
}

/// Puts the terminal back when the student presses Ctrl-C during `lab watch`.
enum TerminalRestore {
    // nonisolated(unsafe): written once before the handler is installed, read only by the
    // SIGINT handler, which cannot capture context; no other thread touches it.
    nonisolated(unsafe) private static var saved = termios()

    static func install(_ settings: termios) {
        saved = settings
        signal(SIGINT) { _ in
            tcsetattr(STDIN_FILENO, TCSANOW, &TerminalRestore.saved)
            _exit(130)
        }
    }
}
