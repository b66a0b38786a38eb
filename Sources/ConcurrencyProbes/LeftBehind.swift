/// Subjects of runs whose calls were left waiting (a smaller group lacking the call that would
/// wake them): kept for the life of the process, so no continuation they hold is freed
/// unresumed (the runtime would report it as misuse, though nothing misused it).
enum LeftBehind {
    private static let kept = Locked<[any Sendable]>([])

    static func keep(_ subject: any Sendable) {
        kept.withLock { $0.append(subject) }
    }
}
