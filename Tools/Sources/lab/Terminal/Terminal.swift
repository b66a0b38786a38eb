import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

/// Puts the terminal back when `lab watch` is stopped by a signal (`Interrupts` calls it).
enum TerminalRestore {
    private static let saved = Mutex<termios?>(nil)

    static func install(_ settings: termios) {
        saved.withLock { $0 = settings }
    }

    static func restore() {
        guard var settings = saved.withLock({ $0 }) else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }
}
