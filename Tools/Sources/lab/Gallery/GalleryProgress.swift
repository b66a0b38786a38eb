import Foundation

/// What the gallery's lanes share while they run side by side: the verdicts so far, the first
/// error, and the terminal (one line at a time). A lane that fails stops the others at their
/// next entry: the gallery's verdict is that error, whatever the rest would say.
///
/// ```swift
/// let progress = GalleryProgress(onVerdict: { Lab.say("  " + GalleryCommand.row($0)) })
/// try lane.judge(progress: progress)       // on each lane's thread
/// let verdicts = try progress.verdicts(in: [1, 2, 3])
/// ```
// @unchecked: every stored var is read and written only under `lock`.
final class GalleryProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let onVerdict: @Sendable (GalleryVerdict) -> Void
    private var verdicts: [GalleryVerdict] = []
    private var error: (any Error)?

    init(onVerdict: @escaping @Sendable (GalleryVerdict) -> Void) {
        self.onVerdict = onVerdict
    }

    /// A line for the terminal, never in the middle of another lane's.
    func say(_ line: String) { lock.withLock { Lab.say(line) } }

    func record(_ verdict: GalleryVerdict) {
        lock.withLock {
            verdicts.append(verdict)
            onVerdict(verdict)
        }
    }

    func fail(_ error: any Error) { lock.withLock { self.error = self.error ?? error } }

    /// A lane has failed: the others stop before their next entry.
    var stopped: Bool { lock.withLock { error != nil } }

    /// The verdicts, exercise by exercise in `numbers`' order, each exercise's in its entries'
    /// order; or the first lane's error.
    func verdicts(in numbers: [Int]) throws -> [GalleryVerdict] {
        try lock.withLock {
            if let error { throw error }
            return numbers.flatMap { number in verdicts.filter { $0.entry.exercise == number } }
        }
    }
}
