// The fixed twin of SendingNonSendableToActor.swift: the query is a value type, so the
// actor gets its own copy and the sender may keep changing its own.
struct SearchQuery: Sendable {
    var text = ""
}

actor SearchIndex {
    func count(matching query: SearchQuery) -> Int { query.text.count }
}

func search(in index: SearchIndex) async -> Int {
    var query = SearchQuery()
    let count = await index.count(matching: query)
    query.text = "mugs"
    return count + query.text.count
}
