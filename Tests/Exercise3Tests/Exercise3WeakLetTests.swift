import LabKit
import Testing

/// The README's "What Swift 6.2 adds", at run time: a `weak let` (SE-0481) still lets its object
/// go, and reads `nil` once it has gone, as a `weak var` would. (That a class holding one is
/// `Sendable` is a compile proof: `Fixtures/Exercise3/SendableClassWithAWeakLet.swift`.) Not a
/// proof: it passes on both tracks. Guarded: SE-0481 shipped in the 6.2 branch only from 6.2.3 on
/// (a public report: brave/brave-core#39886), and this machine has 6.3.1 alone to check with.
#if compiler(>=6.3)
@Suite("Exercise3: what Swift 6.2 adds (weak let)", .watched)
struct Exercise3WeakLetTests {
    final class Delegate: Sendable {}

    final class Reporter: Sendable {
        weak let delegate: Delegate?

        init(delegate: Delegate) {
            self.delegate = delegate
        }
    }

    @Test("Exercise3: a weak let does not keep its object alive, and reads nil once it has gone")
    func weakLetLetsGo() {
        var delegate: Delegate? = Delegate()
        let reporter = Reporter(delegate: delegate!)
        #expect(reporter.delegate != nil)

        delegate = nil

        #expect(reporter.delegate == nil)
    }
}
#endif
