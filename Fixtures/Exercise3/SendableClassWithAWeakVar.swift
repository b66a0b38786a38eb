// Compile-fail fixture, Exercise 3, compiled in Swift 6 mode (the lab's own settings).
//
// A final class may be `Sendable` when its stored properties are immutable and `Sendable`; a
// `weak var` is mutable, so such a class needed `@unchecked Sendable` (an escape hatch the
// lab's review rule refuses). Its twin says `weak let` (SE-0481, Swift 6.2): a weak reference
// that is never reassigned — it still turns nil when its object goes — and the class is
// `Sendable`, checked by the compiler.
protocol LoaderDelegate: AnyObject, Sendable {
    func loaderFinished()
}

final class LoadReporter: Sendable {
    weak var delegate: (any LoaderDelegate)?  // expected-error {{stored property 'delegate' of 'Sendable'-conforming class 'LoadReporter' is mutable}}

    init(delegate: any LoaderDelegate) {
        self.delegate = delegate
    }
}
