// Compile-fail fixture, Exercise 1 (not a target: `lab fixtures` compiles it alone).
//
// A non-Sendable class instance sent to an actor and then used again by the sender:
// both sides could touch it at once. Swift 6's region isolation rejects it. (This error
// comes from a SIL pass: `-typecheck` alone would not show it.)
final class SearchQuery {
    var text = ""
}

actor SearchIndex {
    func count(matching query: SearchQuery) -> Int { query.text.count }
}

func search(in index: SearchIndex) async -> Int {
    let query = SearchQuery()
    let count = await index.count(matching: query)  // expected-error {{sending 'query' risks causing data races}}
    // expected-note@-1 {{sending 'query' to actor-isolated instance method 'count(matching:)' risks causing data races between actor-isolated and local nonisolated uses}}
    query.text = "mugs"  // expected-note {{access can happen concurrently}}
    return count
}
