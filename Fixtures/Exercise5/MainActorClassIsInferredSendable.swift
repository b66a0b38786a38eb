// The fixed twin of NonisolatedClassIsNotInferredSendable.swift, compiled with the same
// settings (Swift 6 mode, main-actor isolation by default, approachable concurrency): the class
// says nothing, so it is a main-actor class, and a class isolated to a global actor is
// `Sendable` (SE-0316), `var` and all: every access to it is on the main actor.
final class LoadCounter {
    var loads = 0
}

nonisolated func share<Value: Sendable>(_ value: Value) {}

func shareTheCounter() {
    share(LoadCounter())
}
