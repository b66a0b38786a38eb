// The fixed twin of SendableClassWithAWeakVar.swift, compiled with the same settings: a
// `weak let` (SE-0481, Swift 6.2) is never reassigned, so a final class holding one is
// `Sendable` without an escape hatch, and it still does not keep its delegate alive.
protocol LoaderDelegate: AnyObject, Sendable {
    func loaderFinished()
}

final class LoadReporter: Sendable {
    weak let delegate: (any LoaderDelegate)?

    init(delegate: any LoaderDelegate) {
        self.delegate = delegate
    }
}
