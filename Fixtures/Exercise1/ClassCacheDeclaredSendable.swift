// Compile-fail fixture, Exercise 1 (not a target: `lab fixtures` compiles it alone).
//
// The exercise's cache is `@unchecked Sendable`. Drop the `@unchecked` and the compiler
// sees what the annotation silenced: a class with mutable state that many tasks share.
// It reports the first mutable stored property; every `var` here has the same problem.
final class InMemoryProductCache: Sendable {
    private var hits = 0  // expected-error {{stored property 'hits' of 'Sendable'-conforming class 'InMemoryProductCache' is mutable}}
    private var misses = 0
    private var products: [String] = []

    func retrieve() -> [String]? {
        if products.isEmpty {
            misses += 1
            return nil
        }
        hits += 1
        return products
    }
}
