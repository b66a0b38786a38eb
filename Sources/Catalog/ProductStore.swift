/// Persistence for the last catalog fetched (lessons 000 and 001).
///
/// `async` so that an actor can conform: from outside, every call to an actor is async.
public protocol ProductStore: Sendable {
    func save(_ cache: CachedProducts) async throws
    func load() async throws -> CachedProducts?
}
