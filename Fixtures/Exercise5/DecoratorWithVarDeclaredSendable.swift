// Compile-fail fixture, Exercise 5 (not a target: `lab fixtures` compiles it alone).
//
// Lesson 004's decorators say `@unchecked Sendable` although they hold only `let`s. The
// day someone adds a `var` (a call counter, say), `@unchecked` keeps the compiler quiet.
// Without it, Swift 6 rejects the class at once:
protocol ProductRepository: Sendable {
    func loadAll() async throws -> [String]
}

final class CountingProductRepository: ProductRepository {
    private let decoratee: any ProductRepository
    private var calls = 0  // expected-error {{stored property 'calls' of 'Sendable'-conforming class 'CountingProductRepository' is mutable}}

    init(decoratee: any ProductRepository) {
        self.decoratee = decoratee
    }

    func loadAll() async throws -> [String] {
        calls += 1
        return try await decoratee.loadAll()
    }
}
